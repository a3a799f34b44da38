import { RedisStore } from '@sutra/settings/redis-store';
import type { FastifyInstance } from 'fastify';
import { CATALOG_CHANGES, forgetCatalogAnswers } from './catalog/catalog-caches.js';
import type { ApiConfig } from './config.js';
import { type Db, listenerFor } from './db/client.js';
import type { EstimateStore } from './serviceability/estimate-cache.js';
import { RedisEstimateStore } from './serviceability/redis-estimate-store.js';
import { deliveryEstimateSchema } from './serviceability/schemas.js';
import type { DeliveryEstimate } from './serviceability/service.js';

/** Every key the api writes to Redis starts with this (the gateway's start `sutra:gateway:`). */
export const API_REDIS_PREFIX = 'sutra:api:';

export interface ApiCaches {
  /** Where courier estimates are kept: Redis when REDIS_URL is set, else undefined (each process its own). */
  estimates: EstimateStore<DeliveryEstimate> | undefined;
}

/**
 * The api's caches as a fleet needs them (docs/caches.md):
 * - catalogue answers kept in memory (listing totals, categories found) are forgotten on the database's catalogue
 *   change notice, which every replica receives at the writer's commit. LISTEN rather than Redis: they are small,
 *   cheaper to count again than to fetch over a network, and this works on every deployment (PGlite, or PostgreSQL
 *   with or without Redis). Listening starts before the app serves, so no change made after that is missed.
 * - courier estimates (one paid Shiprocket call per pincode a day) live in Redis when REDIS_URL is set, so the fleet
 *   asks once rather than once per replica; a Redis that is down or slow is a miss, never a failed request.
 * Everything opened here is closed with the app.
 */
export async function installCaches(
  app: FastifyInstance,
  { config, db }: { config: ApiConfig; db: Db },
): Promise<ApiCaches> {
  const listen = listenerFor(db);
  if (listen) {
    let failing = false;
    const listener = await listen(CATALOG_CHANGES, {
      notice: () => forgetCatalogAnswers(db),
      mayHaveMissed: () => {
        forgetCatalogAnswers(db);
        if (failing) app.log.info('catalogue changes: listening again');
        failing = false;
      },
      failed: (error) => {
        if (!failing) app.log.warn({ err: error }, 'catalogue changes: cannot listen; retrying in the background');
        failing = true;
      },
    });
    app.addHook('onClose', () => listener.close());
  } else {
    app.log.warn('catalogue changes: this database handle cannot listen; cached answers may lag a minute');
  }

  if (!config.redisUrl) return { estimates: undefined };
  const redis = new RedisStore({ url: config.redisUrl, log: app.log, prefix: API_REDIS_PREFIX, name: 'api cache' });
  app.addHook('onClose', async () => redis.close());
  return { estimates: new RedisEstimateStore(redis, 'estimate:', deliveryEstimateSchema) };
}
