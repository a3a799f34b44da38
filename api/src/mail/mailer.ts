import { recordUpstreamCall } from '@sutra/telemetry';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the sender (a shopper's address on the copies mailed to the store). */
  replyTo?: string;
}

/** The SMTP relay, as the outbox worker uses it; nothing on a request's path sends mail itself. */
export interface MailTransport {
  /** Hands a mail to the relay; rejects when the relay refuses it or cannot be reached (the outbox retries). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Mail over SMTP with nodemailer, to `SMTP_URL` (the sandbox by default) from `MAIL_FROM`. */
export function createMailTransport(options: { smtpUrl: string; from: string }): MailTransport {
  // Bounded waits, so a relay that stops answering cannot hold the worker (and shutdown) for nodemailer's default minutes.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      const startedAt = performance.now();
      try {
        await transport.sendMail({ from: options.from, ...mail });
        recordUpstreamCall('smtp', 'ok', startedAt);
      } catch (error) {
        // nodemailer's `responseCode` is the relay's SMTP reply: 5xx refuses the mail, anything else failed to send.
        const code = (error as { responseCode?: number }).responseCode;
        recordUpstreamCall('smtp', code !== undefined && code >= 500 ? 'refused' : 'failed', startedAt);
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
