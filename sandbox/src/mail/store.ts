/** One received mail as the sandbox shows it. */
export interface StoredMail {
  id: number;
  /** Envelope recipients (RCPT TO), comma-separated: who the mail was delivered to, Bcc included. */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** ISO 8601: the Date header, or when the sandbox received the mail if it had none. */
  date: string;
  /** Lower-cased envelope recipients, for filtering. */
  recipients: string[];
}

export type NewMail = Omit<StoredMail, 'id'>;

export const DEFAULT_MAIL_CAPACITY = 500;

/**
 * Received mail, kept **in memory only** and bounded: past `capacity` messages the oldest are dropped, so a
 * long-running sandbox cannot grow without limit. A restart empties it; nothing here is meant to last.
 */
export class MailStore {
  private readonly mails: StoredMail[] = [];
  private nextId = 1;

  constructor(private readonly capacity = DEFAULT_MAIL_CAPACITY) {}

  add(mail: NewMail): StoredMail {
    const stored = { ...mail, id: this.nextId++ };
    this.mails.push(stored);
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity);
    return stored;
  }

  /** Newest first; only mail delivered to `to` (case-insensitive) when given. */
  list(to?: string): StoredMail[] {
    const wanted = to?.trim().toLowerCase();
    const matching = wanted ? this.mails.filter((m) => m.recipients.includes(wanted)) : this.mails;
    return [...matching].reverse();
  }

  get size(): number {
    return this.mails.length;
  }
}
