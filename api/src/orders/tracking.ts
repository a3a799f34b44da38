import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { orders } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { ProviderRejectedError, ProviderUnavailableError, withinDeadline } from '../providers/http.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import type { ShipmentTracking } from '../providers/shiprocket-tracking.js';
import type { OrderDeps } from './deps.js';
import type { orderTrackingJsonSchema, shipmentTrackingJsonSchema } from './schemas.js';
import { ORDER_NOT_FOUND } from './service.js';

export type ShipmentTrackingJson = z.infer<typeof shipmentTrackingJsonSchema>;
export type OrderTrackingJson = z.infer<typeof orderTrackingJsonSchema>;

/**
 * How long a shopper's page waits for Shiprocket's tracking: well inside the gateway's own wait for the api, so a slow
 * Shiprocket costs the page its tracking only, never the order.
 */
export const TRACKING_TIMEOUT_MS = 5_000;

const iso = (moment: Date | null): string | null => moment?.toISOString() ?? null;

const toJson = (tracking: ShipmentTracking): ShipmentTrackingJson => ({
  status: tracking.status,
  trackStatus: tracking.trackStatus,
  courierName: tracking.courierName,
  awbCode: tracking.awbCode,
  trackUrl: tracking.trackUrl,
  estimatedDelivery: iso(tracking.estimatedDelivery),
  deliveredAt: iso(tracking.deliveredAt),
  pickedUpAt: iso(tracking.pickedUpAt),
});

/**
 * Live tracking of some of the buyer's orders, each shipment asked of Shiprocket once and all at once (the store's one
 * Shiprocket client: its login is the one the api creates shipments with). Any id that is not one of the buyer's
 * orders answers 404 for the whole ask, exactly as a missing order does. An order without a shipment yet answers null
 * without asking; a shipment Shiprocket cannot answer for now answers `unavailable`, the others still answer.
 */
export async function trackOrders(
  { db, shiprocket, log }: Pick<OrderDeps, 'db' | 'shiprocket' | 'log'>,
  buyerId: string,
  ids: readonly string[],
): Promise<OrderTrackingJson[]> {
  const asked = [...new Set(ids)];
  const rows = await db
    .select({ id: orders.id, shiprocketOrderId: orders.shiprocketOrderId })
    .from(orders)
    .where(and(inArray(orders.id, asked), eq(orders.buyerId, buyerId)));
  if (rows.length !== asked.length) throw notFound(ORDER_NOT_FOUND);
  const shipments = new Map(rows.map((row) => [row.id, row.shiprocketOrderId]));
  const answers = new Map(
    await Promise.all(
      asked.map(
        async (orderId) => [orderId, await trackOne(shiprocket, log, orderId, shipments.get(orderId))] as const,
      ),
    ),
  );
  return ids.map((id) => answers.get(id) as OrderTrackingJson);
}

async function trackOne(
  shiprocket: Shiprocket,
  log: FastifyBaseLogger,
  orderId: string,
  shiprocketOrderId: string | null | undefined,
): Promise<OrderTrackingJson> {
  if (!shiprocketOrderId) return { orderId, tracking: null, unavailable: false };
  try {
    const tracking = await withinDeadline(
      'Shiprocket',
      shiprocket.track(shiprocketOrderId, { timeoutMs: TRACKING_TIMEOUT_MS }),
      TRACKING_TIMEOUT_MS,
    );
    return { orderId, tracking: tracking && toJson(tracking), unavailable: false };
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
      log.warn({ orderId, err: error }, 'Shiprocket tracking unavailable');
      return { orderId, tracking: null, unavailable: true };
    }
    throw error;
  }
}
