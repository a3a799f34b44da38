import type { OneTimeCodes } from '../auth/one-time-codes.js';
import { countHit } from '../auth/rate-limit-store.js';
import type { Db } from '../db/client.js';
import { buyers } from '../db/schema.js';
import type { JobRenderers } from '../mail/outbox-jobs.js';
import { alreadyRegisteredMail } from '../mail/templates.js';
import { issueLoginCode } from './login-codes.js';
import { issueResetCode } from './password-reset.js';
import { byEmail } from './service.js';

/** How often, at most, an account's owner hears that someone tried to sign up with their email. */
const SIGNUP_NOTICE_WINDOW_MS = 60 * 60_000;

/** How the outbox turns the accounts slice's jobs into mail, or into nothing. */
export function accountMailRenderers(deps: {
  db: Db;
  codes: OneTimeCodes;
}): Omit<JobRenderers, 'staff-invite' | 'cod-confirmation'> {
  return {
    'password-reset': ({ email }) => issueResetCode(deps, email),
    'login-code': ({ buyerId }) => issueLoginCode(deps, buyerId),
    signup: async ({ email, existing }) => {
      if (!existing) return null;
      const [owner] = await deps.db
        .select({ email: buyers.email, name: buyers.name })
        .from(buyers)
        .where(byEmail(email));
      if (!owner) return null;
      const notices = await countHit(
        deps.db,
        `mail:already-registered:${owner.email.toLowerCase()}`,
        SIGNUP_NOTICE_WINDOW_MS,
      );
      return notices.current === 1 ? alreadyRegisteredMail(owner.email, owner.name) : null;
    },
  };
}
