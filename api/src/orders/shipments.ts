import { normalizeShiprocketStatus, toShiprocketDate } from '@sutra/rules';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { checkouts, orderLines, orders, type StoredOrderAddress } from '../db/schema.js';
import { paiseToRupees } from '../money.js';
import type { AdhocOrderRequest } from '../providers/shiprocket.js';
import type { OrderDeps } from './deps.js';

/** Shipping and refunding need no more than the providers (not the checkout's serviceability). */
export type ShipmentDeps = Omit<OrderDeps, 'serviceability' | 'seller'>;

import type { OrderLineRow, OrderRow } from './order-json.js';

/** Shiprocket's pickup location the store ships from (named in its dashboard). */
export const PICKUP_LOCATION = 'Primary';
/** A boxed garment: dimensions in cm, weight in kg per unit. */
const PARCEL = { length: 35, breadth: 30, height: 8, kgPerUnit: 0.8 };
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;
/** A claimed retry is not claimed again for this long (another replica or a slow provider). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 10;

/** When to try a failed shipment again: 30 s after the first failure, doubling, at most every 30 minutes. */
export const retryDelayMs = (failures: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
};

const street = (a: StoredOrderAddress) => [a.add1, a.landmark].filter(Boolean).join(', ');

/** The adhoc order Shiprocket is sent for a placed order (prepaid or COD; the store's order number is its `order_id`). */
export function adhocOrderFor(order: OrderRow, lines: readonly OrderLineRow[]): AdhocOrderRequest {
  const billing = order.billingAddress;
  const shipping = order.deliveryAddress;
  const billingName = splitName(billing.name || order.name);
  const shippingName = splitName(shipping.name || order.name);
  // Units cancelled before dispatch are not shipped.
  const shipped = lines
    .map((l) => ({ ...l, quantity: l.quantity - (l.cancelledQuantity ?? 0) }))
    .filter((l) => l.quantity > 0);
  const units = shipped.reduce((sum, l) => sum + l.quantity, 0);
  return {
    order_id: order.orderNumber,
    order_date: toShiprocketDate(order.createdAt),
    pickup_location: PICKUP_LOCATION,
    billing_customer_name: billingName.first,
    billing_last_name: billingName.last,
    billing_address: street(billing),
    billing_address_2: billing.add2,
    billing_city: billing.city,
    billing_pincode: billing.pincode,
    billing_state: billing.state,
    billing_country: 'India',
    billing_email: order.email,
    billing_phone: billing.phone || order.phone,
    shipping_is_billing: false,
    shipping_customer_name: shippingName.first,
    shipping_last_name: shippingName.last,
    shipping_address: street(shipping),
    shipping_address_2: shipping.add2,
    shipping_city: shipping.city,
    shipping_pincode: shipping.pincode,
    shipping_state: shipping.state,
    shipping_country: 'India',
    shipping_email: order.email,
    shipping_phone: shipping.phone || order.phone,
    order_items: shipped.map((l) => ({
      name: l.name,
      sku: l.variantId ?? l.productId,
      units: l.quantity,
      selling_price: paiseToRupees(l.unitPricePaise),
      discount: 0,
    })),
    // A cash-on-delivery order tells the courier to collect its total (the fee included) at the door.
    payment_method: order.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
    shipping_charges: paiseToRupees(order.deliveryPaise),
    transaction_charges: paiseToRupees(order.codFeePaise),
    // The coupon and what the points took off (at most the rest: a part of a rupee can take a whole point).
    total_discount: paiseToRupees(order.subtotalPaise + order.deliveryPaise + order.codFeePaise - order.totalPaise),
    sub_total: paiseToRupees(order.totalPaise - order.deliveryPaise - order.codFeePaise),
    length: PARCEL.length,
    breadth: PARCEL.breadth,
    height: PARCEL.height,
    weight: Math.round(units * PARCEL.kgPerUnit * 100) / 100,
  };
}

/** A cash-on-delivery order nobody has confirmed yet (nor cancelled): not to be shipped. */
export const awaitsConfirmation = (order: Pick<OrderRow, 'paymentMethod' | 'codConfirmedAt'>): boolean =>
  order.paymentMethod === 'cod' && order.codConfirmedAt === null;

/**
 * Creates the Shiprocket order of a placed order, unless it has one. A failure (Shiprocket down, or refusing) is
 * recorded with the next try's time; the order stays readable meanwhile. Shiprocket answers an order id it already
 * has with the order it made, so a retry after a lost answer makes no second shipment.
 */
