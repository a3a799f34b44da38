import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RazorpayConfig } from '../config.js';
import { requestJson } from './http.js';

/** The parts of Razorpay's order entity the store reads. */
export interface RazorpayOrderEntity {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

/**
 * The parts of Razorpay's payment entity the store checks before it places an order. They are the same for every method
 * (card, UPI): the store reads nothing method-specific, so a UPI payment is verified exactly as a card payment is.
 */
export interface RazorpayPaymentEntity {
  id: string;
  /** The Razorpay order the payment was made for (null for payments made without an order). */
  order_id: string | null;
  amount: number;
  currency: string;
  /** `created`, `authorized`, `captured`, `refunded` or `failed`. */
  status: string;
  captured: boolean;
  /** How it was paid (`card`, `upi`, `netbanking`, `wallet` …): kept on the order for the back office's filters. */
  method?: string | undefined;
}

export interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  /** `pending`, `processed` or `failed`. */
  status: string;
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of a received hex signature with the expected one. */
function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Razorpay as the store uses it: orders (amount in paise, basic auth with the key pair), payments (fetch, capture),
 * refunds, and the two
 * signature checks — checkout's `razorpay_signature` (HMAC-SHA256 of `<order_id>|<payment_id>` with the key secret)
 * and webhooks' `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret).
 */
export class Razorpay {
  private readonly authorization: string;

  constructor(readonly config: RazorpayConfig) {
    this.authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  }

  get keyId(): string {
    return this.config.keyId;
  }

  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
    return requestJson<RazorpayOrderEntity>('Razorpay', {
      method: 'POST',
      url: `${this.config.apiUrl}/v1/orders`,
      headers: { authorization: this.authorization },
      body: { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes },
    });
  }

  /** The payment as Razorpay has it (`GET /v1/payments/:id`); an id Razorpay never issued is refused with 400. */
  fetchPayment(paymentId: string) {
    return requestJson<RazorpayPaymentEntity>('Razorpay', {
      method: 'GET',
      url: `${this.config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}`,
      headers: { authorization: this.authorization },
    });
  }

  /** Takes the money of an authorized payment: exactly its amount, in rupees' paise. */
  capture(paymentId: string, amountPaise: number) {
    return requestJson<RazorpayPaymentEntity>('Razorpay', {
      method: 'POST',
      url: `${this.config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/capture`,
      headers: { authorization: this.authorization },
      body: { amount: amountPaise, currency: 'INR' },
    });
  }

  /** Refunds the whole payment. */
  refund(paymentId: string, notes: Record<string, string>) {
    return requestJson<RazorpayRefundEntity>('Razorpay', {
      method: 'POST',
      url: `${this.config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      headers: { authorization: this.authorization },
      body: { notes },
    });
  }

  /**
   * Refunds `amountPaise` of a captured payment (`POST /v1/payments/:id/refund`). `X-Refund-Idempotency` makes a
   * repeat with the same key and body answer the refund already made, so a refund whose answer was lost can be sent
   * again without refunding twice.
   */
  createRefund(
    paymentId: string,
    input: { amountPaise: number; idempotencyKey: string; notes: Record<string, string> },
  ) {
    return requestJson<RazorpayRefundEntity>('Razorpay', {
      method: 'POST',
      url: `${this.config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      headers: { authorization: this.authorization, 'x-refund-idempotency': input.idempotencyKey },
      body: { amount: input.amountPaise, speed: 'normal', notes: input.notes },
    });
  }

  /** A refund as Razorpay has it now (`GET /v1/refunds/:id`). */
  fetchRefund(refundId: string) {
    return requestJson<RazorpayRefundEntity>('Razorpay', {
      method: 'GET',
      url: `${this.config.apiUrl}/v1/refunds/${encodeURIComponent(refundId)}`,
      headers: { authorization: this.authorization },
    });
  }

  /** Whether checkout's signature is Razorpay's for this (stored) order id and this payment id. */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return sameSignature(hmacHex(this.config.keySecret, `${orderId}|${paymentId}`), signature);
  }

  /** Whether a webhook's signature is Razorpay's for these exact bytes. */
  isWebhookSignatureValid(rawBody: string | Buffer, signature: string): boolean {
    return sameSignature(hmacHex(this.config.webhookSecret, rawBody), signature);
  }
}
