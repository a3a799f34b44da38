import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceSeller } from '@sutra/rules';
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
import type { PasswordHashCost } from './auth/passwords.js';
import { loadSeller } from './invoices/seller.js';
import { MEDIA_STORE_KINDS, type MediaStoreKind } from './media/store.js';
import type { SmsConfig } from './messaging/sms-client.js';
import type { WhatsAppConfig } from './messaging/whatsapp-client.js';

/**
 * The api package's folder, and the repository's, so paths do not depend on the directory a service starts from (and
 * hold both for `src/*.ts` under tsx and for the built `dist/main.js`, one folder deep alike).
 */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '..');

const port = z.coerce.number().int().min(0).max(65535);
const secret = (name: string) => z.string().min(8, `${name} must be at least 8 characters`);

const d = SANDBOX_DEFAULTS;

/** What production must set to real values (`NODE_ENV=production` refuses to start otherwise). */
export const PRODUCTION_SETTINGS = [
  'PUBLIC_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'RAZORPAY_API_URL',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'SHIPROCKET_API_URL',
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPPING_WEBHOOK_TOKEN',
  'SMS_API_URL',
  'SMS_ACCOUNT_SID',
  'SMS_AUTH_TOKEN',
  'WHATSAPP_API_URL',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  // Tax invoices must name the store's own GST registration, not the sandbox's made-up one.
  'INVOICE_SELLER_GSTIN',
] as const;

const apiEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(4001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Where replicas share the courier estimates (`caches.ts`); unset = each process keeps its own. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Where uploads, the store's images and their renditions live: `fs` (DATA_DIR/media) or `postgres` (the database,
   * so every replica serves them). Unset: `postgres` with DATABASE_URL, else `fs`. `postgres` on the embedded
   * database is allowed (one process, but the same code path the replicas run).
   */
  MEDIA_STORE: z.enum(MEDIA_STORE_KINDS, { message: 'MEDIA_STORE must be fs or postgres' }).optional(),
  PUBLIC_URL: z.url().default(d.PUBLIC_URL),
  /** Whose X-Forwarded-For is believed (see `@sutra/settings`): loopback only unless set. */
  TRUST_PROXY: trustProxySetting,
  /** Where mail goes out: the sandbox's SMTP listener by default, a real relay (smtps://user:pass@host) in production. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .default(d.SMTP_URL),
  MAIL_FROM: z.string().trim().min(3).default('Sutra <no-reply@sutra.in>'),
  /** The store's own mailbox: feedback, contact queries and return requests are copied to it. */
  STORE_MAILBOX: z.email('STORE_MAILBOX must be an email address').default('care@sutra.in'),
  /** Signs buyers' tokens (HS256). Unset: generated once and kept in DATA_DIR/jwt-secret. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Razorpay's API origin (paths `/v1/…` below it), the key pair, and the secret its webhooks are signed with. */
  RAZORPAY_API_URL: z.url().default(d.RAZORPAY_API_URL),
  RAZORPAY_KEY_ID: z.string().min(1).default(d.RAZORPAY_KEY_ID),
  RAZORPAY_KEY_SECRET: secret('RAZORPAY_KEY_SECRET').default(d.RAZORPAY_KEY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: secret('RAZORPAY_WEBHOOK_SECRET').default(d.RAZORPAY_WEBHOOK_SECRET),
  /** Shiprocket's API origin (paths `/v1/external/…` below it) and the API user's login. */
  SHIPROCKET_API_URL: z.url().default(d.SHIPROCKET_API_URL),
  SHIPROCKET_EMAIL: z.string().min(1).default(d.SHIPROCKET_EMAIL),
  SHIPROCKET_PASSWORD: z.string().min(1).default(d.SHIPROCKET_PASSWORD),
  /** The warehouse's pincode: where parcels are picked up, so what delivery estimates are measured from. */
  SHIPROCKET_PICKUP_PINCODE: z
    .string()
    .regex(/^[1-9]\d{5}$/, 'SHIPROCKET_PICKUP_PINCODE must be a 6-digit pincode')
    .default('302001'),
  /** The token Shiprocket sends as `x-api-key` with its status webhooks (set in its dashboard). */
  SHIPPING_WEBHOOK_TOKEN: secret('SHIPPING_WEBHOOK_TOKEN').default(d.SHIPPING_WEBHOOK_TOKEN),
  /**
   * The api's own public origin (what providers reach it at, e.g. `https://api.sutra.in`): Twilio is asked to post SMS
   * statuses to `{API_PUBLIC_URL}/API/v1/webhooks/sms`, and signs that URL. Unset: no SMS status callbacks are asked
   * for, and a callback is checked against the address it was called at.
   */
  API_PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Twilio Programmable Messaging (SMS): API origin, account sid, auth token (Basic auth, signs callbacks), sender id. */
  SMS_API_URL: z.url().default(d.SMS_API_URL),
  SMS_ACCOUNT_SID: z.string().min(1).default(d.SMS_ACCOUNT_SID),
  SMS_AUTH_TOKEN: secret('SMS_AUTH_TOKEN').default(d.SMS_AUTH_TOKEN),
  SMS_FROM: z.string().trim().min(1).default(d.SMS_FROM),
  /** WhatsApp Business Cloud API: API origin, the business number's id, access token, app secret, verify token. */
  WHATSAPP_API_URL: z.url().default(d.WHATSAPP_API_URL),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).default(d.WHATSAPP_PHONE_NUMBER_ID),
  WHATSAPP_ACCESS_TOKEN: secret('WHATSAPP_ACCESS_TOKEN').default(d.WHATSAPP_ACCESS_TOKEN),
  WHATSAPP_APP_SECRET: secret('WHATSAPP_APP_SECRET').default(d.WHATSAPP_APP_SECRET),
  WHATSAPP_VERIFY_TOKEN: secret('WHATSAPP_VERIFY_TOKEN').default(d.WHATSAPP_VERIFY_TOKEN),
  /** How often to retry shipments Shiprocket did not take, and refunds Razorpay did not make; 0 = never (tests). */
  RETRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** A staff session ends after this long without a request … */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** … and this long after sign-in, however busy. */
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  /** A cash-on-delivery order left unconfirmed this long is flagged in the back office's queue. */
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * What hashing a password costs: `standard` (OWASP's argon2id baseline) or `test` (1 MiB, one pass), for test files
   * that hash hundreds of wrong passwords to check counting. `test` is refused unless NODE_ENV is `test`.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
});

