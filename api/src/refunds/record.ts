import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, type RefundLines, type RefundSource, refunds, returnRequests } from '../db/schema.js';
import { badRequest, conflict } from '../http/errors.js';
import type { RefundDestination } from '../support/refund-destination.js';

export type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export const REFUND_EXCEEDS_PAID = 'That is more than is left to refund on this order';
export const NOTHING_TO_REFUND = 'Nothing is left to refund on this order';
export const PAYOUT_DESTINATION_NEEDED =
  'This order was paid in cash on delivery: give a UPI id or bank account to pay the refund to';

/** What a caller asks to give back (the order's row is locked and the amount checked here). */
export interface RefundInput {
  orderId: string;
  /** What to give back, in paise; never more than was paid less what was refunded already. */
  amountPaise: number;
  /** The order lines (and units) the refund covers; empty for an amount given as goodwill. */
  lines?: RefundLines;
  reason: string;
  source: RefundSource;
  /** Who decided it; null when the store did on its own. */
  staffId: string | null;
  /**
   * For a cash-on-delivery order: where to pay it (a return request's `refundTo`). When absent the order's latest
   * return request's destination is used; without one the refund is refused.
   */
  payoutTo?: RefundDestination | null | undefined;
  /**
   * Makes the call safe to repeat: a second call with the same key records nothing and answers the first refund.
   * Defaults to a key of the refund's own (each call a new refund).
   */
  idempotencyKey?: string | undefined;
}

/**
 * Locks the order's row for the rest of the transaction. Every change to what an order owes (a cancellation, a
 * refund, a delivery marking cash paid) runs under it, so two staff refunding at once are answered one after the other
 * and the second sees the first's refund.
 */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** What the buyer paid: a Razorpay payment's total, a cash-on-delivery order's once the courier collected it. */
export function paidPaise(order: OrderRow): number {
  if (order.paymentMethod === 'razorpay') return order.totalPaise;
  if (order.paymentMethod === 'cod') return order.paidAt ? order.totalPaise : 0;
  return 0;
}

/** Refunds of the order that count (all but failed ones), under the caller's lock of the order. */
export async function refundedPaise(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

/**
 * Records a refund of an order inside the caller's transaction, to be sent once it commits (`sendRefund`, and the
 * retry worker for any not yet answered). An order paid online is refunded to its Razorpay payment; a
 * cash-on-delivery order becomes a payout to the buyer's UPI id or bank account, paid by staff. Answers null when
 * nothing is owed (an unpaid cash-on-delivery order, an order paid wholly by coupon and points).
 *
 * Refuses (409 `refund_exceeds_paid`) an amount over what was paid less what was refunded already, counted under the
 * order's row lock so racing refunds cannot together exceed it.
 */
export async function recordRefund(tx: Db, input: RefundInput): Promise<RefundRow | null> {
  if (input.idempotencyKey) {
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (earlier) return earlier;
  }
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw new Error(`no order ${input.orderId} to refund`);
  const paid = paidPaise(order);
  if (paid === 0) return null;
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    throw conflict('nothing_to_refund', NOTHING_TO_REFUND);
  const left = paid - (await refundedPaise(tx, order.id));
  if (left <= 0) throw conflict('nothing_to_refund', NOTHING_TO_REFUND);
  if (input.amountPaise > left) throw conflict('refund_exceeds_paid', REFUND_EXCEEDS_PAID);

  const viaRazorpay = order.paymentMethod === 'razorpay';
  const payoutTo = viaRazorpay ? null : (input.payoutTo ?? (await latestRefundDestination(tx, order.id)));
  if (!viaRazorpay && !payoutTo) throw badRequest('refund_destination_needed', PAYOUT_DESTINATION_NEEDED);

  const id = randomUUID();
  const [inserted] = await tx
    .insert(refunds)
    .values({
      id,
      orderId: order.id,
      amountPaise: input.amountPaise,
      lines: input.lines ?? [],
      reason: input.reason,
      source: input.source,
      staffId: input.staffId,
      method: viaRazorpay ? 'razorpay' : 'payout',
      idempotencyKey: input.idempotencyKey ?? `refund-${id}`,
      razorpayPaymentId: viaRazorpay ? order.razorpayPaymentId : null,
      nextAttemptAt: viaRazorpay ? new Date() : null,
      payoutTo,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  // The same key recorded by a transaction that committed meanwhile.
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, input.idempotencyKey ?? ''));
  if (!earlier) throw new Error('refund neither recorded nor found');
  return earlier;
}

/** The destination the buyer gave on the order's latest return request that names one. */
async function latestRefundDestination(tx: Db, orderId: string): Promise<RefundDestination | null> {
  const [row] = await tx
    .select({ refundTo: returnRequests.refundTo })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), sql`${returnRequests.refundTo} is not null`))
    .orderBy(desc(returnRequests.createdAt))
    .limit(1);
  return row?.refundTo ?? null;
}
