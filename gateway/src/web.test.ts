import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { registerWeb } from './web.js';

const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

let webDist: string;
let app: FastifyInstance;
/** Renders in progress, each waiting for the test to let it finish. */
let inProgress: (() => void)[];
let rendered: number;

beforeEach(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'sutra-web-'));
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  inProgress = [];
  rendered = 0;
  app = Fastify();
  await registerWeb(app, {
    apiUrl: 'http://127.0.0.1:9',
    webDist,
    renderLimits: { concurrent: 2, waiting: 3 },
    renderPage: async (_request, reply) => {
      await new Promise<void>((resolve) => inProgress.push(resolve));
      rendered++;
      return reply.type('text/html').send('<!doctype html><p>rendered</p>');
    },
  });
});
afterEach(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

it('renders a bounded number of pages at once, queues a few, and sends the app shell past the queue', async () => {
  const pages = Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/product-listing' }));
  // Two render, three wait their turn.
  await until(() => inProgress.length === 2);
  const overflow = await app.inject({ method: 'GET', url: '/product-listing/suits' });
  expect(overflow.statusCode).toBe(200);
  expect(overflow.body).toBe(SHELL);
  expect(overflow.headers['cache-control']).toBe('no-cache');
  expect(inProgress).toHaveLength(2);

  // As renders finish, the waiting ones take their turns; none is dropped.
  while (rendered < 5) {
    await until(() => inProgress.length > 0);
    inProgress.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const answers = await Promise.all(pages);
  expect(answers.map((a) => a.body)).toEqual(Array(5).fill('<!doctype html><p>rendered</p>'));
});
