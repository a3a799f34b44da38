import { movesForward, normalizeShiprocketStatus, type OrderStatus, orderStatusForShiprocket } from '@sutra/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { orders, pointsEntries } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { CREDIT_NOTE_REASONS, issueCreditNote } from '../invoices/issue.js';
import { reversePointsOf } from '../membership/points.js';
import type { MessageOutbox } from '../messaging/message.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import { type OrderEvent, tellBuyer } from './order-messages.js';
import { movesMoney, trackShipment } from './shipping-confirmation.js';

export interface ShippingUpdate {
  /** The store's order number (Shiprocket's `order_id`, the channel's id). */
  orderNumber?: string | undefined;
  /** Shiprocket's own order id (`sr_order_id`). */
  shiprocketOrderId?: string | undefined;
  currentStatus: string;
}

export interface ShippingDeps {
  db: Db;
  shiprocket: Shiprocket;
  log: FastifyBaseLogger;
  /** Tells the buyer's phone that the parcel shipped, is out for delivery, was delivered. */
  messages?: MessageOutbox | undefined;
}

/**
 * `unconfirmed`: an ending Shiprocket's tracking did not show (yet); nothing moved, and tracking is asked again later
 * (`status-checks.ts`).
 */
export type ShippingUpdateResult = 'updated' | 'unchanged' | 'unknown-order' | 'unconfirmed';

/** How long a webhook waits for tracking before leaving the question to the status checks. */
const WEBHOOK_TRACKING_TIMEOUT_MS = 5_000;
/** The first status check after an unconfirmed ending. */
export const FIRST_STATUS_CHECK_MS = 30_000;

/** The order as a status change reads it. */
export type OrderForStatus = Pick<
  typeof orders.$inferSelect,
  'id' | 'buyerId' | 'orderStatus' | 'shippingStatus' | 'shiprocketOrderId'
>;

/** The columns `OrderForStatus` holds, for selects. */
export const orderForStatus = {
  id: orders.id,
  buyerId: orders.buyerId,
  orderStatus: orders.orderStatus,
  shippingStatus: orders.shippingStatus,
  shiprocketOrderId: orders.shiprocketOrderId,
};

/**
 * Applies a Shiprocket status webhook to its order (forward only: `movesForward`). A status that moves nothing but the
 * order's progress (processing, shipped, an exception) is applied as it comes; an ending — which marks a
 * cash-on-delivery order paid, or issues a credit note and reverses points — only once Shiprocket's tracking shows the
 * same ending (`shipping-confirmation.ts`). An ending tracking does not show is kept aside as unconfirmed and asked
 * about again, so a forged webhook moves nothing and a true one delayed by a tracking outage is not lost.
 */
export async function receiveShippingUpdate(deps: ShippingDeps, update: ShippingUpdate): Promise<ShippingUpdateResult> {
  const order = await orderNamedBy(deps.db, update);
  if (!order) return 'unknown-order';
  // Shiprocket has the order while the store does not know its id (the create answer was lost): ask Shiprocket again
  // now, which answers the order it made. A webhook's `sr_order_id` is never taken as the order's: tracking is asked
  // by it, so a forged one could point tracking at another order's shipment.
  if (!order.shiprocketOrderId) await createShipmentSoon(deps.db, order.id);

  // What each Shiprocket status means for the order is the shared table's: a status it lacks, or an exception,
  // keeps the order's status and is recorded as heard.
  const shippingStatus = normalizeShiprocketStatus(update.currentStatus);
  const next = orderStatusForShiprocket(shippingStatus) ?? order.orderStatus;
  if (!movesForward(order.orderStatus, next)) return 'unchanged';
  if (!movesMoney(next)) {
    return applyShippingStatus(deps.db, order, { shippingStatus, orderStatus: next }, deps.messages);
  }

  const tracking = await trackShipment(deps.shiprocket, order.shiprocketOrderId, {
    timeoutMs: WEBHOOK_TRACKING_TIMEOUT_MS,
  });
  // Confirmed when tracking shows the same ending (its wording may differ: RTO_OFD claimed, RTO_INITIATED tracked).
  if (tracking.kind === 'tracked' && tracking.orderStatus === next) {
    return applyShippingStatus(
      deps.db,
      order,
      { shippingStatus, orderStatus: next, deliveredAt: tracking.deliveredAt },
      deps.messages,
    );
  }
  await awaitConfirmation(deps.db, order.id, shippingStatus);
  deps.log.warn(
    {
      orderId: order.id,
      claimed: shippingStatus,
      tracking: tracking.kind === 'tracked' ? tracking.status : tracking.kind,
    },
    'shipping status not confirmed by Shiprocket tracking; will ask again',
  );
  return 'unconfirmed';
}

