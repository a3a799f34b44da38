/**
 * The gateway's whole-response cache for public catalogue answers.
 *
 * What is cached: the answer to a GraphQL query sent by GET (the web app's automatic persisted queries), when every
 * field it read is public and has a maxAge (`@cacheControl` in the schema): listings, products, categories, search,
 * the homepage, reviews. Not cached: anything sent by POST (read or written), mutations, answers with an error, and
 * any answer that read a viewer field (`me`, `cart`, `wishlist`, `orders`, `membership`, `validateCoupon` are
 * PRIVATE with maxAge 0, which makes the whole answer uncacheable). No session id is given to the plugin, so a
 * PRIVATE answer is never stored at all. No public catalogue field depends on who asks: the catalogue's REST calls
 * carry neither the caller's token nor address (see `catalog/source.ts`, `reviews/source.ts`).
 *
 * Key: Apollo's (the query text, operation name and variables) plus the catalogue version. An entry lives for the
 * answer's maxAge (the smallest of the fields it read).
 *
 * Invalidation: database triggers in the api bump the catalogue version at commit whenever anything public about the
 * catalogue changes (prices, stock flags, products, variants, categories, filters, homepage sections, reviews and
 * reviewers' names; not units on hand, which no public field shows). Every gateway polls it (CATALOG_VERSION_POLL_MS,
 * half a second by default) and keys on it, so after a change older entries are unreachable on every replica within one poll.
 * Until the first poll succeeds nothing is cached; a failed poll keeps the last version.
 *
 * Store: in memory (an LRU bounded in bytes, RESPONSE_CACHE_MAX_BYTES) per process, or Redis when REDIS_URL is set,
 * shared by the replicas. Redis failures never fail a request: a failed read is a miss, a failed write is dropped.
 *
 * HTTP: Apollo's cache-control plugin sends `max-age=N, public` for a cacheable answer (with `age` when it comes
 * from this cache) so a CDN may keep it too, and `no-store` for anything else (viewer answers, errors, mutations).
 */
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogVersion } from './catalog-version.js';
import { gatewayRedisStore } from './redis-store.js';

export interface ResponseCacheSettings {
  enabled: boolean;
  /** Bound of the in-memory store, in bytes (of the serialized answers). */
  maxBytes: number;
  /** Shared store; unset = in memory. */
  redisUrl: string | undefined;
  /** How often the catalogue version is polled, ms. */
  versionPollMs: number;
}

/** A cache store the gateway owns: closed with the gateway. */
export interface ResponseStore extends KeyValueCache<string> {
  /** True for Redis: the replicas share it (the gateway then keeps persisted queries there too). */
  readonly shared: boolean;
  close(): void;
}

export function createResponseStore(settings: ResponseCacheSettings, log: FastifyBaseLogger): ResponseStore {
  if (settings.redisUrl) return Object.assign(gatewayRedisStore(settings.redisUrl, log), { shared: true });
  const lru = new InMemoryLRUCache<string>({ maxSize: settings.maxBytes });
  return Object.assign(lru, { shared: false, close: () => lru.clear() });
}

const sentByGet = (requestContext: GraphQLRequestContext<object>): boolean =>
  requestContext.request.http?.method === 'GET';

/** Apollo's response cache over `store`, for GET requests only, keyed on the catalogue version. */
export function responseCache<Context extends object>(
  store: KeyValueCache<string>,
  version: CatalogVersion,
  /** Told of every lookup made, answered from the cache or not (the metrics' hit ratio). */
  onLookup?: (hit: boolean) => void,
): ApolloServerPlugin<Context> {
  // Requests whose key holds a catalogue version: only they may write (a write keyed on no version is never read).
  const keyed = new WeakSet<object>();
  const plugin = responseCachePlugin<Context>({
    cache: store,
    extraCacheKeyData: async () => ({ catalogVersion: version.current }),
    shouldReadFromCache: async (requestContext) => {
      if (!sentByGet(requestContext) || version.current === undefined) return false;
      keyed.add(requestContext.request);
      return true;
    },
    shouldWriteToCache: async (requestContext) => keyed.has(requestContext.request),
  });
  if (!onLookup) return plugin;
  return {
    async requestDidStart(requestContext) {
      const listeners = await plugin.requestDidStart?.(requestContext);
      return {
        ...listeners,
        async willSendResponse(responseContext) {
          await listeners?.willSendResponse?.(responseContext);
          // Apollo's plugin marks an answer it served from the cache; a keyed request that it did not is a miss.
          if (keyed.has(responseContext.request)) onLookup(responseContext.metrics.responseCacheHit === true);
        },
      };
    },
  };
}
