import type { MessageOutbox } from '../messaging/message.js';
import type { AccountsDeps } from './deps.js';

/** What signing in by phone works with besides the accounts slice's own. */
export interface PhoneDeps extends Pick<AccountsDeps, 'db' | 'tokens' | 'codes' | 'outbox' | 'storeMailbox'> {
  /** Sends the codes by SMS. */
  messages: Pick<MessageOutbox, 'send'>;
}