/**
 * The order a webhook is about: by the store's order number (its `order_id`), else by Shiprocket's order id. The number
 * comes first, so a webhook naming two orders is about the store's own.
 */
async function orderNamedBy(db: Db, update: ShippingUpdate): Promise<OrderForStatus | undefined> {
  for (const match of [
    update.orderNumber ? eq(orders.orderNumber, update.orderNumber) : undefined,
    update.shiprocketOrderId ? eq(orders.shiprocketOrderId, update.shiprocketOrderId) : undefined,
  ]) {
    if (!match) continue;
    const [order] = await db.select(orderForStatus).from(orders).where(match).limit(1);
    if (order) return order;
  }
  return undefined;
}

/** Has the retry worker ask Shiprocket for the order's shipment on its next round. */
async function createShipmentSoon(db: Db, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ shipmentRetryAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.shiprocketOrderId)));
}

/** Keeps an ending tracking did not show, to be asked about again soon (a new claim starts the count again). */
async function awaitConfirmation(db: Db, orderId: string, claimed: string): Promise<void> {
  await db
    .update(orders)
    .set({
      unconfirmedStatus: claimed,
      statusCheckAt: new Date(Date.now() + FIRST_STATUS_CHECK_MS),
      statusCheckAttempts: 0,
    })
    .where(eq(orders.id, orderId));
}

export interface StatusChange {
  /** Shiprocket's status, normalized (what `shippingStatus` keeps). */
  shippingStatus: string;
  orderStatus: OrderStatus;
  /** For a delivery: when tracking says it happened (now when it does not say). */
  deliveredAt?: Date | null | undefined;
}

/**
 * Moves the order to `change` in one transaction, only if no other update moved its order status meanwhile (then
 * this one is older news, or the same): an order that becomes cancelled or returned gets its credit note and its
 * points reversed with the change, or none of it; a delivered cash-on-delivery order is marked paid with its points
 * credited, or neither. Callers have confirmed an ending with Shiprocket's tracking. The buyer's message about the
 * change (shipped, out for delivery, delivered) is written in the same transaction, keyed by its event: told once,
 * however often and however concurrently the status is heard.
 */
export async function applyShippingStatus(
  db: Db,
  order: OrderForStatus,
  change: StatusChange,
  messages?: MessageOutbox,
): Promise<'updated' | 'unchanged'> {
  const { orderStatus: next, shippingStatus } = change;
  if (!movesForward(order.orderStatus, next)) return 'unchanged';
  if (order.shippingStatus === shippingStatus && order.orderStatus === next) return 'unchanged';
  const ending = movesMoney(next);
  return inTransaction(db, async (tx) => {
    // Points move with an ending: under the buyer's lock, as placements spend them.
    if (ending) await lockBuyer(tx, order.buyerId);
    const [changed] = await tx
      .update(orders)
      .set({
        orderStatus: next,
        shippingStatus,
        ...(next === 'Delivered' ? { deliveredAt: change.deliveredAt ?? new Date() } : {}),
        ...(ending ? { unconfirmedStatus: null, statusCheckAt: null, statusCheckAttempts: 0 } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, order.orderStatus)))
      .returning({ id: orders.id });
    if (!changed) return 'unchanged';
    if (next === 'Delivered') await collectOnDelivery(tx, order.id);
    if (next === 'Cancelled' || next === 'Returned') {
      await issueCreditNote(tx, order.id, CREDIT_NOTE_REASONS[next]);
      await reversePointsOf(tx, order.id);
    }
    const event = eventOf(change);
    if (event) await tellBuyer(tx, messages, order.id, event);
    return 'updated';
  }).then((result) => {
    if (result === 'updated') messages?.wake();
    return result;
  });
}

/** The news a status change is for the buyer, if any (a courier's scans in transit are not). */
function eventOf({ orderStatus, shippingStatus }: StatusChange): Exclude<OrderEvent, 'refund_issued'> | null {
  if (orderStatus === 'Delivered') return 'delivered';
  if (orderStatus !== 'Shipped') return null;
  return shippingStatus === 'OUT_FOR_DELIVERY' ? 'out_for_delivery' : 'shipped';
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
