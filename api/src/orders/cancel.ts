import { and, asc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { couponRedemptions, creditNotes, orderLines, orders, pointsEntries } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { conflict, fieldError, fieldRefusal, notFound } from '../http/errors.js';
import { issueCreditNote, issuePartCreditNote } from '../invoices/issue.js';
import { reversePointsOf } from '../membership/points.js';
import type { MoneyDeps } from '../refunds/deps.js';
import { cancellationMail } from '../refunds/mail.js';
import { lockOrder, paidPaise, type RefundRow, recordRefund, refundedPaise } from '../refunds/record.js';
import { sendRefunds } from '../refunds/send.js';
import { goodsShare, pointsShare, pointsStillEarned } from '../refunds/shares.js';
import { tellRefund } from './order-messages.js';
import { ORDER_NOT_FOUND } from './service.js';
import { adhocOrderFor } from './shipments.js';
import { giveBackStock } from './stock.js';

export const ALREADY_CANCELLED = 'This order is cancelled already';
export const LINE_ALREADY_CANCELLED = 'Every unit of this line is cancelled already';
export const ALREADY_DISPATCHED =
  'The courier has this order already, so it can no longer be cancelled; refund it once it is delivered';
export const TOO_MANY_UNITS = 'More units than are left to cancel on this line';
export const UNKNOWN_LINE = 'This line is not one of the order’s';
export const PARTIAL_CANCEL_UNAVAILABLE =
  'A cash-on-delivery order is cancelled whole: the courier collects one amount at the door';
export const STALE_REFUNDS = 'Someone else refunded or cancelled part of this order meanwhile; look again';
export const COD_ALREADY_CONFIRMED =
  'This order is confirmed already and is being packed, so it can no longer be cancelled from the message. Call us or write to us.';

/**
 * Who cancels: a member of staff (audited), or the buyer of a cash-on-delivery order answering the message that asked
 * them to confirm it (whole, and only while it is unconfirmed).
 */
export type Canceller = { id: string } | 'buyer';

/** Order statuses before the courier picks the parcel up: the only ones a cancellation may stop. */
const CANCELLABLE = new Set(['Pending', 'Processing']);

export interface CancelInput {
  orderId: string;
  /** The lines and units to cancel; absent or empty for the whole order (every unit not cancelled yet). */
  lines?: readonly { orderLineId: string; quantity: number }[] | undefined;
  reason: string;
  /** What the staff member saw refunded on the order; another figure now is `stale_version`. */
  expectedRefundedPaise?: number | undefined;
}

export interface CancelOutcome {
  whole: boolean;
  refund: RefundRow | null;
  creditNoteNumber: string | null;
}

type LineRow = typeof orderLines.$inferSelect;

/**
 * Cancels an order, or some units of its lines, before the courier picks it up. In one transaction, under the buyer's
 * and the order's row locks (so a shipping webhook, a second cancellation or a refund waits and then sees this one):
 * the units are marked cancelled and put back on the shelf to their exact sizes; a whole cancellation releases the
 * coupon use and undoes the order's points; a partial one gives back the points spent on those units and withdraws
 * what they would have earned (rounded down, `shares.ts`); the money paid for them is refunded (nothing for an unpaid
 * cash-on-delivery order); a credit note is issued; the buyer is mailed; the audit log records it. After commit the
 * refund is sent to Razorpay and a booked Shiprocket order is cancelled there. The buyer may cancel only an unconfirmed
 * cash-on-delivery order, whole: checked under the same locks, so a confirmation at the same moment wins or loses whole.
 */
export async function cancelOrder(deps: MoneyDeps, by: Canceller, input: CancelInput): Promise<CancelOutcome> {
  const staffId = by === 'buyer' ? null : by.id;
  const [found] = await deps.db.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, input.orderId));
  if (!found) throw notFound(ORDER_NOT_FOUND);

  const outcome = await inTransaction(deps.db, async (tx) => {
    await lockBuyer(tx, found.buyerId);
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.orderStatus === 'Cancelled') throw conflict('already_cancelled', ALREADY_CANCELLED);
    if (!CANCELLABLE.has(order.orderStatus)) throw conflict('already_dispatched', ALREADY_DISPATCHED);
    if (by === 'buyer' && (order.paymentMethod !== 'cod' || order.codConfirmedAt || input.lines?.length)) {
      throw conflict('cod_already_confirmed', COD_ALREADY_CONFIRMED);
    }
    const refundedBefore = await refundedPaise(tx, order.id);
    if (input.expectedRefundedPaise !== undefined && input.expectedRefundedPaise !== refundedBefore) {
      throw conflict('stale_version', STALE_REFUNDS);
    }

    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const units = unitsToCancel(lines, input.lines);
    const whole = lines.every((l) => l.quantity - l.cancelledQuantity === (units.get(l.id) ?? 0));
    if (!whole && order.paymentMethod === 'cod') {
      throw conflict('partial_cancel_unavailable', PARTIAL_CANCEL_UNAVAILABLE);
    }

    const worthOf = (pick: (l: LineRow) => number) => lines.reduce((n, l) => n + l.unitPricePaise * pick(l), 0);
    const cancelledValueBefore = worthOf((l) => l.cancelledQuantity);
    const cancelledValueAfter = worthOf((l) => l.cancelledQuantity + (units.get(l.id) ?? 0));

    for (const line of lines) {
      const n = units.get(line.id) ?? 0;
      if (n === 0) continue;
      await tx
        .update(orderLines)
        .set({ cancelledQuantity: sql`${orderLines.cancelledQuantity} + ${n}` })
        .where(eq(orderLines.id, line.id));
    }
    await giveBackStock(
      tx,
      lines.map((l) => ({
        variantId: l.variantId,
        attributes: l.attributes,
        quantity: units.get(l.id) ?? 0,
        name: l.name,
      })),
    );

    // What the units cancelled now were worth to the buyer: their share of the goods, or, for the last of them, the
    // rest of the order (delivery and the cash-on-delivery fee included).
    const creditPaise = whole
      ? order.totalPaise - goodsShare(order, cancelledValueBefore)
      : goodsShare(order, cancelledValueAfter) - goodsShare(order, cancelledValueBefore);

    if (whole) {
      await tx
        .update(orders)
        .set({ orderStatus: 'Cancelled', shipmentRetryAt: null, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
      await reversePointsOf(tx, order.id);
    } else {
      const earned = pointsStillEarned(order, cancelledValueAfter);
      const redeemed = order.pointsUsed - pointsShare(order, cancelledValueAfter);
      await tx.update(orders).set({ pointsEarned: earned, updatedAt: new Date() }).where(eq(orders.id, order.id));
      await tx
        .update(pointsEntries)
        .set({ pointsRedeemed: redeemed, pointsEarned: sql`least(${pointsEntries.pointsEarned}, ${earned})` })
        .where(eq(pointsEntries.orderId, order.id));
    }

    const cancelledLines = [...units]
      .filter(([, n]) => n > 0)
      .map(([orderLineId, quantity]) => ({ orderLineId, quantity }));
    const owed = Math.min(creditPaise, paidPaise(order) - refundedBefore);
    const refund =
      owed > 0
        ? await recordRefund(tx, {
            orderId: order.id,
            amountPaise: owed,
            lines: cancelledLines,
            reason: input.reason,
            source: 'cancellation',
            staffId,
          })
        : null;

    const creditNote = await creditFor(tx, deps, order.id, {
      whole,
      lines: cancelledLines,
      amountPaise: creditPaise,
      reason: `Order cancelled: ${input.reason}`,
      refundId: refund?.id ?? null,
    });

    if (staffId) {
      await audit(tx, {
        staffId,
        action: whole ? 'order.cancel' : 'order.cancel-lines',
        entity: 'order',
        entityId: order.id,
        before: { orderStatus: order.orderStatus, refundedPaise: refundedBefore },
        after: {
          orderStatus: whole ? 'Cancelled' : order.orderStatus,
          lines: cancelledLines,
          reason: input.reason,
          refundPaise: refund?.amountPaise ?? 0,
          creditNote: creditNote?.number ?? null,
        },
      });
    }
    if (refund) await tellRefund(tx, deps.messages, order.id, refund.id);
    const names = new Map(lines.map((l) => [l.id, l.name]));
    await deps.outbox.add(tx, {
      kind: 'mail',
      mail: cancellationMail({
        to: order.email,
        name: order.name,
        orderNumber: order.orderNumber,
        whole,
        items: cancelledLines.map((l) => `${names.get(l.orderLineId) ?? 'item'} × ${l.quantity}`),
        refundPaise: refund?.amountPaise ?? 0,
        method: refund?.method ?? null,
        reason: input.reason,
      }),
    });
    return {
      whole,
      refund,
      creditNoteNumber: creditNote?.number ?? null,
      shiprocketOrderId: order.shiprocketOrderId,
    };
  });

  deps.outbox.wake();
  deps.messages?.wake();
  if (outcome.refund) await sendRefunds(deps, [outcome.refund.id]);
  if (outcome.shiprocketOrderId) {
    if (outcome.whole) await cancelShipment(deps, input.orderId, outcome.shiprocketOrderId);
    else await shrinkShipment(deps, input.orderId);
  }
  return { whole: outcome.whole, refund: outcome.refund, creditNoteNumber: outcome.creditNoteNumber };
}

