import type { CouponRefusalCode } from '@sutra/rules';
import type { z } from 'zod';
import { buyableCart } from '../cart/buyable-cart.js';
import type { readCartLines } from '../cart/service.js';
import { COUPON_APPLIED, checkCoupon, normalizeCode } from '../coupons/service.js';
import type { Db } from '../db/client.js';
import { pointsBalance } from '../membership/points.js';
import type { DeliveryOption } from '../serviceability/delivery-options.js';
import type { PincodeReach, PincodeReachSource } from '../serviceability/pincode-reach.js';
import { COD_FEE_PAISE, type CodVerdict, codVerdict } from './cash-on-delivery.js';
import { type CheckoutAmounts, coveredWholly, priceCheckout, withCodFee } from './pricing.js';
import type { priceAnswerSchema } from './schemas.js';

export type PaymentChoice = 'online' | 'cod';

/** What the buyer asks a price for: the summary's coupon, points toggle, delivery option and way to pay. */
export interface PriceRequest {
  couponCode?: string | null | undefined;
  useMembershipPoints: boolean;
  delivery: DeliveryOption;
  /** Online (Razorpay) unless cash on delivery is asked for. */
  paymentMethod?: PaymentChoice | undefined;
  /** The delivery pincode, when known: whether a courier can collect cash there. */
  pincode?: string | undefined;
}

export interface PriceDeps {
  db: Db;
  serviceability: PincodeReachSource;
}

/** The coupon as the price judged it: applied (with the server's message), or not (with why). */
export type CouponOutcome =
  | { applied: true; id: string; code: string; message: string }
  | { applied: false; code: string; message: string; refusal: CouponRefusalCode };

export interface PricedCart {
  lines: Awaited<ReturnType<typeof readCartLines>>;
  amounts: CheckoutAmounts;
  /** Null when no code was asked for. */
  coupon: CouponOutcome | null;
  /** The buyer's points balance now (only read with the toggle on; else null). */
  pointsBalance: number | null;
  /** Whether cash on delivery can be chosen for this price (and the pincode, when given), and why not. */
  cod: CodVerdict;
  /** How this price is paid: cash on delivery only when asked for and offered (then `amounts` holds the fee). */
  paymentMethod: PaymentChoice;
  /** The delivery pincode's reach, when a pincode was given. */
  reach: PincodeReach | null;
}

/**
 * The price of the buyer's cart as it stands, for the summary (`GET /checkout/price`) and for starting the payment
 * (`POST /payment/order`): the same rule for both, so what the summary shows is what is charged. A code that does not
 * apply is priced without, and `coupon` says why.
 */
export async function priceCart(deps: PriceDeps, buyerId: string, request: PriceRequest): Promise<PricedCart> {
  const { db } = deps;
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
      coupon = { applied: false, code, message: verdict.message, refusal: verdict.code };
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
  // Without a pincode yet, only the amount decides; the pincode is asked about when the checkout starts.
  const reach = request.pincode ? await deps.serviceability.estimate(request.pincode) : null;
  const cod = codVerdict(amounts.totalPaise, request.pincode ?? '', reach ?? { serviceable: true, codAvailable: true });
  if (request.paymentMethod === 'cod' && cod.offered) {
    return {
      lines,
      amounts: withCodFee(amounts, cod.feePaise),
      coupon,
      pointsBalance: balance,
      cod,
      paymentMethod: 'cod',
      reach,
    };
  }
  return { lines, amounts, coupon, pointsBalance: balance, cod, paymentMethod: 'online', reach };
}

/** GET /checkout/price's `result`: what Complete Purchase would charge now, in paise. */
export type CheckoutPriceJson = z.infer<typeof priceAnswerSchema>['result'];

export function toCheckoutPriceJson(priced: PricedCart, delivery: DeliveryOption): CheckoutPriceJson {
  const { amounts, coupon } = priced;
  return {
    subtotalPaise: amounts.subtotalPaise,
    couponCode: coupon?.applied ? coupon.code : null,
    coupon: coupon ? { code: coupon.code, applied: coupon.applied, message: coupon.message } : null,
    discountPaise: amounts.discountPaise,
    membershipPointsUsed: amounts.pointsUsed,
    pointsValuePaise: amounts.pointsOffPaise,
    pointsBalance: priced.pointsBalance,
    delivery,
    deliveryChargePaise: amounts.deliveryPaise,
    codFeePaise: amounts.codFeePaise,
    totalPaise: amounts.totalPaise,
    // Razorpay takes nothing when coupon and points cover everything, nor when the courier collects.
    paymentRequired: !coveredWholly(amounts) && priced.paymentMethod === 'online',
    paymentMethod: priced.paymentMethod,
    cashOnDelivery: priced.cod.offered
      ? { available: true, feePaise: priced.cod.feePaise, message: null }
      : { available: false, feePaise: COD_FEE_PAISE, message: priced.cod.reason },
    itemCount: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
