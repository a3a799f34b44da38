import type { InvoiceSeller } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { lockBuyer } from '../db/transaction.js';
import { giveBackUnits } from '../refunds/give-back.js';
import { lockOrder } from '../refunds/record.js';
import { goodsShare } from '../refunds/shares.js';
import type { RefundDestination } from '../support/refund-destination.js';

/** A refund a closed return asks for: its lines given back, or an exchange's price difference. */
export interface ReturnRefund {
  orderId: string;
  returnRequestId: string;
  /** The returned lines' units (whole lines; units refunded already on a line are not given back twice). */
  lines: { orderLineId: string; quantity: number }[];
  /**
   * An exchange's price difference at selling prices, in paise: only its paid share goes back (less the coupon's and
   * points' part, as for units), and no points move (the units are replaced, not returned). Absent for a return: the
   * units' share of what was paid, and their points, as a staff refund of them.
   */
  exchangeDifferencePaise?: number;
  reason: string;
  staffId: string;
  /** A cash-on-delivery order's payout destination (the buyer's UPI id or bank account); null: to the payment. */
  payoutTo: RefundDestination | null;
}

/**
 * Gives the units back inside the caller's transaction (it commits or rolls back with the return's closing); the
 * refunds domain sends the refund to Razorpay, or keeps it as a payout, after commit and retries it. Answers the
 * refund's id, or null when no money is owed (an order paid wholly by coupon and points), and the amount.
 */
export type RecordReturnRefund = (
  tx: Db,
  refund: ReturnRefund,
) => Promise<{ refundId: string | null; amountPaise: number }>;

/**
 * The returns domain's one call into the refunds service (`giveBackUnits`, the owner a staff refund of units uses
 * too), so a returned unit gives back the money and points a staff refund of it would. Locks: the caller holds the
 * return request's row (`lockForMove`, taken first); this takes the buyer's and then the order's, the order every
 * refund and cancellation takes them in, and nothing that holds those ever waits on a return's row. A return is
 * closed once, so its id keys the refund: a repeated call answers the first refund and moves nothing again.
 */
export const returnRefunds =
  (seller: InvoiceSeller): RecordReturnRefund =>
  async (tx, refund) => {
    const [found] = await tx.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, refund.orderId));
    if (!found) throw new Error(`no order ${refund.orderId} to refund`);
    await lockBuyer(tx, found.buyerId);
    const order = await lockOrder(tx, refund.orderId);
    if (!order) throw new Error(`no order ${refund.orderId} to refund`);
    const difference = refund.exchangeDifferencePaise;
    const given = await giveBackUnits(tx, order, seller, {
      lines: refund.lines,
      amountPaise: difference === undefined ? undefined : goodsShare(order, difference),
      replaced: difference !== undefined,
      upToWhatIsLeft: true,
      reason: refund.reason,
      source: 'return',
      staffId: refund.staffId,
      payoutTo: refund.payoutTo,
      idempotencyKey: `return-${refund.returnRequestId}`,
    });
    return { refundId: given.refund?.id ?? null, amountPaise: given.refund?.amountPaise ?? 0 };
  };
