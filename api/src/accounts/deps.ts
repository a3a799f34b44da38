import type { OneTimeCodes } from '../auth/one-time-codes.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';

/** What the accounts slice works with; built once in `buildApiApp`. */
export interface AccountsDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  codes: OneTimeCodes;
}
