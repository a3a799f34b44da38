import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { newBuyer } from '../../test/accounts.js';
import { createTestApi, type TestApi } from '../../test/test-api.js';
import { listQuery } from './list.js';
import { type OrderListQuery, orderListQuerySchema } from './schemas.js';

/**
 * The desk's list stays an index walk on a year of orders: each filter's query, as the service builds it, is
 * `EXPLAIN`ed on a table filled for it (placed over a year, every status and payment, 400 pincodes, 5,000 buyers),
 * and must not read the whole table. The figures at 100,000 orders are in docs/admin.md.
 */
const ORDERS = 30_000;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  const buyer = await newBuyer(api);
  const { db } = api.database;
  // Checkouts first (each order names its own), then the orders, set-based.
  await db.execute(sql`
    insert into checkouts (buyer_id, status, lines, subtotal_paise, discount_paise, points_used, delivery,
      delivery_paise, amount_paise, name, email, phone, delivery_address, billing_address, expires_at, payment_choice)
    select ${buyer.id}::uuid, 'placed', '[]'::jsonb, 249900, 0, 0, 'standard', 0, 249900, 'Plan Buyer',
      'plan' || (i % 5000) || '@example.in', '98' || lpad((i % 5000)::text, 8, '0'),
      jsonb_build_object('name', 'Plan Buyer', 'phone', '', 'add1', '1 Road', 'add2', '', 'landmark', '',
        'city', 'City ' || (i % 400), 'state', 'State ' || (i % 30), 'pincode', (300000 + i % 400)::text),
      '{}'::jsonb, now(), 'cod'
    from generate_series(1, ${ORDERS}) as i`);
  await db.execute(sql`
    insert into orders (buyer_id, checkout_id, order_number, payment_method, razorpay_payment_id, payment_instrument,
      name, email, phone, delivery_address, billing_address, delivery, subtotal_paise, discount_paise, points_used,
      delivery_paise, total_paise, points_earned, order_status, cod_confirmed_at, created_at)
    select c.buyer_id, c.id, (1700000000000 + n)::text,
      case when n % 5 = 0 then 'cod' else 'razorpay' end,
      case when n % 5 = 0 then null else 'pay_plan' || n end,
      case when n % 5 = 0 then null when n % 2 = 0 then 'upi' else 'card' end,
      c.name, c.email, c.phone, c.delivery_address, c.delivery_address, 'standard', 249900, 0, 0, 0, 249900, 24,
      (array['Pending','Processing','Shipped','Delivered','Delivered','Delivered','Cancelled','Returned'])[1 + n % 8],
      case when n % 5 = 0 and n % 40 <> 0 then now() end,
      now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second'
    from (select id, buyer_id, name, email, phone, delivery_address, row_number() over () as n from checkouts
          where name = 'Plan Buyer') c`);
  await db.execute(sql`analyze orders`);
});
afterAll(() => api.close());

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The plan of the list's query for these filters: how `orders` is read. */
async function plan(query: Record<string, string>): Promise<{ seqScan: boolean; indexes: string[] }> {
  const parsed: OrderListQuery = orderListQuerySchema.parse(query);
  const rows = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    api.database.db,
    sql`explain (format json) ${listQuery(api.database.db, parsed)}`,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const root = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const all = nodes(root[0].Plan);
  return {
    seqScan: all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'orders'),
    // A bitmap's index scans name their index, not the table.
    indexes: all.flatMap((n) => (n['Index Name']?.startsWith('orders_') ? [n['Index Name']] : [])),
  };
}

describe(`the order list's plan on ${ORDERS.toLocaleString('en-IN')} orders`, () => {
  const someOrder = async () =>
    (
      await queryRows<{ id: string }>(
        api.database.db,
        sql`select id from orders order by created_at desc offset 500 limit 1`,
      )
    )[0]?.id ?? '';

  it.each([
    ['the first page', {}],
    ['a status', { status: 'Processing' }],
    ['a payment method', { payment: 'upi' }],
    ['the COD queue', { toConfirm: 'true' }],
    ['a pincode', { pincode: '300123' }],
    ['an email', { q: 'PLAN123@example.in' }],
    ['a phone as typed', { q: '+91 98000 00123' }],
    ['an order number', { q: '1700000004321' }],
    ['a date range', { from: '2026-01-01T00:00:00Z', to: '2026-01-31T00:00:00Z' }],
  ])('reads %s through an index', async (_what, query) => {
    const { seqScan, indexes } = await plan(query);
    expect(seqScan).toBe(false);
    expect(indexes).not.toEqual([]);
  });

  it('reads a later page through an index too', async () => {
    const { seqScan } = await plan({ cursor: await someOrder(), status: 'Delivered' });
    expect(seqScan).toBe(false);
  });
});
