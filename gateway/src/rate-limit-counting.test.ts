import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { freePort, type RunningRedis, redisServerAvailable, startRedis } from '@sutra/settings/test-redis-server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ClientRateLimitSettings, installClientRateLimits, TOO_MANY_REQUESTS } from './rate-limits.js';

/**
 * The per-client limits on a bare Fastify server, without a gateway or an api behind them: `/graphql` behind the
 * limit's hook, `/page` answering whether a page may be rendered, `/health` outside every limit.
 */
const LIMIT = 3;
const RENDERED = { rendered: true };

const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function limited(settings: Partial<ClientRateLimitSettings> = {}, logLines?: string[]): Promise<FastifyInstance> {
  const app = Fastify(
    logLines ? { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } } : {},
  );
  apps.push(app);
  const limits = await installClientRateLimits(app, {
    graphqlPerMinute: LIMIT,
    pagesPerMinute: LIMIT,
    redisUrl: undefined,
    ...settings,
  });
  app.post('/graphql', { onRequest: limits.graphql }, async () => ({ data: { ok: true } }));
  app.get('/page', async (request) => ({ rendered: await limits.mayRender(request) }));
  app.get('/health', async () => ({ ok: true }));
  return app;
}

async function ask(app: FastifyInstance, from = '203.0.113.1') {
  const res = await app.inject({ method: 'POST', url: '/graphql', remoteAddress: from, payload: {} });
  return {
    status: res.statusCode,
    retryAfter: Number(res.headers['retry-after']),
    cacheControl: res.headers['cache-control'],
    body: res.json() as { errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

const statusesOf = async (app: FastifyInstance, times: number, from?: string) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await ask(app, from)).status);
  return statuses;
};

const page = async (app: FastifyInstance, from = '203.0.113.1') =>
  (await app.inject({ method: 'GET', url: '/page', remoteAddress: from })).json();

/** What a refusal must be: 429 in GraphQL's error shape, kept by no cache, retried within the minute. */
function expectRefusal(answer: Awaited<ReturnType<typeof ask>>) {
  expect(answer.status).toBe(429);
  expect(answer.body.errors).toEqual([
    {
      message: TOO_MANY_REQUESTS,
      extensions: { code: 'RATE_LIMITED', reason: 'rate_limited', retryAfterSeconds: answer.retryAfter },
    },
  ]);
  expect(answer.cacheControl).toBe('no-store');
  // The window began moments ago: most of its minute is left (never less than a second).
  expect(answer.retryAfter).toBeGreaterThan(1);
  expect(answer.retryAfter).toBeLessThanOrEqual(60);
}

describe('per-client limits counted in this process', () => {
  it(`answers ${LIMIT} GraphQL requests a minute from one address, then refuses with 429 RATE_LIMITED`, async () => {
    const logLines: string[] = [];
    const app = await limited({}, logLines);
    expect(await statusesOf(app, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expectRefusal(await ask(app));
    // Without a Redis URL, no Redis is looked for.
    expect(logLines).toEqual([]);
  });

  it('counts each address apart, and an IPv6 client by its /64', async () => {
    const app = await limited();
    expect(await statusesOf(app, LIMIT, '2001:db8:1:2::1')).toEqual(Array(LIMIT).fill(200));
    // Another address in the same /64 is the same client.
    expect((await ask(app, '2001:db8:1:2::ffff')).status).toBe(429);
    expect((await ask(app, '2001:db8:1:3::1')).status).toBe(200);
    expect((await ask(app, '203.0.113.2')).status).toBe(200);
  });

  it('counts pages and GraphQL requests apart', async () => {
    const app = await limited();
    await statusesOf(app, LIMIT + 1);
    const pages = [];
    for (let i = 0; i <= LIMIT; i++) pages.push((await page(app)).rendered);
    expect(pages).toEqual([...Array(LIMIT).fill(true), false]);
    // Another address still has its pages.
    expect(await page(app, '203.0.113.2')).toEqual(RENDERED);
  });

  it('counts nothing for a limit set to 0', async () => {
    const app = await limited({ graphqlPerMinute: 0, pagesPerMinute: 0 });
    expect(await statusesOf(app, LIMIT * 2)).toEqual(Array(LIMIT * 2).fill(200));
    for (let i = 0; i < LIMIT * 2; i++) expect(await page(app)).toEqual(RENDERED);
  });

  it('leaves routes outside the limits uncounted and unmarked', async () => {
    const app = await limited();
    for (let i = 0; i <= LIMIT; i++) {
      const res = await app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.1' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
    expect((await ask(app)).status).toBe(200);
  });
});

describe('per-client limits while Redis cannot answer', () => {
  it('counts each client in this process, a minute at a time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const logLines: string[] = [];
    const app = await limited({ redisUrl: `redis://127.0.0.1:${await freePort()}` }, logLines);
    expect(await statusesOf(app, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expectRefusal(await ask(app));
    // Another client is counted apart, and counting it forgets nobody.
    expect((await ask(app, '203.0.113.2')).status).toBe(200);
    expect((await ask(app)).status).toBe(429);
    // A minute on, the count starts again.
    vi.setSystemTime(Date.now() + 60_001);
    expect((await ask(app)).status).toBe(200);
    // The operator is told, once, which store went without Redis.
    const messages = logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.filter((message) => message.startsWith('rate limits: Redis'))).toHaveLength(1);
  });
});

const run = promisify(execFile);

describe.runIf(redisServerAvailable())('per-client limits counted in Redis', () => {
  let redis: RunningRedis;
  const cli = async (...args: string[]) =>
    (await run('redis-cli', ['-p', String(redis.port), ...args])).stdout.trim().split('\n').filter(Boolean);
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.kill());

  it("counts once for every replica, from each one's first request, under the gateway's prefix", async () => {
    await cli('flushall');
    const statuses: number[] = [];
    const first = await limited({ redisUrl: redis.url });
    statuses.push((await ask(first)).status);
    const second = await limited({ redisUrl: redis.url });
    statuses.push((await ask(second)).status);
    for (let i = 2; i <= LIMIT; i++) statuses.push((await ask(i % 2 ? second : first)).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expectRefusal(await ask(first));
    expect((await ask(second, '203.0.113.2')).status).toBe(200);
    expect(await page(first)).toEqual(RENDERED);
    // One counter per limit and client.
    expect((await cli('--scan')).sort()).toEqual([
      'sutra:gateway:rate:graphql:203.0.113.1',
      'sutra:gateway:rate:graphql:203.0.113.2',
      'sutra:gateway:rate:page:203.0.113.1',
    ]);
  });

  it('closes its connection to Redis with the server', async () => {
    const connections = async () => (await cli('client', 'list')).length;
    const before = await connections();
    const app = await limited({ redisUrl: redis.url });
    expect(await connections()).toBe(before + 1);
    await app.close();
    await vi.waitFor(async () => expect(await connections()).toBe(before), { timeout: 10_000, interval: 50 });
  });
});
