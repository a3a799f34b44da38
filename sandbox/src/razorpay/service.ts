import type { RazorpaySandboxConfig } from '../config.js';
import type { WebhookOutbox } from '../webhook-outbox.js';
import { CardPayments, type PayInput } from './card-payments.js';
import type { RazorpayCardPayment, RazorpayError, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './entities.js';
import { failure, isFailure, type RazorpayFailure } from './failures.js';
import { razorpayId, unixNow } from './ids.js';
import { readNotes } from './notes.js';
import { RazorpayRefunds } from './refunds.js';
import { hmacSha256Hex, paymentSignature } from './signing.js';
import type { RazorpayStore } from './store.js';
import { UpiPayments } from './upi-payments.js';

/** Where the sandbox posts Razorpay's webhooks: the api's route for them. */
export const PAYMENT_WEBHOOK_PATH = '/API/v1/payment/webhook';

/** Razorpay's account id in webhook events. */
const ACCOUNT_ID = 'acc_SutraSandbox01';

export type { CardInput, PayInput } from './card-payments.js';
export type { RazorpayFailure } from './failures.js';

/** What checkout.js hands the merchant's `handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface NewOrderInput {
  amount: unknown;
  currency?: unknown;
  receipt?: unknown;
  notes?: unknown;
}

/** Razorpay's orders, payments, refunds and webhooks, as the sandbox plays them. */
export class RazorpayService {
  /** Card payments with the test cards. */
  readonly cards: CardPayments = new CardPayments(this);
  /** UPI payments (collect, and QR / intent). */
  readonly upi: UpiPayments = new UpiPayments(this);
  /** Refunds of captured payments, whole or in part. */
  readonly refunds: RazorpayRefunds = new RazorpayRefunds(this);

  constructor(
    readonly store: RazorpayStore,
    readonly outbox: WebhookOutbox,
    readonly config: RazorpaySandboxConfig,
  ) {}

  /** `POST /v1/orders`, with Razorpay's validation: amount in paise, at least 100; INR; receipt up to 40 chars. */
  createOrder(input: NewOrderInput): { ok: true; order: RazorpayOrder } | RazorpayFailure {
    const { amount } = input;
    if (amount === undefined || amount === null || amount === '') {
      return failure(400, { description: 'The amount field is required.', field: 'amount' });
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return failure(400, { description: 'The amount must be an integer.', field: 'amount' });
    }
    if (amount < 100)
      return failure(400, { description: 'Order amount less than minimum amount allowed', field: 'amount' });
    const currency = input.currency ?? 'INR';
    if (currency !== 'INR') {
      return failure(400, { description: 'The sandbox only supports INR', field: 'currency' });
    }
    if (input.receipt !== undefined && input.receipt !== null && typeof input.receipt !== 'string') {
      return failure(400, { description: 'The receipt must be a string.', field: 'receipt' });
    }
    if (typeof input.receipt === 'string' && input.receipt.length > 40) {
      return failure(400, { description: 'The receipt may not be greater than 40 characters.', field: 'receipt' });
    }
    const notes = readNotes(input.notes);
    if (isFailure(notes)) return notes;
    const order: RazorpayOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: unixNow(),
    };
    this.store.addOrder(order);
    return { ok: true, order };
  }

  /** Pays an order with a test card, as the hosted checkout's card form does (see `CardPayments.pay`). */
  pay(input: PayInput): { ok: true; result: CheckoutSuccess; payment: RazorpayCardPayment } | RazorpayFailure {
    return this.cards.pay(input);
  }

  /**
   * The order a checkout pays, when the key is this account's and the order exists and is not yet paid; Razorpay's
   * error otherwise (nothing is recorded).
   */
  payableOrder(key: string, orderId: string): RazorpayOrder | RazorpayFailure {
    if (key !== this.config.keyId) {
      return failure(401, { description: 'Authentication failed: the key id is not this account’s', field: 'key' });
    }
    const order = this.store.orders.get(orderId);
    if (!order) return failure(400, { description: 'The id provided does not exist', field: 'order_id' });
    if (order.status === 'paid') {
      return failure(400, { description: 'Payment has already been made for this order', field: 'order_id' });
    }
    return order;
  }

  /**
   * Records a payment the payer's bank or app has approved: `authorized` (`payment.authorized` goes out), then captured
   * at once unless `authorizeOnly`; answers what checkout hands the merchant's `handler`.
   */
  authorize<P extends RazorpayPayment>(
    order: RazorpayOrder,
    payment: P,
    authorizeOnly: boolean,
  ): { ok: true; result: CheckoutSuccess; payment: P } {
    Object.assign(payment, { status: 'authorized', captured: false });
    if (order.status === 'created') order.status = 'attempted';
    this.store.payments.set(payment.id, payment);
    this.emit('payment.authorized', { payment });
    if (!authorizeOnly) this.settleCapture(order, payment);
    return {
      ok: true,
      payment,
      result: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(this.config.keySecret, order.id, payment.id),
      },
    };
  }

  /**
   * Records a declined payment with Razorpay's error fields (`payment.failed` goes out) and answers the error checkout
   * hands `payment.failed` handlers, with the payment and order ids in `metadata`.
   */
  decline(
    order: RazorpayOrder,
    payment: RazorpayPayment,
    error: Pick<RazorpayError, 'description' | 'source' | 'step' | 'reason'>,
  ): RazorpayFailure {
    Object.assign(payment, {
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: error.description,
      error_source: error.source,
      error_step: error.step,
      error_reason: error.reason,
    });
    if (order.status === 'created') order.status = 'attempted';
    this.store.payments.set(payment.id, payment);
    this.emit('payment.failed', { payment });
    return failure(400, { ...error, metadata: { order_id: order.id, payment_id: payment.id } });
  }

  /**
   * `POST /v1/payments/:id/capture {amount, currency}`: takes the money of an authorized payment. As Razorpay, only an
   * authorized payment can be captured, for exactly its amount and currency.
   */
  capture(paymentId: string, input: { amount?: unknown; currency?: unknown }): RazorpayPayment | RazorpayFailure {
    const payment = this.store.payments.get(paymentId);
    if (!payment) return failure(400, { description: 'The id provided does not exist', field: 'payment_id' });
    if (payment.captured) return failure(400, { description: 'This payment has already been captured' });
    if (payment.status !== 'authorized') {
      return failure(400, {
        description: 'Only payments which have been authorized and not yet captured can be captured',
      });
    }
    if (typeof input.amount !== 'number' || !Number.isInteger(input.amount)) {
      return failure(400, { description: 'The amount must be an integer.', field: 'amount' });
    }
    if (input.amount !== payment.amount) {
      return failure(400, { description: 'Capture amount must be equal to the amount authorized', field: 'amount' });
    }
    if ((input.currency ?? payment.currency) !== payment.currency) {
      return failure(400, { description: 'Currency should be same as that of payment', field: 'currency' });
    }
    const order = this.store.orders.get(payment.order_id);
    if (!order) return failure(400, { description: 'The id provided does not exist', field: 'order_id' });
    this.settleCapture(order, payment);
    return payment;
  }

  /** Captures an authorized payment: the order is paid, and `payment.captured` and `order.paid` go out. */
  private settleCapture(order: RazorpayOrder, payment: RazorpayPayment): void {
    Object.assign(payment, { status: 'captured', captured: true });
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    this.emit('payment.captured', { payment });
    this.emit('order.paid', { payment, order });
  }

  /** `POST /v1/payments/:id/refund` (see `RazorpayRefunds.create`). */
  refund(
    paymentId: string,
    input: { amount?: unknown; notes?: unknown; receipt?: unknown },
    idempotencyKey?: string,
  ): { ok: true; refund: RazorpayRefund } | RazorpayFailure {
    return this.refunds.create(paymentId, input, idempotencyKey);
  }

  /** Records a webhook in Razorpay's event shape, signed with the webhook secret, and sends it (unless paused). */
  emit(event: string, entities: { payment: RazorpayPayment; order?: RazorpayOrder; refund?: RazorpayRefund }): void {
    const payload: Record<string, { entity: unknown }> = {};
    for (const [name, entity] of Object.entries(entities)) if (entity) payload[name] = { entity: { ...entity } };
    const id = razorpayId('evt');
    const body = JSON.stringify({
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unixNow(),
    });
    this.outbox.emit({
      id,
      event,
      subject: entities.payment.order_id,
      path: PAYMENT_WEBHOOK_PATH,
      headers: {
        'X-Razorpay-Signature': hmacSha256Hex(this.config.webhookSecret, body),
        'X-Razorpay-Event-Id': id,
      },
      body,
    });
  }
}
