import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, pointsEntries } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { CREDIT_NOTE_REASONS, issueCreditNote } from '../invoices/issue.js';
import type { OrderStatus } from './order-json.js';

/** Shiprocket's status names, normalized: upper case, words joined by `_` (`OUT FOR DELIVERY` -> `OUT_FOR_DELIVERY`). */
export const normalizeShiprocketStatus = (status: string): string =>
  status
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

const ORDER_STATUS_OF: Record<string, OrderStatus> = {
  NEW: 'Pending',
  PROCESSING: 'Processing',
  READY_TO_SHIP: 'Processing',
  AWB_ASSIGNED: 'Processing',
  PICKUP_SCHEDULED: 'Processing',
  PICKUP_GENERATED: 'Processing',
  MANIFEST_GENERATED: 'Processing',
  SHIPPED: 'Shipped',
  PICKED_UP: 'Shipped',
  IN_TRANSIT: 'Shipped',
  REACHED_DESTINATION_HUB: 'Shipped',
  OUT_FOR_DELIVERY: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  CANCELED: 'Cancelled',
  RTO: 'Returned',
  RTO_INITIATED: 'Returned',
  RTO_DELIVERED: 'Returned',
};

/** The store's order status for a Shiprocket status, or null for one it does not know (kept as shippingStatus only). */
export const orderStatusFor = (shiprocketStatus: string): OrderStatus | null =>
  ORDER_STATUS_OF[normalizeShiprocketStatus(shiprocketStatus)] ?? null;

const RANK: Record<OrderStatus, number> = {
  Pending: 0,
  Processing: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 3,
  Returned: 3,
};
const FINAL = new Set<OrderStatus>(['Delivered', 'Cancelled', 'Returned']);

/**
 * Whether an update from `current` to `next` is news: statuses only move forward, and a delivered, cancelled or
 * returned order stays so. A webhook delivered late or twice changes nothing.
 */
export const movesForward = (current: OrderStatus, next: OrderStatus): boolean =>
  !FINAL.has(current) && RANK[next] >= RANK[current];

export interface ShippingUpdate {
  /** The store's order number (Shiprocket's `order_id`, the channel's id). */
  orderNumber?: string | undefined;
  /** Shiprocket's own order id (`sr_order_id`). */
  shiprocketOrderId?: string | undefined;
  currentStatus: string;
}

export type ShippingUpdateResult = 'updated' | 'unchanged' | 'unknown-order';

/** Applies a Shiprocket status webhook to its order. */
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
  const shippingStatus = normalizeShiprocketStatus(update.currentStatus);
  const next = orderStatusFor(shippingStatus) ?? order.orderStatus;
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
