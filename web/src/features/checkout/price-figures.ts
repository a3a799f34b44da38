import type { CheckoutPriceFragment } from '../../__generated__/graphql';

/** The summary's money rows, rupees. */
export interface SummaryFigures {
  orderValue: number;
  discount: number;
  pointsUsed: number;
  total: number;
  /** True when the figures are the server's price for this checkout (what the payment takes). */
  confirmed: boolean;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * The summary before Complete Purchase, from the server's figures: the cart's total as the server priced it and the
 * discount the server answered for the applied coupon. Points follow the server's published cap (1 point = ₹1, at
 * most the amount after the discount less ₹1, Razorpay's smallest charge). Display only: Complete Purchase asks the
 * server for the price, which then replaces these figures and is what the payment window charges.
 */
export function previewFigures(
  orderValue: number,
  discount: number,
  pointsAvailable: number | null,
  usePoints: boolean,
): SummaryFigures {
  const afterDiscount = Math.max(0, toPaise(orderValue) - toPaise(discount));
  const cap = Math.max(0, Math.floor((afterDiscount - 100) / 100));
  const pointsUsed = usePoints ? Math.min(Math.max(0, Math.floor(pointsAvailable ?? 0)), cap) : 0;
  return {
    orderValue,
    discount,
    pointsUsed,
    total: Math.max(0, afterDiscount - pointsUsed * 100) / 100,
    confirmed: false,
  };
}

/** The server's price for a started checkout. */
export const confirmedFigures = (price: CheckoutPriceFragment): SummaryFigures => ({
  orderValue: price.subtotal,
  discount: price.discount,
  pointsUsed: price.membershipPointsUsed,
  total: price.total,
  confirmed: true,
});
