import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { loadProducts } from '../catalog/product-loader.js';
import type { Db } from '../db/client.js';
import { orderLines, orders } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { refundsOfOrders } from '../refunds/buyer-refunds.js';
import { buyerReturnsOf } from '../returns/buyer-returns.js';
import { type OrderJson, type OrderRow, toOrderJson } from './order-json.js';

/** Another buyer's order answers this too, exactly like one that does not exist. */
export const ORDER_NOT_FOUND = 'Order not found';
export const BAD_CURSOR = 'cursor is not one this api gave';
export const DEFAULT_ORDERS_PAGE = 20;
export const MAX_ORDERS_PAGE = 50;

/** Orders with their lines (one query) and current products (one query). */
export async function withLines(db: Db, rows: readonly OrderRow[]): Promise<OrderJson[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const products = await loadProducts(db, [...new Set(lines.map((l) => l.productId))]);
  const productsById = new Map(products.map((p) => [p._id, p]));
  const refunds = await refundsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toOrderJson(
      row,
      lines.filter((l) => l.orderId === row.id),
      productsById,
      refunds.get(row.id),
    ),
  );
}

/** One order of the buyer by id; another buyer's, or a product line not in it, answers 404. */
export async function getOrder(db: Db, buyerId: string, id: string, productItemId?: string): Promise<OrderJson> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [order] = await withLines(db, [row]);
  if (!order || (productItemId && !order.products.some((p) => p._id === productItemId))) {
    throw notFound(ORDER_NOT_FOUND);
  }
  // One order's read carries its returns, so the order page needs no call of its own for them.
  return { ...order, returns: await buyerReturnsOf(db, buyerId, id) };
}

export interface OrderPage {
  result: OrderJson[];
  total: number;
  nextCursor: string | null;
}

/** Placement time to the microsecond (PostgreSQL's precision; a JavaScript Date would round it to milliseconds). */
const exactCreatedAt = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const ok = at && id && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) && /^[0-9a-f-]{36}$/i.test(id);
  if (!ok) throw badRequest('invalid_input', BAD_CURSOR);
  return { at, id };
}

/** The buyer's orders, newest first, a page at a time (keyset on placement time and id). */
export async function listOrders(
  db: Db,
  buyerId: string,
  page: { limit?: number | undefined; cursor?: string | undefined },
): Promise<OrderPage> {
  const limit = Math.min(page.limit ?? DEFAULT_ORDERS_PAGE, MAX_ORDERS_PAGE);
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const mine = eq(orders.buyerId, buyerId);
  const rows = await db
    .select({ order: orders, at: exactCreatedAt })
    .from(orders)
    .where(
      after
        ? and(mine, sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`)
        : mine,
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const [total] = await db.select({ n: count() }).from(orders).where(mine);
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    result: await withLines(
      db,
      shown.map((r) => r.order),
    ),
    total: Number(total?.n ?? 0),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.order.id) : null,
  };
}
