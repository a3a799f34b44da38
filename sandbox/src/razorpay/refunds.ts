import type { RazorpayRefund } from './entities.js';
import { failure, isFailure, type RazorpayFailure } from './failures.js';
import { razorpayId, unixNow } from './ids.js';
import { readNotes } from './notes.js';
import type { RazorpayService } from './service.js';

/** Razorpay's rule for `X-Refund-Idempotency`: at least 10 letters, digits, hyphens or underscores. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

export interface RefundInput {
  amount?: unknown;
  notes?: unknown;
  receipt?: unknown;
  speed?: unknown;
}

/**
 * Razorpay's refunds as its documentation describes them: a captured payment refunded whole or in parts, its refunds
 * together never more than was captured; `refund.created` then `refund.processed` (or `refund.failed`, which makes the
 * amount refundable again), signed as the payment webhooks are. A refund settles at once, unless the sandbox is told
 * to keep new ones `pending` (`POST /sandbox/razorpay/refunds/mode`) until settled by hand.
 */
export class RazorpayRefunds {
  /** `X-Refund-Idempotency` keys seen: the request body they came with, and the refund they made. */
  private readonly keys = new Map<string, { body: string; refundId: string }>();
  /** How new refunds end: at once (`processed`), or left `pending` until `settle`. */
  mode: 'processed' | 'pending' = 'processed';

  constructor(private readonly razorpay: RazorpayService) {}

  /**
   * `POST /v1/payments/:id/refund {amount, notes, receipt, speed}`: the whole unrefunded amount unless `amount` says
   * less. With an idempotency key, the same key and body answer the refund made the first time; the same key with
   * another body is refused, as Razorpay does.
   */
  create(
    paymentId: string,
    input: RefundInput,
    idempotencyKey?: string,
  ): { ok: true; refund: RazorpayRefund } | RazorpayFailure {
    const body = JSON.stringify({ paymentId, amount: input.amount, notes: input.notes, receipt: input.receipt });
    if (idempotencyKey !== undefined) {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        return failure(400, {
          description: 'The idempotency key must be at least 10 characters of letters, digits, hyphens or underscores',
        });
      }
      const seen = this.keys.get(idempotencyKey);
      if (seen) {
        if (seen.body !== body) {
          return failure(400, {
            description: 'Different request with the same idempotency key has already been processed.',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
          });
        }
        const refund = this.razorpay.store.refunds.get(seen.refundId);
        if (refund) return { ok: true, refund };
      }
    }
    const store = this.razorpay.store;
    const payment = store.payments.get(paymentId);
    if (!payment) return failure(400, { description: 'The id provided does not exist', field: 'payment_id' });
    if (!payment.captured) {
      return failure(400, { description: 'Only captured payments can be refunded', field: 'payment_id' });
    }
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) return failure(400, { description: 'The payment has been fully refunded already' });
    const amount = input.amount ?? remaining;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return failure(400, { description: 'The amount must be atleast INR 1.00', field: 'amount' });
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
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    store.refunds.set(refund.id, refund);
    if (idempotencyKey !== undefined) this.keys.set(idempotencyKey, { body, refundId: refund.id });
    payment.amount_refunded += amount;
    this.markPayment(payment.id);
    this.razorpay.emit('refund.created', { payment, refund });
    if (this.mode === 'processed') this.settle(refund.id, 'processed');
    return { ok: true, refund };
  }

  /** Settles a pending refund: `processed` (the bank paid it) or `failed` (the amount is refundable again). */
  settle(refundId: string, outcome: 'processed' | 'failed'): RazorpayRefund | RazorpayFailure {
    const store = this.razorpay.store;
    const refund = store.refunds.get(refundId);
    if (!refund) return failure(400, { description: 'The id provided does not exist', field: 'id' });
    if (refund.status !== 'pending') return failure(400, { description: `The refund is ${refund.status} already` });
    const payment = store.payments.get(refund.payment_id);
    if (!payment) return failure(400, { description: 'The id provided does not exist', field: 'payment_id' });
    refund.status = outcome;
    if (outcome === 'processed') refund.acquirer_data = { arn: `ARN${refund.id.slice(5)}` };
    else payment.amount_refunded -= refund.amount;
    this.markPayment(payment.id);
    this.razorpay.emit(outcome === 'processed' ? 'refund.processed' : 'refund.failed', { payment, refund });
    return refund;
  }

  /** `GET /v1/payments/:id/refunds`: the payment's refunds, newest first. */
  ofPayment(paymentId: string): { entity: 'collection'; count: number; items: RazorpayRefund[] } | RazorpayFailure {
    if (!this.razorpay.store.payments.has(paymentId)) {
      return failure(400, { description: 'The id provided does not exist', field: 'payment_id' });
    }
    const items = this.razorpay.store.refundsOf(paymentId).reverse();
    return { entity: 'collection', count: items.length, items };
  }

  /** A payment's refund status follows what its refunds (not failed) add up to. */
  private markPayment(paymentId: string): void {
    const payment = this.razorpay.store.payments.get(paymentId);
    if (!payment) return;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    else if (payment.status === 'refunded') payment.status = 'captured';
  }
}
