import type { OneTimeCodes } from '../auth/one-time-codes.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import type { Outbox } from '../mail/outbox.js';

/** What the accounts slice works with; built once in `buildApiApp`. */
export interface AccountsDeps {
  db: Db;
  tokens: TokenService;
  outbox: Outbox;
  codes: OneTimeCodes;
  /** Hashes and checks buyers' passwords at the configured cost (`passwordHasher`). */
  passwords: PasswordHasher;
  /** The store's mailbox, named in mail that tells a buyer how to reach the store. */
  storeMailbox: string;
}
