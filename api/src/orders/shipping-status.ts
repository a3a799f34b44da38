import { movesForward, normalizeShiprocketStatus, orderStatusForShiprocket } from '@sutra/rules';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, pointsEntries } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { CREDIT_NOTE_REASONS, issueCreditNote } from '../invoices/issue.js';

export interface ShippingUpdate {
  /** The store's order number (Shiprocket's `order_id`, the channel's id). */
  orderNumber?: string | undefined;
  /** Shiprocket's own order id (`sr_order_id`). */
  shiprocketOrderId?: string | undefined;
  currentStatus: string;
}

export type ShippingUpdateResult = 'updated' | 'unchanged' | 'unknown-order';

/** Applies a Shiprocket status webhook to its order (forward only: `movesForward`). */
export async function applyShippingUpdate(db: Db, update: ShippingUpdate): Promise<ShippingUpdateResult> {
  const matches = [
    update.orderNumber ? eq(orders.orderNumber, update.orderNumber) : undefined,
    update.shiprocketOrderId ? eq(orders.shiprocketOrderId, update.shiprocketOrderId) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return 'unknown-order';
  const [order] = await db
    .select({
      id: orders.id,
      orderStatus: orders.orderStatus,
      shippingStatus: orders.shippingStatus,
      shiprocketOrderId: orders.shiprocketOrderId,
    })
    .from(orders)
    .where(or(...matches))
    .limit(1);
  if (!order) return 'unknown-order';
  // What each Shiprocket status means for the order is the shared table's: a status it lacks, or an exception,
  // keeps the order's status and is recorded as heard.
  const shippingStatus = normalizeShiprocketStatus(update.currentStatus);
  const next = orderStatusForShiprocket(shippingStatus) ?? order.orderStatus;
  const learnsId = !order.shiprocketOrderId && update.shiprocketOrderId;
  if (!movesForward(order.orderStatus, next) && !learnsId) return 'unchanged';
  if (order.shippingStatus === shippingStatus && order.orderStatus === next && !learnsId) return 'unchanged';
  const forward = movesForward(order.orderStatus, next);
  // One transaction: an order that becomes cancelled or returned gets its credit note with the change, or neither;
  // a delivered cash-on-delivery order is marked paid with its points credited, or neither.
  return inTransaction(db, async (tx) => {
    // Only if no other webhook moved the order meanwhile (then this one is older news, or the same).
    const [changed] = await tx
      .update(orders)
      .set({
        ...(forward ? { orderStatus: next, shippingStatus } : {}),
        ...(learnsId ? { shiprocketOrderId: update.shiprocketOrderId, shipmentRetryAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, order.orderStatus)))
      .returning({ id: orders.id });
    if (!changed) return 'unchanged';
    if (forward && next === 'Delivered' && order.orderStatus !== 'Delivered') await collectOnDelivery(tx, order.id);
    if (forward && (next === 'Cancelled' || next === 'Returned')) {
      await issueCreditNote(tx, order.id, CREDIT_NOTE_REASONS[next]);
    }
    return 'updated';
  });
}

/**
 * A cash-on-delivery order is paid when the courier delivers it: it is marked paid then, and the points it earns are
 * credited to the buyer then (not at placement, so a parcel refused at the door earns nothing). Runs in the status
 * change's transaction; an order paid already changes nothing.
 */
async function collectOnDelivery(tx: Db, orderId: string): Promise<void> {
  const [paid] = await tx
    .update(orders)
    .set({ paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cod'), isNull(orders.paidAt)))
    .returning({ pointsEarned: orders.pointsEarned });
  if (!paid) return;
  await tx.update(pointsEntries).set({ pointsEarned: paid.pointsEarned }).where(eq(pointsEntries.orderId, orderId));
}
