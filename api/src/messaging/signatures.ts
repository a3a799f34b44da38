import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two strings (a received signature or token with the expected one). */
export function sameSecretText(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Meta's `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export const whatsAppSignature = (appSecret: string, rawBody: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;

/**
 * Twilio's `X-Twilio-Signature`: base64 HMAC-SHA1, keyed with the auth token, of the full URL Twilio called followed by
 * each POST parameter's name and value, the names sorted.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
