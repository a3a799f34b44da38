import { randomInt } from 'node:crypto';
import type { RazorpaySandboxConfig } from '../config.js';
import type { WebhookOutbox } from '../webhook-outbox.js';
import type {
  Notes,
  RazorpayCardPayment,
  RazorpayError,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
} from './entities.js';
import { failure, isFailure, type RazorpayFailure } from './failures.js';
import { razorpayId, unixNow } from './ids.js';
import { paymentBase } from './payment-base.js';
import { hmacSha256Hex, paymentSignature } from './signing.js';
import type { RazorpayStore } from './store.js';
import { cardOutcome, isValidExpiry, normalizeCardNumber } from './test-cards.js';
import { UpiPayments } from './upi-payments.js';

/** Where the sandbox posts Razorpay's webhooks: the api's route for them. */
export const PAYMENT_WEBHOOK_PATH = '/API/v1/payment/webhook';

/** Razorpay's account id in webhook events. */
const ACCOUNT_ID = 'acc_SutraSandbox01';

export type { RazorpayFailure } from './failures.js';

/** What checkout.js hands the merchant's `handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

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

export interface NewOrderInput {
  amount: unknown;
  currency?: unknown;
  receipt?: unknown;
  notes?: unknown;
}

const DECLINED =
  'Your payment has been declined by the bank. Try another card, or use 4111 1111 1111 1111 in this sandbox.';
export const UNKNOWN_CARD =
  'This sandbox only takes its test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined.';

function readNotes(notes: unknown): Notes | [] | RazorpayFailure {
  if (notes === undefined || notes === null) return [];
  if (typeof notes !== 'object' || Array.isArray(notes)) {
    return failure(400, { description: 'notes must be an object', field: 'notes' });
  }
  const entries = Object.entries(notes);
  if (entries.length > 15) return failure(400, { description: 'Number of notes cannot exceed 15', field: 'notes' });
  const read: Notes = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      return failure(400, { description: `notes.${key} must be text`, field: 'notes' });
    }
    if (String(value).length > 256) {
      return failure(400, { description: 'notes values cannot be longer than 256 characters', field: 'notes' });
    }
    read[key] = String(value);
  }
  return entries.length ? read : [];
}

/** Razorpay's orders, payments, refunds and webhooks, as the sandbox plays them. */
export class RazorpayService {
  /** UPI payments (collect, and QR / intent). */
  readonly upi: UpiPayments = new UpiPayments(this);

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

  /**
   * Pays an order with a test card, as the hosted checkout does: 4111 1111 1111 1111 is authorized and captured at once
   * (the order becomes `paid`; `payment.authorized`, `payment.captured` and `order.paid` webhooks go out), or only
   * authorized with `authorizeOnly`, and answers what checkout hands the merchant's `handler`; 4000 0000 0000 0002 is declined (`payment.failed`), answering Razorpay's error with the
   * payment and order ids in `metadata`. Other cards and bad input are refused before any payment exists.
   */
  pay(input: PayInput): { ok: true; result: CheckoutSuccess; payment: RazorpayPayment } | RazorpayFailure {
    const order = this.payableOrder(input.key, input.orderId);
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
      return this.decline(order, payment, {
        description: DECLINED,
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
      });
    }
    return this.authorize(order, payment, input.authorizeOnly === true);
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

  /** `POST /v1/payments/:id/refund`: the whole remaining amount unless `amount` says less; processed at once. */
  refund(
    paymentId: string,
    input: { amount?: unknown; notes?: unknown; receipt?: unknown },
  ): { ok: true; refund: RazorpayRefund } | RazorpayFailure {
    const payment = this.store.payments.get(paymentId);
    if (!payment) return failure(400, { description: 'The id provided does not exist', field: 'payment_id' });
    if (!payment.captured) {
      return failure(400, { description: 'Only captured payments can be refunded', field: 'payment_id' });
    }
    const remaining = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? remaining;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return failure(400, { description: 'The amount must be an integer of at least 100', field: 'amount' });
    }
    if (amount > remaining) {
      return failure(400, {
        description: 'The refund amount provided is greater than amount captured',
        field: 'amount',
      });
    }
    const notes = readNotes(input.notes);
    if (isFailure(notes)) return notes;
    const refund: RazorpayRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.store.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    this.emit('refund.processed', { payment, refund });
    return { ok: true, refund };
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

  /** Records a webhook in Razorpay's event shape, signed with the webhook secret, and sends it (unless paused). */
  private emit(
    event: string,
    entities: { payment: RazorpayPayment; order?: RazorpayOrder; refund?: RazorpayRefund },
  ): void {
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
