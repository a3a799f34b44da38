import type { Db } from '../db/client.js';
import { unavailable } from '../http/errors.js';
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
 * refunds domain sends it to Razorpay, or keeps it as a payout, after commit and retries it. Answers the refund's id.
 */
export type RecordReturnRefund = (tx: Db, refund: ReturnRefund) => Promise<{ refundId: string }>;

export const REFUNDS_NOT_CONNECTED = 'Refunds cannot be recorded right now. Try again later.';

/**
 * The one call site of the refunds domain's service (`api/src/refunds/`): until it is wired here, closing a return
 * as a refund is refused and nothing moves (its transaction rolls back).
 */
export const recordReturnRefund: RecordReturnRefund = async () => {
  throw unavailable('unavailable', REFUNDS_NOT_CONNECTED);
};
