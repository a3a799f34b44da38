import { createHmac } from 'node:crypto';

/**
 * `X-Twilio-Signature` as Twilio computes it for a form POST: the full URL the request goes to, then each POST
 * parameter's name and value appended, sorted by name; HMAC-SHA1 of that with the account's auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
