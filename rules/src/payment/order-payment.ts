import { formatRupees } from '../money.js';

/**
 * What an order's payment is, and every sentence the store says about it — the Order Placed modal, the order page's
 * Receiver tab, the order mail and the tax invoice — decided here once, so no screen can say a cash-on-delivery order
 * was paid. The api computes it from the stored order and sends it with the order; the other places only print it.
 */

/** How an order was paid: the stored `paymentMethod` (`razorpay` card or UPI, `points` covered, `cod`). */
export type StoredPaymentMethod = 'razorpay' | 'points' | 'cod';

export type OrderPaymentState =
  /** Card or UPI through Razorpay, taken before the order was placed. */
  | 'paid_online'
  /** Coupon and membership points covered everything: nothing was charged. */
  | 'covered'
  /** Cash on delivery, not collected yet: nothing is paid, the courier collects the order's value at the door. */
  | 'due_on_delivery'
  /** Cash on delivery, collected by the courier when it was delivered. */
  | 'paid_on_delivery';

export interface OrderPaymentFacts {
  method: StoredPaymentMethod;
  /** When the money was received (null while a cash-on-delivery order waits for its delivery). */
  paidAt: Date | string | null;
  /** The order's value in paise: what was paid, or what the courier collects. */
  orderValuePaise: number;
  pointsUsed: number;
}

export interface OrderPayment {
  state: OrderPaymentState;
  /** What the courier collects at the door: the order's value while due on delivery, else 0. */
  dueOnDeliveryPaise: number;
  /** One sentence on what is paid and what is due, for the order mail (and the modal, after its thanks). */
  summary: string;
  /** The Order Placed modal's words. */
  placedMessage: string;
  /** The Receiver tab's payment method (the spec's 'Paid' for card and UPI). */
  label: string;
  /** The invoice's payment note: an unpaid cash-on-delivery invoice is a bill, not a receipt. */
  invoiceNote: string;
}

const THANKS = 'Thank you for shopping with Sutra.';

export function orderPaymentState(facts: Pick<OrderPaymentFacts, 'method' | 'paidAt'>): OrderPaymentState {
  if (facts.method === 'cod') return facts.paidAt ? 'paid_on_delivery' : 'due_on_delivery';
  return facts.method === 'points' ? 'covered' : 'paid_online';
}

/** The order's payment state and the store's words for it; amounts through the one money formatter. */
export function orderPayment(facts: OrderPaymentFacts): OrderPayment {
  const words = paymentWords(facts);
  return { ...words, placedMessage: `${THANKS} ${words.summary}` };
}

function paymentWords(facts: OrderPaymentFacts): Omit<OrderPayment, 'placedMessage'> {
  const state = orderPaymentState(facts);
  const value = formatRupees(facts.orderValuePaise);
  switch (state) {
    case 'due_on_delivery':
      return {
        state,
        dueOnDeliveryPaise: facts.orderValuePaise,
        summary: `Nothing has been paid yet: you pay ${value} in cash to the courier on delivery.`,
        label: `Cash on Delivery — nothing paid yet; pay ${value} on delivery`,
        invoiceNote: `Cash on delivery. Not paid when this invoice was issued: amount due on delivery ${value}.`,
      };
    case 'paid_on_delivery':
      return {
        state,
        dueOnDeliveryPaise: 0,
        summary: `You paid ${value} in cash on delivery.`,
        label: 'Paid on delivery',
        invoiceNote: `Cash on delivery: ${value} collected on delivery.`,
      };
    case 'covered':
      return {
        state,
        dueOnDeliveryPaise: 0,
        summary:
          'Your coupon and membership points cover this order, so nothing was charged, and your order is on its way.',
        label: facts.pointsUsed > 0 ? 'Paid with membership points' : 'Paid with coupon',
        invoiceNote: 'Covered by coupon and membership points; nothing charged',
      };
    default:
      return {
        state,
        dueOnDeliveryPaise: 0,
        summary: 'Your payment was received and your order is on its way.',
        label: 'Paid',
        invoiceNote: 'Prepaid online (Razorpay)',
      };
  }
}
