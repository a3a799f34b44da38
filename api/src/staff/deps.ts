import type { PasswordHasher } from '../auth/passwords.js';
import type { StaffSessionLimits } from '../config.js';
import type { Db } from '../db/client.js';
import type { Outbox } from '../mail/outbox.js';
import type { TotpSecretBox } from './secrets.js';

/** What the staff slice works with; built once in `buildApiApp`. */
export interface StaffDeps {
  db: Db;
  box: TotpSecretBox;
  sessionLimits: StaffSessionLimits;
  /** Hashes and checks staff passwords at the configured cost (`passwordHasher`). */
  passwords: PasswordHasher;
  outbox: Outbox;
  /** The store's public origin, for the links mail carries. */
  publicUrl: string;
}
