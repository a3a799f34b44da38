import { formatRupees } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import { checkouts } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { OrderDeps } from './deps.js';
import type { OrderJson } from './order-json.js';
import { confirmPayment, PaymentRefusedError } from './payment-confirmation.js';
import { placeWithRetry } from './placement.js';
import { CHECKOUT_NOT_FOUND } from './placement-checks.js';
import { getOrder } from './service.js';
import { createShipment } from './shipments.js';

export const ORDER_PLACED = 'Order placed successfully';
export const PAYMENT_NOT_VERIFIED = 'Payment verification failed';
export const orderRejected = (reason: string, amountPaise: number) =>
  `We could not place your order: ${reason}. Your payment of ${formatRupees(amountPaise)} is being refunded.`;

export interface PaymentProof {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export interface PlacedOrder {
  order: OrderJson;
  /** False when the order already existed (the same payment sent again, or the webhook came first). */
  created: boolean;
}

/**
 * POST /order: the browser came back from Razorpay. The checkout must be the buyer's (another buyer's answers 404),
 * the signature must be Razorpay's for the checkout's stored Razorpay order and this payment, and Razorpay must then
 * confirm the payment itself (`placePaidCheckout`). Nothing else in the request is read.
 */
export async function placeOrderForBuyer(deps: OrderDeps, buyerId: string, proof: PaymentProof): Promise<PlacedOrder> {
  const [checkout] = await deps.db
    .select({ id: checkouts.id, buyerId: checkouts.buyerId, razorpayOrderId: checkouts.razorpayOrderId })
    .from(checkouts)
    .where(eq(checkouts.razorpayOrderId, proof.razorpayOrderId));
  if (!checkout?.razorpayOrderId || checkout.buyerId !== buyerId) throw notFound(CHECKOUT_NOT_FOUND);
  const signed = deps.razorpay.isPaymentSignatureValid(
    checkout.razorpayOrderId,
    proof.razorpayPaymentId,
    proof.razorpaySignature,
  );
  if (!signed) {
    deps.metrics?.paymentRefused('signature_invalid');
    throw badRequest('payment_not_verified', PAYMENT_NOT_VERIFIED);
  }
  return placePaidCheckout(deps, checkout.id, proof.razorpayPaymentId);
}

/**
 * Turns a paid checkout into an order — from the browser (signature checked) or the payment webhook (its signature
 * checked). Neither signature is proof of payment (the secrets may leak; the sandbox's are published), so a pending
 * checkout is placed only once Razorpay confirms the payment (`confirmPayment`: this order, this amount, captured —
 * capturing it if only authorized); a checkout already settled answers what it became without asking. One transaction holds the checkout's and the buyer's row locks and does everything: re-checks coupon
 * limits, the points balance and stock, takes the stock, records the coupon use and the points spent and earned,
 * writes the order, removes the bought cart lines and marks the checkout placed. A checkout already placed answers its
 * order (so one payment places one order, however often it is sent); unique keys on the checkout and payment back
 * that up. When the order cannot be placed (sold out meanwhile, points or coupon used up by another order), the
 * checkout is rejected and the payment refunded. After the commit, the Shiprocket order is created (or retried later).
 */
export async function placePaidCheckout(deps: OrderDeps, checkoutId: string, paymentId: string): Promise<PlacedOrder> {
  const [checkout] = await deps.db
    .select({
      status: checkouts.status,
      razorpayOrderId: checkouts.razorpayOrderId,
      amountPaise: checkouts.amountPaise,
    })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  // A checkout without a Razorpay order has nothing a payment could be for.
  if (!checkout?.razorpayOrderId) throw notFound(CHECKOUT_NOT_FOUND);
  const { razorpayOrderId } = checkout;
  let instrument: string | null = null;
  if (checkout.status === 'pending') {
    const payment = await confirmPayment(deps.razorpay, { ...checkout, razorpayOrderId }, paymentId).catch(
      (error: unknown) => {
        if (error instanceof PaymentRefusedError) deps.metrics?.paymentRefused('verification_failed');
        throw error;
      },
    );
    instrument = payment.method ?? null;
  }
  const outcome = await placeWithRetry(deps, checkoutId, paymentId, instrument);
  if (outcome.kind === 'rejected') throw conflict(outcome.code, orderRejected(outcome.reason, outcome.amountPaise));
  if (outcome.created) {
    deps.log.info({ orderId: outcome.orderId, paymentId }, 'order placed');
    await createShipment(deps, outcome.orderId);
  }
  return { order: await getOrder(deps.db, outcome.buyerId, outcome.orderId), created: outcome.created };
}
