import { movesForward } from '@sutra/rules';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { orders } from '../db/schema.js';
import { retryDelayMs } from './shipments.js';
import { movesMoney, trackShipment } from './shipping-confirmation.js';
import { applyShippingStatus, orderForStatus, type ShippingDeps } from './shipping-status.js';

/**
 * Endings a webhook claimed and Shiprocket's tracking did not show are asked about again here, on the retry worker's
 * rounds: 30 s after the claim, doubling, at most every 30 minutes. Whatever ending tracking then shows is applied (it
 * is Shiprocket's own word, whichever webhook came first). While Shiprocket cannot be asked, the question waits
 * without end, so a tracking outage never loses a true delivery or cancellation; while tracking answers with no ending,
 * it is asked MAX_ANSWERED_CHECKS times (about an hour and a half, longer than tracking lags behind a true webhook),
 * then given up: the claim stays recorded as `unconfirmedStatus` for staff, and a later webhook starts again.
 */
const MAX_ANSWERED_CHECKS = 8;
/** A claimed check is not claimed again for this long (another replica, or a slow Shiprocket). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 10;

export type StatusCheckOutcome = 'applied' | 'settled' | 'waiting' | 'given-up';

/** One round: asks tracking about every ending due for a check; answers how many were applied. */
export async function checkDueStatuses(deps: ShippingDeps, now = new Date()): Promise<{ applied: number }> {
  const claimUntil = new Date(now.getTime() + CLAIM_MS);
  const due = await queryRows<{ id: string }>(
    deps.db,
    sql`update orders set status_check_at = ${claimUntil.toISOString()}::timestamptz
      where id in (
        select id from orders
        where status_check_at <= ${now.toISOString()}::timestamptz
        order by status_check_at limit ${BATCH}
        for update skip locked)
      returning id`,
  );
  let applied = 0;
  for (const { id } of due) if ((await checkStatus(deps, id, now)) === 'applied') applied++;
  return { applied };
}

/** Asks tracking about one order's unconfirmed ending, and applies, waits or gives up. */
export async function checkStatus(deps: ShippingDeps, orderId: string, now = new Date()): Promise<StatusCheckOutcome> {
  const [order] = await deps.db
    .select({ ...orderForStatus, attempts: orders.statusCheckAttempts, claimed: orders.unconfirmedStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return 'settled';
  if (movesMoney(order.orderStatus)) {
    // Another update (a confirmed webhook, another replica) ended the order meanwhile.
    await stopChecking(deps, orderId, { clearClaim: true });
    return 'settled';
  }
  const tracking = await trackShipment(deps.shiprocket, order.shiprocketOrderId);
  if (
    tracking.kind === 'tracked' &&
    tracking.orderStatus &&
    movesMoney(tracking.orderStatus) &&
    movesForward(order.orderStatus, tracking.orderStatus)
  ) {
    const result = await applyShippingStatus(
      deps.db,
      order,
      { shippingStatus: tracking.status, orderStatus: tracking.orderStatus, deliveredAt: tracking.deliveredAt },
      deps.messages,
    );
    deps.log.info({ orderId, claimed: order.claimed, tracked: tracking.status, result }, 'shipping status confirmed');
    return 'applied';
  }
  const attempts = order.attempts + 1;
  // Only answers that show no ending count towards giving up: an outage, or a shipment not created yet, waits.
  const answered = tracking.kind === 'tracked' || (tracking.kind === 'no-shipment' && order.shiprocketOrderId !== null);
  if (answered && attempts >= MAX_ANSWERED_CHECKS) {
    await stopChecking(deps, orderId, { clearClaim: false });
    deps.log.warn(
      { orderId, claimed: order.claimed, tracked: tracking.kind === 'tracked' ? tracking.status : tracking.kind },
      'shipping status never confirmed by Shiprocket tracking; given up',
    );
    return 'given-up';
  }
  await deps.db
    .update(orders)
    .set({ statusCheckAttempts: attempts, statusCheckAt: new Date(now.getTime() + retryDelayMs(attempts)) })
    .where(eq(orders.id, orderId));
  return 'waiting';
}

async function stopChecking(deps: ShippingDeps, orderId: string, { clearClaim }: { clearClaim: boolean }) {
  await deps.db
    .update(orders)
    .set({ statusCheckAt: null, ...(clearClaim ? { unconfirmedStatus: null, statusCheckAttempts: 0 } : {}) })
    .where(eq(orders.id, orderId));
}
