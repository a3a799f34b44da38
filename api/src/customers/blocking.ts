import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { buyers } from '../db/schema.js';
import { conflict } from '../http/errors.js';

/** What a blocked buyer is told at checkout; staff unblock from the customer's page. */
export const ACCOUNT_BLOCKED =
  'Your account cannot place orders right now. Please contact us through Contact Us if you think this is a mistake.';

/** Whether staff have blocked the buyer from buying (an unknown buyer is not: other checks answer for them). */
export async function isBlocked(db: Db, buyerId: string): Promise<boolean> {
  const [row] = await db.select({ blockedAt: buyers.blockedAt }).from(buyers).where(eq(buyers.id, buyerId));
  return Boolean(row?.blockedAt);
}

/** Refuses a blocked buyer's checkout before anything is priced or charged: `409 account_blocked`. */
export async function assertMayBuy(db: Db, buyerId: string): Promise<void> {
  if (await isBlocked(db, buyerId)) throw conflict('account_blocked', ACCOUNT_BLOCKED);
}
