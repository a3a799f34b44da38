import { internationalDigits } from '../phone-digits.js';

export type WhatsAppStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

/** A template button as sent: a quick reply with the payload that comes back when tapped, or a link. */
export type SentButton =
  | { kind: 'quick_reply'; text: string; payload: string }
  | { kind: 'url'; text: string; url: string };

/** A tap on a quick reply, and whether the api took the webhook it made. */
export interface StoredReply {
  payload: string;
  text: string;
  /** ISO 8601. */
  date: string;
  /** The api answered 2xx to the reply's webhook. */
  delivered: boolean;
}

/** One template message the store sent through the sandbox. */
export interface StoredWhatsApp {
  /** `wamid.…` */
  id: string;
  /** The WhatsApp id: country code and number, digits only (`919876543210`). */
  to: string;
  template: string;
  language: string;
  params: string[];
  /** The body as the phone shows it, placeholders filled. */
  text: string;
  buttons: SentButton[];
  status: WhatsAppStatus;
  /** ISO 8601, when it was accepted. */
  date: string;
  replies: StoredReply[];
}

export const DEFAULT_WHATSAPP_CAPACITY = 500;

/**
 * Sent template messages, in memory only and bounded, with the switches: the outage, and the numbers that are not on
 * WhatsApp (their messages are accepted, then fail by webhook).
 */
export class WhatsAppStore {
  private readonly messages: StoredWhatsApp[] = [];
  readonly unreachable = new Set<string>();
  outage = false;

  constructor(private readonly capacity = DEFAULT_WHATSAPP_CAPACITY) {}

  add(message: StoredWhatsApp): void {
    this.messages.push(message);
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
  }

  get(id: string): StoredWhatsApp | undefined {
    return this.messages.find((m) => m.id === id);
  }

  /** Newest first; only those to `to` (ten digits or international, any spacing) when given. */
  list(to?: string): StoredWhatsApp[] {
    const wanted = to === undefined ? undefined : internationalDigits(to);
    const matching = to === undefined ? this.messages : this.messages.filter((m) => m.to === wanted);
    return [...matching].reverse();
  }

  /** Empties the inbox and resets the switches. */
  clear(): void {
    this.messages.length = 0;
    this.unreachable.clear();
    this.outage = false;
  }
}
