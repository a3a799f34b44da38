import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_COMMAND_TIMEOUT_MS, RedisStore } from './redis-store.js';
import { freePort, type RunningRedis, redisServerAvailable, startRedis } from './test/redis-server.js';

/** A logger that keeps what it is told. */
const recordingLog = () => {
  const lines: string[] = [];
  return {
    lines,
    log: { warn: (_: object, message: string) => lines.push(message), info: (m: string) => lines.push(m) },
  };
};

/** Writes `value` until it reads back (the store connects in the background), at most 5 s. */
const stored = (store: RedisStore, key: string, value: string, ttl?: number) =>
  until(async () => {
    await store.set(key, value, { ttl: ttl ?? null });
    return (await store.get(key)) === value;
  }, 5000);

/** Waits until `check` holds, at most `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(redisServerAvailable())('RedisStore on a real redis-server', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.kill());

  it('keeps values under its prefix, for their lifetime in seconds', async () => {
    const { log } = recordingLog();
    const one = new RedisStore({ url: redis.url, prefix: 'test:one:', log, name: 'test cache' });
    const other = new RedisStore({ url: redis.url, prefix: 'test:one:', log, name: 'test cache' });
    const elsewhere = new RedisStore({ url: redis.url, prefix: 'test:two:', log, name: 'test cache' });
    try {
      await stored(one, 'k', 'v', 60);
      expect(await other.get('k')).toBe('v');
      expect(await elsewhere.get('k')).toBeUndefined();
      const admin = createClient({ url: redis.url });
      await admin.connect();
      expect(await admin.ttl('test:one:k')).toBeGreaterThan(50);
      admin.destroy();
      expect(await one.delete('k')).toBe(true);
      expect(await other.get('k')).toBeUndefined();
    } finally {
      for (const store of [one, other, elsewhere]) store.close();
    }
  });

  it('answers a miss within its timeout while Redis is stalled, and logs the outage once', async () => {
    const { lines, log } = recordingLog();
    const store = new RedisStore({ url: redis.url, prefix: 'test:stall:', log, name: 'test cache' });
    try {
      await stored(store, 'k', 'v');
      const admin = createClient({ url: redis.url });
      await admin.connect();
      await admin.sendCommand(['CLIENT', 'PAUSE', '2000', 'ALL']);
      admin.destroy();
      const before = lines.length;
      const started = performance.now();
      expect(await store.get('k')).toBeUndefined();
      await store.set('k', 'w');
      expect(performance.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 2 + 500);
      expect(lines.slice(before).filter((l) => l.includes('failed'))).toHaveLength(1);
      // Once Redis answers again, so does the store.
      await until(async () => (await store.get('k')) !== undefined, 5000);
      expect(lines.at(-1)).toBe('test cache: Redis answers again');
    } finally {
      store.close();
    }
  });

  it('counts hits in a window shared by every store on the Redis, and starts a new window when it ends', async () => {
    const { log } = recordingLog();
    const one = new RedisStore({ url: redis.url, prefix: 'test:count:', log, name: 'test limits' });
    const other = new RedisStore({ url: redis.url, prefix: 'test:count:', log, name: 'test limits' });
    try {
      expect(await one.whenConnected(5000)).toBe(true);
      expect(await other.whenConnected(5000)).toBe(true);
      expect(await one.countHit('k', 60_000)).toMatchObject({ current: 1 });
      expect(await other.countHit('k', 60_000)).toMatchObject({ current: 2 });
      const third = await one.countHit('k', 60_000);
      expect(third?.current).toBe(3);
      expect(third?.ttl).toBeGreaterThan(50_000);
      expect(third?.ttl).toBeLessThanOrEqual(60_000);
      // A window of 50 ms: once it has ended, the next hit is the first of a new one.
      expect(await one.countHit('short', 50)).toMatchObject({ current: 1 });
      await until(async () => (await one.countHit('short', 50))?.current === 1, 5000);
    } finally {
      one.close();
      other.close();
    }
  });

  it('starts, and answers misses quickly, with no Redis listening', async () => {
    const { log } = recordingLog();
    const store = new RedisStore({
      url: `redis://127.0.0.1:${await freePort()}`,
      prefix: 'x:',
      log,
      name: 'test cache',
    });
    try {
      expect(await store.whenConnected()).toBe(false);
      const started = performance.now();
      expect(await store.get('k')).toBeUndefined();
      await store.set('k', 'v');
      expect(await store.countHit('k', 1000)).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      store.close();
    }
  });
});
