/** Razorpay's JSON entities, field for field as its API answers them (amounts in paise, times in Unix seconds). */

export type Notes = Record<string, string>;

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  /** `created`, then `attempted` after a failed or an authorized payment, `paid` once a payment is captured. */
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  /** Razorpay answers an empty list, not an object, when there are no notes. */
  notes: Notes | [];
  created_at: number;
}

/** What every payment carries, whatever paid it. */
export interface RazorpayPaymentBase {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  /**
   * `created` (a UPI request is waiting for the payer's app), `authorized` (money held, not yet taken), then `captured`;
   * or `failed`; `refunded` after a full refund.
   */
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  bank: null;
  wallet: null;
  email: string;
  contact: string;
  notes: Notes | [];
  fee: number;
  tax: number;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RazorpayCard {
  id: string;
  entity: 'card';
  name: string;
  last4: string;
  network: string;
  type: 'credit';
  issuer: null;
}

/** A card payment. */
export interface RazorpayCardPayment extends RazorpayPaymentBase {
  method: 'card';
  card_id: string;
  card: RazorpayCard;
  vpa: null;
  acquirer_data: { auth_code: string | null };
}

/**
 * A UPI payment: by collect request to the payer's VPA, or by intent/QR, where the payer's VPA is known only once
 * their app answers (null while the payment is `created`).
 */
export interface RazorpayUpiPayment extends RazorpayPaymentBase {
  method: 'upi';
  card_id: null;
  card: null;
  vpa: string | null;
  upi: { vpa: string | null; payer_account_type: 'bank_account' };
  /** The UPI network's references, filled once the payer's app has answered. */
  acquirer_data: { rrn: string | null; upi_transaction_id: string | null };
}

/** Razorpay's payment entity, whose method-specific fields depend on `method`. */
export type RazorpayPayment = RazorpayCardPayment | RazorpayUpiPayment;

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  /** `pending` until the bank settles it, then `processed`, or `failed` (the amount is then refundable again). */
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

/** Razorpay's error answer (and the `error` handed to checkout's `payment.failed` handlers). */
export interface RazorpayError {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id?: string; payment_id?: string };
  field?: string;
}

export const errorAnswer = (error: Partial<RazorpayError> & { description: string }): { error: RazorpayError } => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...error,
  },
});
