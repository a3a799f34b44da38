import { createHmac } from 'node:crypto';
import type { StoredWhatsApp, WhatsAppStatus } from './store.js';

/** The business account the sandbox's number belongs to, and that number as WhatsApp shows it (digits). */
export const WABA_ID = '200000000000001';
export const DISPLAY_PHONE_NUMBER = '919800000001';

/** `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the raw body with the Meta app's secret. */
export const hubSignature = (appSecret: string, body: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;

export const unixSeconds = (date = new Date()): string => String(Math.floor(date.getTime() / 1000));

/** Meta's 131026: the number is not on WhatsApp (or cannot receive this message). */
export const UNDELIVERABLE = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
  href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
};

/** A `messages` change notification, as every Cloud API webhook wraps its value. */
function notification(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: DISPLAY_PHONE_NUMBER, phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A message's status change (`sent`, `delivered`, `failed` with its errors). */
export function statusNotification(phoneNumberId: string, message: StoredWhatsApp, status: WhatsAppStatus) {
  const billed =
    status === 'failed'
      ? { errors: [UNDELIVERABLE] }
      : {
          conversation: {
            id: `conv_${message.id.slice(-16)}`,
            ...(status === 'sent' ? { expiration_timestamp: unixSeconds(new Date(Date.now() + 86_400_000)) } : {}),
            origin: { type: 'utility' },
          },
          pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
        };
  return notification(phoneNumberId, {
    statuses: [{ id: message.id, status, timestamp: unixSeconds(), recipient_id: message.to, ...billed }],
  });
}

/** The buyer tapped a quick reply: an inbound `button` message in reply to the template message. */
export function buttonReplyNotification(
  phoneNumberId: string,
  message: StoredWhatsApp,
  reply: { id: string; text: string; payload: string },
) {
  return notification(phoneNumberId, {
    contacts: [{ profile: { name: 'Sandbox shopper' }, wa_id: message.to }],
    messages: [
      {
        from: message.to,
        id: reply.id,
        timestamp: unixSeconds(),
        type: 'button',
        context: { from: DISPLAY_PHONE_NUMBER, id: message.id },
        button: { text: reply.text, payload: reply.payload },
      },
    ],
  });
}
