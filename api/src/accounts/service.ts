import { and, eq, lt, sql } from 'drizzle-orm';
import { BUYER_NOT_FOUND } from '../auth/bearer.js';
import { beginPasswordAttempt } from '../auth/password-attempts.js';
import { RATE_LIMITS, spendLimit } from '../auth/rate-limits.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { buyers, passwordResetCodes, revokedTokens } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { conflict, fieldError, fieldRefusal, notFound, unauthorized } from '../http/errors.js';
import { emailChangedMail } from '../mail/templates.js';
import { type AddressJson, type BuyerJson, buyerJsonColumns, orderAddresses, toBuyerJson } from './buyer-json.js';
import type { AccountsDeps } from './deps.js';
import { passSecondStep } from './login-codes.js';

export const SIGNUP_MESSAGE = 'Thank you for signing up. Please log in to continue.';
export const LOGIN_FAILED = 'Invalid email or password.';
export const EMAIL_TAKEN = 'This email is already used by another account.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email';
export const LOGGED_OUT = 'Logged out';

/** The buyer with this email, in any case (emails are unique regardless of case). */
export const byEmail = (email: string) => eq(sql`lower(${buyers.email})`, email.trim().toLowerCase());

export interface SignupInput {
  email: string;
  contactNumber: string;
  name: string;
  password: string;
}

/**
 * Creates a buyer. An email that already has an account gets the same answer (so sign-up cannot be used to learn
 * which emails have accounts) and no second account; the outbox tells its owner (at most once an hour). Both paths do
 * the same work — hash, one insert that may do nothing, one outbox job — so they also take the same time.
 */
export async function signup({ db, outbox, passwords }: AccountsDeps, input: SignupInput): Promise<void> {
  const passwordHash = await passwords.hash(input.password);
  const created = await db
    .insert(buyers)
    .values({ email: input.email, name: input.name, contactNumber: input.contactNumber, passwordHash })
    .onConflictDoNothing()
    .returning({ id: buyers.id });
  await outbox.send({ kind: 'signup', email: input.email, existing: created.length === 0 });
}

export interface LoginResult {
  token: string;
  buyer: BuyerJson;
}

/**
 * Checks the password and answers a session token. A wrong email and a wrong password look and time the same, and
 * both count against the wrong-password limits (`password-attempts.ts`) of the email and the client's address. Once
 * the account has had more wrong passwords than its limit, a right password also needs the code mailed to the account
 * (`login-codes.ts`): strangers guessing from many addresses cannot lock the owner out, nor get in with the password.
 */
export async function login(
  deps: AccountsDeps,
  email: string,
  password: string,
  clientAddress: string,
  code?: string,
): Promise<LoginResult> {
  const { db, tokens, passwords } = deps;
  const attempt = await beginPasswordAttempt(db, 'login', email.trim().toLowerCase(), clientAddress);
  const [row] = await db
    .select({ ...buyerJsonColumns, passwordHash: buyers.passwordHash, tokenVersion: buyers.tokenVersion })
    .from(buyers)
    .where(byEmail(email));
  const ok = await passwords.verify(row?.passwordHash, password);
  if (attempt.secondStepNeeded) {
    await passSecondStep(deps, { buyerId: row?.id ?? null, passwordRight: ok, code, clientAddress });
  }
  if (!row || !ok) throw unauthorized('login_failed', LOGIN_FAILED);
  await attempt.succeeded();
  if (row.passwordHash && passwords.needsRehash(row.passwordHash)) {
    // The hashing parameters were raised since this password was set: store it again with the current ones.
    await db
      .update(buyers)
      .set({ passwordHash: await passwords.hash(password) })
      .where(eq(buyers.id, row.id));
  }
  const token = await tokens.signSession({ buyerId: row.id, tokenVersion: row.tokenVersion });
  return { token, buyer: toBuyerJson(row) };
}

/** Logs one session token out: it is refused from now on, on every replica, until it would have expired anyway. */
export async function logout(db: Db, session: { tokenId: string; tokenExpiresAt: Date }): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: session.tokenId, expiresAt: session.tokenExpiresAt })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

export async function getBuyer(db: Db, buyerId: string): Promise<BuyerJson> {
  const [row] = await db.select(buyerJsonColumns).from(buyers).where(eq(buyers.id, buyerId));
  if (!row) throw notFound(BUYER_NOT_FOUND);
  return toBuyerJson(row);
}

/**
 * A signed-in buyer proves they are the account's owner by its password (a stolen or forgotten-open session is not
 * enough to take the account over). Wrong passwords count like logins do.
 */
