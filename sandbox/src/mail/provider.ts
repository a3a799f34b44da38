import type { SandboxProvider } from '../provider.js';
import { mailControls } from './routes.js';
import { listenSmtp, type SmtpListener } from './smtp.js';
import { DEFAULT_MAIL_CAPACITY, MailStore } from './store.js';

export interface MailProvider extends SandboxProvider {
  store: MailStore;
  /** The SMTP port listened on; known after `start()`. */
  readonly smtpPort: number;
}

/** Mail: an SMTP listener on `smtpPort` and its inbox under `/sandbox/mail`. */
export function mailProvider(options: { smtpPort: number; host: string; capacity?: number }): MailProvider {
  const store = new MailStore(options.capacity ?? DEFAULT_MAIL_CAPACITY);
  let listener: SmtpListener | undefined;
  return {
    name: 'mail',
    store,
    get smtpPort() {
      if (!listener) throw new Error('the mail provider has not started');
      return listener.port;
    },
    controls: mailControls(store),
    start: async () => {
      listener = await listenSmtp(store, options.smtpPort, options.host);
    },
    close: async () => {
      await listener?.close();
    },
  };
}
