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
 * Key: Apollo's (the query text, operation name and variables). An entry lives for the answer's maxAge (the smallest
 * of the fields it read).
 *
 * Invalidation, by what changed: the entry is stored with the number of the last catalogue change this gateway knew
 * when the request started, and the scopes of what the answer showed that changes on its own (a product's reviews and
 * rating summary, the names on them: `answer-scopes.ts`, recorded by the sources that load them). A read serves it
 * only if no change since touched the catalogue as a whole or one of those scopes (`change-log.ts`). The api pushes
 * every change to every gateway as it commits (`catalog-changes.ts`): a price, stock flip, product, category, filter
 * or homepage edit makes every older answer stale on every replica at once; a review edit only the answers that
 * showed that product's reviews; a reviewer's new name only the answers that showed their reviews. While a gateway
 * does not follow the changes (before its first connection, or after losing one) it neither reads nor writes the
 * cache, and once following again it treats every entry started before as stale.
 *
 * Store: in memory (an LRU bounded in bytes, RESPONSE_CACHE_MAX_BYTES) per process, or Redis when REDIS_URL is set,
 * shared by the replicas. Redis failures never fail a request: a failed read is a miss, a failed write is dropped.
 *
 * HTTP: Apollo's cache-control plugin sends `max-age=N, public` for a cacheable answer (with `age` when it comes
 * from this cache) so a CDN may keep it too, and `no-store` for anything else (viewer answers, errors, mutations).
 */
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerScopes } from './answer-scopes.js';
import { gatewayRedisStore } from './redis-store.js';

export interface ResponseCacheSettings {
  enabled: boolean;
  /** Bound of the in-memory store, in bytes (of the serialized answers). */
  maxBytes: number;
  /** Shared store; unset = in memory. */
  redisUrl: string | undefined;
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

/** What the response cache asks of the catalogue's changes (`CatalogChanges`). */
export interface ChangeJudge {
  /** The last change known; undefined while changes are not followed (the cache is then not used). */
  readonly version: number | undefined;
  isCurrent(startedAt: number, scopes: Iterable<string>): boolean;
}

/** What an entry holds: the answer (Apollo's serialized value) and what decides whether it is still current. */
interface Entry {
  startedAt: number;
  scopes: string[];
  answer: string;
}

const isEntry = (value: unknown): value is Entry => {
  const e = value as Partial<Entry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.startedAt === 'number' &&
    typeof e.answer === 'string' &&
    Array.isArray(e.scopes) &&
    e.scopes.every((scope) => typeof scope === 'string')
  );
};

/**
 * Apollo's plugin asks for a key before it reads and before it writes, with the request at hand, and passes that key
 * to the store. The key carries, after this mark (never part of a hash), the request's start and the scopes its
 * answer showed, so the store below can keep them with the answer; the mark and what follows are not part of the
 * stored key.
 */
const KEY_META = '\u0000';

/** The store under Apollo's plugin: entries carry what they showed, and stale ones are misses. */
class ScopedAnswers implements KeyValueCache<string> {
  constructor(
    private readonly store: KeyValueCache<string>,
    private readonly changes: ChangeJudge,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const stored = await this.store.get(storedKey(key));
    if (stored === undefined) return undefined;
    const entry = parseJson(stored);
    if (!isEntry(entry) || !this.changes.isCurrent(entry.startedAt, entry.scopes)) return undefined;
    return entry.answer;
  }

  async set(key: string, answer: string, options?: KeyValueCacheSetOptions): Promise<void> {
    // Written only for a keyed request, whose key carries its start and scopes (`get` checks what it reads anyway).
    const { startedAt, scopes } = JSON.parse(key.slice(key.indexOf(KEY_META) + 1)) as Omit<Entry, 'answer'>;
    const entry: Entry = { startedAt, scopes, answer };
    await this.store.set(storedKey(key), JSON.stringify(entry), options);
  }

  // Apollo's plugin never deletes; the interface asks for it.
  delete(key: string): ReturnType<KeyValueCache<string>['delete']> {
    return this.store.delete(storedKey(key));
  }
}

/** The key without what it carries (every key has the mark: `generateCacheKey` below makes them all). */
const storedKey = (key: string): string => key.slice(0, key.indexOf(KEY_META));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Apollo's response cache over `store`, for GET requests only, its entries judged by the catalogue's changes. */
export function responseCache<Context extends { answerScopes: AnswerScopes }>(
  store: KeyValueCache<string>,
  changes: ChangeJudge,
  /** Told of every lookup made, answered from the cache or not (the metrics' hit ratio). */
  onLookup?: (hit: boolean) => void,
): ApolloServerPlugin<Context> {
  // Requests that started while changes were followed: only they may read, and write (with their start).
  const keyed = new WeakSet<object>();
  const plugin = responseCachePlugin<Context>({
    cache: new ScopedAnswers(store, changes),
    generateCacheKey: (requestContext, keyData) => {
      const { answerScopes } = requestContext.contextValue;
      const hash = createHash('sha256').update(JSON.stringify(keyData)).digest('hex');
      return `${hash}${KEY_META}${JSON.stringify({ startedAt: answerScopes.startedAt, scopes: answerScopes.scopes })}`;
    },
    shouldReadFromCache: async (requestContext) => {
      const startedAt = changes.version;
      if (!sentByGet(requestContext) || startedAt === undefined) return false;
      // Before anything is loaded: a change heard after this may be missing from the answer.
      requestContext.contextValue.answerScopes.startedAt = startedAt;
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
