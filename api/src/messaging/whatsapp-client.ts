import { mobileWhatsAppId } from '@sutra/rules';
import { z } from 'zod';
import type { WhatsAppTemplateMessage } from './message.js';
import { ChannelError, postToProvider, retryableStatus } from './provider-call.js';

export interface WhatsAppConfig {
  /** The Cloud API's origin (`https://graph.facebook.com`; the sandbox's `/whatsapp` mount in development). */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs the webhooks Meta sends (`X-Hub-Signature-256`). */
  appSecret: string;
  /** What Meta sends back when the webhook is subscribed (`hub.verify_token`). */
  verifyToken: string;
}

export interface WhatsAppSender {
  /** Sends one template message and answers its `wamid.…`; throws a `ChannelError` when it is not taken. */
  send(to: string, message: WhatsAppTemplateMessage): Promise<string>;
}

export const WHATSAPP_API_VERSION = 'v21.0';

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorSchema = z.object({
  error: z.object({ code: z.union([z.number(), z.string()]).optional(), message: z.string().optional() }),
});

/**
 * Codes worth trying again: the token (190: a setting, fixed by the operator), rate limits (4, 80007, 130429, 131048,
 * 131056) and Meta's own trouble (1, 2, 131000, 131016). Others (a bad parameter, an unknown template) are for good.
 */
const RETRYABLE_CODES = new Set(['1', '2', '4', '190', '80007', '130429', '131000', '131016', '131048', '131056']);

/** The template's `components`: the body's parameters, then one button component per button in its order. */
export function templateComponents(message: WhatsAppTemplateMessage): unknown[] {
  const components: unknown[] = [];
  if (message.params.length > 0) {
    components.push({ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) });
  }
  (message.buttons ?? []).forEach((button, index) => {
    components.push(
      button.kind === 'quick_reply'
        ? {
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{ type: 'payload', payload: button.payload }],
          }
        : {
            type: 'button',
            sub_type: 'url',
            index: String(index),
            parameters: [{ type: 'text', text: button.suffix }],
          },
    );
  });
  return components;
}

/** WhatsApp Business Cloud API: `POST /v21.0/{phone-number-id}/messages` with a template, Bearer token. */
export function createWhatsAppClient(config: WhatsAppConfig): WhatsAppSender {
  const url = `${config.apiUrl}/${WHATSAPP_API_VERSION}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(to, message) {
      const answer = await postToProvider('whatsapp', url, {
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: mobileWhatsAppId(to),
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language ?? 'en' },
            components: templateComponents(message),
          },
        }),
      });
      if (answer.status >= 200 && answer.status < 300) {
        const sent = sentSchema.safeParse(answer.body);
        if (!sent.success)
          throw new ChannelError('whatsapp', true, 'bad_answer', 'WhatsApp answered without a message id');
        return sent.data.messages[0]?.id ?? '';
      }
      const refused = errorSchema.safeParse(answer.body);
      const code =
        refused.success && refused.data.error.code !== undefined
          ? String(refused.data.error.code)
          : String(answer.status);
      const detail = (refused.success && refused.data.error.message) || `HTTP ${answer.status}`;
      throw new ChannelError('whatsapp', retryableStatus(answer.status) || RETRYABLE_CODES.has(code), code, detail);
    },
  };
}
