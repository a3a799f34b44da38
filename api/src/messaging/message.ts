import type { PhoneCodeJob } from '../accounts/phone-codes.js';
import type { Db } from '../db/client.js';
import type { OrderUpdateJob } from '../orders/order-messages.js';

/**
 * What the store says to a shopper's phone, once rendered: a WhatsApp template message for a buyer who agreed to
 * WhatsApp, and always the SMS that stands in for it (sent alone when WhatsApp is not agreed to, is down, or fails).
 * Numbers are ten digits (`normalizeIndianMobile`); each client writes them as its provider wants.
 */
export interface OutgoingMessage {
  /** The ten digits of an Indian mobile number. */
  to: string;
  /** `whatsapp`: WhatsApp first, the SMS if it fails. `sms`: the SMS only (one-time codes, no consent to WhatsApp). */
  channel: 'whatsapp' | 'sms';
  /** Required when `channel` is `whatsapp`: a template approved in WhatsApp Manager, its body's parameters in order. */
  whatsapp?: WhatsAppTemplateMessage;
  sms: { text: string };
}

export interface WhatsAppTemplateMessage {
  template: string;
  /** The template's language code, `en` unless it says otherwise. */
  language?: string;
  /** The values of the body's `{{1}}`, `{{2}}`, … in order. */
  params: string[];
  /** One per button of the template, in its order. */
  buttons?: WhatsAppButton[];
}

/**
 * A template button's value: a quick reply's payload comes back in the reply webhook (`<handler>:<data>`, see
 * `ReplyHandlers`); a URL button's suffix is appended to the URL registered with the template.
 */
export type WhatsAppButton = { kind: 'quick_reply'; payload: string } | { kind: 'url'; suffix: string };

/**
 * What the message outbox holds. `message` is a finished message; the other kinds are decided when sent (a code made
 * then, never stored in clear; an order read as it is then), each by its renderer. Domains add their kinds here.
 */
export type MessageJob =
  | { kind: 'message'; message: OutgoingMessage }
  /** A size a shopper asked about is back: tell the alert's number (`stock-alerts/messages.ts`). */
  | { kind: 'back-in-stock'; alertId: string }
  | PhoneCodeJob
  /** An order's news for its buyer (placed, the cash-on-delivery question, shipped …): `orders/order-messages.ts`. */
  | OrderUpdateJob;

export type MessageJobKind = MessageJob['kind'];

/** Turns a job into the message to send, or null when nothing is to be sent any more. */
export type MessageRenderers = {
  [K in Exclude<MessageJobKind, 'message'>]: (job: Extract<MessageJob, { kind: K }>) => Promise<OutgoingMessage | null>;
};

export interface MessageOutbox {
  /**
   * Writes a job in the caller's transaction (`db` may be one); call `wake()` once that has committed. With `key`, at
   * most one job is ever written for it (`order:<id>:shipped`): a second add with the same key writes nothing and
   * answers false, so a status heard twice is told once.
   */
  add(db: Db, job: MessageJob, options?: { key?: string }): Promise<boolean>;
  /** Writes a job on its own and has it sent right away. */
  send(job: MessageJob, options?: { key?: string }): Promise<boolean>;
  /** Has due jobs sent soon, off the caller's path. */
  wake(): void;
  /** Sends what is due now; resolves with how many jobs were handled once the round is over. */
  drain(): Promise<number>;
  close(): Promise<void>;
}

/** A buyer tapped a quick-reply button: `data` is the payload after `<handler>:`, `from` the ten digits it came from. */
export type ReplyHandler = (reply: { data: string; from: string; text: string }) => Promise<void>;

/** Reply handlers by the payload's prefix (`cod` for `cod:<…>`). */
export type ReplyHandlers = Record<string, ReplyHandler>;
