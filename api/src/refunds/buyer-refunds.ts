import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, refunds } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refunds of the buyer's own order, newest first; a malformed id, a missing order or another's answer 404 alike. */
export async function refundsForBuyer(db: Db, buyerId: string, orderId: string) {
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  return rows.map((r) => ({
    amountPaise: r.amountPaise,
    status: r.status,
    method: r.method,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
  }));
}
