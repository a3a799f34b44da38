import { type CouponRefusalCode, flooredQuotient, formatRupees } from '@sutra/rules';
import { count, eq, sql } from 'drizzle-orm';
import { buyableCart } from '../cart/buyable-cart.js';
import type { Db } from '../db/client.js';
import { couponRedemptions, coupons } from '../db/schema.js';

export type Coupon = typeof coupons.$inferSelect;

export const COUPON_APPLIED = 'Coupon applied successfully';
export const COUPON_BLANK = 'Please enter a coupon code';
export const COUPON_UNKNOWN = 'Invalid coupon code';
export const COUPON_EXPIRED = 'This coupon has expired';
export const COUPON_NOT_STARTED = 'This coupon is not active yet';
export const COUPON_USED_UP = 'This coupon is no longer available';
export const COUPON_USED_BY_BUYER = 'You have already used this coupon';
export const couponUsedTimes = (times: number) => `You have already used this coupon ${times} times, the most allowed`;
export const couponMinimum = (minOrderPaise: number) =>
  `This coupon needs an order of at least ${formatRupees(minOrderPaise)}`;

export type CouponVerdict =
  | { ok: true; coupon: Coupon; discountPaise: number }
  | { ok: false; code: CouponRefusalCode; message: string };

export interface CouponUse {
  /** Orders of this buyer that used the coupon. */
  byBuyer: number;
  /** Orders of anyone that used it. */
  total: number;
}

/** The discount a coupon gives on `orderPaise`: percent (rounded down to the paisa, capped) or flat (at most the order). */
export function couponDiscount(coupon: Coupon, orderPaise: number): number {
  const raw =
    coupon.kind === 'percent'
      ? flooredQuotient(orderPaise * (coupon.percentOff ?? 0), 100)
      : Math.min(coupon.amountOffPaise ?? 0, orderPaise);
  return coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
}

/**
 * Whether a coupon applies to an order of `orderPaise` for a buyer who used it `use.byBuyer` times (and everyone
 * `use.total` times), checked in this order: known and active, started, not expired, uses left in all, uses left for
 * the buyer, minimum order. Answers the discount, or why not: its code and the message to show.
 */
export function judgeCoupon(
  coupon: Coupon | undefined,
  orderPaise: number,
  use: CouponUse,
  now = new Date(),
): CouponVerdict {
  if (!coupon?.active) return { ok: false, code: 'coupon_unknown', message: COUPON_UNKNOWN };
  if (coupon.startsAt && coupon.startsAt > now)
    return { ok: false, code: 'coupon_not_started', message: COUPON_NOT_STARTED };
  if (coupon.expiresAt && coupon.expiresAt <= now)
    return { ok: false, code: 'coupon_expired', message: COUPON_EXPIRED };
  if (coupon.totalUses !== null && use.total >= coupon.totalUses) {
    return { ok: false, code: 'coupon_used_up', message: COUPON_USED_UP };
  }
  if (coupon.usesPerBuyer !== null && use.byBuyer >= coupon.usesPerBuyer) {
    const message = coupon.usesPerBuyer === 1 ? COUPON_USED_BY_BUYER : couponUsedTimes(use.byBuyer);
    return { ok: false, code: 'coupon_used_by_buyer', message };
  }
  if (orderPaise < coupon.minOrderPaise) {
    return { ok: false, code: 'coupon_minimum', message: couponMinimum(coupon.minOrderPaise) };
  }
  const discountPaise = couponDiscount(coupon, orderPaise);
  if (discountPaise <= 0) {
    return { ok: false, code: 'coupon_minimum', message: couponMinimum(Math.max(coupon.minOrderPaise, 100)) };
  }
  return { ok: true, coupon, discountPaise };
}

/** Codes are matched ignoring case and surrounding spaces. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** The coupon with this code, if any (`lock` takes its row lock, so total-use checks cannot be raced). */
export async function findCoupon(db: Db, code: string, lock = false): Promise<Coupon | undefined> {
  const query = db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCode(code)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function couponUse(db: Db, couponId: string, buyerId: string): Promise<CouponUse> {
  const [row] = await db
    .select({
      total: count(),
      byBuyer: sql<string>`count(*) filter (where ${couponRedemptions.buyerId} = ${buyerId})`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { total: Number(row?.total ?? 0), byBuyer: Number(row?.byBuyer ?? 0) };
}

/** Looks a code up and judges it for the buyer and order amount. */
export async function checkCoupon(db: Db, buyerId: string, code: string, orderPaise: number, lock = false) {
  const coupon = await findCoupon(db, code, lock);
  const use = coupon ? await couponUse(db, coupon.id, buyerId) : { total: 0, byBuyer: 0 };
  return judgeCoupon(coupon, orderPaise, use);
}

export interface CouponCheckAnswer {
  valid: boolean;
  message: string;
  couponCode: string;
  discountPaise: number;
  orderPaise: number;
}

/** GET /coupon-validate: the code judged against the buyer's cart total and their own uses of it. */
export async function validateCoupon(db: Db, buyerId: string, code: string | undefined): Promise<CouponCheckAnswer> {
  const couponCode = normalizeCode(code ?? '');
  const { subtotalPaise } = await buyableCart(db, buyerId);
  const answer = { couponCode, orderPaise: subtotalPaise };
  if (!couponCode) return { ...answer, valid: false, message: COUPON_BLANK, discountPaise: 0 };
  const verdict = await checkCoupon(db, buyerId, couponCode, subtotalPaise);
  return verdict.ok
    ? { ...answer, valid: true, message: COUPON_APPLIED, discountPaise: verdict.discountPaise }
    : { ...answer, valid: false, message: verdict.message, discountPaise: 0 };
}
