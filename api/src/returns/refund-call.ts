import type { InvoiceSeller } from '@sutra/rules';
import type { Db } from '../db/client.js';
import { issuePartCreditNote } from '../invoices/issue.js';
import { recordRefund } from '../refunds/record.js';
import type { RefundDestination } from '../support/refund-destination.js';

/** A refund a closed return asks for: whole lines (or an exchange's price difference), in paise. */
export interface ReturnRefund {
  orderId: string;
  returnRequestId: string;
  lines: { orderLineId: string; quantity: number }[];
  amountPaise: number;
  reason: string;
  staffId: string;
  /** A cash-on-delivery order's payout destination (the buyer's UPI id or bank account); null: to the payment. */
  payoutTo: RefundDestination | null;
}

/**
 * Records the refund inside the caller's transaction (it commits or rolls back with the return's closing); the
 * refunds domain sends it to Razorpay, or keeps it as a payout, after commit and retries it. Answers the refund's id,
 * or null when nothing is owed (an order paid wholly by coupon and points).
 */
export type RecordReturnRefund = (tx: Db, refund: ReturnRefund) => Promise<{ refundId: string | null }>;

/**
 * The returns domain's one call into the refunds service (`api/src/refunds/record.ts`), with the part credit note a
 * refund carries. A return is closed once, so its id keys the refund: a repeated call answers the first refund and
 * records no second.
 */
export const returnRefunds =
  (seller: InvoiceSeller): RecordReturnRefund =>
  async (tx, refund) => {
    const row = await recordRefund(tx, {
      orderId: refund.orderId,
      amountPaise: refund.amountPaise,
      lines: refund.lines,
      reason: refund.reason,
      source: 'return',
      staffId: refund.staffId,
      payoutTo: refund.payoutTo,
      idempotencyKey: `return-${refund.returnRequestId}`,
    });
    if (!row) return { refundId: null };
    await issuePartCreditNote(
      tx,
      refund.orderId,
      { lines: refund.lines, amountPaise: row.amountPaise, reason: refund.reason, refundId: row.id },
      seller,
    );
    return { refundId: row.id };
  };
