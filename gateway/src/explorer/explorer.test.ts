import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import { buildGateway } from '../server.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { DEMO_TOKEN_PATH } from './explorer.js';

/** The explorer as `pnpm --filter @sutra/web build:explorer` leaves it: the page and a hashed script. */
const PAGE = `<!doctype html>
<html lang="en"><head><title>Sutra GraphQL explorer</title>
<script type="module" crossorigin src="/graphql-explorer/assets/index-Xyz789.js"></script></head>
<body><div id="explorer"></div></body></html>`;
const SCRIPT = 'console.log("explorer");';

let explorerDist: string;
let t: GatewayUnderTest;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  explorerDist = await mkdtemp(path.join(tmpdir(), 'sutra-explorer-'));
  await mkdir(path.join(explorerDist, 'assets'));
  await writeFile(path.join(explorerDist, 'index.html'), PAGE);
  await writeFile(path.join(explorerDist, 'assets', 'index-Xyz789.js'), SCRIPT);
  t = await startGatewayOverApi({ gatewayEnv: { EXPLORER_DIST: explorerDist } });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
  await rm(explorerDist, { recursive: true, force: true });
});

/** A gateway over the same api in production (its settings as the check wants them), explorable or not. */
async function productionGateway(sandbox: boolean, dist = explorerDist): Promise<FastifyInstance> {
  const config = loadGatewayConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', API_URL: t.api.url, EXPLORER_DIST: dist });
  const app = await buildGateway({ ...config, production: true, sandbox });
  apps.push(app);
  return app;
}

const openInBrowser = (app: FastifyInstance, url = '/graphql') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the GraphQL explorer in development', () => {
  it('answers a browser at /graphql with our own page, told its endpoint and where the demo token comes from', async () => {
    const res = await openInBrowser(t.gateway);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      `<div id="explorer" data-endpoint="/graphql" data-demo-token-url="${DEMO_TOKEN_PATH}"></div>`,
    );
    expect(res.body).not.toMatch(/https?:\/\//);
  });

  it('serves its hashed files from the store, cached for a year', async () => {
    const res = await t.gateway.inject({ method: 'GET', url: '/graphql-explorer/assets/index-Xyz789.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("gives the demo buyer's token, never cached, and the viewer's fields answer with it", async () => {
    const res = await t.gateway.inject({ method: 'POST', url: DEMO_TOKEN_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json<{ token: string }>();
    const me = await t.graphql<{ me: { email: string } }>('{ me { email } }', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(me.data?.me.email).toBe('demo@sutra.in');
  });

  it('still answers GraphQL on the same route', async () => {
    expect((await t.graphql<{ categories: unknown[] }>('{ categories { id } }')).data?.categories).toHaveLength(6);
  });
});

describe('the GraphQL explorer in production', () => {
  it('is off unless GRAPHQL_SANDBOX: no page, no files', async () => {
    const app = await productionGateway(false);
    const page = await openInBrowser(app);
    expect(page.body).not.toContain('id="explorer"');
    expect(page.headers['content-type']).not.toMatch(/^text\/html/);
    expect((await app.inject({ method: 'GET', url: '/graphql-explorer/assets/index-Xyz789.js' })).statusCode).toBe(404);
  });

  it('with GRAPHQL_SANDBOX shows the explorer but never offers the demo buyer', async () => {
    const app = await productionGateway(true);
    const page = await openInBrowser(app);
    expect(page.body).toContain('<div id="explorer" data-endpoint="/graphql"></div>');
    expect((await app.inject({ method: 'POST', url: DEMO_TOKEN_PATH })).statusCode).toBe(404);
  });
});

describe('an explorer that is not built', () => {
  it('is a page that says how to build it, running no script', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'sutra-explorer-none-'));
    try {
      const page = await openInBrowser(await productionGateway(true, empty));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('pnpm --filter @sutra/web build:explorer');
      expect(page.body).not.toContain('<script');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
