import { type InvoiceSeller, toShiprocketDate } from '@sutra/rules';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { orderLines, orders, returnRequestLines, returnRequests } from '../db/schema.js';
import { paiseToRupees } from '../money.js';
import { retryDelayMs } from '../orders/shipments.js';
import type { ReturnOrderRequest, Shiprocket } from '../providers/shiprocket.js';

/** A boxed garment on its way back: dimensions in cm, weight in kg per unit (as shipped). */
const PARCEL = { length: 35, breadth: 30, height: 8, kgPerUnit: 0.8 };
/** A booking being sent is not sent again by anyone else for this long (another replica, a slow Shiprocket). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 10;

export interface PickupDeps {
  db: Db;
  shiprocket: Shiprocket;
  seller: InvoiceSeller;
  warehousePincode: string;
  log: FastifyBaseLogger;
}

/** The return order's id at Shiprocket (its `order_id`): one per return request, so a resend books nothing new. */
export const pickupChannelIdOf = (orderNumber: string, returnRequestId: string) =>
  `R${orderNumber}-${returnRequestId.slice(0, 8)}`;

const splitName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
};

/** The warehouse the parcel goes to: the store's registered address (its second line starts with the city). */
function warehouse(seller: InvoiceSeller, pincode: string) {
  const [first = seller.name, ...rest] = seller.addressLines;
  const city = (rest[0] ?? seller.state).split(',')[0]?.trim() || seller.state;
  return { address: first, address2: rest.join(', '), city, state: seller.state, pincode };
}

type ReturnRow = typeof returnRequests.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Shiprocket's return order for a return request: from the order's delivery address back to the warehouse. */
export function returnOrderFor(
  request: Pick<ReturnRow, 'id' | 'createdAt' | 'pickupChannelId'>,
  order: Pick<OrderRow, 'orderNumber' | 'name' | 'email' | 'phone' | 'deliveryAddress'>,
  lines: readonly Pick<LineRow, 'name' | 'variantId' | 'productId' | 'quantity' | 'unitPricePaise'>[],
  seller: InvoiceSeller,
  warehousePincode: string,
): ReturnOrderRequest {
  const from = order.deliveryAddress;
  const buyer = splitName(from.name || order.name);
  const to = warehouse(seller, warehousePincode);
  const store = splitName(seller.name);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const subTotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  return {
    order_id: request.pickupChannelId ?? pickupChannelIdOf(order.orderNumber, request.id),
    order_date: toShiprocketDate(request.createdAt),
    pickup_customer_name: buyer.first,
    pickup_last_name: buyer.last,
    pickup_address: [from.add1, from.landmark].filter(Boolean).join(', '),
    pickup_address_2: from.add2,
    pickup_city: from.city,
    pickup_state: from.state,
    pickup_country: 'India',
    pickup_pincode: from.pincode,
    pickup_email: order.email,
    pickup_phone: from.phone || order.phone,
    shipping_customer_name: store.first,
    shipping_last_name: store.last,
    shipping_address: to.address,
    shipping_address_2: to.address2,
    shipping_city: to.city,
    shipping_state: to.state,
    shipping_country: 'India',
    shipping_pincode: to.pincode,
    shipping_email: seller.email,
    shipping_phone: seller.phone,
    order_items: lines.map((l) => ({
      name: l.name,
      sku: l.variantId ?? l.productId,
      units: l.quantity,
      selling_price: paiseToRupees(l.unitPricePaise),
      discount: 0,
    })),
    payment_method: 'Prepaid',
    total_discount: 0,
    sub_total: paiseToRupees(subTotal),
    length: PARCEL.length,
    breadth: PARCEL.breadth,
    height: PARCEL.height,
    weight: Math.round(units * PARCEL.kgPerUnit * 100) / 100,
  };
}

/**
 * Books the approved return's pickup at Shiprocket, unless it is booked. The booking is claimed first (its retry time
 * pushed on, only if due and unbooked), so an approval's own try, the retry worker and another replica never send it
 * twice at once; Shiprocket also answers a return order id it has with the order it made. A failure is kept with the
 * next try's time (30 s, doubling, at most every 30 minutes). Answers whether it is booked now.
 */
export async function bookPickup(deps: PickupDeps, returnRequestId: string, now = new Date()): Promise<boolean> {
  const [claimed] = await deps.db
    .update(returnRequests)
    .set({ pickupRetryAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(returnRequests.id, returnRequestId),
        eq(returnRequests.status, 'approved'),
        isNull(returnRequests.pickupOrderId),
        or(isNull(returnRequests.pickupRetryAt), lte(returnRequests.pickupRetryAt, now)),
      ),
    )
    .returning();
  if (!claimed) return false;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, claimed.orderId));
  if (!order) return false;
  const lines = await deps.db
    .select({
      name: orderLines.name,
      variantId: orderLines.variantId,
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
    })
    .from(returnRequestLines)
    .innerJoin(orderLines, eq(orderLines.id, returnRequestLines.orderLineId))
    .where(eq(returnRequestLines.returnRequestId, returnRequestId))
    .orderBy(asc(orderLines.position));
  try {
    const answer = await deps.shiprocket.createReturnOrder(
      returnOrderFor(claimed, order, lines, deps.seller, deps.warehousePincode),
    );
    await deps.db
      .update(returnRequests)
      .set({
        pickupOrderId: String(answer.order_id),
        pickupShipmentId: String(answer.shipment_id),
        // A status webhook may have come first: it knows better.
        pickupStatus: sql`coalesce(${returnRequests.pickupStatus}, ${answer.status || 'RETURN PENDING'})`,
        pickupRetryAt: null,
        pickupError: null,
      })
      .where(and(eq(returnRequests.id, returnRequestId), isNull(returnRequests.pickupOrderId)));
    deps.log.info({ returnRequestId, pickupOrderId: answer.order_id }, 'return pickup booked');
    return true;
  } catch (error) {
    const failures = claimed.pickupAttempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(returnRequests)
      .set({
        pickupAttempts: failures,
        pickupRetryAt: new Date(now.getTime() + retryDelayMs(failures)),
        pickupError: message.slice(0, 1000),
      })
      .where(and(eq(returnRequests.id, returnRequestId), isNull(returnRequests.pickupOrderId)));
    deps.log.warn({ returnRequestId, failures, err: error }, 'return pickup not booked; will retry');
    return false;
  }
}

/** Books the pickups that are due (the retry worker's round), a few at a time. */
export async function bookDuePickups(deps: PickupDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.status, 'approved'),
        isNull(returnRequests.pickupOrderId),
        lte(returnRequests.pickupRetryAt, now),
      ),
    )
    .orderBy(asc(returnRequests.pickupRetryAt))
    .limit(BATCH);
  let booked = 0;
  for (const { id } of due) if (await bookPickup(deps, id, now)) booked++;
  return booked;
}
