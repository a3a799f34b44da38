import { randomInt } from 'node:crypto';
import type { RazorpayOrder, RazorpayUpiPayment } from './entities.js';
import { failure, isFailure, type RazorpayFailure } from './failures.js';
import { paymentBase } from './payment-base.js';
import type { CheckoutSuccess, RazorpayService } from './service.js';
import { normalizeVpa, type QrMatrix, qrMatrix, TEST_VPAS, upiIntentUrl, VPA_PATTERN, vpaOutcome } from './upi.js';

export interface UpiPayer {
  /** The key id checkout was opened with. */
  key: string;
  orderId: string;
  email?: string | undefined;
  contact?: string | undefined;
}

export interface IntentAnswer {
  /** Approve (true) or decline (false), as the payer's app would. */
  approve: boolean;
  /** Leave an approved payment authorized, for the merchant to capture. */
  authorizeOnly?: boolean | undefined;
}

export type UpiOutcome = { ok: true; result: CheckoutSuccess; payment: RazorpayUpiPayment } | RazorpayFailure;

/** A QR or intent payment waiting for the payer's app: the payment, the `upi://pay` link and its QR code. */
export interface UpiIntent {
  ok: true;
  payment: RazorpayUpiPayment;
  intentUrl: string;
  qr: QrMatrix;
}

export const INVALID_VPA = 'Invalid VPA. Please enter a valid Virtual Payment Address';
export const UNKNOWN_VPA =
  'This sandbox only takes its test UPI ids: success@razorpay pays, failure@razorpay is declined.';
/** Razorpay's UPI failure when the payer declines the request in their app (`payment_cancelled`, by the customer). */
const UPI_DECLINED = {
  description:
    'The payment was declined in the UPI app, or the app did not answer in time. Try again or pay another way.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_cancelled',
} as const;

/** 12 digits, as the UPI network's reference numbers (RRN, UTR) are. */
const reference = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

/**
 * Razorpay's UPI payments as the sandbox plays them. A payment starts `created` (the request is with the payer's app),
 * then the app answers: approved, it is authorized and captured like a card payment (same signature, same webhooks);
 * declined, it fails with Razorpay's UPI error and `payment.failed`.
 * - Collect: the payer types their UPI id; the sandbox's test ids answer for the payer (`success@razorpay` approves,
 *   `failure@razorpay` declines).
 * - Intent / QR: the payer scans the QR code or opens the `upi://pay` link; with no app offline, the sandbox's approve
 *   and decline controls answer for it, and the payer's UPI id becomes the matching test id.
 */
export class UpiPayments {
  constructor(private readonly razorpay: RazorpayService) {}

  /** Checks the UPI id and raises the collect request: a `created` payment, answered later by `answerCollect`. */
  startCollect(input: UpiPayer & { vpa: string }): { ok: true; payment: RazorpayUpiPayment } | RazorpayFailure {
    const order = this.razorpay.payableOrder(input.key, input.orderId);
    if (isFailure(order)) return order;
    if (!VPA_PATTERN.test(input.vpa.trim())) return failure(400, { description: INVALID_VPA, field: 'vpa' });
    if (vpaOutcome(input.vpa) === 'unknown') return failure(400, { description: UNKNOWN_VPA, field: 'vpa' });
    return { ok: true, payment: this.newPayment(order, input, normalizeVpa(input.vpa)) };
  }

  /** The payer's app answers a collect request: the test UPI id decides. */
  answerCollect(paymentId: string, options: { authorizeOnly?: boolean | undefined } = {}): UpiOutcome {
    const waiting = this.waiting(paymentId);
    if (isFailure(waiting)) return waiting;
    const approve = vpaOutcome(waiting.payment.vpa ?? '') === 'success';
    return this.answer(waiting.order, waiting.payment, approve, options.authorizeOnly === true);
  }

  /** Collect in one step (start, then the test id's answer), as a tester or another package's test would. */
  collect(input: UpiPayer & { vpa: string; authorizeOnly?: boolean | undefined }): UpiOutcome {
    const started = this.startCollect(input);
    if (!started.ok) return started;
    return this.answerCollect(started.payment.id, { authorizeOnly: input.authorizeOnly });
  }

  /** Starts a QR / intent payment: a `created` payment with no payer yet, its `upi://pay` link and QR code. */
  startIntent(input: UpiPayer): UpiIntent | RazorpayFailure {
    const order = this.razorpay.payableOrder(input.key, input.orderId);
    if (isFailure(order)) return order;
    const payment = this.newPayment(order, input, null);
    const intentUrl = upiIntentUrl(order);
    return { ok: true, payment, intentUrl, qr: qrMatrix(intentUrl) };
  }

  /** The sandbox's stand-in for the payer's app answering a QR / intent payment. */
  answerIntent(paymentId: string, answer: IntentAnswer): UpiOutcome {
    const waiting = this.waiting(paymentId);
    if (isFailure(waiting)) return waiting;
    if (waiting.payment.upi.vpa !== null) {
      return failure(400, {
        description: 'A collect request is answered by its UPI id, not here',
        field: 'payment_id',
      });
    }
    const vpa = answer.approve ? TEST_VPAS.success : TEST_VPAS.failure;
    Object.assign(waiting.payment, { vpa, upi: { ...waiting.payment.upi, vpa } });
    return this.answer(waiting.order, waiting.payment, answer.approve, answer.authorizeOnly === true);
  }

  private answer(
    order: RazorpayOrder,
    payment: RazorpayUpiPayment,
    approve: boolean,
    authorizeOnly: boolean,
  ): UpiOutcome {
    payment.acquirer_data = { rrn: reference(), upi_transaction_id: `SBX${reference()}` };
    if (!approve) return this.razorpay.decline(order, payment, UPI_DECLINED);
    return this.razorpay.authorize(order, payment, authorizeOnly);
  }

  /** A UPI payment still waiting for the payer's app, and its order (which no other payment has paid meanwhile). */
  private waiting(paymentId: string): { order: RazorpayOrder; payment: RazorpayUpiPayment } | RazorpayFailure {
    const payment = this.razorpay.store.payments.get(paymentId);
    if (payment?.method !== 'upi') {
      return failure(400, { description: 'The id provided does not exist', field: 'payment_id' });
    }
    if (payment.status !== 'created') {
      return failure(400, { description: `This payment is already ${payment.status}`, field: 'payment_id' });
    }
    const order = this.razorpay.store.orders.get(payment.order_id);
    if (!order) return failure(400, { description: 'The id provided does not exist', field: 'order_id' });
    if (order.status === 'paid') {
      return failure(400, { description: 'Payment has already been made for this order', field: 'order_id' });
    }
    return { order, payment };
  }

  private newPayment(order: RazorpayOrder, payer: UpiPayer, vpa: string | null): RazorpayUpiPayment {
    const payment: RazorpayUpiPayment = {
      ...paymentBase(order, payer),
      method: 'upi',
      card_id: null,
      card: null,
      vpa,
      upi: { vpa, payer_account_type: 'bank_account' },
      acquirer_data: { rrn: null, upi_transaction_id: null },
    };
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    this.razorpay.store.payments.set(payment.id, payment);
    return payment;
  }
}
