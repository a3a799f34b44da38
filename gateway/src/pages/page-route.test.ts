import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from './document.js';
import { createPageHandler } from './page-route.js';
import type { RenderedPage } from './renderer.js';

const SHELL = '<!doctype html><html><head><title>Sutra</title></head><body><div id="root"></div></body></html>';

/** A page that asks to be sent wherever its `to` query parameter says, as a careless page could. */
const redirectingPage = (url: string): RenderedPage => ({
  status: 200,
  redirect: new URL(url, 'http://page.local').searchParams.get('to'),
  signedIn: false,
  sessionRejected: false,
  head: '',
  styles: '',
  html: '',
  state: '',
  modules: [],
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyCookie);
  app.get(
    '/*',
    createPageHandler({
      renderer: { renderPage: async ({ url }) => redirectingPage(url) },
      template: parseTemplate(SHELL),
      execute: async () => ({ data: null }),
      publicUrl: 'https://sutra.in',
      secureCookies: true,
      renderTimeoutMs: 5_000,
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const locationFor = async (to: string) => {
  const answer = await app.inject({ method: 'GET', url: `/profile?to=${encodeURIComponent(to)}` });
  expect(answer.statusCode).toBe(302);
  return answer.headers.location;
};

describe('a page’s redirect', () => {
  it('is sent as a 302 to the path the page asked for', async () => {
    expect(await locationFor('/login?redirect=%2Fprofile')).toBe('/login?redirect=%2Fprofile');
  });

  it.each([
    ['//attacker.invalid/x'],
    ['/\\attacker.invalid/x'],
    ['/./' + '/attacker.invalid/x'],
    ['/%2e//attacker.invalid/x'],
    ['/a/..//attacker.invalid/x'],
    ['https://attacker.invalid/x'],
  ])('never leaves the store: %j is sent to the homepage', async (to) => {
    expect(await locationFor(to)).toBe('/');
  });
});
