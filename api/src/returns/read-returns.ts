import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  buyers,
  orderLines,
  orders,
  returnRequestImages,
  returnRequestLines,
  returnRequests,
  uploads,
} from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { describeRefundDestination } from '../support/refund-destination.js';
import { locationOf } from '../support/uploads.js';
import type { ReturnAdminJson } from './return-json.js';
import type { ReturnState } from './states.js';

export const RETURN_NOT_FOUND = 'No such return request.';

const replacement = orders;

const columns = {
  request: returnRequests,
  orderNumber: orders.orderNumber,
  paymentMethod: orders.paymentMethod,
  buyerName: buyers.name,
};

type Row = {
  request: typeof returnRequests.$inferSelect;
  orderNumber: string;
  paymentMethod: 'razorpay' | 'points' | 'cod';
  buyerName: string;
};

/** The requests' lines, images and replacement order numbers, each read once for the whole page. */
async function withDetails(db: Db, rows: Row[]): Promise<ReturnAdminJson[]> {
  const ids = rows.map((r) => r.request.id);
  if (ids.length === 0) return [];
  const lines = await db
    .select({
      returnRequestId: returnRequestLines.returnRequestId,
      status: returnRequestLines.status,
      line: orderLines,
    })
    .from(returnRequestLines)
    .innerJoin(orderLines, eq(orderLines.id, returnRequestLines.orderLineId))
    .where(inArray(returnRequestLines.returnRequestId, ids))
    .orderBy(asc(orderLines.position));
  const images = await db
    .select({ returnRequestId: returnRequestImages.returnRequestId, fileName: uploads.fileName })
    .from(returnRequestImages)
    .innerJoin(uploads, eq(uploads.id, returnRequestImages.uploadId))
    .where(inArray(returnRequestImages.returnRequestId, ids))
    .orderBy(asc(returnRequestImages.position));
  const replacementIds = rows.flatMap((r) => (r.request.replacementOrderId ? [r.request.replacementOrderId] : []));
  const numbers = new Map(
    replacementIds.length === 0
      ? []
      : (
          await db
            .select({ id: replacement.id, orderNumber: replacement.orderNumber })
            .from(replacement)
            .where(inArray(replacement.id, replacementIds))
        ).map((o) => [o.id, o.orderNumber]),
  );
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map(({ request: r, orderNumber, paymentMethod, buyerName }) => ({
    id: r.id,
    orderId: r.orderId,
    orderNumber,
    buyerId: r.buyerId,
    buyerName,
    email: r.email,
    reason: r.reason,
    status: r.status,
    version: r.version,
    paymentMethod,
    refundTo: r.refundTo ? describeRefundDestination(r.refundTo) : null,
    images: images.filter((i) => i.returnRequestId === r.id).map((i) => locationOf(i.fileName)),
    lines: lines
      .filter((l) => l.returnRequestId === r.id)
      .map(({ status, line }) => ({
        orderLineId: line.id,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        image: line.image,
        attributes: line.attributes,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        status,
      })),
    staffNote: r.staffNote,
    decidedAt: iso(r.decidedAt),
    pickup: {
      orderId: r.pickupOrderId,
      awb: r.pickupAwb,
      courier: r.pickupCourier,
      status: r.pickupStatus,
      attempts: r.pickupAttempts,
      error: r.pickupError,
    },
    pickedUpAt: iso(r.pickedUpAt),
    receivedAt: iso(r.receivedAt),
    resellable: r.resellable,
    closedAt: iso(r.closedAt),
    refundPaise: r.refundPaise,
    replacementOrderId: r.replacementOrderId,
    replacementOrderNumber: r.replacementOrderId ? (numbers.get(r.replacementOrderId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

const base = (db: Db) =>
  db
    .select(columns)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(buyers, eq(buyers.id, returnRequests.buyerId));

/** One return request in full; 404 when there is none. */
export async function getReturn(db: Db, id: string): Promise<ReturnAdminJson> {
  const rows = await base(db).where(eq(returnRequests.id, id));
  const [json] = await withDetails(db, rows);
  if (!json) throw notFound(RETURN_NOT_FOUND);
  return json;
}

/** An order's return requests, newest first (the order page's panel). */
export async function returnsOfOrder(db: Db, orderId: string): Promise<ReturnAdminJson[]> {
  const rows = await base(db).where(eq(returnRequests.orderId, orderId)).orderBy(desc(returnRequests.createdAt));
  return withDetails(db, rows);
}

export interface ReturnListQuery {
  status?: ReturnState | undefined;
  /** One order's returns (the order page's panel). */
  orderId?: string | undefined;
  limit: number;
  /** The last row of the page before: `<createdAt ISO>|<id>`. */
  cursor?: string | undefined;
}

/** The cursor of a row: where the next page starts after it. */
const cursorOf = (r: ReturnAdminJson) => `${r.createdAt}|${r.id}`;

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('|');
  const when = at ? new Date(at) : undefined;
  if (!when || Number.isNaN(when.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  // A row comparison, which the (…, created_at, id) indexes serve as a range (an OR of the two would be a filter).
  return sql`(${returnRequests.createdAt}, ${returnRequests.id}) < (${when.toISOString()}::timestamptz, ${id}::uuid)`;
}

/**
 * The returns queue: newest first, filtered by state, paged by (createdAt, id). On 300,000 requests a page of one state
 * reads 26 index entries (`return_requests_status_created_idx`, or `return_requests_created_idx` for every state or a
 * deep cursor), well under a millisecond.
 */
export async function listReturns(
  db: Db,
  query: ReturnListQuery,
): Promise<{ items: ReturnAdminJson[]; nextCursor: string | null }> {
  const rows = await base(db)
    .where(
      and(
        query.status ? eq(returnRequests.status, query.status) : undefined,
        query.orderId ? eq(returnRequests.orderId, query.orderId) : undefined,
        afterCursor(query.cursor),
      ),
    )
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(query.limit + 1);
  const items = await withDetails(db, rows.slice(0, query.limit));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? cursorOf(last) : null };
}
