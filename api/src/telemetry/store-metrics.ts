import type { ServiceMetrics } from '@sutra/telemetry';
import { sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';

/** Why a payment was refused: the classes an operator tells apart (the reasons' texts are for shoppers and logs). */
export type RefusalReason =
  /** The browser's Razorpay signature did not match the checkout's order and the payment. */
  | 'signature_invalid'
  /** Razorpay does not confirm the payment for this order and amount (unknown, not captured, other order…). */
  | 'verification_failed'
  /** Paid, but the order could not be placed (sold out meanwhile…): the checkout was rejected and refunded. */
  | 'rejected_refunded';

/** What placing and paying count; optional in `OrderDeps`, so code built without metrics (tests) needs none. */
export interface OrderMetrics {
  orderPlaced(paymentMethod: string): void;
  paymentRefused(reason: RefusalReason): void;
}

/** A pg pool's counts, read at each scrape (PGlite has no pool: the series are left out). */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** How long a scrape waits for the queue counts before it answers without them. */
const QUEUE_COUNT_TIMEOUT_MS = 1000;

/**
 * The api's own series, in its service registry: orders placed, payments refused, the database pool and the retry
 * queues' depth. The pool and the queues are read when Prometheus scrapes, not kept up to date on every change.
 */
export function storeMetrics(metrics: ServiceMetrics, sources: { db: Db; pool?: PoolStats | undefined }): OrderMetrics {
  const registers = [metrics.registry];
  const placed = new Counter({
    name: 'sutra_orders_placed_total',
    help: 'Orders placed (committed), by payment method (razorpay, cod, points)',
    labelNames: ['payment_method'],
    registers,
  });
  const refused = new Counter({
    name: 'sutra_payments_refused_total',
    help: 'Payments refused, by reason class (signature_invalid, verification_failed, rejected_refunded)',
    labelNames: ['reason'],
    registers,
  });
  const { pool } = sources;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (p: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('sutra_db_pool_connections', 'Connections the database pool holds (busy and idle)', (p) => p.totalCount);
    poolGauge('sutra_db_pool_idle_connections', 'Connections idle in the database pool', (p) => p.idleCount);
    poolGauge(
      'sutra_db_pool_waiting_requests',
      'Queries waiting for a connection from the pool',
      (p) => p.waitingCount,
    );
  }
  new Gauge({
    name: 'sutra_retry_queue_depth',
    help: 'Work waiting to be retried, by queue (mail: outbox not yet sent; shipments: orders without a Shiprocket order; refunds: rejected checkouts not yet refunded; status_checks: shipping endings waiting for Shiprocket tracking to confirm them)',
    labelNames: ['queue'],
    registers,
    async collect() {
      const depth = await withTimeout(queueDepth(sources.db), QUEUE_COUNT_TIMEOUT_MS);
      // A slow or failed count leaves the last values: a scrape must answer even when the database does not.
      if (!depth) return;
      for (const [queue, count] of Object.entries(depth)) this.set({ queue }, count);
    },
  });
  return {
    orderPlaced: (paymentMethod) => placed.inc({ payment_method: paymentMethod }),
    paymentRefused: (reason) => refused.inc({ reason }),
  };
}

type Queue = 'mail' | 'shipments' | 'refunds' | 'status_checks';

/** Four counts over partial indexes (or small sets): what the retry worker and the outbox still owe. */
async function queueDepth(db: Db): Promise<Record<Queue, number>> {
  const [row] = await queryRows<Record<Queue, string>>(
    db,
    sql`select
      (select count(*) from mail_outbox where done_at is null) as mail,
      (select count(*) from orders where shiprocket_order_id is null and shipment_retry_at is not null) as shipments,
      (select count(*) from checkouts
        where status = 'rejected' and razorpay_payment_id is not null and refund_id is null) as refunds,
      (select count(*) from orders where status_check_at is not null) as status_checks`,
  );
  return {
    mail: Number(row?.mail ?? 0),
    shipments: Number(row?.shipments ?? 0),
    refunds: Number(row?.refunds ?? 0),
    status_checks: Number(row?.status_checks ?? 0),
  };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
