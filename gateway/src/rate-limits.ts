import fastifyRateLimit, { type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';
import { RedisStore, type WindowCount } from '@sutra/settings/redis-store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REDIS_KEY_PREFIX } from './cache/redis-store.js';

/** The window every per-client limit counts in. */
const WINDOW_MS = 60_000;
/** Addresses the in-process counters remember at once (the least recent are forgotten first). */
const REMEMBERED_ADDRESSES = 20_000;

export interface ClientRateLimitSettings {
  /** Requests to /graphql per client address per minute; 0 = no limit. */
  graphqlPerMinute: number;
  /** Pages rendered on the server per client address per minute; 0 = no limit. */
  pagesPerMinute: number;
  /** Unset = counted in this process; `redis://…` = counted once for every replica. */
  redisUrl: string | undefined;
}

export interface ClientRateLimits {
  /** `/graphql`'s onRequest hook: past the limit, 429 in GraphQL's error shape with `retryAfterSeconds`. */
  graphql(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Counts a page render for the request's client; false once its renders for this minute are spent. */
  mayRender(request: FastifyRequest): Promise<boolean>;
}

export const TOO_MANY_REQUESTS = 'Too many requests from your connection. Please try again in a minute.';

/** The client as every limit counts it: the address Fastify found by the trusted proxies, an IPv6 one by its /64. */
const clientOf = (request: FastifyRequest): string => normalizeIP(request.ip);

type LimitAnswer = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/** Whether a limit's answer refuses: counted (no allow list is given, so every request is) and past its limit. */
const refuses = (result: LimitAnswer | undefined): result is Extract<LimitAnswer, { isAllowed: false }> =>
  result?.isAllowed === false && result.isExceeded;

/**
 * Counts in Redis, so every replica counts one number per client. While Redis cannot answer, each replica counts on
 * its own (a client then gets up to one limit per replica) rather than failing requests or counting nothing.
 */
function redisCounterStore(redis: RedisStore): FastifyRateLimitStoreCtor {
  const local = new Map<string, { current: number; endsAt: number }>();
  const countLocally = (key: string, windowMs: number): WindowCount => {
    const now = Date.now();
    let window = local.get(key);
    if (!window || window.endsAt <= now) {
      if (local.size >= REMEMBERED_ADDRESSES) local.clear();
      window = { current: 0, endsAt: now + windowMs };
      local.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };
  return class RedisCounterStore {
    incr(key: string, callback: (error: Error | null, result?: WindowCount) => void, windowMs: number): void {
      // countHit never rejects: a Redis that cannot answer gives undefined.
      void redis.countHit(key, windowMs).then((counted) => callback(null, counted ?? countLocally(key, windowMs)));
    }

    // One counter space serves every limit: the keys carry the limit's name.
    child() {
      return this;
    }
  };
}

/**
 * Per-client limits on what makes the gateway call the api: GraphQL requests and pages rendered on the server,
 * counted per client address over a minute with @fastify/rate-limit. The address is Fastify's `request.ip`, which
 * believes X-Forwarded-For only from a trusted proxy (`TRUST_PROXY`): a client that writes the header itself cannot
 * change the address it is counted by. Static files, `/media` and the probes are not counted (no upstream fan-out,
 * and a page needs many of them).
 */
export async function installClientRateLimits(
  app: FastifyInstance,
  settings: ClientRateLimitSettings,
): Promise<ClientRateLimits> {
  let store: FastifyRateLimitStoreCtor | undefined;
  if (settings.redisUrl) {
    const redis = new RedisStore({
      url: settings.redisUrl,
      prefix: `${REDIS_KEY_PREFIX}rate:`,
      log: app.log,
      name: 'rate limits',
    });
    app.addHook('onClose', async () => redis.close());
    // Counted in Redis from the first request when it answers (at most half a second's wait at start).
    await redis.whenConnected();
    store = redisCounterStore(redis);
  }
  // Without a store of its own, the plugin counts in this process.
  await app.register(fastifyRateLimit, { global: false, timeWindow: WINDOW_MS, cache: REMEMBERED_ADDRESSES, store });

  const counter = (name: string, max: number) =>
    max > 0
      ? app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => `${name}:${clientOf(request)}` })
      : undefined;
  const graphqlCheck = counter('graphql', settings.graphqlPerMinute);
  const pageCheck = counter('page', settings.pagesPerMinute);

  return {
    graphql: async (request, reply) => {
      const result = await graphqlCheck?.(request);
      if (!refuses(result)) return undefined;
      const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({
          errors: [
            {
              message: TOO_MANY_REQUESTS,
              extensions: { code: 'RATE_LIMITED', reason: 'rate_limited', retryAfterSeconds },
            },
          ],
        });
    },
    mayRender: async (request) => !refuses(await pageCheck?.(request)),
  };
}
