import { and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { OrderRow } from '../order-json.js';
import type { OrderListQuery, OrderRowJson, PaymentFilter } from './schemas.js';

const HOUR_MS = 3_600_000;

/** The queue's test, as the partial index `orders_cod_waiting_idx` is written. */
export const codWaiting = (): SQL =>
  and(eq(orders.paymentMethod, 'cod'), isNull(orders.codConfirmedAt), eq(orders.orderStatus, 'Pending')) as SQL;

function paymentIs(filter: PaymentFilter): SQL {
  if (filter === 'cod' || filter === 'points') return eq(orders.paymentMethod, filter);
  return and(eq(orders.paymentMethod, 'razorpay'), eq(orders.paymentInstrument, filter)) as SQL;
}

/** The last ten digits of a phone number as typed (`+91 98290 12345`), as `orders_phone_digits_idx` keeps them. */
const phoneDigits = sql`right(regexp_replace(${orders.phone}, '\\D', '', 'g'), 10)`;

/** An order number, an email or a phone number, each matched whole (each has its index). */
function searchFor(q: string): SQL {
  const digits = q.replace(/\D/g, '');
  const matches: SQL[] = [eq(orders.orderNumber, q), eq(sql`lower(${orders.email})`, q.toLowerCase())];
  if (digits.length >= 10 && /^[+\d\s()-]+$/.test(q)) matches.push(eq(phoneDigits, digits.slice(-10)));
  return or(...matches) as SQL;
}

export function orderFilters(query: Omit<OrderListQuery, 'limit' | 'cursor'>): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.orderStatus, query.status));
  if (query.payment) where.push(paymentIs(query.payment));
  if (query.toConfirm) where.push(codWaiting());
  if (query.from) where.push(gte(orders.createdAt, query.from));
  if (query.to) where.push(lte(orders.createdAt, query.to));
  if (query.pincode) where.push(sql`(${orders.deliveryAddress}->>'pincode') = ${query.pincode}`);
  if (query.state) where.push(sql`lower(${orders.deliveryAddress}->>'state') = ${query.state.toLowerCase()}`);
  if (query.q) where.push(searchFor(query.q));
  return where;
}

type ConfirmationFields = Pick<
  OrderRow,
  'paymentMethod' | 'codConfirmedAt' | 'codConfirmedBy' | 'orderStatus' | 'createdAt'
>;

/** Where a cash-on-delivery order stands with its confirmation; null for other orders. */
export function confirmationOf(
  order: ConfirmationFields,
  overdueHours: number,
  now = new Date(),
): OrderRowJson['confirmation'] {
  if (order.paymentMethod !== 'cod') return null;
  const waiting = order.codConfirmedAt === null && order.orderStatus === 'Pending';
  return {
    waiting,
    overdue: waiting && now.getTime() - order.createdAt.getTime() > overdueHours * HOUR_MS,
    confirmedAt: order.codConfirmedAt?.toISOString() ?? null,
    confirmedBy: order.codConfirmedBy,
  };
}

export const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  buyerId: orders.buyerId,
  name: orders.name,
  email: orders.email,
  phone: orders.phone,
  orderStatus: orders.orderStatus,
  shippingStatus: orders.shippingStatus,
  paymentMethod: orders.paymentMethod,
  paymentInstrument: orders.paymentInstrument,
  totalPaise: orders.totalPaise,
  deliveryAddress: orders.deliveryAddress,
  codConfirmedAt: orders.codConfirmedAt,
  codConfirmedBy: orders.codConfirmedBy,
  items: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = "orders"."id")`,
};

type ListedRow = {
  [K in keyof typeof rowColumns]: K extends 'items' ? number : OrderRow[K & keyof OrderRow];
};

export const rowJson = (row: ListedRow, overdueHours: number): OrderRowJson => ({
  id: row.id,
  orderNumber: row.orderNumber,
  createdAt: row.createdAt.toISOString(),
  buyerId: row.buyerId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  orderStatus: row.orderStatus,
  shippingStatus: row.shippingStatus,
  paymentMethod: row.paymentMethod,
  paymentInstrument: row.paymentInstrument,
  totalPaise: row.totalPaise,
  city: row.deliveryAddress.city,
  state: row.deliveryAddress.state,
  pincode: row.deliveryAddress.pincode,
  items: Number(row.items),
  confirmation: confirmationOf(row, overdueHours),
});

/** The page's query (one more row than the page, to tell whether another follows); `EXPLAIN`ed by its test. */
export function listQuery(db: Db, query: OrderListQuery) {
  const where = orderFilters(query);
  if (query.cursor) {
    where.push(
      sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${query.cursor})`,
    );
  }
  return db
    .select(rowColumns)
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
}

/**
 * A page of orders, newest first, keyset-paged on (created_at, id): the cursor is the last order's id, so a page
 * never skips or repeats an order however many arrive meanwhile.
 */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
  overdueHours: number,
): Promise<{ orders: OrderRowJson[]; nextCursor: string | null }> {
  const rows = await listQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map((row) => rowJson(row, overdueHours)),
    nextCursor: rows.length > query.limit && last ? last.id : null,
  };
}
