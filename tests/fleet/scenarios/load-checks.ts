import { razorpaySandboxClient, shiprocketSandboxClient } from '@sutra/sandbox';
import type { Fleet } from '../fleet.js';
import { waitUntil } from '../scenario.js';
import { isProtocolStep, type Recorder, type Shopper } from '../shopper.js';
import type { CrashTimes, Purchase } from './load.js';

const percentile = (sorted: number[], p: number): number =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

/** The load's figures: requests, latency, errors seen and retried, and when the errors stopped. */
export function loadFigures(recorder: Recorder, started: number, crash: CrashTimes, loadMs: number, purchases: number) {
  const exchanges = recorder.exchanges.filter((e) => !isProtocolStep(e));
  const latencies = exchanges.map((e) => e.ms).sort((a, b) => a - b);
  const failures = exchanges.filter((e) => e.failure);
  const kinds: Record<string, number> = {};
  for (const failure of failures) {
    const kind = `${failure.op}: ${(failure.failure ?? '').slice(0, 80)}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  const perOp: Record<string, number> = {};
  for (const exchange of exchanges) perOp[exchange.op] = (perOp[exchange.op] ?? 0) + 1;
  const lastErrorAt = failures.length ? Math.max(...failures.map((f) => f.at + f.ms)) : undefined;
  return {
    loadSeconds: Math.round(loadMs / 100) / 10,
    requests: exchanges.length,
    requestsPerSecond: Math.round((exchanges.length / loadMs) * 10_000) / 10,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: latencies.at(-1) ?? 0,
    purchases,
    errorsSeen: failures.length,
    errorsRetried: failures.filter((f) => f.retryable).length,
    errorKinds: kinds,
    requestsPerOperation: perOp,
    killedAtSeconds: Math.round(crash.killedAtMs / 100) / 10,
    inFlightAtKill: crash.inFlightAtKill,
    restartToReadyMs: crash.restartToReadyMs,
    restartedReadyAtSeconds: Math.round(crash.readyAtMs / 100) / 10,
    lastErrorAtSeconds: lastErrorAt === undefined ? null : Math.round((lastErrorAt - started) / 100) / 10,
    errorsEndedAfterKillMs: lastErrorAt === undefined ? null : Math.max(0, lastErrorAt - started - crash.killedAtMs),
  };
}

const inList = (values: string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

/**
 * What the store holds after the load, against what the shoppers saw: orders per checkout and per shopper,
 * Shiprocket shipments per order (once every order's shipment exists: the retry worker creates those a crash
 * interrupted) and Razorpay refunds per payment. Answers the counts of anything made twice (all must be 0).
 */
export async function checkNoDuplicates(fleet: Fleet, shoppers: Shopper[], purchases: Purchase[]) {
  const query = (sql: string) => fleet.postgres.query(sql, 'sutra');
  const emails = shoppers.map((s) => s.email ?? '');
  const ordersOfShoppers = `select o.id from orders o join buyers b on b.id = o.buyer_id where b.email in (${inList(emails)})`;

  const checkoutsWithManyOrders = Number(
    query('select count(*) from (select checkout_id from orders group by checkout_id having count(*) > 1) d')[0],
  );
  const stored = new Set(query(ordersOfShoppers));
  const bought = new Set(purchases.map((p) => p.order.id));
  const ordersNotBought = [...stored].filter((id) => !bought.has(id)).length;
  const purchasesWithoutOrder = [...bought].filter((id) => !stored.has(id)).length;
  const perShopper = shoppers.map((s) => {
    const count = Number(
      query(`select count(*) from orders o join buyers b on b.id = o.buyer_id where b.email = '${s.email}'`)[0],
    );
    return count - purchases.filter((p) => p.shopper === s).length;
  });
  const shoppersWithOtherOrderCounts = perShopper.filter((d) => d !== 0).length;

  // Shipments: every order gets one; the retry worker creates those a crash interrupted (every 2 s).
  const shipmentsPendingAfterMs = await waitUntil(
    'every order has its Shiprocket shipment',
    () => query(`${ordersOfShoppers} and o.shiprocket_order_id is null`).length === 0,
    60_000,
    250,
  );
  // Shiprocket knows an order by the store's order number (its `channel_order_id`).
  const shipped = new Map(
    query(
      `select o.order_number || ' ' || o.shiprocket_order_id from orders o where o.id in (${ordersOfShoppers})`,
    ).map((row) => row.split(' ') as [string, string]),
  );
  const shipments = (await shiprocketSandboxClient(fleet.sandbox.url).shipments()).filter((s) =>
    shipped.has(s.channel_order_id),
  );
  const shipmentsPerOrder = new Map<string, number>();
  for (const s of shipments) {
    shipmentsPerOrder.set(s.channel_order_id, (shipmentsPerOrder.get(s.channel_order_id) ?? 0) + 1);
  }
  const ordersWithManyShipments = [...shipmentsPerOrder.values()].filter((n) => n > 1).length;
  const ordersWithoutShipment = [...shipped.keys()].filter((number) => !shipmentsPerOrder.has(number)).length;
  // The shipment the store recorded is the one Shiprocket holds.
  const ordersShippedElsewhere = shipments.filter((s) => shipped.get(s.channel_order_id) !== String(s.order_id)).length;

  // Refunds: none is due (no order was refused), and none may be made twice.
  const refunds = await razorpaySandboxClient(fleet.sandbox.url).webhooks({ event: 'refund.processed' });
  const refundsPerOrder = new Map<string, number>();
  for (const r of refunds) refundsPerOrder.set(r.subject, (refundsPerOrder.get(r.subject) ?? 0) + 1);
  const paymentsRefundedTwice = [...refundsPerOrder.values()].filter((n) => n > 1).length;
  const paidOrders = new Set(purchases.map((p) => p.order.razorpayOrderId));
  const purchasesRefunded = [...refundsPerOrder.keys()].filter((id) => paidOrders.has(id)).length;
  const rejectedCheckouts = Number(query(`select count(*) from checkouts where status = 'rejected'`)[0]);

  return {
    ordersStored: stored.size,
    checkoutsWithManyOrders,
    ordersNotBought,
    purchasesWithoutOrder,
    shoppersWithOtherOrderCounts,
    shipments: shipments.length,
    shipmentsCompleteAfterMs: shipmentsPendingAfterMs,
    ordersWithManyShipments,
    ordersWithoutShipment,
    ordersShippedElsewhere,
    refunds: refunds.length,
    paymentsRefundedTwice,
    purchasesRefunded,
    rejectedCheckouts,
  };
}
