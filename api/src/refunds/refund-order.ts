import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { orderLines, orders, pointsEntries, refunds } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { conflict, fieldError, fieldRefusal, notFound } from '../http/errors.js';
import { issuePartCreditNote } from '../invoices/issue.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import type { RefundDestination } from '../support/refund-destination.js';
import type { MoneyDeps } from './deps.js';
import { refundMail } from './mail.js';
import {
  lockOrder,
  NOTHING_TO_REFUND,
  paidPaise,
  REFUND_EXCEEDS_PAID,
  type RefundRow,
  recordRefund,
  refundedPaise,
} from './record.js';
import { sendRefunds } from './send.js';
import { goodsShare, pointsShare, pointsStillEarned } from './shares.js';

export const NOT_DISPATCHED = 'This order has not left the store yet: cancel it, or some of its units, instead';
export const STALE_REFUNDS = 'Someone else refunded or cancelled part of this order meanwhile; look again';
export const UNKNOWN_LINE = 'This line is not one of the order’s';
export const TOO_MANY_UNITS = 'More units than are left to refund on this line';

const NOT_DISPATCHED_STATUSES = new Set(['Pending', 'Processing']);

export interface RefundOrderInput {
  orderId: string;
  /** The units given back; absent or empty for an amount only (goodwill). */
  lines?: readonly { orderLineId: string; quantity: number }[] | undefined;
  /** What to refund; by default the units' share of what was paid. Required without lines. */
  amountPaise?: number | undefined;
  reason: string;
  /** For a cash-on-delivery order: where to pay it (else the order's return request's destination). */
  payoutTo?: RefundDestination | undefined;
  expectedRefundedPaise?: number | undefined;
}

type LineRow = typeof orderLines.$inferSelect;

/** Units of each line refunded already (cancellations' units are counted as cancelled, not here). */
async function refundedUnits(tx: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ lines: refunds.lines })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed'), ne(refunds.source, 'cancellation')));
  const units = new Map<string, number>();
  for (const row of rows)
    for (const l of row.lines) units.set(l.orderLineId, (units.get(l.orderLineId) ?? 0) + l.quantity);
  return units;
}

/**
 * Refunds a dispatched order (delivered, returned to origin, or in transit): some units, an amount, or both (the
 * amount then overrides the units' share), never more than was paid less what was refunded already. In one
 * transaction under the buyer's and the order's row locks: the refund is recorded, the points spent on refunded units
 * go back and those they earned are withdrawn, a credit note for the part is issued, the buyer is mailed and the audit
 * log records it; the refund goes to Razorpay after commit (a cash-on-delivery order's becomes a payout).
 */
export async function refundOrder(
  deps: MoneyDeps,
  staff: { id: string },
  input: RefundOrderInput,
): Promise<{ refund: RefundRow; creditNoteNumber: string | null }> {
  const [found] = await deps.db.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, input.orderId));
  if (!found) throw notFound(ORDER_NOT_FOUND);

  const outcome = await inTransaction(deps.db, async (tx) => {
    await lockBuyer(tx, found.buyerId);
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (NOT_DISPATCHED_STATUSES.has(order.orderStatus)) throw conflict('not_dispatched', NOT_DISPATCHED);
    const refundedBefore = await refundedPaise(tx, order.id);
    if (input.expectedRefundedPaise !== undefined && input.expectedRefundedPaise !== refundedBefore) {
      throw conflict('stale_version', STALE_REFUNDS);
    }
    const left = paidPaise(order) - refundedBefore;
    if (left <= 0) throw conflict('nothing_to_refund', NOTHING_TO_REFUND);

    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const already = await refundedUnits(tx, order.id);
    const asked = unitsToRefund(lines, already, input.lines ?? []);
    const worthOf = (units: ReadonlyMap<string, number>) =>
      lines.reduce((n, l) => n + l.unitPricePaise * (units.get(l.id) ?? 0), 0);
    const cancelledValue = lines.reduce((n, l) => n + l.unitPricePaise * l.cancelledQuantity, 0);
    const givenBackBefore = cancelledValue + worthOf(already);
    const givenBackAfter = givenBackBefore + worthOf(asked);

    const share = goodsShare(order, givenBackAfter) - goodsShare(order, givenBackBefore);
    const amount = input.amountPaise ?? share;
    if (amount <= 0) throw conflict('nothing_to_refund', NOTHING_TO_REFUND);
    if (amount > left) throw conflict('refund_exceeds_paid', REFUND_EXCEEDS_PAID);

    const refundLines = [...asked].map(([orderLineId, quantity]) => ({ orderLineId, quantity }));
    const refund = await recordRefund(tx, {
      orderId: order.id,
      amountPaise: amount,
      lines: refundLines,
      reason: input.reason,
      source: 'adjustment',
      staffId: staff.id,
      payoutTo: input.payoutTo,
    });
    if (!refund) throw conflict('nothing_to_refund', NOTHING_TO_REFUND);

    if (refundLines.length > 0) {
      const earned = pointsStillEarned(order, givenBackAfter);
      const redeemed = order.pointsUsed - pointsShare(order, givenBackAfter);
      await tx.update(orders).set({ pointsEarned: earned, updatedAt: new Date() }).where(eq(orders.id, order.id));
      await tx
        .update(pointsEntries)
        .set({
          pointsRedeemed: sql`least(${pointsEntries.pointsRedeemed}, ${redeemed})`,
          pointsEarned: sql`least(${pointsEntries.pointsEarned}, ${earned})`,
        })
        .where(eq(pointsEntries.orderId, order.id));
    }

    const creditNote = await issuePartCreditNote(
      tx,
      order.id,
      { lines: refundLines, amountPaise: amount, reason: `Refund: ${input.reason}`, refundId: refund.id },
      deps.seller,
    );
    await audit(tx, {
      staffId: staff.id,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: { refundedPaise: refundedBefore },
      after: {
        refundedPaise: refundedBefore + amount,
        refundId: refund.id,
        method: refund.method,
        lines: refundLines,
        reason: input.reason,
        creditNote: creditNote?.number ?? null,
      },
    });
    await deps.outbox.add(tx, {
      kind: 'mail',
      mail: refundMail({
        to: order.email,
        name: order.name,
        orderNumber: order.orderNumber,
        refundPaise: amount,
        method: refund.method,
        reason: input.reason,
      }),
    });
    return { refund, creditNoteNumber: creditNote?.number ?? null };
  });
  deps.outbox.wake();
  await sendRefunds(deps, [outcome.refund.id]);
  return outcome;
}

function unitsToRefund(
  lines: readonly LineRow[],
  already: ReadonlyMap<string, number>,
  asked: readonly { orderLineId: string; quantity: number }[],
): Map<string, number> {
  const left = new Map(lines.map((l) => [l.id, l.quantity - l.cancelledQuantity - (already.get(l.id) ?? 0)]));
  const units = new Map<string, number>();
  asked.forEach((line, i) => {
    const remaining = left.get(line.orderLineId);
    if (remaining === undefined)
      throw fieldRefusal('invalid_input', `lines.${i}.orderLineId`, 'invalid_value', UNKNOWN_LINE);
    const total = (units.get(line.orderLineId) ?? 0) + line.quantity;
    if (total > remaining)
      throw conflict('nothing_to_refund', TOO_MANY_UNITS, [
        fieldError(`lines.${i}.quantity`, 'too_big', TOO_MANY_UNITS),
      ]);
    units.set(line.orderLineId, total);
  });
  return units;
}
