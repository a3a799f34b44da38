import { eq } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import { orders } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { conflict, notFound } from '../http/errors.js';
import { tellRefund } from '../orders/order-messages.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import type { RefundDestination } from '../support/refund-destination.js';
import type { MoneyDeps } from './deps.js';
import { giveBackUnits } from './give-back.js';
import { refundMail } from './mail.js';
import { lockOrder, NOTHING_TO_REFUND, paidPaise, type RefundRow, refundedPaise } from './record.js';
import { sendRefunds } from './send.js';

export const NOT_DISPATCHED = 'This order has not left the store yet: cancel it, or some of its units, instead';
export const STALE_REFUNDS = 'Someone else refunded or cancelled part of this order meanwhile; look again';

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

/**
 * Refunds a dispatched order (delivered, returned to origin, or in transit): some units, an amount, or both (the
 * amount then overrides the units' share), never more than was paid less what was refunded already. In one
 * transaction under the buyer's and the order's row locks: the units are given back (`giveBackUnits`: the refund
 * recorded, the points spent on them back and those they earned withdrawn, a part credit note), the buyer is mailed
 * and the audit log records it; the refund goes to Razorpay after commit (a cash-on-delivery order's becomes a payout).
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

    const given = await giveBackUnits(tx, order, deps.seller, {
      lines: input.lines ?? [],
      amountPaise: input.amountPaise,
      reason: input.reason,
      creditNoteReason: `Refund: ${input.reason}`,
      source: 'adjustment',
      staffId: staff.id,
      payoutTo: input.payoutTo,
    });
    const { refund } = given;
    if (!refund) throw conflict('nothing_to_refund', NOTHING_TO_REFUND);
    const amount = refund.amountPaise;
    const refundLines = given.lines;
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
        creditNote: given.creditNoteNumber,
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
    await tellRefund(tx, deps.messages, order.id, refund.id);
    return { refund, creditNoteNumber: given.creditNoteNumber };
  });
  deps.outbox.wake();
  deps.messages?.wake();
  await sendRefunds(deps, [outcome.refund.id]);
  return outcome;
}
