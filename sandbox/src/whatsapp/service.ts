import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { WhatsAppSandboxConfig } from '../config.js';
import { RateWindow } from '../rate-window.js';
import type { WebhookOutbox } from '../webhook-outbox.js';
import { GRAPH_ERRORS, type GraphRefusal } from './graph-errors.js';
import type { SentButton, StoredWhatsApp, WhatsAppStatus, WhatsAppStore } from './store.js';
import { checkComponents } from './template-check.js';
import { type MessageTemplate, storeTemplates } from './templates.js';
import { buttonReplyNotification, hubSignature, statusNotification } from './webhooks.js';

/** Where the api hears WhatsApp's webhooks (the callback URL set in the Meta app). */
export const WHATSAPP_WEBHOOK_PATH = '/API/v1/webhooks/whatsapp';

const component = z.object({
  type: z.string(),
  sub_type: z.string().optional(),
  index: z.union([z.string(), z.number()]).optional(),
  parameters: z
    .array(z.object({ type: z.string(), text: z.string().optional(), payload: z.string().optional() }))
    .optional(),
});
export type RequestComponent = z.infer<typeof component>;

const sendBody = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\+?\d{8,15}$/),
  type: z.literal('template'),
  template: z.object({
    name: z.string().min(1),
    language: z.object({ code: z.string().min(1) }),
    components: z.array(component).optional(),
  }),
});

/** The Cloud API's answer to an accepted send. */
export interface SendAnswer {
  messaging_product: 'whatsapp';
  contacts: [{ input: string; wa_id: string }];
  messages: [{ id: string; message_status: 'accepted' }];
}

export type SendResult = { ok: true; message: StoredWhatsApp; answer: SendAnswer } | GraphRefusal;

export type ReplyResult =
  | { ok: true; message: StoredWhatsApp; delivered: boolean; status: number | null }
  | { ok: false; status: number; message: string };

/** A message id as the Cloud API makes them: `wamid.` and an opaque base64 string. */
const wamid = (): string => `wamid.HBgM${randomBytes(30).toString('base64url')}`;

/**
 * The WhatsApp Business Cloud API as the store uses it: template messages checked against the registered templates,
 * then `sent` and `delivered` status webhooks (or `failed`, 131026, for a number not on WhatsApp), and the buyer's
 * quick-reply taps as inbound `button` webhooks, each signed with `X-Hub-Signature-256`.
 */
export class WhatsAppService {
  private readonly rate: RateWindow;
  /** The shop's origin the URL buttons point into; a harness that learns it after start sets it (`setPublicUrl`). */
  publicUrl: string;

  constructor(
    readonly store: WhatsAppStore,
    readonly outbox: WebhookOutbox,
    readonly config: WhatsAppSandboxConfig,
  ) {
    this.rate = new RateWindow(config.perSecond);
    this.publicUrl = config.publicUrl;
  }

  /** The registered templates, their links into the shop at `publicUrl` as it is now. */
  templates(): MessageTemplate[] {
    return storeTemplates({ publicUrl: this.publicUrl });
  }

  send(phoneNumberId: string, body: unknown): SendResult {
    if (phoneNumberId !== this.config.phoneNumberId) return GRAPH_ERRORS.unknownPhoneNumber(phoneNumberId);
    if (!this.rate.take()) return GRAPH_ERRORS.rateLimited();
    const parsed = sendBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return GRAPH_ERRORS.invalidParameter(
        `Parameter ${issue?.path.join('.') || 'body'} is invalid: ${issue?.message}`,
      );
    }
    const { to, template: wanted } = parsed.data;
    const template = this.templates().find((t) => t.name === wanted.name && t.language === wanted.language.code);
    if (!template) return GRAPH_ERRORS.templateMissing(wanted.name, wanted.language.code);
    const checked = checkComponents(template, wanted.components ?? []);
    if (!checked.ok) return checked;

    const waId = to.replace(/^\+/, '');
    const message: StoredWhatsApp = {
      id: wamid(),
      to: waId,
      template: template.name,
      language: template.language,
      params: checked.params,
      text: checked.text,
      buttons: checked.buttons,
      status: 'accepted',
      date: new Date().toISOString(),
      replies: [],
    };
    this.store.add(message);
    return {
      ok: true,
      message,
      answer: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: waId }],
        messages: [{ id: message.id, message_status: 'accepted' }],
      },
    };
  }

  /** After the send was answered: `sent` then `delivered`, or `failed` alone for a number not on WhatsApp. */
  async deliver(message: StoredWhatsApp): Promise<void> {
    if (this.store.unreachable.has(message.to)) {
      await this.report(message, 'failed');
      return;
    }
    await this.report(message, 'sent');
    await this.report(message, 'delivered');
  }

  /** The buyer taps the quick reply at `index`: its webhook goes to the api, and the answer says if it was taken. */
  async reply(id: string, index: number): Promise<ReplyResult> {
    const message = this.store.get(id);
    if (!message) return { ok: false, status: 404, message: `No message ${id}` };
    const button: SentButton | undefined = message.buttons[index];
    if (button?.kind !== 'quick_reply') {
      return { ok: false, status: 400, message: `Button ${index} of ${id} is not a quick reply` };
    }
    const replyId = wamid();
    const { delivered } = this.signedEmit(
      replyId,
      'messages.button',
      message.id,
      buttonReplyNotification(this.config.phoneNumberId, message, {
        id: replyId,
        text: button.text,
        payload: button.payload,
      }),
    );
    const delivery = await delivered;
    const taken = delivery !== null && delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
    message.replies.push({
      payload: button.payload,
      text: button.text,
      date: new Date().toISOString(),
      delivered: taken,
    });
    return { ok: true, message, delivered: taken, status: delivery?.status ?? null };
  }

  private async report(message: StoredWhatsApp, status: WhatsAppStatus): Promise<void> {
    message.status = status;
    const { delivered } = this.signedEmit(
      `${message.id}.${status}`,
      `statuses.${status}`,
      message.id,
      statusNotification(this.config.phoneNumberId, message, status),
    );
    await delivered;
  }

  private signedEmit(id: string, event: string, subject: string, payload: unknown) {
    const body = JSON.stringify(payload);
    return this.outbox.emit({
      id,
      event,
      subject,
      path: WHATSAPP_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'facebookexternalua',
        'x-hub-signature-256': hubSignature(this.config.appSecret, body),
      },
      body,
    });
  }
}
