import { eq, sql } from 'drizzle-orm';
import { RATE_LIMITS, spendLimit, withinLimit } from '../auth/rate-limits.js';
import { queryRows } from '../db/client.js';
import { buyers, loginCodes } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { fieldRefusal } from '../http/errors.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { loginCodeMail } from '../mail/templates.js';
import type { AccountsDeps } from './deps.js';

export const LOGIN_CODE_LIFETIME_MINUTES = 10;
export const MAX_LOGIN_CODE_ATTEMPTS = 5;

/** The second step's question: the same words whether or not the email has an account, or the password was right. */
export const LOGIN_CODE_SENT =
  'For your security, this login needs a 6-digit code as well as your password. If the email and password are right, we have sent the code to that email. It expires in 10 minutes.';
/** One answer for a wrong, used or expired code, and for a wrong password with any code. */
export const INVALID_LOGIN_CODE =
  'This code is not valid or has expired, or the password is wrong. Please check them, or log in again for a new code.';

/** Stands in for the buyer when the email has no account, so a code check costs the same statement either way. */
const NO_BUYER = '00000000-0000-0000-0000-000000000000';

/** Who is logging in, as the second step needs it: the account (if the email has one) and whether the password was right. */
export interface SecondStepLogin {
  buyerId: string | null;
  passwordRight: boolean;
  /** The code the buyer typed, if any. */
  code: string | undefined;
  clientAddress: string;
}

/**
 * The second step of a login once the account has had more wrong passwords than its limit: without a code it asks for
 * one (and mails it, only for a right password); with one it passes only a right password with the newest code.
 * Every refusal reads the same for a known or unknown email and a right or wrong password: a crowd guessing passwords
 * learns nothing from it, and cannot touch the owner's code without the password.
 */
export async function passSecondStep(
  { db, outbox, codes }: Pick<AccountsDeps, 'db' | 'outbox' | 'codes'>,
  login: SecondStepLogin,
): Promise<void> {
  const { buyerId, passwordRight, code, clientAddress } = login;
  if (!code) {
    await spendLimit(db, RATE_LIMITS.loginCodeSendPerIp, clientAddress);
    // Written whatever the password: the worker, not the answer's timing, finds out whether any mail goes out.
    await outbox.send({ kind: 'login-code', buyerId: passwordRight ? buyerId : null });
    throw fieldRefusal('code_required', 'code', 'code_required', LOGIN_CODE_SENT);
  }
  // One statement whatever the email and password. It spends an attempt of the code only for a right password, so a
  // stranger's guesses never use up the owner's code; and it marks a right code used in the same update, so of two
  // logins with one code at once (the row's lock orders them) only the first signs in.
  const [attempt] = await queryRows<{ signed_in: boolean }>(
    db,
    sql`update login_codes set attempts = attempts + 1,
          used_at = case when code_hash = ${codes.hash(buyerId ?? NO_BUYER, code, 'login')} then now() end
        where id = (select id from login_codes where buyer_id = ${buyerId ?? NO_BUYER}
                    order by created_at desc limit 1)
          and ${passwordRight}::boolean
          and attempts < ${MAX_LOGIN_CODE_ATTEMPTS}
          and used_at is null
          and expires_at > now()
        returning used_at is not null as signed_in`,
  );
  if (!attempt?.signed_in) throw invalidCode();
}

const invalidCode = () => fieldRefusal('invalid_code', 'code', 'invalid_code', INVALID_LOGIN_CODE);

/**
 * The outbox's part: replaces the buyer's earlier login codes with a new one and answers the mail carrying it, or null
 * (no mail) for a login whose email or password was wrong, or once the buyer's mailbox has had its share of codes.
 */
export async function issueLoginCode(
  { db, codes }: Pick<AccountsDeps, 'db' | 'codes'>,
  buyerId: string | null,
): Promise<OutgoingMail | null> {
  if (!buyerId) return null;
  const [buyer] = await db
    .select({ id: buyers.id, name: buyers.name, email: buyers.email })
    .from(buyers)
    .where(eq(buyers.id, buyerId));
  if (!buyer) return null;
  // Past its share the owner still has the newest code mailed, which stays valid.
  if (!(await withinLimit(db, RATE_LIMITS.loginCodeSendPerEmail, buyer.email.toLowerCase()))) return null;
  const code = codes.generate();
  await inTransaction(db, async (tx) => {
    await tx.delete(loginCodes).where(eq(loginCodes.buyerId, buyer.id));
    await tx.insert(loginCodes).values({
      buyerId: buyer.id,
      codeHash: codes.hash(buyer.id, code, 'login'),
      expiresAt: sql`now() + ${LOGIN_CODE_LIFETIME_MINUTES} * interval '1 minute'`,
    });
  });
  return loginCodeMail(buyer.email, buyer.name, code, LOGIN_CODE_LIFETIME_MINUTES);
}
