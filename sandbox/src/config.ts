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
  SMS_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w{32}$/, 'SMS_ACCOUNT_SID is a Twilio account SID: AC and 32 characters')
    .default(SANDBOX_DEFAULTS.SMS_ACCOUNT_SID),
  SMS_AUTH_TOKEN: secret('SMS_AUTH_TOKEN').default(SANDBOX_DEFAULTS.SMS_AUTH_TOKEN),
  WHATSAPP_ACCESS_TOKEN: secret('WHATSAPP_ACCESS_TOKEN').default(SANDBOX_DEFAULTS.WHATSAPP_ACCESS_TOKEN),
  /** Signs the WhatsApp webhooks (`X-Hub-Signature-256`), as the Meta app's secret does. */
  WHATSAPP_APP_SECRET: secret('WHATSAPP_APP_SECRET').default(SANDBOX_DEFAULTS.WHATSAPP_APP_SECRET),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{6,20}$/, 'WHATSAPP_PHONE_NUMBER_ID is digits')
    .default(SANDBOX_DEFAULTS.WHATSAPP_PHONE_NUMBER_ID),
  /** The shop's public origin, which the WhatsApp templates' URL buttons point into (as registered with Meta). */
  PUBLIC_URL: z.url().default(SANDBOX_DEFAULTS.PUBLIC_URL),
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

export interface SmsSandboxConfig {
  accountSid: string;
  authToken: string;
  /** Twilio's throughput: more sends than this in a second answer 429 (20429). */
  perSecond: number;
}

export interface WhatsAppSandboxConfig {
  accessToken: string;
  appSecret: string;
  phoneNumberId: string;
  /** The shop's public origin, no trailing slash. */
  publicUrl: string;
  /** Cloud API throughput: more sends than this in a second answer 429 (130429). */
  perSecond: number;
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
  sms: SmsSandboxConfig;
  whatsapp: WhatsAppSandboxConfig;
  logLevel: string;
  /** How slowly a client may send (headers, whole request, idle connections). */
  httpTimeouts: HttpTimeouts;
  /** Where `/metrics` is served (a port of its own); undefined = not served. */
  metrics: MetricsListenerSettings | undefined;
}

export const SANDBOX_IN_PRODUCTION =
  'sandbox refuses to start in production: it stands in for Razorpay, Shiprocket, mail, SMS and WhatsApp with published test credentials.';

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
    sms: { accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, perSecond: 100 },
    whatsapp: {
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      appSecret: e.WHATSAPP_APP_SECRET,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
      perSecond: 80,
    },
    logLevel: e.LOG_LEVEL,
    httpTimeouts: loadHttpTimeouts(env),
    metrics: loadMetricsListener(env),
  };
}
