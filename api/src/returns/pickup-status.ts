import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { returnRequests } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { ProviderRejectedError, ProviderUnavailableError } from '../providers/http.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import { applyMove } from './moves.js';
import { MOVE_FROM } from './states.js';

/** Shiprocket's return statuses in one spelling: `Return Picked Up`, `RETURN-PICKED-UP` → `RETURN_PICKED_UP`. */
export const normalizeReturnStatus = (status: string) =>
  status
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** The scans that mean the courier has the parcel. */
const ON_ITS_WAY = new Set(['RETURN_PICKED_UP', 'RETURN_IN_TRANSIT', 'RETURN_OUT_FOR_DELIVERY']);
const AT_WAREHOUSE = 'RETURN_DELIVERED';
const TRACKING_TIMEOUT_MS = 5_000;

export interface ReturnPickupUpdate {
  /** The return order's id as the store sent it (`order_id`, `R<order number>-…`). */
  channelOrderId: string;
  currentStatus: string;
  awb?: string | undefined;
  courier?: string | undefined;
}

export type ReturnPickupResult = 'updated' | 'unchanged' | 'unconfirmed';

/**
 * Applies Shiprocket's status webhook about a return order, or answers null when `channelOrderId` names none (then it
 * is about an ordinary shipment). Every status is kept as heard (with the AWB and courier); a pickup scan moves an
 * approved return to picked up. Arrival at the warehouse — after which staff may refund — moves it to received only
 * when Shiprocket's tracking of the return order says the same, so a forged webhook cannot; staff can always mark it
 * received themselves. Moves made by Shiprocket are no staff's, so they are kept on the return (times, status), not in
 * the audit log.
 */
export async function receiveReturnPickupUpdate(
  deps: { db: Db; shiprocket: Shiprocket; log: FastifyBaseLogger },
  update: ReturnPickupUpdate,
  now = new Date(),
): Promise<ReturnPickupResult | null> {
  const match = /^R\d+-[0-9a-f]{8}$/.exec(update.channelOrderId.trim());
  if (!match) return null;
  const [found] = await deps.db
    .select({ id: returnRequests.id, pickupOrderId: returnRequests.pickupOrderId })
    .from(returnRequests)
    .where(eq(returnRequests.pickupChannelId, update.channelOrderId.trim()));
  if (!found) return null;
  const status = normalizeReturnStatus(update.currentStatus);
  let confirmed = false;
  if (status === AT_WAREHOUSE && found.pickupOrderId) {
    try {
      const tracking = await deps.shiprocket.track(found.pickupOrderId, { timeoutMs: TRACKING_TIMEOUT_MS });
      confirmed = tracking !== null && normalizeReturnStatus(tracking.status) === AT_WAREHOUSE;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError)) throw error;
    }
  }
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, found.id)).for('update');
    if (!row) return 'unchanged';
    const heard = {
      pickupStatus: update.currentStatus.trim().slice(0, 100),
      ...(update.awb ? { pickupAwb: update.awb.slice(0, 100) } : {}),
      ...(update.courier ? { pickupCourier: update.courier.slice(0, 100) } : {}),
    };
    if (ON_ITS_WAY.has(status) && MOVE_FROM.pick_up.includes(row.status)) {
      await applyMove(tx, row, 'pick_up', { ...heard, pickedUpAt: now }, null);
      return 'updated';
    }
    if (status === AT_WAREHOUSE && confirmed && MOVE_FROM.receive.includes(row.status)) {
      await applyMove(tx, row, 'receive', { ...heard, pickedUpAt: row.pickedUpAt ?? now, receivedAt: now }, null);
      return 'updated';
    }
    await tx.update(returnRequests).set(heard).where(eq(returnRequests.id, row.id));
    return status === AT_WAREHOUSE && !confirmed ? 'unconfirmed' : 'unchanged';
  });
}
