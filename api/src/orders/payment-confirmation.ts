import { formatRupees } from '@sutra/rules';
import { HttpError } from '../http/errors.js';
import { ProviderRejectedError, ProviderUnavailableError } from '../providers/http.js';
import type { Razorpay, RazorpayPaymentEntity } from '../providers/razorpay.js';

export const paymentRefused = (reason: string) => `Payment verification failed: ${reason}.`;
export const PAYMENT_UNKNOWN = 'Razorpay has no record of this payment';
export const PAYMENT_FOR_ANOTHER_ORDER = 'the payment was made for a different order';
export const paymentNotTaken = (status: string) => `the payment is ${status}, not captured`;
export const paymentInOtherCurrency = (currency: string) => `the payment is in ${currency}, not INR`;
export const paymentAmountDiffers = (paidPaise: number, duePaise: number) =>
  `Razorpay took ${formatRupees(paidPaise)} but the order is ${formatRupees(duePaise)}`;
export const PAYMENT_UNCONFIRMED =
  'We could not confirm your payment with Razorpay just now. If money was taken, your order will be placed as soon as ' +
  'Razorpay confirms it: please check My Orders in a few minutes.';

/** A payment that does not pay this checkout: nothing is placed, and the buyer is told why (400). */
export class PaymentRefusedError extends HttpError {
  constructor(reason: string) {
    super(400, 'payment_not_verified', paymentRefused(reason));
    this.name = 'PaymentRefusedError';
  }
}

/** Razorpay could not be asked: nothing is placed now (503); the browser may try again, the webhook is redelivered. */
export class PaymentUnconfirmedError extends HttpError {
  constructor() {
    super(503, 'payment_unconfirmed', PAYMENT_UNCONFIRMED);
    this.name = 'PaymentUnconfirmedError';
  }
}

export interface ExpectedPayment {
  /** The Razorpay order the checkout created and stored. */
  razorpayOrderId: string;
  /** The checkout's server-priced amount. */
  amountPaise: number;
}

/**
 * Asks Razorpay itself whether `paymentId` paid this checkout — a signature only proves someone knew the key secret,
 * and a webhook only proves someone knew the webhook secret: the payment must exist, belong to the checkout's stored
 * Razorpay order, be in INR for exactly the checkout's amount, and be captured. An authorized payment is captured here
 * (for exactly that amount) before anything is placed. Answers the captured payment; throws `PaymentRefusedError` or `PaymentUnconfirmedError`.
 */
export async function confirmPayment(
  razorpay: Razorpay,
  expected: ExpectedPayment,
  paymentId: string,
): Promise<RazorpayPaymentEntity> {
  let payment = await ask(() => razorpay.fetchPayment(paymentId));
  if (!payment) throw new PaymentRefusedError(PAYMENT_UNKNOWN);
  checkBelongs(payment, expected);
  if (payment.status === 'authorized') payment = await captureOnce(razorpay, payment, expected);
  if (payment.status !== 'captured') throw new PaymentRefusedError(paymentNotTaken(payment.status));
  return payment;
}

function checkBelongs(payment: RazorpayPaymentEntity, expected: ExpectedPayment): void {
  if (payment.order_id !== expected.razorpayOrderId) throw new PaymentRefusedError(PAYMENT_FOR_ANOTHER_ORDER);
  if (payment.currency !== 'INR') throw new PaymentRefusedError(paymentInOtherCurrency(payment.currency));
  if (payment.amount !== expected.amountPaise) {
    throw new PaymentRefusedError(paymentAmountDiffers(payment.amount, expected.amountPaise));
  }
}

/** Captures an authorized payment; when another request captured it first, reads what Razorpay has now. */
async function captureOnce(
  razorpay: Razorpay,
  payment: RazorpayPaymentEntity,
  expected: ExpectedPayment,
): Promise<RazorpayPaymentEntity> {
  const captured = await ask(() => razorpay.capture(payment.id, expected.amountPaise));
  if (captured) return captured;
  const now = await ask(() => razorpay.fetchPayment(payment.id));
  if (!now) throw new PaymentRefusedError(PAYMENT_UNKNOWN);
  checkBelongs(now, expected);
  return now;
}

/**
 * A Razorpay call: its answer; null when Razorpay refused the request itself (400/404: no such payment, or not
 * capturable); `PaymentUnconfirmedError` when Razorpay is down or refuses the store's keys (nothing is known then).
 */
async function ask(call: () => Promise<RazorpayPaymentEntity>): Promise<RazorpayPaymentEntity | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRejectedError && (error.status === 400 || error.status === 404)) return null;
    if (error instanceof ProviderRejectedError || error instanceof ProviderUnavailableError) {
      throw new PaymentUnconfirmedError();
    }
    throw error;
  }
}
