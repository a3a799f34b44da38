import { mobileE164 } from '@sutra/rules';
import { z } from 'zod';
import { ChannelError, postToProvider, retryableStatus } from './provider-call.js';

export interface SmsConfig {
  /** Twilio's API origin (`https://api.twilio.com`; the sandbox's `/sms` mount in development). */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender id (a DLT-registered header in India). */
  from: string;
  /** Where Twilio posts delivery statuses (`{api}/API/v1/webhooks/sms`); undefined = no callbacks asked for. */
  statusCallbackUrl: string | undefined;
}

export interface SmsSender {
  /** Sends one SMS and answers Twilio's message sid; throws a `ChannelError` when it is not taken. */
  send(to: string, text: string): Promise<string>;
}

const createdSchema = z.object({ sid: z.string().min(1) });
const errorSchema = z.object({ code: z.union([z.number(), z.string()]).optional(), message: z.string().optional() });

/**
 * Bad credentials (20003) are the store's settings, not the message: once they are fixed the message can go, so they
 * are worth retrying like an outage.
 */
const RETRYABLE_CODES = new Set(['20003', '20429', '20500']);

/** Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form body, HTTP Basic auth. */
export function createSmsClient(config: SmsConfig): SmsSender {
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  return {
    async send(to, text) {
      const form = new URLSearchParams({ To: mobileE164(to), From: config.from, Body: text });
      if (config.statusCallbackUrl) form.set('StatusCallback', config.statusCallbackUrl);
      const answer = await postToProvider('sms', url, {
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (answer.status >= 200 && answer.status < 300) {
        const created = createdSchema.safeParse(answer.body);
        if (!created.success) throw new ChannelError('sms', true, 'bad_answer', 'Twilio answered without a sid');
        return created.data.sid;
      }
      const refused = errorSchema.safeParse(answer.body);
      const code =
        refused.success && refused.data.code !== undefined ? String(refused.data.code) : String(answer.status);
      const detail = (refused.success && refused.data.message) || `HTTP ${answer.status}`;
      throw new ChannelError('sms', retryableStatus(answer.status) || RETRYABLE_CODES.has(code), code, detail);
    },
  };
}
