import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { creditNotes, orderLines, orders, refunds, staff } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import type { RefundDestination } from '../support/refund-destination.js';
import { givenBackUnits } from './give-back.js';
import { paidPaise } from './record.js';
import type { OrderMoneyJson, PayoutJson, RefundJson } from './schemas.js';

const CANCELLABLE = new Set(['Pending', 'Processing']);
export const BAD_CURSOR = 'This page link is not valid; start again from the first page';

const destinationJson = (d: RefundDestination | null): RefundJson['payoutTo'] =>
  d === null
    ? null
    : d.kind === 'upi'
      ? { kind: 'upi', vpa: d.vpa, accountName: null, accountNumber: null, ifsc: null }
      : { kind: 'bank', vpa: null, accountName: d.accountName, accountNumber: d.accountNumber, ifsc: d.ifsc };

const refundColumns = {
  refund: refunds,
  staffName: staff.name,
  creditNoteNumber: creditNotes.number,
};

type RefundRowWithNames = {
  refund: typeof refunds.$inferSelect;
  staffName: string | null;
  creditNoteNumber: string | null;
};

const refundJson = ({ refund: r, staffName, creditNoteNumber }: RefundRowWithNames): RefundJson => ({
  id: r.id,
  orderId: r.orderId,
  amountPaise: r.amountPaise,
  lines: r.lines,
  reason: r.reason,
  source: r.source,
  method: r.method,
  status: r.status,
  razorpayRefundId: r.razorpayRefundId,
  lastError: r.lastError,
  staff: r.staffId && staffName ? { id: r.staffId, name: staffName } : null,
  creditNoteNumber,
  payoutTo: destinationJson(r.payoutTo ?? null),
  payoutReference: r.payoutReference,
  processedAt: r.processedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** The order's money as staff work it: what was paid and refunded, its lines' units, and its refunds, newest first. */
export async function orderMoney(db: Db, orderId: string): Promise<OrderMoneyJson> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .leftJoin(staff, eq(staff.id, refunds.staffId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  const counted = rows.filter((r) => r.refund.status !== 'failed');
  const refundedUnits = await givenBackUnits(db, order.id, lines);
  const paid = paidPaise(order);
  const refunded = counted.reduce((n, r) => n + r.refund.amountPaise, 0);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    subtotalPaise: order.subtotalPaise,
    totalPaise: order.totalPaise,
    deliveryPaise: order.deliveryPaise,
    codFeePaise: order.codFeePaise,
    paidPaise: paid,
    refundedPaise: refunded,
    cancellable: CANCELLABLE.has(order.orderStatus),
    refundable: !CANCELLABLE.has(order.orderStatus) && paid - refunded > 0,
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      attributes: l.attributes,
      quantity: l.quantity,
      cancelledQuantity: l.cancelledQuantity,
      refundedQuantity: refundedUnits.get(l.id) ?? 0,
      unitPricePaise: l.unitPricePaise,
    })),
    refunds: rows.map(refundJson),
  };
}

/** A page cursor: the last row's creation time and id. */
const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    throw badRequest('invalid_input', BAD_CURSOR);
  return { createdAt, id };
}

/**
 * Payouts of cash-on-delivery refunds: those due (oldest first, to be paid in turn) or paid (newest first), a page
 * at a time (keyset on creation time and id; `refunds_payouts_idx` serves the filter and the order).
 */
export async function listPayouts(
  db: Db,
  filter: { status: 'due' | 'paid'; cursor?: string | undefined; limit: number },
): Promise<{ result: PayoutJson[]; nextCursor: string | null }> {
  const due = filter.status === 'due';
  const after = filter.cursor ? decodeCursor(filter.cursor) : null;
  const rows = await db
    .select({ ...refundColumns, orderNumber: orders.orderNumber, buyerName: orders.name })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(staff, eq(staff.id, refunds.staffId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(
      and(
        eq(refunds.method, 'payout'),
        due ? eq(refunds.status, 'requested') : eq(refunds.status, 'processed'),
        after
          ? due
            ? or(
                gt(refunds.createdAt, after.createdAt),
                and(eq(refunds.createdAt, after.createdAt), gt(refunds.id, after.id)),
              )
            : or(
                lt(refunds.createdAt, after.createdAt),
                and(eq(refunds.createdAt, after.createdAt), lt(refunds.id, after.id)),
              )
          : undefined,
      ),
    )
    .orderBy(due ? asc(refunds.createdAt) : desc(refunds.createdAt), due ? asc(refunds.id) : desc(refunds.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    result: page.map((r) => ({ ...refundJson(r), orderNumber: r.orderNumber, buyerName: r.buyerName })),
    nextCursor: rows.length > filter.limit && last ? encodeCursor(last.refund.createdAt, last.refund.id) : null,
  };
}
