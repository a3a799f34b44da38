import { and, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { InvalidTokenError } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { buyers, passwordResetCodes } from '../db/schema.js';
import { fieldRefusal } from '../http/errors.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { passwordResetCodeMail } from '../mail/templates.js';
import type { AccountsDeps } from './deps.js';
import { byEmail } from './service.js';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent it a 6-digit code. It expires in 10 minutes.';
export const CODE_VERIFIED = 'Code verified. Please choose a new password.';
/** One answer for every bad code: wrong, expired, used up, too many tries, or an email without an account. */
export const INVALID_CODE = 'This code is not valid or has expired. Please check it or ask for a new one.';
export const INVALID_RESET_TOKEN = 'This password reset has expired or was already used. Please ask for a new code.';

/** The code is what is wrong, whatever the reason (an unknown email answers the same, so it tells nothing). */
const wrongCode = () => fieldRefusal('invalid_code', 'otp', 'invalid_code', INVALID_CODE);
const badResetToken = () => fieldRefusal('invalid_code', 'resetToken', 'invalid_code', INVALID_RESET_TOKEN);
export const PASSWORD_RESET_DONE = 'Password reset successful!';

/**
 * Step 1: asks for a fresh 6-digit code for this email. The request only writes an outbox job, whatever the email, so
 * known and unknown emails are answered alike and in the same time; the worker then calls `issueResetCode`.
 */
export async function requestPasswordReset({ outbox }: AccountsDeps, email: string): Promise<void> {
  await outbox.send({ kind: 'password-reset', email });
}

/**
 * The outbox's part of step 1: replaces the account's earlier codes with a new one and answers the mail carrying it,
 * or null (no mail) when no account has this email.
 */
export async function issueResetCode(
  { db, codes }: Pick<AccountsDeps, 'db' | 'codes'>,
  email: string,
): Promise<OutgoingMail | null> {
  const [buyer] = await db
    .select({ id: buyers.id, name: buyers.name, email: buyers.email })
    .from(buyers)
    .where(byEmail(email));
  if (!buyer) return null;
  const code = codes.generate();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.buyerId, buyer.id));
    await tx.insert(passwordResetCodes).values({
      buyerId: buyer.id,
      codeHash: codes.hash(buyer.id, code),
      expiresAt: sql`now() + ${CODE_LIFETIME_MINUTES} * interval '1 minute'`,
    });
  });
  return passwordResetCodeMail(buyer.email, buyer.name, code, CODE_LIFETIME_MINUTES);
}

/**
 * Step 2: checks a code and answers a short-lived reset token. Each try spends one of the code's 5 attempts
 * (counted atomically, so parallel guesses cannot exceed them); a right code is spent at once and never works again.
 */
export async function verifyResetCode({ db, tokens, codes }: AccountsDeps, email: string, code: string) {
  const [buyer] = await db
    .select({ id: buyers.id, tokenVersion: buyers.tokenVersion })
    .from(buyers)
    .where(byEmail(email));
  if (!buyer) throw wrongCode();
  const [latest] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.buyerId, buyer.id))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!latest) throw wrongCode();

  const [attempt] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, latest.id),
        lt(passwordResetCodes.attempts, MAX_CODE_ATTEMPTS),
        isNull(passwordResetCodes.verifiedAt),
        gt(passwordResetCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  if (!attempt || !codes.matches(buyer.id, code, attempt.codeHash)) throw wrongCode();

  const [verified] = await db
    .update(passwordResetCodes)
    .set({ verifiedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.id, latest.id), isNull(passwordResetCodes.verifiedAt)))
    .returning({ id: passwordResetCodes.id });
  if (!verified) throw wrongCode();
  return tokens.signReset({ buyerId: buyer.id, tokenVersion: buyer.tokenVersion, codeId: verified.id });
}

/**
 * Step 3: sets the new password. The reset token works once (its code is marked consumed in the same transaction)
 * and only while the buyer's token version is the one it was given with; the version is bumped, so every session
 * token given before stops working.
 */
export async function resetPassword({ db, tokens, passwords }: AccountsDeps, resetToken: string, password: string) {
  let claims: Awaited<ReturnType<typeof tokens.verifyReset>>;
  try {
    claims = await tokens.verifyReset(resetToken);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw badResetToken();
    throw error;
  }
  const passwordHash = await passwords.hash(password);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [code] = await tx
      .update(passwordResetCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetCodes.id, claims.codeId),
          eq(passwordResetCodes.buyerId, claims.buyerId),
          isNotNull(passwordResetCodes.verifiedAt),
          isNull(passwordResetCodes.consumedAt),
        ),
      )
      .returning({ id: passwordResetCodes.id });
    if (!code) throw badResetToken();
    const [buyer] = await tx
      .update(buyers)
      .set({ passwordHash, tokenVersion: sql`${buyers.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(buyers.id, claims.buyerId), eq(buyers.tokenVersion, claims.tokenVersion)))
      .returning({ id: buyers.id });
    if (!buyer) throw badResetToken();
    await tx
      .delete(passwordResetCodes)
      .where(and(eq(passwordResetCodes.buyerId, claims.buyerId), ne(passwordResetCodes.id, code.id)));
  });
}
