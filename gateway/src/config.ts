import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertProductionReady,
  type HttpTimeouts,
  loadHttpTimeouts,
  loadMetricsListener,
  type MetricsListenerSettings,
  parseEnvironment,
  SANDBOX_DEFAULTS,
  type TrustProxy,
  trustProxySetting,
} from '@sutra/settings';
import { z } from 'zod';
import type { ResponseCacheSettings } from './cache/response-cache.js';
import type { ClientRateLimitSettings } from './rate-limits.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** What production must set to real values (`NODE_ENV=production` refuses to start otherwise). */
export const PRODUCTION_SETTINGS = ['PUBLIC_URL', 'RAZORPAY_CHECKOUT_URL'] as const;

const gatewayEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_URL: z.url().default('http://127.0.0.1:4001'),
  PUBLIC_URL: z.url().default(SANDBOX_DEFAULTS.PUBLIC_URL),
  /** Whose X-Forwarded-For is believed (see `@sutra/settings`): loopback only unless set. */
  TRUST_PROXY: trustProxySetting,
  /** The built web app; the gateway serves it on the same origin as /graphql. */
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist')),
  /** The built GraphQL explorer (`web/explorer/`), served where GraphQL may be explored. */
  EXPLORER_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist-explorer')),
  /** The built staff app (`web/admin/`), served at `/admin`. */
  ADMIN_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist-admin')),
  /** Timeout of each upstream REST call. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Where the web loads Razorpay's checkout.js from (the sandbox's by default). */
  RAZORPAY_CHECKOUT_URL: z.url().default(SANDBOX_DEFAULTS.RAZORPAY_CHECKOUT_URL),
  /** Introspection and the GraphQL explorer in production (always on in development). */
  GRAPHQL_SANDBOX: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset = in-process caches; `redis://…` = caches shared by the replicas (DESIGN.md). */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The response cache of public catalogue answers (GET only): on unless `off`. */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Bound of the in-memory response cache, in bytes of serialized answers (without REDIS_URL). */
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(4 * 1024 ** 3)
    .default(16 * 1024 ** 2),
  /**
   * Requests to /graphql per client address per minute; 0 = no limit. A shopper sends a few a minute and the store's
   * busiest journey well under a hundred; the bound leaves room for the many shoppers one carrier address can hold.
   */
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000_000).default(600),
  /** Pages rendered on the server per client address per minute (past it, the app shell); 0 = no limit. */
  PAGE_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000_000).default(120),
});

export interface GatewayConfig {
  production: boolean;
  port: number;
  host: string;
  /** The api's origin; REST calls go to `${apiUrl}/API/v1`. */
  apiUrl: string;
  publicUrl: string;
  /** Which hops' X-Forwarded-For to believe when finding a shopper's address. */
  trustProxy: TrustProxy;
  webDist: string;
  explorerDist: string;
  /** The built staff app, served at `/admin`. */
  adminDist: string;
  upstreamTimeoutMs: number;
  razorpayCheckoutUrl: string;
  /** Introspection and the GraphQL explorer (development, or GRAPHQL_SANDBOX). */
  sandbox: boolean;
  logLevel: string;
  responseCache: ResponseCacheSettings;
  rateLimits: ClientRateLimitSettings;
  /** How slowly a client may send (headers, whole request, an upload's, idle connections). */
  httpTimeouts: HttpTimeouts;
  /** Where `/metrics` is served (a port of its own); undefined = not served. */
  metrics: MetricsListenerSettings | undefined;
}

/**
 * Reads and validates the environment once; throws a message naming every bad variable. In production it also
 * refuses (one line naming them all) the checkout script's address and the public URL left unset or at the sandbox's
 * values. Shiprocket is the api's alone: the gateway reads tracking through the api.
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  assertProductionReady('gateway', env, PRODUCTION_SETTINGS);
  const e = parseEnvironment('gateway', gatewayEnvSchema, env);
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL.replace(/\/$/, ''),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST),
    explorerDist: path.resolve(e.EXPLORER_DIST),
    adminDist: path.resolve(e.ADMIN_DIST),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    razorpayCheckoutUrl: e.RAZORPAY_CHECKOUT_URL,
    sandbox: !production || e.GRAPHQL_SANDBOX,
    logLevel: e.LOG_LEVEL,
    responseCache: {
      enabled: e.RESPONSE_CACHE === 'on',
      maxBytes: e.RESPONSE_CACHE_MAX_BYTES,
      redisUrl: e.REDIS_URL,
    },
    rateLimits: {
      graphqlPerMinute: e.GRAPHQL_RATE_LIMIT,
      pagesPerMinute: e.PAGE_RATE_LIMIT,
      redisUrl: e.REDIS_URL,
    },
    httpTimeouts: loadHttpTimeouts(env),
    metrics: loadMetricsListener(env),
  };
}
