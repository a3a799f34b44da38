import { asc, eq } from 'drizzle-orm';
import { AUDIT_PAGE_MAX } from '../../audit/schemas.js';
import { listAudit } from '../../audit/service.js';
import { creditNotes, invoices, orderLines, orders } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { OrderDeps } from '../deps.js';
import { ORDER_NOT_FOUND } from '../service.js';
import { trackOrders } from '../tracking.js';
import { rowColumns, rowJson } from './list.js';
import type { AdminOrderJson } from './schemas.js';

const iso = (moment: Date | null): string | null => moment?.toISOString() ?? null;

/** One order as the desk sees it: lines, amounts, payment, shipment (with Shiprocket's live tracking), documents. */
export async function adminOrder(
  deps: Pick<OrderDeps, 'db' | 'shiprocket' | 'log'>,
  orderId: string,
  overdueHours: number,
): Promise<AdminOrderJson> {
  const { db } = deps;
  const [row] = await db
    .select({
      ...rowColumns,
      order: orders,
      invoiceNumber: invoices.number,
      creditNoteNumber: creditNotes.number,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(creditNotes, eq(creditNotes.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const { order } = row;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const [[tracked], trail] = await Promise.all([
    trackOrders(deps, order.buyerId, [orderId]),
    // The order's own trail: every staff write on it, whatever slice made it (confirmation, cancellation, refund …).
    listAudit(db, { entityId: orderId, limit: AUDIT_PAGE_MAX }),
  ]);
  return {
    ...rowJson(row, overdueHours),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      image: line.image,
      attributes: line.attributes,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      retailPricePaise: line.retailPricePaise,
    })),
    amounts: {
      subtotalPaise: order.subtotalPaise,
      couponCode: order.couponCode,
      discountPaise: order.discountPaise,
      pointsUsed: order.pointsUsed,
      deliveryPaise: order.deliveryPaise,
      codFeePaise: order.codFeePaise,
      totalPaise: order.totalPaise,
      pointsEarned: order.pointsEarned,
    },
    delivery: order.delivery,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    payment: {
      razorpayOrderId: order.razorpayOrderId,
      razorpayPaymentId: order.razorpayPaymentId,
      paidAt: iso(order.paidAt),
    },
    shipment: {
      shiprocketOrderId: order.shiprocketOrderId,
      shiprocketShipmentId: order.shiprocketShipmentId,
      attempts: order.shipmentAttempts,
      error: order.shipmentError,
      deliveredAt: iso(order.deliveredAt),
      tracking: tracked?.tracking ?? null,
      trackingUnavailable: tracked?.unavailable ?? false,
    },
    documents: { invoiceNumber: row.invoiceNumber, creditNoteNumber: row.creditNoteNumber },
    audit: trail.entries,
  };
}
