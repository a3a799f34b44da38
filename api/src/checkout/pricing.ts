import { maxPointsFor, POINT_VALUE_PAISE } from '../membership/points.js';

/** Delivery options (spec: Standard 4-6 days, Express 1-2 days; delivery is shown as Free). */
export const DELIVERY_OPTIONS = {
  standard: { chargePaise: 0, label: 'Standard (4-6 days)' },
  express: { chargePaise: 0, label: 'Express (1-2 days)' },
} as const;

export type DeliveryOption = keyof typeof DELIVERY_OPTIONS;

export interface CheckoutAmounts {
  subtotalPaise: number;
  discountPaise: number;
  pointsUsed: number;
  deliveryPaise: number;
  /** What the payment takes. */
  totalPaise: number;
}

/**
 * Spec 2 "Price": subtotal minus the coupon's discount, minus the points spent (only with the toggle on; capped at the
 * amount after the discount, less Razorpay's ₹1 minimum), plus delivery. All in integer paise.
 */
export function priceCheckout(input: {
  subtotalPaise: number;
  discountPaise: number;
  pointsBalance: number;
  usePoints: boolean;
  delivery: DeliveryOption;
}): CheckoutAmounts {
  const afterDiscount = Math.max(0, input.subtotalPaise - input.discountPaise);
  const pointsUsed = input.usePoints ? Math.min(Math.max(0, input.pointsBalance), maxPointsFor(afterDiscount)) : 0;
  const deliveryPaise = DELIVERY_OPTIONS[input.delivery].chargePaise;
  return {
    subtotalPaise: input.subtotalPaise,
    discountPaise: input.discountPaise,
    pointsUsed,
    deliveryPaise,
    totalPaise: afterDiscount - pointsUsed * POINT_VALUE_PAISE + deliveryPaise,
  };
}
