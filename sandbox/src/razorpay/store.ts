import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './entities.js';

export const DEFAULT_RAZORPAY_CAPACITY = 5000;

/**
 * Orders, payments and refunds, kept **in memory only** and bounded: past `capacity` orders the oldest go, with their
 * payments and refunds. A restart empties it.
 */
export class RazorpayStore {
  readonly orders = new Map<string, RazorpayOrder>();
  readonly payments = new Map<string, RazorpayPayment>();
  readonly refunds = new Map<string, RazorpayRefund>();
  /** While true, Razorpay's API answers every call with 503 (checkout.js itself is still served, as from a CDN). */
  outage = false;

  constructor(private readonly capacity = DEFAULT_RAZORPAY_CAPACITY) {}

  addOrder(order: RazorpayOrder): void {
    this.orders.set(order.id, order);
    while (this.orders.size > this.capacity) {
      const oldest = this.orders.keys().next().value;
      if (oldest === undefined) break;
      this.orders.delete(oldest);
      for (const payment of this.paymentsOf(oldest)) {
        this.payments.delete(payment.id);
        for (const refund of this.refundsOf(payment.id)) this.refunds.delete(refund.id);
      }
    }
  }

  paymentsOf(orderId: string): RazorpayPayment[] {
    return [...this.payments.values()].filter((p) => p.order_id === orderId);
  }

  refundsOf(paymentId: string): RazorpayRefund[] {
    return [...this.refunds.values()].filter((r) => r.payment_id === paymentId);
  }
}