export async function createShipment(deps: ShipmentDeps, orderId: string): Promise<boolean> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.shiprocketOrderId) return Boolean(order);
  // A cancelled order ships nothing.
  if (order.orderStatus === 'Cancelled') return true;
  // A cash-on-delivery order is sent only once confirmed (`cod-confirmation.ts`).
  if (awaitsConfirmation(order)) return false;
  const lines = await deps.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  try {
    const answer = await deps.shiprocket.createAdhocOrder(adhocOrderFor(order, lines));
    const [kept] = await deps.db
      .update(orders)
      .set({
        shiprocketOrderId: String(answer.order_id),
        shiprocketShipmentId: String(answer.shipment_id),
        // A status webhook may have come first; it knows better.
        shippingStatus: sql`case when ${orders.shippingStatus} = 'PENDING' then ${normalizeShiprocketStatus(answer.status || 'NEW')} else ${orders.shippingStatus} end`,
        shipmentRetryAt: null,
        shipmentError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), ne(orders.orderStatus, 'Cancelled'), isNull(orders.shiprocketOrderId)))
      .returning({ id: orders.id });
    if (kept) {
      // Only the caller that recorded the shipment books its courier: placement and a payment webhook may both get here.
      if (order.courierCompanyId !== null) {
        await bookPromisedCourier(deps, orderId, String(answer.shipment_id), order.courierCompanyId);
      }
      return true;
    }
    // Not recorded: another caller recorded the same Shiprocket order first (nothing to do), or the order was
    // cancelled while Shiprocket was creating it (cancel it there too).
    const [now] = await deps.db
      .select({ status: orders.orderStatus, shiprocketOrderId: orders.shiprocketOrderId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (now?.status === 'Cancelled' && now.shiprocketOrderId === null) {
      await deps.shiprocket.cancelOrders([String(answer.order_id)]);
    }
    return true;
  } catch (error) {
    const failures = order.shipmentAttempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(orders)
      .set({
        shipmentAttempts: failures,
        shipmentRetryAt: new Date(Date.now() + retryDelayMs(failures)),
        shipmentError: message.slice(0, 1000),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), isNull(orders.shiprocketOrderId)));
    deps.log.warn({ orderId, failures, err: error }, 'Shiprocket order not created; will retry');
    return false;
  }
}

/**
 * Books the courier the order's delivery date was promised by (Express's faster one, or Standard's), so the parcel
 * travels as promised and tracking shows that courier's date. A refusal (the courier no longer serves the pincode) or
 * an outage leaves the shipment to Shiprocket's own courier: it still ships, and the failure is logged for the desk.
 */
async function bookPromisedCourier(deps: ShipmentDeps, orderId: string, shipmentId: string, courierId: number) {
  try {
    await deps.shiprocket.assignAwb(shipmentId, courierId);
  } catch (error) {
    deps.log.warn({ orderId, shipmentId, courierId, err: error }, 'Promised courier not booked with Shiprocket');
  }
}

/** Refunds the payment of a rejected checkout (once: a refund already made is not repeated). */
export async function refundRejectedCheckout(deps: ShipmentDeps, checkoutId: string): Promise<boolean> {
  const [checkout] = await deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  if (checkout?.status !== 'rejected' || !checkout.razorpayPaymentId || checkout.refundId) return false;
  try {
    const refund = await deps.razorpay.refund(checkout.razorpayPaymentId, { checkoutId, reason: 'order not placed' });
    await deps.db
      .update(checkouts)
      .set({ refundId: refund.id, updatedAt: new Date() })
      .where(eq(checkouts.id, checkoutId));
    deps.log.info({ checkoutId, refundId: refund.id }, 'payment refunded');
    return true;
  } catch (error) {
    deps.log.error({ checkoutId, err: error }, 'refund failed; will retry');
    return false;
  }
}

/**
 * One round of the retry worker: shipments due (Shiprocket was down or refused) and refunds not yet made. Work is
 * claimed with `skip locked` and pushed back by CLAIM_MS first, so replicas never take the same item.
 */
export async function retryDueWork(
  deps: ShipmentDeps,
  now = new Date(),
): Promise<{ shipments: number; refunds: number }> {
  const claimUntil = new Date(now.getTime() + CLAIM_MS);
  const due = await deps.db.execute<{ id: string }>(sql`
    update orders set shipment_retry_at = ${claimUntil.toISOString()}::timestamptz
    where id in (
      select id from orders
      where shiprocket_order_id is null and shipment_retry_at <= ${now.toISOString()}::timestamptz
        and not (payment_method = 'cod' and cod_confirmed_at is null)
      order by shipment_retry_at limit ${BATCH}
      for update skip locked)
    returning id`);
  let shipments = 0;
  for (const { id } of rowsOf<{ id: string }>(due)) if (await createShipment(deps, id)) shipments++;

  const refundable = await deps.db.execute<{ id: string }>(sql`
    update checkouts set updated_at = ${now.toISOString()}::timestamptz
    where id in (
      select id from checkouts
      where status = 'rejected' and razorpay_payment_id is not null and refund_id is null
        and updated_at <= ${new Date(now.getTime() - FIRST_RETRY_MS).toISOString()}::timestamptz
      order by updated_at limit ${BATCH}
      for update skip locked)
    returning id`);
  let refunds = 0;
  for (const { id } of rowsOf<{ id: string }>(refundable)) if (await refundRejectedCheckout(deps, id)) refunds++;
  return { shipments, refunds };
}

/** node-postgres answers `{rows}`, PGlite answers `{rows}` too, but typed apart: read either. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
