import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

/** Expired counters are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store over the `rate_limit_counters` table, so every api replica counts against one limit
 * (the library's default store counts per process). One atomic upsert per hit: a fixed window that restarts at
 * the first hit after it ended. Keys are hashed before they are stored.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  const incr = async (key: string, windowMs: number): Promise<{ current: number; ttl: number }> => {
    const hashed = createHash('sha256').update(key).digest('hex');
    const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
      db,
      sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
          values (${hashed}, 1, now() + ${windowMs} * interval '1 millisecond')
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
  };

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
