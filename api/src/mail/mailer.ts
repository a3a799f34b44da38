import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the sender (a shopper's address on the copies mailed to the store). */
  replyTo?: string;
}

export interface Mailer {
  /**
   * Hands a mail to the SMTP relay without making the caller wait: an answer must not take longer, or fail, because
   * of whom it mailed (that would tell which emails have accounts). Failures are logged.
   */
  send(mail: OutgoingMail): void;
  /** Waits for mail still being sent, then closes the transport. */
  close(): Promise<void>;
}

/** Mail over SMTP with nodemailer, to `SMTP_URL` (the sandbox by default) from `MAIL_FROM`. */
export function createMailer(options: { smtpUrl: string; from: string; log: FastifyBaseLogger }): Mailer {
  // Bounded waits, so a relay that stops answering cannot hold sends (and shutdown) for nodemailer's default minutes.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const pending = new Set<Promise<unknown>>();
  return {
    send: (mail) => {
      const sending = transport
        .sendMail({ from: options.from, ...mail })
        .catch((error: unknown) => options.log.error({ err: error, subject: mail.subject }, 'sending mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    close: async () => {
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}
