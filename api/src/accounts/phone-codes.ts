import { formatIndianMobile, PHONE_CODE_RESEND_SECONDS } from '@sutra/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { OneTimeCodes } from '../auth/one-time-codes.js';
import { countHit } from '../auth/rate-limit-store.js';
import { RATE_LIMITS, withinLimit } from '../auth/rate-limits.js';
import { type Db, queryRows } from '../db/client.js';
import { buyers, type PhoneCodePurpose, phoneCodes } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpError } from '../http/errors.js';
import type { OutgoingMessage } from '../messaging/message.js';

export const PHONE_CODE_LIFETIME_MINUTES = 10;
export const MAX_PHONE_CODE_ATTEMPTS = 5;
/** A new code for the same number (and purpose) only after this wait; the page counts it down. */

/** The one answer to asking for a code, whether or not the number has an account. */
export const phoneCodeSent = (mobile: string): string =>
  `We have sent a 6-digit code to ${formatIndianMobile(mobile)}. It expires in ${PHONE_CODE_LIFETIME_MINUTES} minutes.`;

export const resendTooSoon = (seconds: number): HttpError => {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, 'resend_too_soon', `Please wait ${wait} seconds before asking for a new code.`, {
    headers: { 'retry-after': String(wait) },
  });
};

/** The message outbox's job: a code is made only when it is sent, so it is never kept in clear. */
export interface PhoneCodeJob {
  kind: 'phone-code';
  mobile: string;
  purpose: PhoneCodePurpose;
  /** The signed-in buyer adding the number (`add-number`); null to sign in or up. */
  buyerId: string | null;
}

/** What a code's hash is bound to: the number, and for adding a number also the account asking. */
const subjectOf = (mobile: string, purpose: PhoneCodePurpose, buyerId: string | null): string =>
  purpose === 'add-number' ? `${purpose}:${mobile}:${buyerId ?? ''}` : `${purpose}:${mobile}`;

/**
 * The request's part of sending a code: the wait between codes for the number, then the outbox job. The same work
 * for any number: whether it has an account is not looked at here.
 */
export async function askForPhoneCode(
  db: Db,
  job: Omit<PhoneCodeJob, 'kind'>,
  write: (job: PhoneCodeJob) => Promise<unknown>,
): Promise<void> {
  const wait = await countHit(db, `phone-code-wait:${job.purpose}:${job.mobile}`, PHONE_CODE_RESEND_SECONDS * 1000);
  if (wait.current > 1) throw resendTooSoon(wait.ttl / 1000);
  await write({ kind: 'phone-code', ...job });
}

/** The SMS: the code first (what a phone shows in its notification), and WebOTP's origin-bound line last. */
export const phoneCodeSms = (code: string, shopHost: string): string =>
  `${code} is your Sutra code. It expires in ${PHONE_CODE_LIFETIME_MINUTES} minutes. Do not share it with anyone.\n\n@${shopHost} #${code}`;

/**
 * The outbox's part: replaces the number's earlier codes (of this purpose) with a new one and answers the SMS carrying
 * it, or null (nothing sent) once the number has had its share of codes, or for an account that no longer exists.
 */
export async function issuePhoneCode(
  { db, codes, shopHost }: { db: Db; codes: OneTimeCodes; shopHost: string },
  { mobile, purpose, buyerId }: PhoneCodeJob,
): Promise<OutgoingMessage | null> {
  if (purpose === 'add-number') {
    if (!buyerId) return null;
    const [buyer] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId));
    if (!buyer) return null;
  }
  // Past its share the number still has the newest code sent, which stays valid.
  if (!(await withinLimit(db, RATE_LIMITS.phoneCodeSendPerNumber, mobile))) return null;
  const code = codes.generate();
  await inTransaction(db, async (tx) => {
    await tx.delete(phoneCodes).where(and(eq(phoneCodes.mobile, mobile), eq(phoneCodes.purpose, purpose)));
    await tx.insert(phoneCodes).values({
      mobile,
      purpose,
      buyerId: purpose === 'add-number' ? buyerId : null,
      codeHash: codes.hash(subjectOf(mobile, purpose, buyerId), code, 'phone'),
      expiresAt: sql`now() + ${PHONE_CODE_LIFETIME_MINUTES} * interval '1 minute'`,
    });
  });
  return { to: mobile, channel: 'sms', sms: { text: phoneCodeSms(code, shopHost) } };
}

/**
 * Spends one attempt of the number's newest code and answers its id when `code` is right, else null. One statement: a
 * right code is marked used in the same update that counts the attempt, so of two checks with one code at once (the
 * row's lock orders them, and the second sees it used) only the first passes; a code takes 5 attempts at most.
 */
export async function spendPhoneCode(
  { db, codes }: { db: Db; codes: OneTimeCodes },
  mobile: string,
  purpose: PhoneCodePurpose,
  buyerId: string | null,
  code: string,
): Promise<string | null> {
  const hash = codes.hash(subjectOf(mobile, purpose, buyerId), code, 'phone');
  const [attempt] = await queryRows<{ id: string; passed: boolean }>(
    db,
    sql`update phone_codes set attempts = attempts + 1,
          used_at = case when code_hash = ${hash} then now() end
        where id = (select id from phone_codes where mobile = ${mobile} and purpose = ${purpose}
                    order by created_at desc limit 1)
          and attempts < ${MAX_PHONE_CODE_ATTEMPTS}
          and used_at is null
          and expires_at > now()
        returning id, used_at is not null as passed`,
  );
  return attempt?.passed ? attempt.id : null;
}

/** How the message outbox turns the accounts slice's jobs into messages. */
export const phoneMessageRenderers = (deps: { db: Db; codes: OneTimeCodes; shopHost: string }) => ({
  'phone-code': (job: PhoneCodeJob) => issuePhoneCode(deps, job),
});
