import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { buyers, orderLines, orders, productSkus, returnRequestLines } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { fieldRefusal } from '../http/errors.js';
import { tellRefund } from '../orders/order-messages.js';
import { followSkus, sizeOf } from '../orders/stock.js';
import { sendRefunds } from '../refunds/send.js';
import type { SignedInStaff } from '../staff/sessions.js';
import type { ReturnDeps } from './deps.js';
import { applyMove, lockForMove, type ReturnRow } from './moves.js';
import { bookPickup, pickupChannelIdOf } from './pickup.js';
import { getReturn } from './read-returns.js';
import type { ReturnAdminJson } from './return-json.js';
import { returnApprovedMail, returnRejectedMail } from './return-mail.js';

async function buyerOf(tx: Db, row: ReturnRow) {
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber, name: buyers.name })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(eq(orders.id, row.orderId));
  if (!order) throw new Error(`return ${row.id} names no order`);
  // The mail goes to the address the buyer gave on the return form.
  return { orderNumber: order.orderNumber, buyer: { name: order.name, email: row.email } };
}

/**
 * Approves a requested return and books its pickup: the approval (audited, and the buyer's mail queued) commits first,
 * then Shiprocket's return order is booked; while Shiprocket is down it stays approved and unbooked, and the retry
 * worker books it (`bookDuePickups`).
 */
export async function approveReturn(
  deps: ReturnDeps,
  staff: SignedInStaff,
  id: string,
  version: number,
  now = new Date(),
): Promise<ReturnAdminJson> {
  await inTransaction(deps.db, async (tx) => {
    const row = await lockForMove(tx, id, 'approve', version);
    const { orderNumber, buyer } = await buyerOf(tx, row);
    await applyMove(
      tx,
      row,
      'approve',
      { decidedBy: staff.id, decidedAt: now, pickupRetryAt: now, pickupChannelId: pickupChannelIdOf(orderNumber, id) },
      staff,
    );
    await deps.outbox.add(tx, { kind: 'mail', mail: returnApprovedMail(buyer, orderNumber, deps.storeMailbox) });
  });
  deps.outbox.wake();
  await bookPickup(deps, id);
  return getReturn(deps.db, id);
}

/** Rejects a requested return with staff's reason, mailed to the buyer; its lines may be asked for again. */
export async function rejectReturn(
  deps: ReturnDeps,
  staff: SignedInStaff,
  id: string,
  version: number,
  reason: string,
  now = new Date(),
): Promise<ReturnAdminJson> {
  await inTransaction(deps.db, async (tx) => {
    const row = await lockForMove(tx, id, 'reject', version);
    await applyMove(tx, row, 'reject', { decidedBy: staff.id, decidedAt: now, staffNote: reason }, staff, 'rejected');
    const { orderNumber, buyer } = await buyerOf(tx, row);
    await deps.outbox.add(tx, {
      kind: 'mail',
      mail: returnRejectedMail(buyer, orderNumber, reason, deps.storeMailbox),
    });
  });
  deps.outbox.wake();
  return getReturn(deps.db, id);
}

/**
 * Puts the returned units back on their sizes (counted SKUs only; an uncounted one never runs out), in the caller's
 * transaction; the products follow their SKUs (back on sale, documents rebuilt).
 */
async function restock(tx: Db, returnRequestId: string): Promise<void> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, attributes: orderLines.attributes, quantity: orderLines.quantity })
    .from(returnRequestLines)
    .innerJoin(orderLines, eq(orderLines.id, returnRequestLines.orderLineId))
    .where(and(eq(returnRequestLines.returnRequestId, returnRequestId), isNotNull(orderLines.variantId)));
  const touched = new Set<string>();
  for (const line of lines) {
    if (!line.variantId) continue;
    const [sku] = await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(productSkus.variantId, line.variantId),
          eq(productSkus.size, sizeOf(line.attributes)),
          isNotNull(productSkus.stock),
        ),
      )
      .returning({ productId: productSkus.productId });
    if (sku) touched.add(sku.productId);
  }
  await followSkus(tx, [...touched]);
}