/** The cheap password hashing is for tests only: stored passwords hashed with it would be cheap to guess. */
const apiEnvChecked = apiEnvSchema.superRefine((e, ctx) => {
  if (e.PASSWORD_HASH_COST === 'test' && e.NODE_ENV !== 'test') {
    ctx.addIssue({
      code: 'custom',
      path: ['PASSWORD_HASH_COST'],
      message: 'test is only for NODE_ENV=test: it makes stored passwords cheap to guess',
    });
  }
});

export interface RazorpayConfig {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface ShiprocketConfig {
  apiUrl: string;
  email: string;
  password: string;
  webhookToken: string;
  /** Where parcels are picked up (the warehouse's pincode). */
  pickupPincode: string;
}

export interface MessagingConfig {
  /** The api's public origin, when set (`API_PUBLIC_URL`): where providers post webhooks, and the URL Twilio signs. */
  apiPublicUrl: string | undefined;
  sms: SmsConfig;
  whatsapp: WhatsAppConfig;
}

export interface StaffSessionLimits {
  idleMinutes: number;
  maxHours: number;
}

export interface ApiConfig {
  production: boolean;
  port: number;
  host: string;
  /** Absolute path: PGlite files live in `dataDir/pglite`, media in `dataDir/media`. */
  dataDir: string;
  /** Unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** Shared cache store; unset = in process. */
  redisUrl: string | undefined;
  /** Where `/media/` files are kept (see `media/store.ts`). */
  mediaStore: MediaStoreKind;
  publicUrl: string;
  /** Which hops' X-Forwarded-For to believe when finding a request's address. */
  trustProxy: TrustProxy;
  smtpUrl: string;
  mailFrom: string;
  /** Where copies of shoppers' feedback, contact queries and return requests go. */
  storeMailbox: string;
  /** Unset means: read or create `dataDir/jwt-secret` (see `auth/jwt-secret.ts`). */
  jwtSecret: string | undefined;
  razorpay: RazorpayConfig;
  shiprocket: ShiprocketConfig;
  /** SMS (Twilio) and WhatsApp (Cloud API): the message outbox's channels and their webhooks. */
  messaging: MessagingConfig;
  /** 0 = no background retries. */
  retryIntervalSeconds: number;
  /** Hours after which an unconfirmed cash-on-delivery order is flagged as overdue. */
  codConfirmHours: number;
  /** How long a back-office session lasts: idle, and at most. */
  staffSessions: StaffSessionLimits;
  logLevel: string;
  /** What hashing a password costs (`auth/passwords.ts`); `test` only ever under NODE_ENV=test. */
  passwordHashCost: PasswordHashCost;
  /** Who issues the invoices (`INVOICE_SELLER_*`, see `invoices/seller.ts`). */
  seller: InvoiceSeller;
  /** How slowly a client may send (headers, whole request, an upload's, idle connections). */
  httpTimeouts: HttpTimeouts;
  /** Where `/metrics` is served (a port of its own); undefined = not served. */
  metrics: MetricsListenerSettings | undefined;
}

/**
 * Reads and validates the environment once; throws a message naming every bad variable. In production it also
 * refuses (one line naming them all) any provider credential, secret or address left unset or at the sandbox's value.
 */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  assertProductionReady('api', env, PRODUCTION_SETTINGS);
  const e = parseEnvironment('api', apiEnvChecked, env);
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    mediaStore: e.MEDIA_STORE ?? (e.DATABASE_URL ? 'postgres' : 'fs'),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storeMailbox: e.STORE_MAILBOX,
    jwtSecret: e.JWT_SECRET,
    razorpay: {
      apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    },
    shiprocket: {
      apiUrl: e.SHIPROCKET_API_URL.replace(/\/$/, ''),
      email: e.SHIPROCKET_EMAIL,
      password: e.SHIPROCKET_PASSWORD,
      webhookToken: e.SHIPPING_WEBHOOK_TOKEN,
      pickupPincode: e.SHIPROCKET_PICKUP_PINCODE,
    },
    messaging: messagingConfig(e),
    retryIntervalSeconds: e.RETRY_INTERVAL_SECONDS,
    codConfirmHours: e.COD_CONFIRM_HOURS,
    staffSessions: { idleMinutes: e.STAFF_SESSION_IDLE_MINUTES, maxHours: e.STAFF_SESSION_MAX_HOURS },
    logLevel: e.LOG_LEVEL,
    passwordHashCost: e.PASSWORD_HASH_COST,
    seller: loadSeller(env),
    httpTimeouts: loadHttpTimeouts(env),
    metrics: loadMetricsListener(env),
  };
}

/** The path of the SMS status webhook under the api's origin. */
export const SMS_WEBHOOK_PATH = '/API/v1/webhooks/sms';

function messagingConfig(e: z.infer<typeof apiEnvSchema>): MessagingConfig {
  const apiPublicUrl = e.API_PUBLIC_URL?.replace(/\/$/, '');
  return {
    apiPublicUrl,
    sms: {
      apiUrl: e.SMS_API_URL.replace(/\/$/, ''),
      accountSid: e.SMS_ACCOUNT_SID,
      authToken: e.SMS_AUTH_TOKEN,
      from: e.SMS_FROM,
      statusCallbackUrl: apiPublicUrl ? `${apiPublicUrl}${SMS_WEBHOOK_PATH}` : undefined,
    },
    whatsapp: {
      apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
  };
}

export const mediaDir = (config: Pick<ApiConfig, 'dataDir'>): string => path.join(config.dataDir, 'media');

export const migrationsDir = (): string => {
  const dir = path.join(packageRoot, 'drizzle');
  if (!existsSync(dir)) throw new Error(`Migrations folder not found at ${dir}`);
  return dir;
};