/** The units to cancel per line: those named (checked against what is left), or every unit left. */
function unitsToCancel(lines: readonly LineRow[], asked: CancelInput['lines']): Map<string, number> {
  const left = new Map(lines.map((l) => [l.id, l.quantity - l.cancelledQuantity]));
  if (!asked || asked.length === 0) {
    if ([...left.values()].every((n) => n === 0)) throw conflict('already_cancelled', ALREADY_CANCELLED);
    return left;
  }
  const units = new Map<string, number>();
  asked.forEach((line, i) => {
    const remaining = left.get(line.orderLineId);
    if (remaining === undefined)
      throw fieldRefusal('invalid_input', `lines.${i}.orderLineId`, 'invalid_value', UNKNOWN_LINE);
    const total = (units.get(line.orderLineId) ?? 0) + line.quantity;
    if (remaining === 0) throw conflict('already_cancelled', LINE_ALREADY_CANCELLED);
    if (total > remaining)
      throw conflict('nothing_to_refund', TOO_MANY_UNITS, [
        fieldError(`lines.${i}.quantity`, 'too_big', TOO_MANY_UNITS),
      ]);
    units.set(line.orderLineId, total);
  });
  return units;
}

/**
 * The credit note of a cancellation: for the whole invoice when the whole order is cancelled at once, else for the
 * part cancelled now (a whole order cancelled after some of it was credited is credited for the rest only).
 */
