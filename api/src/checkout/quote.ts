import { readCartLines } from '../cart/service.js';
import type { Db } from '../db/client.js';
import { pointsBalance } from '../membership/points.js';
import { paiseToRupees } from '../money.js';
import { COUPON_APPLIED, checkCoupon, normalizeCode } from './coupons.js';
import { type CheckoutAmounts, coveredWholly, type DeliveryOption, priceCheckout } from './pricing.js';

/** What the buyer asks a price for: the summary's coupon, points toggle and delivery option. */
export interface PriceRequest {
  couponCode?: string | null | undefined;
  useMembershipPoints: boolean;
  delivery: DeliveryOption;
}

/** The coupon as the price judged it: applied (with the server's message), or not (with why). */
export type CouponOutcome =
  | { applied: true; id: string; code: string; message: string }
  | { applied: false; code: string; message: string };

export interface PricedCart {
  lines: Awaited<ReturnType<typeof readCartLines>>;
  amounts: CheckoutAmounts;
  /** Null when no code was asked for. */
  coupon: CouponOutcome | null;
  /** The buyer's points balance now (only read with the toggle on; else null). */
  pointsBalance: number | null;
}

/** The buyer's cart lines that can be bought now (in stock), and their sum. */
export async function buyableCart(db: Db, buyerId: string) {
  const lines = (await readCartLines(db, buyerId)).filter((line) => line.inStock);
  return { lines, subtotalPaise: lines.reduce((sum, line) => sum + line.lineTotalPaise, 0) };
}

/**
 * The price of the buyer's cart as it stands, for the summary (`GET /checkout/price`) and for starting the payment
 * (`POST /payment/order`): the same rule for both, so what the summary shows is what is charged. A code that does not
 * apply is priced without, and `coupon` says why.
 */
export async function priceCart(db: Db, buyerId: string, request: PriceRequest): Promise<PricedCart> {
  const { lines, subtotalPaise } = await buyableCart(db, buyerId);
  let coupon: CouponOutcome | null = null;
  let discountPaise = 0;
  const code = normalizeCode(request.couponCode ?? '');
  if (code) {
    const verdict = await checkCoupon(db, buyerId, code, subtotalPaise);
    if (verdict.ok) {
      coupon = { applied: true, id: verdict.coupon.id, code: verdict.coupon.code, message: COUPON_APPLIED };
      discountPaise = verdict.discountPaise;
    } else {
      coupon = { applied: false, code, message: verdict.message };
    }
  }
  const balance = request.useMembershipPoints ? await pointsBalance(db, buyerId) : null;
  const amounts = priceCheckout({
    subtotalPaise,
    discountPaise,
    pointsBalance: balance ?? 0,
    usePoints: request.useMembershipPoints,
    delivery: request.delivery,
  });
  return { lines, amounts, coupon, pointsBalance: balance };
}

/** GET /checkout/price's `result`: what Complete Purchase would charge now, rupees. */
export interface CheckoutPriceJson {
  /** The cart's lines in stock. */
  subtotal: number;
  /** The coupon applied, or null (none asked for, or it does not apply: see `coupon`). */
  couponCode: string | null;
  /** The asked-for code as judged: applied, or not and why; null when none was asked for. */
  coupon: { code: string; applied: boolean; message: string } | null;
  discount: number;
  membershipPointsUsed: number;
  /** Rupees the points take off (at most the amount after the discount). */
  pointsValue: number;
  /** The buyer's points now; null when the toggle is off (not read). */
  pointsBalance: number | null;
  delivery: DeliveryOption;
  deliveryCharge: number;
  total: number;
  /** False when coupon and points cover everything: the order is placed without a payment. */
  paymentRequired: boolean;
  /** Units of the lines in stock. */
  itemCount: number;
}

export function toCheckoutPriceJson(priced: PricedCart, delivery: DeliveryOption): CheckoutPriceJson {
  const { amounts, coupon } = priced;
  return {
    subtotal: paiseToRupees(amounts.subtotalPaise),
    couponCode: coupon?.applied ? coupon.code : null,
    coupon: coupon ? { code: coupon.code, applied: coupon.applied, message: coupon.message } : null,
    discount: paiseToRupees(amounts.discountPaise),
    membershipPointsUsed: amounts.pointsUsed,
    pointsValue: paiseToRupees(amounts.pointsOffPaise),
    pointsBalance: priced.pointsBalance,
    delivery,
    deliveryCharge: paiseToRupees(amounts.deliveryPaise),
    total: paiseToRupees(amounts.totalPaise),
    paymentRequired: !coveredWholly(amounts),
    itemCount: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
