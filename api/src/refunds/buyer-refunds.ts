import { desc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { refunds } from '../db/schema.js';

/** A refund of the buyer's order as the buyer sees it (on the order, `GET /order`). */
export const buyerRefundSchema = z.object({
  amountPaise: z.number().int(),
  /** `requested` (on its way: Razorpay takes 5-7 working days, a payout is paid by hand), `processed`, `failed`. */
  status: z.enum(['requested', 'processed', 'failed']),
  /** `razorpay`: back to the card or UPI account paid with; `payout`: to the account the buyer gave. */
  method: z.enum(['razorpay', 'payout']),
  reason: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type BuyerRefundJson = z.infer<typeof buyerRefundSchema>;

/** The refunds of these orders, newest first, by order id (one query for a page of orders). */
export async function refundsOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, BuyerRefundJson[]>> {
  const byOrder = new Map<string, BuyerRefundJson[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push({
      amountPaise: r.amountPaise,
      status: r.status,
      method: r.method,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
    });
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}
