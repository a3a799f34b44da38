import { CATALOGUE_WIDE, parseCatalogNotice } from '@sutra/rules';
import { RedisStore } from '@sutra/settings/redis-store';
import type { FastifyInstance } from 'fastify';
import { CATALOG_CHANGES, forgetCatalogAnswers } from './catalog/catalog-caches.js';
import { CatalogChangeFeed } from './catalog/change-feed.js';
import type { ApiConfig } from './config.js';
import { type Db, listenerFor } from './db/client.js';
import type { NoticeListener } from './db/notices.js';
import type { EstimateStore } from './serviceability/estimate-cache.js';
import { RedisEstimateStore } from './serviceability/redis-estimate-store.js';
import { deliveryEstimateSchema } from './serviceability/schemas.js';
import type { DeliveryEstimate } from './serviceability/service.js';

/** Every key the api writes to Redis starts with this (the gateway's start `sutra:gateway:`). */
export const API_REDIS_PREFIX = 'sutra:api:';

export interface ApiCaches {
  /** Where courier estimates are kept: Redis when REDIS_URL is set, else undefined (each process its own). */
  estimates: EstimateStore<DeliveryEstimate> | undefined;
  /** The catalogue's changes as this replica hears them, for the gateways that follow them (`/catalog/changes`). */
  changes: CatalogChangeFeed;
}

/**
 * The api's caches as a fleet needs them (docs/caches.md):
 * - catalogue answers kept in memory (listing totals, categories found) are forgotten on the database's catalogue-wide
 *   change notice, which every replica receives at the writer's commit (a product's reviews or a reviewer's name
 *   changes neither). LISTEN rather than Redis: they are small, cheaper to count again than to fetch over a network,
 *   and this works on every deployment (PGlite, or PostgreSQL with or without Redis). Listening starts before the app
 *   serves, so no change made after that is missed.
 * - every notice, whatever its scope, is passed on to the gateways that follow the feed (`/catalog/changes`); when
 *   notices may have been missed, the feed ends its followers' streams so they forget and follow again.
 * - courier estimates (one paid Shiprocket call per pincode a day) live in Redis when REDIS_URL is set, so the fleet
 *   asks once rather than once per replica; a Redis that is down or slow is a miss, never a failed request.
 * Everything opened here is closed with the app.
 */
export async function installCaches(
  app: FastifyInstance,
  { config, db }: { config: ApiConfig; db: Db },
): Promise<ApiCaches> {
  const listen = listenerFor(db);
  let listener: NoticeListener | undefined;
  const changes = new CatalogChangeFeed(() => listener?.listening === true);
  // Closing ends every stream and takes no new one: an open stream would hold the close up until its deadline.
  app.addHook('preClose', async () => changes.close());
  if (listen) {
    let failing = false;
    listener = await listen(CATALOG_CHANGES, {
      notice: (payload) => {
        const change = parseCatalogNotice(payload);
        if (!change || change.scope === CATALOGUE_WIDE) forgetCatalogAnswers(db);
        if (change) {
          changes.publish(change);
        } else {
          app.log.warn({ payload }, 'catalogue changes: a notice of an unknown shape; forgetting everything');
          changes.restart();
        }
      },
      mayHaveMissed: () => {
        forgetCatalogAnswers(db);
        changes.restart();
        if (failing) app.log.info('catalogue changes: listening again');
        failing = false;
      },
      failed: (error) => {
        if (!failing) app.log.warn({ err: error }, 'catalogue changes: cannot listen; retrying in the background');
        failing = true;
      },
    });
    app.addHook('onClose', async () => listener?.close());
  } else {
    app.log.warn('catalogue changes: this database handle cannot listen; cached answers may lag a minute');
  }

  if (!config.redisUrl) return { estimates: undefined, changes };
  const redis = new RedisStore({ url: config.redisUrl, log: app.log, prefix: API_REDIS_PREFIX, name: 'api cache' });
  app.addHook('onClose', async () => redis.close());
  return { estimates: new RedisEstimateStore(redis, 'estimate:', deliveryEstimateSchema), changes };
}
