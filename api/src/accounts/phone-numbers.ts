import { formatIndianMobile } from '@sutra/rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import { BUYER_NOT_FOUND } from '../auth/bearer.js';
import { isUniqueViolation } from '../db/errors.js';
import { buyers } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { conflict, fieldError, fieldRefusal, notFound } from '../http/errors.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';
import { type BuyerJson, buyerJsonColumns, toBuyerJson } from './buyer-json.js';
import { askForPhoneCode, spendPhoneCode } from './phone-codes.js';
import type { PhoneDeps } from './phone-deps.js';
import { INVALID_PHONE_CODE, MOBILE_TAKEN } from './phone-sign-in.js';

export const MOBILE_ADDED = 'Mobile number verified. You can now log in with it.';

/** A signed-in buyer asks for a code to prove a number they want on their account. */
export async function requestNumberCode({ db, messages }: PhoneDeps, buyerId: string, mobile: string): Promise<void> {
  await askForPhoneCode(db, { mobile, purpose: 'add-number', buyerId }, (job) => messages.send(job));
}

/**
 * A right code puts the number on the buyer's account, verified: it signs in by phone from now on. The newest proof
 * wins: an account that had the number loses phone sign-in (it keeps its email and password) and its owner is
 * mailed, in the same transaction, so a number given up and handed to someone else never opens the old account.
 */
export async function addVerifiedNumber(
  deps: PhoneDeps,
  buyerId: string,
  mobile: string,
  code: string,
): Promise<BuyerJson> {
  const { db, outbox, storeMailbox } = deps;
  if (!(await spendPhoneCode(deps, mobile, 'add-number', buyerId, code)))
    throw fieldRefusal('invalid_code', 'code', 'invalid_code', INVALID_PHONE_CODE);
  try {
    const { row, told } = await inTransaction(db, async (tx) => {
      const previous = await tx
        .update(buyers)
        .set({ mobile: null, mobileVerifiedAt: null, updatedAt: sql`now()` })
        .where(and(eq(buyers.mobile, mobile), ne(buyers.id, buyerId)))
        .returning({ email: buyers.email, name: buyers.name });
      for (const owner of previous) {
        await outbox.add(tx, { kind: 'mail', mail: numberMovedMail(owner.email, owner.name, mobile, storeMailbox) });
      }
      const [updated] = await tx
        .update(buyers)
        .set({ mobile, mobileVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(buyers.id, buyerId))
        .returning(buyerJsonColumns);
      if (!updated) throw notFound(BUYER_NOT_FOUND);
      return { row: updated, told: previous.length > 0 };
    });
    if (told) outbox.wake();
    return toBuyerJson(row);
  } catch (error) {
    // Another account proved the number at the same moment: the first proof to commit keeps it.
    if (isUniqueViolation(error))
      throw conflict('mobile_taken', MOBILE_TAKEN, [fieldError('mobile', 'taken', MOBILE_TAKEN)]);
    throw error;
  }
}

/** Tells the account that had a number that it no longer signs in with it. */
export function numberMovedMail(to: string, name: string, mobile: string, storeMailbox: string): OutgoingMail {
  const number = formatIndianMobile(mobile);
  const moved = `The mobile number ${number} was verified on another Sutra account, so it no longer logs in to yours.`;
  const help = `Your email and password still work. If this was not you, write to ${storeMailbox}.`;
  return {
    to,
    replyTo: storeMailbox,
    subject: 'Your mobile number was moved to another Sutra account',
    text: `Hello ${name},\n\n${moved} ${help}\n\nSutra`,
    html: layout('Your mobile number was moved', [`Hello ${escapeHtml(name)},`, escapeHtml(moved), escapeHtml(help)]),
  };
}
