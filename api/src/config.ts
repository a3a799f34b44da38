import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so `DATA_DIR` defaults to one place whichever directory a service starts from. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = z.coerce.number().int().min(0).max(65535);
const secret = (name: string) => z.string().min(8, `${name} must be at least 8 characters`);

/**
 * Test credentials of the sandbox's Razorpay and Shiprocket (`sandbox/src/config.ts` has the same ones, and a test
 * checks that they agree), so `pnpm start` works with nothing set. Production sets real ones.
 */
export const SANDBOX_PROVIDER_DEFAULTS = {
  razorpayApiUrl: 'http://127.0.0.1:4002/razorpay',
  razorpayKeyId: 'rzp_test_sutrasandbox01',
  razorpayKeySecret: 'sutra_sandbox_razorpay_key_secret',
  razorpayWebhookSecret: 'sutra_sandbox_razorpay_webhook_secret',
  shiprocketApiUrl: 'http://127.0.0.1:4002/shiprocket',
  shiprocketEmail: 'api@sutra.in',
  shiprocketPassword: 'sutra-sandbox-shiprocket',
  shippingWebhookToken: 'sutra-sandbox-shipping-webhook-token',
} as const;
const d = SANDBOX_PROVIDER_DEFAULTS;

const apiEnvSchema = z.object({
  PORT: port.default(4001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** Where mail goes out: the sandbox's SMTP listener by default, a real relay (smtps://user:pass@host) in production. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:2525'),
  MAIL_FROM: z.string().trim().min(3).default('Sutra <no-reply@sutra.in>'),
  /** The store's own mailbox: feedback, contact queries and return requests are copied to it. */
  STORE_MAILBOX: z.email('STORE_MAILBOX must be an email address').default('care@sutra.in'),
  /** Signs buyers' tokens (HS256). Unset: generated once and kept in DATA_DIR/jwt-secret. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Razorpay's API origin (paths `/v1/…` below it), the key pair, and the secret its webhooks are signed with. */
  RAZORPAY_API_URL: z.url().default(d.razorpayApiUrl),
  RAZORPAY_KEY_ID: z.string().min(1).default(d.razorpayKeyId),
  RAZORPAY_KEY_SECRET: secret('RAZORPAY_KEY_SECRET').default(d.razorpayKeySecret),
  RAZORPAY_WEBHOOK_SECRET: secret('RAZORPAY_WEBHOOK_SECRET').default(d.razorpayWebhookSecret),
  /** Shiprocket's API origin (paths `/v1/external/…` below it) and the API user's login. */
  SHIPROCKET_API_URL: z.url().default(d.shiprocketApiUrl),
  SHIPROCKET_EMAIL: z.string().min(1).default(d.shiprocketEmail),
  SHIPROCKET_PASSWORD: z.string().min(1).default(d.shiprocketPassword),
  /** The token Shiprocket sends as `x-api-key` with its status webhooks (set in its dashboard). */
  SHIPPING_WEBHOOK_TOKEN: secret('SHIPPING_WEBHOOK_TOKEN').default(d.shippingWebhookToken),
  /** How often to retry shipments Shiprocket did not take, and refunds Razorpay did not make; 0 = never (tests). */
  RETRY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
}

export interface ApiConfig {
  port: number;
  host: string;
  /** Absolute path: PGlite files live in `dataDir/pglite`, media in `dataDir/media`. */
  dataDir: string;
  /** Unset means embedded PGlite. */
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string;
  mailFrom: string;
  /** Where copies of shoppers' feedback, contact queries and return requests go. */
  storeMailbox: string;
  /** Unset means: read or create `dataDir/jwt-secret` (see `auth/jwt-secret.ts`). */
  jwtSecret: string | undefined;
  razorpay: RazorpayConfig;
  shiprocket: ShiprocketConfig;
  /** 0 = no background retries. */
  retryIntervalSeconds: number;
  logLevel: string;
}

/** Reads and validates the environment once; throws a message naming every bad variable. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = apiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid api configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
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
    },
    retryIntervalSeconds: e.RETRY_INTERVAL_SECONDS,
    logLevel: e.LOG_LEVEL,
  };
}

export const mediaDir = (config: Pick<ApiConfig, 'dataDir'>): string => path.join(config.dataDir, 'media');

export const migrationsDir = (): string => {
  const dir = path.join(repoRoot, 'api', 'drizzle');
  if (!existsSync(dir)) throw new Error(`Migrations folder not found at ${dir}`);
  return dir;
};
