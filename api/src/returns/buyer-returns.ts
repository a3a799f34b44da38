import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { orderLines, orders, returnRequestLines, returnRequests } from '../db/schema.js';
import { RETURN_STATES } from './states.js';

/** A return as its buyer sees it on the order page: where it stands, and what closing it gave. Money in paise. */
export const buyerReturnJsonSchema = z.object({
  _id: z.uuid(),
  status: z.enum(RETURN_STATES),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  lines: z.array(z.object({ _id: z.uuid(), name: z.string(), quantity: z.number().int() })),
  /** Why the store rejected it. */
  rejection: z.string().nullable(),
  /** The courier's tracking number of the pickup, once assigned. */
  pickupAwb: z.string().nullable(),
  refundPaise: z.number().int().nullable(),
  replacementOrderId: z.uuid().nullable(),
  replacementOrderNumber: z.string().nullable(),
});
export type BuyerReturnJson = z.infer<typeof buyerReturnJsonSchema>;

/**
 * The buyer's own returns of an order, oldest first (none of anyone else's). The order's owner is checked by the
 * caller (the order read, `GET /order/:orderId/returns`).
 */
export async function buyerReturnsOf(db: Db, buyerId: string, orderId: string): Promise<BuyerReturnJson[]> {
  const rows = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.buyerId, buyerId), eq(returnRequests.orderId, orderId)))
    .orderBy(asc(returnRequests.createdAt));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      returnRequestId: returnRequestLines.returnRequestId,
      id: orderLines.id,
      name: orderLines.name,
      quantity: orderLines.quantity,
    })
    .from(returnRequestLines)
    .innerJoin(orderLines, eq(orderLines.id, returnRequestLines.orderLineId))
    .where(
      inArray(
        returnRequestLines.returnRequestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  const replacementIds = rows.flatMap((r) => (r.replacementOrderId ? [r.replacementOrderId] : []));
  const numbers = new Map(
    replacementIds.length === 0
      ? []
      : (
          await db
            .select({ id: orders.id, orderNumber: orders.orderNumber })
            .from(orders)
            .where(and(inArray(orders.id, replacementIds), eq(orders.buyerId, buyerId)))
            .orderBy(desc(orders.createdAt))
        ).map((o) => [o.id, o.orderNumber]),
  );
  return rows.map((r) => ({
    _id: r.id,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    lines: lines
      .filter((l) => l.returnRequestId === r.id)
      .map((l) => ({ _id: l.id, name: l.name, quantity: l.quantity })),
    rejection: r.status === 'rejected' ? r.staffNote : null,
    pickupAwb: r.pickupAwb,
    refundPaise: r.refundPaise,
    replacementOrderId: r.replacementOrderId,
    replacementOrderNumber: r.replacementOrderId ? (numbers.get(r.replacementOrderId) ?? null) : null,
  }));
}
