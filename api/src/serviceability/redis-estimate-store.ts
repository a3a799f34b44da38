import type { RedisStore } from '@sutra/settings/redis-store';
import type { z } from 'zod';
import type { EstimateStore } from './estimate-cache.js';

/**
 * Answers kept in the Redis the replicas share, as JSON under `prefix`, each expiring by Redis's clock after its
 * lifetime (rounded up to whole seconds). What is read back is checked against `schema`: a value that does not fit
 * (written by an older version, or not by us) is a miss. Redis being down or slow is a miss too, and a write that
 * fails is dropped (`RedisStore`), so a courier estimate is never refused for the cache's sake.
 */
export class RedisEstimateStore<T> implements EstimateStore<T> {
  constructor(
    private readonly redis: Pick<RedisStore, 'get' | 'set'>,
    private readonly prefix: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  async read(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    if (raw === undefined) return undefined;
    try {
      const parsed = this.schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  async write(key: string, value: T, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), { ttl: Math.max(1, Math.ceil(ttlMs / 1000)) });
  }
}
