import { can } from '@sutra/rules';
import { and, asc, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { orders, productSkus, products, productVariants } from '../../db/schema.js';
import type { SignedInStaff } from '../../staff/sessions.js';
import { codWaiting } from './list.js';
import { type DayJson, LOW_STOCK_AT } from './schemas.js';

const IST_OFFSET_MS = 330 * 60_000;

/** Midnight in India (IST, UTC+5:30, no daylight saving) of the day `now` falls in, and that date. */
export function istDay(now: Date): { date: string; start: Date } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  return { date, start: new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS) };
}

/**
 * The day's home: today's orders and takings, orders by status, the COD queue and how much of it is overdue, open
 * return requests, and sizes running low. Each part only for a role that may read it; each one indexed query.
 */
export async function dayAtAGlance(
  db: Db,
  staff: SignedInStaff,
  overdueHours: number,
  now = new Date(),
): Promise<DayJson> {
  const { date, start } = istDay(now);
  const overdueBefore = new Date(now.getTime() - overdueHours * 3_600_000);
  const readOrders = can(staff.role, 'orders:read');
  const readCatalogue = can(staff.role, 'catalogue:read');
  const [today, byStatus, queue, returnsWaiting, lowStock] = await Promise.all([
    readOrders
      ? db
          .select({
            count: count(),
            revenue: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.orderStatus} <> 'Cancelled'), 0)::bigint`,
          })
          .from(orders)
          .where(gte(orders.createdAt, start))
      : null,
    readOrders
      ? db.select({ status: orders.orderStatus, count: count() }).from(orders).groupBy(orders.orderStatus)
      : null,
    readOrders
      ? db
          .select({
            waiting: count(),
            overdue: sql<number>`count(*) filter (where ${orders.createdAt} < ${overdueBefore.toISOString()}::timestamptz)::int`,
          })
          .from(orders)
          .where(codWaiting())
      : null,
    readOrders
      ? queryRows<{ n: number }>(
          db,
          sql`select count(distinct return_request_id)::int as n from return_request_lines where status = 'open'`,
        )
      : null,
    readCatalogue
      ? db
          .select({
            productId: products.id,
            productName: products.productName,
            colour: sql<string>`coalesce((select o.label from variant_options o where o.variant_id = ${productVariants.id} and lower(trim(o.attribute_label)) in ('color', 'colour') limit 1), '')`,
            size: productSkus.size,
            skuId: productSkus.id,
            stock: productSkus.stock,
          })
          .from(productSkus)
          .innerJoin(productVariants, eq(productVariants.id, productSkus.variantId))
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(
            and(
              isNotNull(productSkus.stock),
              lte(productSkus.stock, LOW_STOCK_AT),
              eq(products.visibilityStatus, true),
            ),
          )
          .orderBy(asc(productSkus.stock), asc(products.productName))
          .limit(20)
      : null,
  ]);
  return {
    date,
    orders: readOrders
      ? {
          todayCount: Number(today?.[0]?.count ?? 0),
          todayRevenuePaise: Number(today?.[0]?.revenue ?? 0),
          byStatus: (byStatus ?? []).map((row) => ({ status: row.status, count: Number(row.count) })),
          codWaiting: Number(queue?.[0]?.waiting ?? 0),
          codOverdue: Number(queue?.[0]?.overdue ?? 0),
          returnsWaiting: Number(returnsWaiting?.[0]?.n ?? 0),
        }
      : null,
    lowStock: lowStock ? lowStock.map((row) => ({ ...row, stock: Number(row.stock) })) : null,
  };
}
