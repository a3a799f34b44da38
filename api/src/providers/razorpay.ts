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

export interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
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
 * Razorpay as the store uses it: orders (amount in paise, basic auth with the key pair), refunds, and the two
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

  /** Refunds the whole payment. */
  refund(paymentId: string, notes: Record<string, string>) {
    return requestJson<RazorpayRefundEntity>('Razorpay', {
      method: 'POST',
      url: `${this.config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      headers: { authorization: this.authorization },
      body: { notes },
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
