import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pointsEntries } from '../db/schema.js';

/** One point takes ₹1 (100 paise) off an order. */
export const POINT_VALUE_PAISE = 100;
/** One point is earned per ₹100 (10,000 paise) of an order's value (what was paid). */
export const PAISE_PER_POINT_EARNED = 10_000;
/**
 * Razorpay's smallest charge, ₹1 (its orders API refuses less): points that do not cover the whole order never bring
 * the payment below it. Points that do cover it leave nothing to pay, and no Razorpay order is made.
 */
export const MIN_CHARGE_PAISE = 100;

/** Points an order of `orderValuePaise` earns: 1 per whole ₹100. */
export const pointsEarnedFor = (orderValuePaise: number): number =>
  Math.floor(orderValuePaise / PAISE_PER_POINT_EARNED);

/**
 * The most points an order may spend while a payment is still due (spec 2 "Price": capped at the amount after the
 * discount), less ₹1 so that Razorpay still has something to charge.
 */
export const maxPointsFor = (afterDiscountPaise: number): number =>
  Math.max(0, Math.floor((afterDiscountPaise - MIN_CHARGE_PAISE) / POINT_VALUE_PAISE));

/** The points that cover `afterDiscountPaise` wholly: whole points, so a part of a rupee takes a whole point. */
export const pointsToCover = (afterDiscountPaise: number): number =>
  Math.max(0, Math.ceil(afterDiscountPaise / POINT_VALUE_PAISE));

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
