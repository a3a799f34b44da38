import { formatRupees } from '@sutra/rules';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import { buyableCart } from '../cart/buyable-cart.js';
import type { Db } from '../db/client.js';
import { coupons } from '../db/schema.js';
import type { availableCouponsAnswerSchema } from './schemas.js';
import { type Coupon, couponUse, judgeCoupon } from './service.js';

/** One offer at checkout: a coupon this buyer may use, its rule, and what it would take off their cart now. */
export type AvailableCouponJson = z.infer<typeof availableCouponsAnswerSchema>['result'][number];

/** The coupon's rule in words, from its numbers (the server owns the rule, so it also writes it). */
export function couponRule(coupon: Coupon): string {
  const off =
    coupon.kind === 'percent' ? `${coupon.percentOff ?? 0}% off` : `${formatRupees(coupon.amountOffPaise ?? 0)} off`;
  const cap =
    coupon.kind === 'percent' && coupon.maxDiscountPaise !== null
      ? `, up to ${formatRupees(coupon.maxDiscountPaise)},`
      : '';
  const orders = coupon.minOrderPaise > 0 ? `orders of ${formatRupees(coupon.minOrderPaise)} or more` : 'any order';
  return `${off}${cap} on ${orders}`;
}

/**
 * GET /coupons/available: the listed coupons the buyer can use now — active, started, not expired, with uses left in
 * all and for this buyer — each judged against the buyer's cart as applying it would judge it. Those the cart
 * qualifies for come first (the biggest saving first), then those it falls short of (the nearest first).
 */
export async function availableCoupons(db: Db, buyerId: string, now = new Date()): Promise<AvailableCouponJson[]> {
  const candidates = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        eq(coupons.listed, true),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      ),
    );
  if (candidates.length === 0) return [];
  const { subtotalPaise } = await buyableCart(db, buyerId);
  const offers: AvailableCouponJson[] = [];
  for (const coupon of candidates) {
    const use = await couponUse(db, coupon.id, buyerId);
    if (coupon.totalUses !== null && use.total >= coupon.totalUses) continue;
    if (coupon.usesPerBuyer !== null && use.byBuyer >= coupon.usesPerBuyer) continue;
    const verdict = judgeCoupon(coupon, subtotalPaise, use, now);
    offers.push({
      code: coupon.code,
      description: coupon.description,
      rule: couponRule(coupon),
      minOrderPaise: coupon.minOrderPaise,
      expiresAt: coupon.expiresAt?.toISOString() ?? null,
      usesLeft: coupon.usesPerBuyer === null ? null : coupon.usesPerBuyer - use.byBuyer,
      applicable: verdict.ok,
      discountPaise: verdict.ok ? verdict.discountPaise : 0,
      shortfallPaise: Math.max(0, coupon.minOrderPaise - subtotalPaise),
      message: verdict.ok ? null : verdict.message,
    });
  }
  return offers.sort(
    (a, b) =>
      Number(b.applicable) - Number(a.applicable) ||
      b.discountPaise - a.discountPaise ||
      a.shortfallPaise - b.shortfallPaise ||
      a.code.localeCompare(b.code),
  );
}
