import { eq } from 'drizzle-orm';
import { BUYER_NOT_FOUND } from '../auth/bearer.js';
import { notFound } from '../http/errors.js';
import type { Db } from './client.js';
import { buyers } from './schema.js';

/** Runs `work` in one transaction, handing it a handle of the same `Db` type the services take. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * Takes the buyer's row lock for the rest of the transaction, so one buyer's writes to their own lists (cart,
 * wishlist) run one at a time and checks such as "at most 50 lines" cannot be raced. `no key update` still lets
 * other transactions insert rows that reference the buyer. A buyer deleted meanwhile answers 404.
 */
export async function lockBuyer(tx: Db, buyerId: string): Promise<void> {
  const [row] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('no key update');
  if (!row) throw notFound(BUYER_NOT_FOUND);
}
