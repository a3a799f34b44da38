import type { Db } from '../db/client.js';
import { countHit, takeBackHit } from './rate-limit-store.js';
import { tooManyRequests } from './rate-limits.js';

/** A limit on wrong passwords, counted for one subject over a fixed window. */
interface FailureLimit {
  name: string;
  max: number;
  windowMinutes: number;
}

/**
 * Limits on wrong passwords, at login and wherever a signed-in buyer must give theirs again (changing the password or
 * the email). The tight one is per account *and* address: a stranger guessing from their device is stopped there
 * while the owner, from theirs, still gets in. Per account from everywhere takes a crowd of addresses to reach; at
 * login it refuses no one (a crowd of strangers must not lock the owner out), it asks every login of the account for
 * a second step, a code mailed to the account. Per address across accounts stops one device trying many accounts.
 */
export const PASSWORD_FAILURE_LIMITS = {
  perAccountAndAddress: { name: 'account+ip', max: 10, windowMinutes: 15 },
  perAccount: { name: 'account', max: 100, windowMinutes: 15 },
  perAddress: { name: 'ip', max: 50, windowMinutes: 15 },
} as const satisfies Record<string, FailureLimit>;

/**
 * Where a password is checked: the counters of login, of a signed-in buyer's (or staff's) own password and of the
 * back office's sign-in are kept apart. Only the buyers' login answers the account's limit with a second step; the
 * others refuse past every limit.
 */
export type PasswordCheckScope = 'login' | 'current-password' | 'staff-login';

export interface PasswordAttempt {
  /**
   * The account has had more wrong passwords than its limit (at login only): a right password alone does not sign in
   * now; a mailed code must come with it.
   */
  secondStepNeeded: boolean;
  /** The buyer got in: the attempt is taken back, so right passwords never use up a limit. */
  succeeded(): Promise<void>;
}

/**
 * Counts a password attempt against every limit *before* the password is checked, so parallel guesses cannot slip
 * past a limit between the check and the count; refuses with 429 (and counts nothing) once a limit on an address is
 * used up, or the account's own limit outside login. `account` is the lower-cased email at login, the buyer id
 * elsewhere; `address` is the client's.
 */
export async function beginPasswordAttempt(
  db: Db,
  scope: PasswordCheckScope,
  account: string,
  address: string,
): Promise<PasswordAttempt> {
  const { perAccountAndAddress, perAccount, perAddress } = PASSWORD_FAILURE_LIMITS;
  const counted = [
    { limit: perAccountAndAddress, key: `${scope}:${perAccountAndAddress.name}:${account}|${address}` },
    { limit: perAccount, key: `${scope}:${perAccount.name}:${account}` },
    { limit: perAddress, key: `${scope}:${perAddress.name}:${address}` },
  ];
  let retryAfterMs = 0;
  let secondStepNeeded = false;
  for (const { limit, key } of counted) {
    const { current, ttl } = await countHit(db, key, limit.windowMinutes * 60_000);
    if (current <= limit.max) continue;
    // Only the owner's mailbox can get past the account's limit at login: strangers can reach it, so it cannot refuse.
    if (limit === perAccount && scope === 'login') secondStepNeeded = true;
    else retryAfterMs = Math.max(retryAfterMs, ttl);
  }
  const takeBack = async () => {
    for (const { key } of counted) await takeBackHit(db, key);
  };
  if (retryAfterMs > 0) {
    await takeBack();
    throw tooManyRequests(retryAfterMs / 1000);
  }
  return { secondStepNeeded, succeeded: takeBack };
}