async function creditFor(
  tx: Db,
  deps: MoneyDeps,
  orderId: string,
  part: {
    whole: boolean;
    lines: { orderLineId: string; quantity: number }[];
    amountPaise: number;
    reason: string;
    refundId: string | null;
  },
): Promise<{ number: string } | null> {
  const [partCredited] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.scope, 'part')))
    .limit(1);
  if (part.whole && !partCredited) return issueCreditNote(tx, orderId, part.reason, new Date(), part.refundId);
  if (part.amountPaise <= 0) return null;
  return issuePartCreditNote(tx, orderId, part, deps.seller);
}

/** Sends Shiprocket the booked order without the units cancelled, after the cancellation committed. */
async function shrinkShipment(deps: MoneyDeps, orderId: string): Promise<void> {
  try {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    const lines = await deps.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    await deps.shiprocket.updateAdhocOrder(adhocOrderFor(order, lines));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ orderId, err: error }, 'Shiprocket order not updated');
    await deps.db
      .update(orders)
      .set({ shipmentError: `Updating the Shiprocket order failed: ${message}`.slice(0, 1000) })
      .where(eq(orders.id, orderId));
  }
}

/**
 * Cancels the order's Shiprocket order, after the cancellation committed. Shiprocket refusing or down is logged for
 * staff (`shipmentError`) and does not undo the cancellation: the courier will not be handed a parcel nobody packs.
 */
async function cancelShipment(deps: MoneyDeps, orderId: string, shiprocketOrderId: string): Promise<void> {
  try {
    await deps.shiprocket.cancelOrders([shiprocketOrderId]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ orderId, err: error }, 'Shiprocket order not cancelled');
    await deps.db
      .update(orders)
      .set({ shipmentError: `Cancelling at Shiprocket failed: ${message}`.slice(0, 1000) })
      .where(eq(orders.id, orderId));
  }
}
