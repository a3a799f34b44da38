import type { RazorpayOrder, RazorpayPaymentBase } from './entities.js';
import { razorpayId, unixNow } from './ids.js';

/** The fields every new payment of `order` starts with, whatever its method; checkout's prefill gives the payer. */
export function paymentBase(
  order: RazorpayOrder,
  payer: { email?: string | undefined; contact?: string | undefined },
): RazorpayPaymentBase {
  return {
    id: razorpayId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: 'created',
    order_id: order.id,
    invoice_id: null,
    international: false,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    bank: null,
    wallet: null,
    // Razorpay fills these placeholders when checkout had no prefill.
    email: payer.email?.trim() || 'void@razorpay.com',
    contact: payer.contact?.trim() || '+919999999999',
    notes: order.notes,
    // Razorpay's fee is about 2% plus 18% GST on it, in paise.
    fee: Math.round(order.amount * 0.0236),
    tax: Math.round(order.amount * 0.0036),
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    created_at: unixNow(),
  };
}
