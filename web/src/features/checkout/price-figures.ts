import type { CheckoutPriceFragment } from '../../__generated__/graphql';

/** The summary's money rows, rupees: always the server's. */
export interface SummaryFigures {
  orderValue: number;
  discount: number;
  /** Points spent. */
  pointsUsed: number;
  /** Rupees the points take off (at most the amount after the discount). */
  pointsValue: number;
  total: number;
  /** False when coupon and points cover everything: the order is placed without a payment. */
  paymentRequired: boolean;
}

/** The server's price (of the summary, or of a started checkout) as the summary's rows. */
export const figuresOf = (price: CheckoutPriceFragment): SummaryFigures => ({
  orderValue: price.subtotal,
  discount: price.discount,
  pointsUsed: price.membershipPointsUsed,
  pointsValue: price.pointsValue,
  total: price.total,
  paymentRequired: price.paymentRequired,
});
