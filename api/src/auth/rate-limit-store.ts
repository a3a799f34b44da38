import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

/** Expired counters are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

const hashed = (key: string) => createHash('sha256').update(key).digest('hex');
let lastSweep = 0;

/** A counter after a hit: hits in its window so far, and milliseconds until the window ends. */
export interface CounterState {
  current: number;
  ttl: number;
}

/**
 * Counts one hit on a fixed-window counter in `rate_limit_counters` and answers the count: one atomic upsert, so every
 * api replica and every concurrent request counts against one number. A window restarts at the first hit after it
 * ended. Keys are hashed before they are stored: no address or email is kept in clear.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<CounterState> {
  const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
        values (${hashed(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl_ms`,
  );
  if (!row) throw new Error('rate limit counter upsert returned no row');
  if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = Date.now();
    await db.execute(sql`delete from rate_limit_counters where window_ends_at < now()`);
  }
  return { current: Number(row.hits), ttl: Number(row.ttl_ms) };
}

/** Takes one hit back (an attempt that turned out not to count, such as a right password). */
export async function takeBackHit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set hits = greatest(0, hits - 1)
        where key = ${hashed(key)} and window_ends_at > now()`,
  );
}

/**
 * A @fastify/rate-limit store over `countHit`, so every api replica counts against one limit (the library's default
 * store counts per process).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const incr = (key: string, windowMs: number) => countHit(db, key, windowMs);

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      incr(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // One table serves every limit: the keys carry the limit's name.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PostgresRateLimitStore;
}
