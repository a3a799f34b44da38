import { shiprocketDateToIso } from '@sutra/rules';
import { z } from 'zod';

/** Where Shiprocket's tracking says a shipment is: its current status as sent, and when it was delivered. */
export interface ShipmentTracking {
  /** `shipment_track[0].current_status` (a name such as `DELIVERED` or `Delivered`), else `shipment_status` (a code). */
  status: string;
  /** `delivered_date` (India time) as a moment; null before delivery or when Shiprocket leaves it blank. */
  deliveredAt: Date | null;
}

const statusValue = z.union([z.string(), z.number()]).nullish();

/** `tracking_data`, read leniently: only the fields the store needs, each allowed to be missing or null. */
const trackingDataSchema = z.object({
  shipment_status: statusValue,
  shipment_track: z
    .array(
      z.object({
        current_status: statusValue,
        delivered_date: z.string().nullish(),
      }),
    )
    .nullish(),
});

/**
 * The tracking of `shiprocketOrderId` in Shiprocket's answer to `GET /courier/track?order_id=`: an array whose first
 * element is keyed by that id and holds `tracking_data`. Null when the answer holds no such shipment or no status.
 */
export function readTracking(body: unknown, shiprocketOrderId: string): ShipmentTracking | null {
  const first = Array.isArray(body) ? (body[0] as unknown) : undefined;
  const entry =
    typeof first === 'object' && first !== null ? (first as Record<string, unknown>)[shiprocketOrderId] : undefined;
  const data = trackingDataSchema.safeParse((entry as { tracking_data?: unknown } | undefined)?.tracking_data);
  if (!data.success) return null;
  const track = data.data.shipment_track?.[0];
  const status = track?.current_status ?? data.data.shipment_status;
  if (status === null || status === undefined || String(status).trim() === '') return null;
  const delivered = shiprocketDateToIso(track?.delivered_date);
  return { status: String(status), deliveredAt: delivered ? new Date(delivered) : null };
}
