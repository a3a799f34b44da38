/**
 * The sandbox's published test settings: its credentials and the addresses it serves on by default. They are public
 * (they sit in this repository), so they are only ever fit for development and tests. Every service reads them from
 * here: the sandbox to accept them, the api and the gateway to use them when nothing is set — and, in production, to
 * refuse to start with any of them. This module imports nothing, so any service can depend on it at run time.
 */
export const SANDBOX_DEFAULTS = {
  razorpayApiUrl: 'http://127.0.0.1:4002/razorpay',
  razorpayCheckoutUrl: 'http://localhost:4002/razorpay/v1/checkout.js',
  razorpayKeyId: 'rzp_test_sutrasandbox01',
  razorpayKeySecret: 'sutra_sandbox_razorpay_key_secret',
  razorpayWebhookSecret: 'sutra_sandbox_razorpay_webhook_secret',
  shiprocketApiUrl: 'http://127.0.0.1:4002/shiprocket',
  shiprocketEmail: 'api@sutra.in',
  shiprocketPassword: 'sutra-sandbox-shiprocket',
  shippingWebhookToken: 'sutra-sandbox-shipping-webhook-token',
  smtpUrl: 'smtp://127.0.0.1:2525',
  publicUrl: 'http://localhost:4000',
} as const;

/** The path each provider's API is mounted under on the sandbox (`/razorpay/v1/…`, `/shiprocket/v1/external/…`). */
export const SANDBOX_MOUNTS = { razorpay: '/razorpay', shiprocket: '/shiprocket' } as const;

/** Whether a provider URL is the sandbox's: its default address, or any address serving the sandbox's mount. */
export function isSandboxProviderUrl(url: string, provider: keyof typeof SANDBOX_MOUNTS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const mount = SANDBOX_MOUNTS[provider];
  return parsed.pathname.replace(/\/+$/, '') === mount || parsed.pathname.startsWith(`${mount}/`);
}
