import { internationalDigits } from '../phone-digits.js';

export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

/** One SMS the store sent through the sandbox. */
export interface StoredSms {
  sid: string;
  accountSid: string;
  /** E.164, as sent (`+919876543210`). */
  to: string;
  from: string;
  body: string;
  status: SmsStatus;
  numSegments: number;
  statusCallback: string | null;
  /** ISO 8601. */
  dateCreated: string;
  dateUpdated: string;
}

export const DEFAULT_SMS_CAPACITY = 500;

/** Sent SMS, in memory only and bounded (the oldest go first), with the outage switch. */
export class SmsStore {
  private readonly messages: StoredSms[] = [];
  outage = false;

  constructor(private readonly capacity = DEFAULT_SMS_CAPACITY) {}

  add(sms: StoredSms): void {
    this.messages.push(sms);
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
  }

  get(sid: string): StoredSms | undefined {
    return this.messages.find((m) => m.sid === sid);
  }

  /** Newest first; only those to `to` (ten digits or international, any spacing) when given. */
  list(to?: string): StoredSms[] {
    const wanted = to ? internationalDigits(to) : undefined;
    const matching =
      to === undefined ? this.messages : this.messages.filter((m) => internationalDigits(m.to) === wanted);
    return [...matching].reverse();
  }

  /** Empties the inbox and turns the outage off. */
  clear(): void {
    this.messages.length = 0;
    this.outage = false;
  }
}
