import { flooredQuotient } from '@sutra/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pointsEntries } from '../db/schema.js';

/**
 * How many points an order spends is the shared rule in `@sutra/rules` (the checkout prices with it; test stand-ins
 * for the checkout answer price with the same one). Earning and the balance are the api's alone.
 */
export { POINT_VALUE_PAISE, pointsToSpend, pointsValuePaise } from '@sutra/rules';

/** One point is earned per ₹100 (10,000 paise) of an order's value (what was paid). */
export const PAISE_PER_POINT_EARNED = 10_000;

/** Points an order of `orderValuePaise` earns: 1 per whole ₹100. */
export const pointsEarnedFor = (orderValuePaise: number): number =>
  flooredQuotient(orderValuePaise, PAISE_PER_POINT_EARNED);

/** The buyer's balance: earned minus redeemed over their history. */
export async function pointsBalance(db: Db, buyerId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${pointsEntries.pointsEarned} - ${pointsEntries.pointsRedeemed}), 0)`,
    })
    .from(pointsEntries)
    .where(eq(pointsEntries.buyerId, buyerId));
  return Number(row?.total ?? 0);
}

/**
 * A cancelled or returned order is undone for points too: it earns nothing, and the points it spent go back to the
 * buyer (docs/decisions/membership.md). Its history entry stays (the order was placed) with both at 0; what the order
 * earned and spent stays on the order. Runs in the status change's transaction, under the buyer's lock. Points it
 * earned that were spent since are still taken back, so the balance may fall below 0 until later orders earn it back.
 */
export async function reversePointsOf(tx: Db, orderId: string): Promise<void> {
  await tx.update(pointsEntries).set({ pointsEarned: 0, pointsRedeemed: 0 }).where(eq(pointsEntries.orderId, orderId));
}
