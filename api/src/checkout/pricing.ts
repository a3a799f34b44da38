import { pointsToSpend } from '../membership/points.js';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../serviceability/delivery-options.js';

export interface CheckoutAmounts {
  subtotalPaise: number;
  discountPaise: number;
  pointsUsed: number;
  /** What the points take off: their value, at most the amount after the discount. */
  pointsOffPaise: number;
  deliveryPaise: number;
  /** The cash-on-delivery fee; 0 unless the buyer pays on delivery. */
  codFeePaise: number;
  /**
   * What the payment takes (or the courier collects, fee included): 0 when coupon and points cover everything (then
   * there is no payment), else at least ₹1.
   */
  totalPaise: number;
}

/**
 * Spec 2 "Price": subtotal minus the coupon's discount, minus the points spent (only with the toggle on; capped at the
 * amount after the discount), plus delivery, floored at 0. All in integer paise. Points that cover the whole amount
 * are spent to cover it (a part of a rupee takes a whole point) and leave nothing to pay; points that do not are
 * capped so that at least Razorpay's ₹1 minimum is left to charge.
 */
export function priceCheckout(input: {
  subtotalPaise: number;
  discountPaise: number;
  pointsBalance: number;
  usePoints: boolean;
  delivery: DeliveryOption;
}): CheckoutAmounts {
  const afterDiscount = Math.max(0, input.subtotalPaise - input.discountPaise);
  const deliveryPaise = DELIVERY_OPTIONS[input.delivery].chargePaise;
  const { pointsUsed, pointsOffPaise } = pointsToSpend({
    afterDiscountPaise: afterDiscount,
    balance: input.usePoints ? input.pointsBalance : 0,
    deliveryPaise,
  });
  return {
    subtotalPaise: input.subtotalPaise,
    discountPaise: input.discountPaise,
    pointsUsed,
    pointsOffPaise,
    deliveryPaise,
    codFeePaise: 0,
    totalPaise: afterDiscount - pointsOffPaise + deliveryPaise,
  };
}

/** The same price paid on delivery: the cash-on-delivery fee is added to what the courier collects. */
export const withCodFee = (amounts: CheckoutAmounts, codFeePaise: number): CheckoutAmounts => ({
  ...amounts,
  codFeePaise,
  totalPaise: amounts.totalPaise + codFeePaise,
});

/** Whether a price leaves nothing to pay: the order is placed without a payment. */
export const coveredWholly = (amounts: Pick<CheckoutAmounts, 'totalPaise'>): boolean => amounts.totalPaise === 0;
