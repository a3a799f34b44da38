import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { CATALOGUE_WIDE, reviewsScope } from '@sutra/rules';
import { freePort, redisServerAvailable, startRedis } from '@sutra/settings/test-redis-server';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerScopes } from './answer-scopes.js';
import { ChangeLog } from './change-log.js';
import { createResponseStore, responseCache } from './response-cache.js';

/**
 * The response cache on a bare Apollo server of a few fields, judged by a change log the test moves by hand: what is
 * stored, what is served, and what a change makes stale. (`response-cache.test.ts` shows it in a whole gateway.)
 */
const typeDefs = `#graphql
  enum CacheControlScope { PUBLIC PRIVATE }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT
  type Query {
    price(id: Int): Int @cacheControl(maxAge: 60)
    reviews(product: String!): Int @cacheControl(maxAge: 60)
    me: String @cacheControl(maxAge: 0, scope: PRIVATE)
  }
`;

const PRODUCT = '7f1c7e5a-3b8e-4c1e-9d2a-5b0c2f9e4a11';
const OTHER = '0a5e2f9c-1d3b-4e6f-8a7c-9b2d4f6e8a10';

interface Context {
  answerScopes: AnswerScopes;
}

let log: ChangeLog;
let store: InMemoryLRUCache<string>;
let lookups: boolean[];
/** Times the fields were resolved: what a cached answer spares. */
let resolved: number;
/** Run while a field resolves (a change heard mid-request). */
let whileResolving: (() => void) | undefined;
let server: ApolloServer<Context>;

function start(withLookups = true) {
  server = new ApolloServer<Context>({
    typeDefs,
    resolvers: {
      Query: {
        price: (_: unknown, { id }: { id?: number }) => {
          resolved++;
          whileResolving?.();
          return 100 + (id ?? 0);
        },
        reviews: (_: unknown, { product }: { product: string }, { answerScopes }: Context) => {
          resolved++;
          answerScopes.reviewsOf(product);
          return 4;
        },
        me: () => {
          resolved++;
          return 'a buyer';
        },
      },
    },
    plugins: [responseCache<Context>(store, log, withLookups ? (hit) => lookups.push(hit) : undefined)],
  });
  return server.start();
}

beforeEach(() => {
  log = new ChangeLog();
  log.start(10);
  store = new InMemoryLRUCache<string>();
  lookups = [];
  resolved = 0;
  whileResolving = undefined;
});
afterEach(() => server.stop());

async function ask(query: string, options: { method?: 'GET' | 'POST'; variables?: Record<string, unknown> } = {}) {
  const response = await server.executeOperation(
    {
      query,
      ...(options.variables ? { variables: options.variables } : {}),
      http: { method: options.method ?? 'GET', headers: new HeaderMap(), search: '', body: undefined },
    },
    { contextValue: { answerScopes: new AnswerScopes() } },
  );
  if (response.body.kind !== 'single') throw new Error('an incremental answer');
  return { data: response.body.singleResult.data, age: response.http.headers.get('age') };
}

