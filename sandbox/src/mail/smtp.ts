import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailStore } from './store.js';

/** Largest message accepted; bigger ones are refused, which keeps the in-memory store's footprint bounded. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface SmtpListener {
  /** The port actually listened on (useful when asked for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A plain SMTP listener (no TLS, no authentication required: it is a local stand-in) that parses every message
 * it accepts and keeps it in `store`. The api's nodemailer transport talks to it exactly as to a real relay.
 */
export async function listenSmtp(store: MailStore, port: number, host: string): Promise<SmtpListener> {
  const server = new SMTPServer({
    name: 'sutra-sandbox',
    banner: 'Sutra mail sandbox',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // On close, open client connections get a second to finish rather than smtp-server's default 30.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          store.add({
            to: recipients.join(', '),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html === false ? null : parsed.html,
            date: (parsed.date ?? new Date()).toISOString(),
            recipients,
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
