import {
  type HttpTimeouts,
  loadHttpTimeouts,
  loadMetricsListener,
  type MetricsListenerSettings,
  parseEnvironment,
  SANDBOX_DEFAULTS,
} from '@sutra/settings';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const secret = (name: string) => z.string().min(8, `${name} must be at least 8 characters`);

const sandboxEnvSchema = z.object({
  PORT: port.default(4002),
  SMTP_PORT: port.default(2525),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The api's origin, for the webhooks Razorpay and Shiprocket send. */
  API_URL: z.url().default('http://127.0.0.1:4001'),
  RAZORPAY_KEY_ID: z.string().min(1).default(SANDBOX_DEFAULTS.RAZORPAY_KEY_ID),
  RAZORPAY_KEY_SECRET: secret('RAZORPAY_KEY_SECRET').default(SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: secret('RAZORPAY_WEBHOOK_SECRET').default(SANDBOX_DEFAULTS.RAZORPAY_WEBHOOK_SECRET),
  SHIPROCKET_EMAIL: z.string().min(1).default(SANDBOX_DEFAULTS.SHIPROCKET_EMAIL),
  SHIPROCKET_PASSWORD: z.string().min(1).default(SANDBOX_DEFAULTS.SHIPROCKET_PASSWORD),
  /** Sent as `x-api-key` with every Shiprocket status webhook (Shiprocket's dashboard calls it the token). */
  SHIPPING_WEBHOOK_TOKEN: secret('SHIPPING_WEBHOOK_TOKEN').default(SANDBOX_DEFAULTS.SHIPPING_WEBHOOK_TOKEN),
  /**
   * How long a UPI collect waits for the payer's app before the test UPI id answers (ms): long enough for a shopper
   * (and a journey) to see the waiting state; tests of other packages set 0.
   */
  RAZORPAY_UPI_APPROVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1200),
  /** Seconds between automatic shipment status steps; 0 turns the clock off (tests advance shipments explicitly). */
  SHIPROCKET_ADVANCE_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface RazorpaySandboxConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** How long a UPI collect waits for the payer's app (ms). */
  upiApprovalMs: number;
}

export interface ShiprocketSandboxConfig {
  email: string;
  password: string;
  webhookToken: string;
  /** 0 = no automatic steps. */
  advanceSeconds: number;
}

export interface SandboxConfig {
  /** HTTP port of the sandbox's provider APIs and controls (0 = any free port). */
  port: number;
  /** Port of the SMTP listener (0 = any free port). */
  smtpPort: number;
  host: string;
  apiUrl: string;
  razorpay: RazorpaySandboxConfig;
  shiprocket: ShiprocketSandboxConfig;
  logLevel: string;
  /** How slowly a client may send (headers, whole request, idle connections). */
  httpTimeouts: HttpTimeouts;
  /** Where `/metrics` is served (a port of its own); undefined = not served. */
  metrics: MetricsListenerSettings | undefined;
}

export const SANDBOX_IN_PRODUCTION =
  'sandbox refuses to start in production: it stands in for Razorpay, Shiprocket and mail with published test credentials.';

/** Reads and validates the environment once; throws a message naming every bad variable, and refuses production. */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  if (env.NODE_ENV === 'production') throw new Error(SANDBOX_IN_PRODUCTION);
  const e = parseEnvironment('sandbox', sandboxEnvSchema, env);
  return {
    port: e.PORT,
    smtpPort: e.SMTP_PORT,
    host: e.HOST,
    apiUrl: e.API_URL.replace(/\/$/, ''),
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      upiApprovalMs: e.RAZORPAY_UPI_APPROVAL_MS,
    },
    shiprocket: {
      email: e.SHIPROCKET_EMAIL,
      password: e.SHIPROCKET_PASSWORD,
      webhookToken: e.SHIPPING_WEBHOOK_TOKEN,
      advanceSeconds: e.SHIPROCKET_ADVANCE_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    httpTimeouts: loadHttpTimeouts(env),
    metrics: loadMetricsListener(env),
  };
}