describe('the response cache under Apollo', () => {
  it('serves a repeated GET from the cache, and tells each lookup', async () => {
    await start();
    expect(await ask('{ price }')).toEqual({ data: { price: 100 }, age: undefined });
    expect(await ask('{ price }')).toEqual({ data: { price: 100 }, age: '0' });
    expect(resolved).toBe(1);
    expect(lookups).toEqual([false, true]);
  });

  it('keeps answers to different variables apart', async () => {
    await start();
    const query = 'query($id: Int) { price(id: $id) }';
    expect((await ask(query, { variables: { id: 1 } })).data).toEqual({ price: 101 });
    expect((await ask(query, { variables: { id: 2 } })).data).toEqual({ price: 102 });
    expect((await ask(query, { variables: { id: 1 } })).data).toEqual({ price: 101 });
    expect(resolved).toBe(2);
  });

  it('works without being told of lookups', async () => {
    await start(false);
    await ask('{ price }');
    await ask('{ price }');
    expect(resolved).toBe(1);
  });

  it('neither reads nor writes for POST, nor counts it as a lookup', async () => {
    await start();
    await ask('{ price }', { method: 'POST' });
    await ask('{ price }', { method: 'POST' });
    expect(resolved).toBe(2);
    expect(lookups).toEqual([]);
    expect(store.keys()).toEqual([]);
    // Not even an answer a GET stored.
    await ask('{ price }');
    await ask('{ price }', { method: 'POST' });
    expect(resolved).toBe(4);
    expect(lookups).toEqual([false]);
  });

  it('neither reads nor writes for an operation run in the process, as the server renderer runs them', async () => {
    await start();
    await ask('{ price }');
    for (let i = 0; i < 2; i++) {
      const response = await server.executeOperation(
        { query: '{ price }' },
        { contextValue: { answerScopes: new AnswerScopes() } },
      );
      expect(response.body.kind === 'single' && response.body.singleResult).toEqual({ data: { price: 100 } });
    }
    expect(resolved).toBe(3);
    expect(lookups).toEqual([false]);
  });

  it('never stores a private answer', async () => {
    await start();
    await ask('{ me }');
    await ask('{ me }');
    expect(resolved).toBe(2);
    expect(store.keys()).toEqual([]);
  });

  it('neither reads nor writes while the changes are not followed', async () => {
    log = new ChangeLog();
    await start();
    await ask('{ price }');
    await ask('{ price }');
    expect(resolved).toBe(2);
    expect(lookups).toEqual([]);
    expect(store.keys()).toEqual([]);
  });

  it('forgets every answer older than a catalogue-wide change', async () => {
    await start();
    await ask('{ price }');
    await ask(`{ reviews(product: "${PRODUCT}") }`);
    log.record({ version: 11, scope: CATALOGUE_WIDE });
    await ask('{ price }');
    await ask(`{ reviews(product: "${PRODUCT}") }`);
    expect(resolved).toBe(4);
    expect(lookups).toEqual([false, false, false, false]);
  });

  it("forgets, on a product's review change, only the answers that showed its reviews", async () => {
    await start();
    await ask(`{ reviews(product: "${PRODUCT}") }`);
    await ask(`{ reviews(product: "${OTHER}") }`);
    await ask('{ price }');
    log.record({ version: 11, scope: reviewsScope(PRODUCT) });
    await ask(`{ reviews(product: "${PRODUCT}") }`);
    await ask(`{ reviews(product: "${OTHER}") }`);
    await ask('{ price }');
    expect(lookups).toEqual([false, false, false, false, true, true]);
  });

  it('dates an answer from when its request started: a change heard while it loaded makes it stale', async () => {
    await start();
    whileResolving = () => log.record({ version: 11, scope: CATALOGUE_WIDE });
    await ask('{ price }');
    whileResolving = undefined;
    await ask('{ price }');
    await ask('{ price }');
    expect(lookups).toEqual([false, false, true]);
  });

  it.each([
    ['not JSON', () => 'not json'],
    ['null', () => 'null'],
    ['a number', () => '5'],
    ['without a start', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, startedAt: '10' })],
    ['without an answer', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, answer: 5 })],
    ['without scopes', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, scopes: 'all' })],
    ['with a scope not a string', (entry: Record<string, unknown>) => JSON.stringify({ ...entry, scopes: [1] })],
  ])('takes an entry %s for a miss', async (_what, spoil) => {
    await start();
    await ask('{ price }');
    const [key] = store.keys();
    const entry = JSON.parse((await store.get(key as string)) as string) as Record<string, unknown>;
    expect(entry).toEqual({ startedAt: 10, scopes: [], answer: expect.any(String) });
    await store.set(key as string, spoil(entry));
    expect((await ask('{ price }')).data).toEqual({ price: 100 });
    expect(lookups).toEqual([false, false]);
  });
});

describe('the response store', () => {
  const quiet = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

  it('in memory: bounded in bytes, least recently used dropped first, emptied when closed', async () => {
    const memory = createResponseStore({ enabled: true, maxBytes: 100, redisUrl: undefined }, quiet);
    expect(memory.shared).toBe(false);
    await memory.set('a', 'x'.repeat(60));
    await memory.set('b', 'y'.repeat(30));
    expect(await memory.get('a')).toBe('x'.repeat(60));
    await memory.set('c', 'z'.repeat(30));
    expect([await memory.get('a'), await memory.get('b'), await memory.get('c')]).toEqual([
      'x'.repeat(60),
      undefined,
      'z'.repeat(30),
    ]);
    memory.close();
    expect(await memory.get('a')).toBeUndefined();
  });

  it.runIf(redisServerAvailable())("in Redis: shared, under the gateway's prefix", async () => {
    const redis = await startRedis();
    const shared = createResponseStore({ enabled: true, maxBytes: 100, redisUrl: redis.url }, quiet);
    try {
      expect(shared.shared).toBe(true);
      // Writes are dropped until its first connection is up.
      await vi.waitFor(
        async () => {
          await shared.set('answer', 'kept', { ttl: 60 });
          expect(await shared.get('answer')).toBe('kept');
        },
        { timeout: 10_000, interval: 50 },
      );
      const { stdout } = await promisify(execFile)('redis-cli', ['-p', String(redis.port), '--scan']);
      expect(stdout.trim()).toBe('sutra:gateway:answer');
    } finally {
      shared.close();
      await redis.kill();
    }
  });

  it('in Redis that cannot answer: a miss, logged once under its name', async () => {
    const warnings: string[] = [];
    const recording = { warn: (_: object, message: string) => warnings.push(message), info: () => undefined };
    const down = createResponseStore(
      { enabled: true, maxBytes: 100, redisUrl: `redis://127.0.0.1:${await freePort()}` },
      recording as unknown as FastifyBaseLogger,
    );
    try {
      expect(await down.get('answer')).toBeUndefined();
      expect(warnings[0]).toMatch(/^response cache: Redis \w+ failed; answering without the shared cache$/);
    } finally {
      down.close();
    }
  });
});
