import { randomInt } from 'node:crypto';
import type { RazorpayCardPayment, RazorpayOrder } from './entities.js';
import { failure, isFailure, type RazorpayFailure } from './failures.js';
import { razorpayId } from './ids.js';
import { paymentBase } from './payment-base.js';
import type { CheckoutSuccess, RazorpayService } from './service.js';
import { cardOutcome, isValidExpiry, normalizeCardNumber } from './test-cards.js';

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name?: string | undefined;
}

export interface PayInput {
  /** The key id checkout was opened with. */
  key: string;
  orderId: string;
  card: CardInput;
  email?: string | undefined;
  contact?: string | undefined;
  /**
   * Leave the payment `authorized` instead of capturing it, as Razorpay does for an account whose payments are
   * captured by the merchant (or whose automatic capture has not happened yet); `POST /v1/payments/:id/capture` takes it.
   */
  authorizeOnly?: boolean | undefined;
}

const DECLINED =
  'Your payment has been declined by the bank. Try another card, or use 4111 1111 1111 1111 in this sandbox.';
export const UNKNOWN_CARD =
  'This sandbox only takes its test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined.';

/** Card payments with the sandbox's test cards. */
export class CardPayments {
  constructor(private readonly razorpay: RazorpayService) {}

  /**
   * Pays an order with a test card, as the hosted checkout does: 4111 1111 1111 1111 is authorized and captured at once
   * (the order becomes `paid`; `payment.authorized`, `payment.captured` and `order.paid` webhooks go out), or only
   * authorized with `authorizeOnly`, and answers what checkout hands the merchant's `handler`; 4000 0000 0000 0002 is
   * declined (`payment.failed`), answering Razorpay's error with the payment and order ids in `metadata`. Other cards
   * and bad input are refused before any payment exists.
   */
  pay(input: PayInput): { ok: true; result: CheckoutSuccess; payment: RazorpayCardPayment } | RazorpayFailure {
    const order = this.razorpay.payableOrder(input.key, input.orderId);
    if (isFailure(order)) return order;
    const number = normalizeCardNumber(input.card.number);
    if (!/^\d{12,19}$/.test(number)) {
      return failure(400, { description: 'Card number is invalid', field: 'card[number]' });
    }
    if (!isValidExpiry(input.card.expiry)) {
      return failure(400, { description: 'Card expiry is invalid or in the past', field: 'card[expiry]' });
    }
    if (!/^\d{3,4}$/.test(input.card.cvv.trim())) {
      return failure(400, { description: 'CVV is invalid', field: 'card[cvv]' });
    }
    const outcome = cardOutcome(number);
    if (outcome === 'unknown') return failure(400, { description: UNKNOWN_CARD, field: 'card[number]' });

    order.attempts += 1;
    const payment = this.newCardPayment(order, input, number);
    if (outcome === 'failure') {
      return this.razorpay.decline(order, payment, {
        description: DECLINED,
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
      });
    }
    return this.razorpay.authorize(order, payment, input.authorizeOnly === true);
  }

  private newCardPayment(order: RazorpayOrder, input: PayInput, number: string): RazorpayCardPayment {
    const cardId = `card_${razorpayId('pay').slice(4)}`;
    return {
      ...paymentBase(order, input),
      method: 'card',
      card_id: cardId,
      card: {
        id: cardId,
        entity: 'card',
        name: input.card.name?.trim() || '',
        last4: number.slice(-4),
        network: 'Visa',
        type: 'credit',
        issuer: null,
      },
      vpa: null,
      acquirer_data: { auth_code: String(randomInt(100_000, 999_999)) },
    };
  }
}
