import type { CheckoutPriceFragment } from '../../__generated__/graphql';
import type { Money } from '../../shared/money/format-money';

/** The summary's money rows: always the server's. */
export interface SummaryFigures {
  orderValue: Money;
  discount: Money;
  /** Points spent. */
  pointsUsed: number;
  /** What the points take off (at most the amount after the discount). */
  pointsValue: Money;
  /** The cash-on-delivery fee (0 when paying online). */
  codFee: Money;
  total: Money;
  /** False when coupon and points cover everything, or when paying on delivery: no payment window opens. */
  paymentRequired: boolean;
  /** The courier collects the total at the door. */
  payOnDelivery: boolean;
}

/** The server's price (of the summary, or of a started checkout) as the summary's rows. */
export const figuresOf = (price: CheckoutPriceFragment): SummaryFigures => ({
  orderValue: price.subtotal,
  discount: price.discount,
  pointsUsed: price.membershipPointsUsed,
  pointsValue: price.pointsValue,
  codFee: price.codFee,
  total: price.total,
  paymentRequired: price.paymentRequired,
  payOnDelivery: price.paymentMethod === 'CASH_ON_DELIVERY',
});
