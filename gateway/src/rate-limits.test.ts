import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseTrustProxy } from '@sutra/settings';
import { redisServerAvailable, startRedis } from '@sutra/settings/test-redis-server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installClientRateLimits, TOO_MANY_REQUESTS } from './rate-limits.js';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';
import { registerWeb } from './web.js';

const LIMIT = 5;

/** POSTs `{ ok }` to a gateway from `peer` (the connection's address), with an X-Forwarded-For when given. */
async function ask(gateway: FastifyInstance, options: { forwardedFor?: string; peer?: string } = {}) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: options.peer ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: { query: '{ categories { id } }' },
  });
  const body = res.json() as {
    errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
  };
  return {
    status: res.statusCode,
    retryAfter: res.headers['retry-after'],
    cacheControl: res.headers['cache-control'],
    error: body.errors?.[0],
  };
}

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi({ gatewayEnv: { GRAPHQL_RATE_LIMIT: String(LIMIT) } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('per-client limits on /graphql', () => {
  it(`answers ${LIMIT} requests a minute from one address, then 429 RATE_LIMITED without calling the api`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await ask(t.gateway, { forwardedFor: '203.0.113.7' })).status).toBe(200);
    t.reset();
    const refused = await ask(t.gateway, { forwardedFor: '203.0.113.7' });
    expect(refused.status).toBe(429);
    expect(refused.error).toEqual({
      message: TOO_MANY_REQUESTS,
      extensions: { code: 'RATE_LIMITED', reason: 'rate_limited', retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.error?.extensions?.retryAfterSeconds).toBe(Number(refused.retryAfter));
    // No cache between the client and the gateway may keep the refusal and hand it to others.
    expect(refused.cacheControl).toBe('no-store');
    expect(t.upstream).toHaveLength(0);
    // Another shopper, behind the same trusted balancer, is counted apart.
    expect((await ask(t.gateway, { forwardedFor: '203.0.113.8' })).status).toBe(200);
  });

  it('counts a client that rotates a forged X-Forwarded-For by the address it connects from', async () => {
    // A peer that is not a trusted proxy: its header is not believed, whatever it says.
    for (const trust of ['false', '10.0.0.1']) {
      const { gateway } = await t.replica({ TRUST_PROXY: trust });
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        statuses.push((await ask(gateway, { peer: '198.51.100.20', forwardedFor: `192.0.2.${i + 1}` })).status);
      }
      expect(statuses, `TRUST_PROXY=${trust}`).toEqual([...Array(LIMIT).fill(200), 429]);
    }
  });

  it('believes X-Forwarded-For from a trusted proxy: shoppers behind one balancer are counted apart', async () => {
    const { gateway } = await t.replica({ TRUST_PROXY: '10.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push((await ask(gateway, { peer: '10.0.0.1', forwardedFor: `192.0.2.${i + 1}` })).status);
    }
    expect(statuses).toEqual(Array(LIMIT + 1).fill(200));
  });

  it.runIf(redisServerAvailable())('counts once for every replica when they share Redis', async () => {
    const redis = await startRedis();
    try {
      const replicas = [
        await t.replica({ REDIS_URL: redis.url, RESPONSE_CACHE: 'off' }),
        await t.replica({ REDIS_URL: redis.url, RESPONSE_CACHE: 'off' }),
      ];
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        const replica = replicas[i % 2]?.gateway as FastifyInstance;
        statuses.push((await ask(replica, { forwardedFor: '203.0.113.50' })).status);
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
      // Once tripped, the limit holds on every replica.
      for (const { gateway } of replicas)
        expect((await ask(gateway, { forwardedFor: '203.0.113.50' })).status).toBe(429);
    } finally {
      await redis.kill();
    }
  });
});

describe('per-client limits on pages rendered on the server', () => {
  const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
  let webDist: string;
  let app: FastifyInstance;
  let rendered: number;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'sutra-web-'));
    await writeFile(path.join(webDist, 'index.html'), SHELL);
    rendered = 0;
    app = Fastify({ trustProxy: parseTrustProxy(undefined) });
    const limits = await installClientRateLimits(app, {
      graphqlPerMinute: 0,
      pagesPerMinute: LIMIT,
      redisUrl: undefined,
    });
    await registerWeb(app, {
      apiUrl: 'http://127.0.0.1:9',
      webDist,
      mayRender: limits.mayRender,
      renderPage: async (_request, reply) => {
        rendered++;
        return reply.type('text/html').send('<!doctype html><p>rendered</p>');
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it(`renders ${LIMIT} pages a minute for one address, then sends the app shell, which calls nothing`, async () => {
    const page = (forwardedFor: string) =>
      app.inject({ method: 'GET', url: '/product-listing/suits', headers: { 'x-forwarded-for': forwardedFor } });
    const bodies: string[] = [];
    for (let i = 0; i <= LIMIT; i++) bodies.push((await page('203.0.113.9')).body);
    expect(bodies).toEqual([...Array(LIMIT).fill('<!doctype html><p>rendered</p>'), SHELL]);
    expect(rendered).toBe(LIMIT);
    expect((await page('203.0.113.10')).body).toBe('<!doctype html><p>rendered</p>');
  });
});