/**
 * The parcel is at the warehouse (staff say so, with or without Shiprocket's pickup scans). `resellable`: staff's word
 * that the items can be sold again; only then do their sizes get the units back, in the same transaction.
 */
export async function receiveReturn(
  deps: Pick<ReturnDeps, 'db'>,
  staff: SignedInStaff,
  id: string,
  version: number,
  resellable: boolean,
  now = new Date(),
): Promise<ReturnAdminJson> {
  await inTransaction(deps.db, async (tx) => {
    const row = await lockForMove(tx, id, 'receive', version);
    await applyMove(tx, row, 'receive', { receivedAt: now, receivedBy: staff.id, resellable }, staff);
    if (resellable) await restock(tx, id);
  });
  return getReturn(deps.db, id);
}

export const RESELLABLE_NEEDED = 'Say whether the items can be sold again';

/**
 * A return Shiprocket brought in (received without staff's word on the items) is inspected when it is closed:
 * `resellable` is then required, and resellable items are restocked in the closing's transaction. Answers the columns
 * the closing sets.
 */
export async function inspectOnClose(
  tx: Db,
  row: ReturnRow,
  resellable: boolean | undefined,
): Promise<{ resellable?: boolean }> {
  if (row.resellable !== null) return {};
  if (resellable === undefined) throw fieldRefusal('invalid_input', 'resellable', 'required', RESELLABLE_NEEDED);
  if (resellable) await restock(tx, row.id);
  return { resellable };
}

/**
 * Closes a received return as a refund: its lines' units go back through the refunds service as a staff refund of
 * them would — their share of what was paid (counting units given back before), the points spent on them back, the
 * points they earned withdrawn — recorded in this transaction, sent after it commits (a cash-on-delivery order's to
 * the destination the buyer gave). An order paid wholly by coupon and points has no money to give back (0).
 */
export async function refundReturn(
  deps: ReturnDeps,
  staff: SignedInStaff,
  id: string,
  version: number,
  resellable?: boolean,
  now = new Date(),
): Promise<ReturnAdminJson> {
  const refundId = await inTransaction(deps.db, async (tx) => {
    const row = await lockForMove(tx, id, 'refund', version);
    const inspected = await inspectOnClose(tx, row, resellable);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!order) throw new Error(`return ${id} names no order`);
    const lines = await tx
      .select({ id: orderLines.id, quantity: orderLines.quantity })
      .from(returnRequestLines)
      .innerJoin(orderLines, eq(orderLines.id, returnRequestLines.orderLineId))
      .where(and(eq(returnRequestLines.returnRequestId, id), eq(returnRequestLines.status, 'open')));
    // Under the return's lock (taken first), the refund call takes the buyer's and then the order's.
    const { refundId: recorded, amountPaise } = await deps.recordRefund(tx, {
      orderId: order.id,
      returnRequestId: id,
      lines: lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })),
      reason: `Return of order ${order.orderNumber}`,
      staffId: staff.id,
      payoutTo: order.paymentMethod === 'cod' ? row.refundTo : null,
    });
    const closing = { ...inspected, closedAt: now, closedBy: staff.id, refundPaise: amountPaise };
    await applyMove(tx, row, 'refund', closing, staff, 'refunded');
    if (recorded) await tellRefund(tx, deps.shipments.messages, order.id, recorded);
    return recorded;
  });
  deps.shipments.messages?.wake();
  // Sent once committed; a failure is left to the retry worker (`retryDueRefunds`).
  if (refundId) await sendRefunds(deps.shipments, [refundId]);
  return getReturn(deps.db, id);
}

/** The open lines of returns, by id, for checks that every line is named. */
export async function openLinesOf(tx: Db, returnRequestId: string) {
  return tx
    .select({ line: orderLines })
    .from(returnRequestLines)
    .innerJoin(orderLines, eq(orderLines.id, returnRequestLines.orderLineId))
    .where(and(eq(returnRequestLines.returnRequestId, returnRequestId), eq(returnRequestLines.status, 'open')))
    .then((rows) => rows.map((r) => r.line));
}
