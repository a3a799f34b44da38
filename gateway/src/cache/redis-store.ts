import { RedisStore } from '@sutra/settings/redis-store';
import type { FastifyBaseLogger } from 'fastify';

/** Every key the gateway writes starts with this, so the Redis can be shared with other uses (the api's). */
export const REDIS_KEY_PREFIX = 'sutra:gateway:';

/**
 * The gateway's shared response store (answers and persisted queries): `@sutra/settings`' Redis store, whose shape is
 * Apollo's `KeyValueCache<string>`. A Redis that is down or slow never fails a request (a miss, a dropped write).
 */
export const gatewayRedisStore = (url: string, log: FastifyBaseLogger): RedisStore =>
  new RedisStore({ url, log, prefix: REDIS_KEY_PREFIX, name: 'response cache' });