async function proveCurrentPassword(
  { db, passwords }: Pick<AccountsDeps, 'db' | 'passwords'>,
  buyerId: string,
  passwordHash: string | null,
  given: string | undefined,
  clientAddress: string,
  missing: string,
  /** The request field the password came in (`currentPassword` on the profile, `password` on a change). */
  field: string,
): Promise<void> {
  if (!given) throw fieldRefusal('invalid_input', field, 'required', missing);
  const attempt = await beginPasswordAttempt(db, 'current-password', buyerId, clientAddress);
  if (!(await passwords.verify(passwordHash, given)))
    throw fieldRefusal('wrong_password', field, 'wrong_password', WRONG_CURRENT_PASSWORD);
  await attempt.succeeded();
}

export interface ProfileChanges {
  name?: string | undefined;
  email?: string | undefined;
  contactNumber?: string | undefined;
  address?: AddressJson[] | undefined;
  whatsappUpdates?: boolean | undefined;
  /** Needed only when the email changes. */
  currentPassword?: string | undefined;
}

/**
 * Changes any of name, email, phone and the address list in one statement; the first address becomes the default.
 * A new email needs the current password, and the old address is told (with the time and how to reach the store), in
 * the same transaction, so a taken-over account does not change hands silently.
 */
export async function updateProfile(
  { db, outbox, storeMailbox, passwords }: AccountsDeps,
  buyerId: string,
  changes: ProfileChanges,
  clientAddress: string,
): Promise<BuyerJson> {
  const [current] = await db
    .select({ name: buyers.name, email: buyers.email, passwordHash: buyers.passwordHash })
    .from(buyers)
    .where(eq(buyers.id, buyerId));
  if (!current) throw notFound(BUYER_NOT_FOUND);
  const newEmail =
    changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase() ? changes.email : null;
  if (newEmail) {
    await spendLimit(db, RATE_LIMITS.emailChangePerBuyer, buyerId);
    await spendLimit(db, RATE_LIMITS.emailChangePerIp, clientAddress);
    await proveCurrentPassword(
      { db, passwords },
      buyerId,
      current.passwordHash,
      changes.currentPassword,
      clientAddress,
      CURRENT_PASSWORD_NEEDED,
      'currentPassword',
    );
  }
  try {
    const row = await inTransaction(db, async (tx) => {
      const [updated] = await tx
        .update(buyers)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.contactNumber !== undefined ? { contactNumber: changes.contactNumber } : {}),
          ...(changes.address !== undefined ? { addresses: orderAddresses(changes.address) } : {}),
          ...(changes.whatsappUpdates !== undefined ? { whatsappUpdates: changes.whatsappUpdates } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(buyers.id, buyerId))
        .returning(buyerJsonColumns);
      if (!updated) throw notFound(BUYER_NOT_FOUND);
      if (newEmail) {
        const notice = emailChangedMail(current.email, current.name, updated.email, new Date(), storeMailbox);
        await outbox.add(tx, { kind: 'mail', mail: notice });
      }
      return updated;
    });
    if (newEmail) outbox.wake();
    return toBuyerJson(row);
  } catch (error) {
    // Only a signed-in buyer can ask, for one email at a time: saying the email is taken is the useful answer.
    if (isUniqueViolation(error))
      throw conflict('email_taken', EMAIL_TAKEN, [fieldError('email', 'taken', EMAIL_TAKEN)]);
    throw error;
  }
}

/**
 * Checks the current password (counted like logins), stores the new one and bumps the token version, so every token
 * given before (on this device or any other) stops working; answers a fresh token for the device that made the
 * change. Unused reset codes are dropped too. The change applies only over the hash that was checked, so two changes
 * at once cannot both pass on the old password.
 */
export async function changePassword(
  { db, tokens, passwords }: AccountsDeps,
  buyerId: string,
  currentPassword: string,
  newPassword: string,
  clientAddress: string,
): Promise<string> {
  const [row] = await db.select({ passwordHash: buyers.passwordHash }).from(buyers).where(eq(buyers.id, buyerId));
  if (!row) throw notFound(BUYER_NOT_FOUND);
  await proveCurrentPassword(
    { db, passwords },
    buyerId,
    row.passwordHash,
    currentPassword,
    clientAddress,
    WRONG_CURRENT_PASSWORD,
    'password',
  );
  const newHash = await passwords.hash(newPassword);
  const tokenVersion = await inTransaction(db, async (tx) => {
    const checkedHash =
      row.passwordHash === null ? sql`${buyers.passwordHash} is null` : eq(buyers.passwordHash, row.passwordHash);
    const [updated] = await tx
      .update(buyers)
      .set({ passwordHash: newHash, tokenVersion: sql`${buyers.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(buyers.id, buyerId), checkedHash))
      .returning({ tokenVersion: buyers.tokenVersion });
    if (!updated) throw fieldRefusal('wrong_password', 'password', 'wrong_password', WRONG_CURRENT_PASSWORD);
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.buyerId, buyerId));
    return updated.tokenVersion;
  });
  return tokens.signSession({ buyerId, tokenVersion });
}
