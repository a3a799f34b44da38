/**
 * The sandbox's published settings, by the environment variable each one fills: its credentials and the addresses it
 * serves on. They sit in this repository, so they are public and fit only for development and tests. The sandbox
 * accepts them; the api and the gateway use them when nothing is set and, in production, refuse to start with any of
 * them (`production.ts`). `PUBLIC_URL` is here too: its development value names a developer's machine.
 */
export const SANDBOX_DEFAULTS = {
  RAZORPAY_API_URL: 'http://127.0.0.1:4002/razorpay',
  RAZORPAY_CHECKOUT_URL: 'http://localhost:4002/razorpay/v1/checkout.js',
  RAZORPAY_KEY_ID: 'rzp_test_sutrasandbox01',
  RAZORPAY_KEY_SECRET: 'sutra_sandbox_razorpay_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'sutra_sandbox_razorpay_webhook_secret',
  SHIPROCKET_API_URL: 'http://127.0.0.1:4002/shiprocket',
  SHIPROCKET_EMAIL: 'api@sutra.in',
  SHIPROCKET_PASSWORD: 'sutra-sandbox-shiprocket',
  SHIPPING_WEBHOOK_TOKEN: 'sutra-sandbox-shipping-webhook-token',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  /** Twilio's Programmable Messaging API (SMS): the account and its auth token (Basic auth, callback signatures). */
  SMS_API_URL: 'http://127.0.0.1:4002/sms',
  SMS_ACCOUNT_SID: 'ACsutrasandbox00000000000000000001',
  SMS_AUTH_TOKEN: 'sutra_sandbox_sms_auth_token',
  /** The sender id SMS are sent from (a DLT-registered header in India). */
  SMS_FROM: 'SUTRAS',
  /** WhatsApp Business Cloud API: the business number's id, the access token, the app secret that signs webhooks. */
  WHATSAPP_API_URL: 'http://127.0.0.1:4002/whatsapp',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_ACCESS_TOKEN: 'sutra_sandbox_whatsapp_access_token',
  WHATSAPP_APP_SECRET: 'sutra_sandbox_whatsapp_app_secret',
  WHATSAPP_VERIFY_TOKEN: 'sutra_sandbox_whatsapp_verify_token',
  PUBLIC_URL: 'http://localhost:4000',
  /** A made-up GSTIN (right shape and check character) for the sandbox's seller on tax invoices. */
  INVOICE_SELLER_GSTIN: '08AAKCS4821M1ZW',
} as const;

export type SandboxSetting = keyof typeof SANDBOX_DEFAULTS;

/**
 * The demo buyer every development database is seeded with (DESIGN: a fixed seed fact docs and tests rely on). Public,
 * so only for development: the explorer's sign-in button uses it, never in production.
 */
export const DEMO_BUYER_LOGIN = { email: 'demo@sutra.in', password: 'sutra-demo' } as const;

/**
 * The demo owner of the back office, seeded into development databases only: its password and TOTP secret are public,
 * so the api refuses to start in production while a member of staff has either this email or this secret.
 */
export const DEMO_OWNER_LOGIN = {
  email: 'owner@sutra.in',
  password: 'sutra-owner',
  totpSecret: 'JBSWY3DPEHPK3PXP',
} as const;

/** The path each provider's API is mounted under on the sandbox (`/razorpay/v1/…`, `/shiprocket/v1/external/…`). */
export const SANDBOX_MOUNTS = {
  razorpay: '/razorpay',
  shiprocket: '/shiprocket',
  sms: '/sms',
  whatsapp: '/whatsapp',
} as const;

/** Whether a URL is served by the sandbox: any address whose path is (or is under) a provider's sandbox mount. */
export function isSandboxUrl(url: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    return false;
  }
  return Object.values(SANDBOX_MOUNTS).some((mount) => path === mount || path.startsWith(`${mount}/`));
}
