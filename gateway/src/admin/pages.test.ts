import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminPages } from './pages.js';

const SHELL =
  '<!doctype html><html><head><script type="module" crossorigin src="/admin/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';

let adminDist: string;
const apps: FastifyInstance[] = [];

async function appOver(dist: string): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await registerAdminPages(app, { adminDist: dist });
  app.get('/admin/graphql', async () => 'graphql');
  return app;
}

beforeAll(async () => {
  adminDist = await mkdtemp(path.join(tmpdir(), 'sutra-admin-dist-'));
  await mkdir(path.join(adminDist, 'assets'));
  await writeFile(path.join(adminDist, 'index.html'), SHELL);
  await writeFile(path.join(adminDist, 'assets', 'index-A1.js'), 'console.log("admin");');
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await rm(adminDist, { recursive: true, force: true });
});

describe('the staff app’s pages', () => {
  it('answers every /admin page with the app’s shell, stored by no cache', async () => {
    const app = await appOver(adminDist);
    for (const url of ['/admin', '/admin/login', '/admin/products/42?tab=stock']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(SHELL);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('serves its hashed files for a year, and leaves /admin/graphql to its own route', async () => {
    const app = await appOver(adminDist);
    const script = await app.inject({ method: 'GET', url: '/admin/assets/index-A1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("admin");');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/admin/graphql' })).body).toBe('graphql');
  });

  it('says how to build it when it is not built', async () => {
    const app = await appOver(path.join(adminDist, 'missing'));
    const page = await app.inject({ method: 'GET', url: '/admin/login' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('build:admin');
  });
});
