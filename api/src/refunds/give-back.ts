import type { InvoiceSeller } from '@sutra/rules';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  orderLines,
  orders,
  pointsEntries,
  type RefundLines,
  type RefundSource,
  refunds,
  returnRequestLines,
  returnRequests,
} from '../db/schema.js';
import { conflict, fieldError, fieldRefusal } from '../http/errors.js';
import { issuePartCreditNote } from '../invoices/issue.js';
import type { RefundDestination } from '../support/refund-destination.js';
import { type RefundRow, recordRefund } from './record.js';
import { goodsShare, pointsShare, pointsStillEarned } from './shares.js';

export const UNKNOWN_LINE = 'This line is not one of the order’s';
export const TOO_MANY_UNITS = 'More units than are left to refund on this line';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Units of an order given back after dispatch, and what to do about their money and points. */
export interface GiveBack {
  /** The units given back; empty for an amount only (goodwill). */
  lines: readonly { orderLineId: string; quantity: number }[];
  /**
   * What to refund; by default the units' share of what was paid, counted after every unit given back before. Given
   * for goodwill, or for an exchange's price difference (the paid share of what the replacement costs less).
   */
  amountPaise?: number | undefined;
  /**
   * The units are replaced, not returned (an exchange's cheaper replacement): only `amountPaise` goes back. They are
   * not given back — the refund records no units, so their points stay where they are and later shares do not count
   * them — but the credit note names them (their price is what was reduced).
   */
  replaced?: boolean;
  /** A line with fewer units left than named gives back what is left, not refused (a return names whole lines). */
  upToWhatIsLeft?: boolean;
  reason: string;
  /** The credit note's words; the refund's reason by default. */
  creditNoteReason?: string;
  source: RefundSource;
  staffId: string | null;
  payoutTo?: RefundDestination | null | undefined;
  /** A caller that may repeat itself: the same key answers the first refund and moves nothing again. */
  idempotencyKey?: string | undefined;
}

export interface GivenBack {
  /** Null when no money is owed (an order paid wholly by coupon and points, a share of 0). */
  refund: RefundRow | null;
  lines: RefundLines;
  creditNoteNumber: string | null;
}

/**
 * Units of each line given back already (cancellations' are counted as cancelled, not here): those refunds name, and
 * every unit left on a line a closed return refunded (a return gives back all of a line, and may have recorded no
 * refund: an order paid wholly by coupon and points owes no money, yet its points moved). The admin's figures count the
 * same (`orderMoney`), so the share staff preview is the one charged.
 */
export async function givenBackUnits(tx: Db, orderId: string, lines: readonly LineRow[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ lines: refunds.lines })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed'), ne(refunds.source, 'cancellation')));
  const units = new Map<string, number>();
  for (const row of rows)
    for (const l of row.lines) units.set(l.orderLineId, (units.get(l.orderLineId) ?? 0) + l.quantity);
  const returned = await tx
    .select({ orderLineId: returnRequestLines.orderLineId })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.returnRequestId))
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequestLines.status, 'refunded')));
  for (const { orderLineId } of returned) {
    const line = lines.find((l) => l.id === orderLineId);
    if (line) units.set(line.id, line.quantity - line.cancelledQuantity);
  }
  return units;
}

/**
 * Gives back units of a dispatched order — their money and their points — in the caller's transaction, which must
 * hold the buyer's and then the order's row locks (`lockBuyer`, `lockOrder`; `order` is the locked row). The one owner
 * of "what giving back these units is worth": a staff refund of units and a return closed by staff both come here,
 * so a returned unit gives back what a staff refund of it would. Records the refund (sent by the caller after
 * commit), moves the points, issues a part credit note; the caller adds its own audit entry and mail.
 */
export async function giveBackUnits(
  tx: Db,
  order: OrderRow,
  seller: InvoiceSeller,
  input: GiveBack,
): Promise<GivenBack> {
  if (input.idempotencyKey) {
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (earlier) return { refund: earlier, lines: earlier.lines, creditNoteNumber: null };
  }
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const already = await givenBackUnits(tx, order.id, lines);
  const asked = unitsToGiveBack(lines, already, input.lines, input.upToWhatIsLeft ?? false);
  const worthOf = (units: ReadonlyMap<string, number>) =>
    lines.reduce((n, l) => n + l.unitPricePaise * (units.get(l.id) ?? 0), 0);
  const cancelledValue = lines.reduce((n, l) => n + l.unitPricePaise * l.cancelledQuantity, 0);
  const givenBackBefore = cancelledValue + worthOf(already);
  const replaced = input.replaced ?? false;
  const givenBackAfter = givenBackBefore + (replaced ? 0 : worthOf(asked));

  const amount = input.amountPaise ?? goodsShare(order, givenBackAfter) - goodsShare(order, givenBackBefore);
  const refundLines = [...asked].map(([orderLineId, quantity]) => ({ orderLineId, quantity }));
  const refund =
    amount > 0
      ? await recordRefund(tx, {
          orderId: order.id,
          amountPaise: amount,
          lines: replaced ? [] : refundLines,
          reason: input.reason,
          source: input.source,
          staffId: input.staffId,
          payoutTo: input.payoutTo,
          idempotencyKey: input.idempotencyKey,
        })
      : null;

  if (!replaced && refundLines.length > 0) {
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

  const creditNote = refund
    ? await issuePartCreditNote(
        tx,
        order.id,
        {
          lines: refundLines,
          amountPaise: refund.amountPaise,
          reason: input.creditNoteReason ?? input.reason,
          refundId: refund.id,
        },
        seller,
      )
    : null;
  return { refund, lines: refundLines, creditNoteNumber: creditNote?.number ?? null };
}

function unitsToGiveBack(
  lines: readonly LineRow[],
  already: ReadonlyMap<string, number>,
  asked: readonly { orderLineId: string; quantity: number }[],
  upToWhatIsLeft: boolean,
): Map<string, number> {
  const left = new Map(lines.map((l) => [l.id, l.quantity - l.cancelledQuantity - (already.get(l.id) ?? 0)]));
  const units = new Map<string, number>();
  asked.forEach((line, i) => {
    const remaining = left.get(line.orderLineId);
    if (remaining === undefined)
      throw fieldRefusal('invalid_input', `lines.${i}.orderLineId`, 'invalid_value', UNKNOWN_LINE);
    const before = units.get(line.orderLineId) ?? 0;
    let total = before + line.quantity;
    if (total > remaining) {
      if (!upToWhatIsLeft)
        throw conflict('nothing_to_refund', TOO_MANY_UNITS, [
          fieldError(`lines.${i}.quantity`, 'too_big', TOO_MANY_UNITS),
        ]);
      total = Math.max(before, remaining);
    }
    if (total > 0) units.set(line.orderLineId, total);
  });
  return units;
}
