import { shiprocketDateToIso } from '@sutra/rules';
import { z } from 'zod';

/** Where Shiprocket's tracking says a shipment is, in the store's words (dates as moments, blanks as null). */
export interface ShipmentTracking {
  /** `shipment_track[0].current_status` (a name such as `DELIVERED` or `Delivered`), else `shipment_status` (a code). */
  status: string;
  /** `track_status`: 1 once the courier has the parcel, else 0. */
  trackStatus: number;
  courierName: string | null;
  /** The courier's tracking number (`awb_code`). */
  awbCode: string | null;
  /** The 'Track your package' page (`track_url`). */
  trackUrl: string | null;
  /** `edd`, else `etd`. */
  estimatedDelivery: Date | null;
  /** `delivered_date` (India time) as a moment; null before delivery or when Shiprocket leaves it blank. */
  deliveredAt: Date | null;
  pickedUpAt: Date | null;
}

const statusValue = z.union([z.string(), z.number()]).nullish();
const text = z.string().nullish().catch(null);

/** `tracking_data`, read leniently: only the fields the store needs, each allowed to be missing or null. */
const trackingDataSchema = z.object({
  track_status: z.coerce.number().int().nullish().catch(null),
  shipment_status: statusValue,
  shipment_track: z
    .array(
      z.object({
        current_status: statusValue,
        courier_name: text,
        awb_code: text,
        pickup_date: text,
        delivered_date: text,
        edd: text,
      }),
    )
    .nullish(),
  track_url: text,
  etd: text,
});

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** A Shiprocket date (India time, its own format) as a moment; null when blank or unreadable. */
function moment(value: string | null | undefined): Date | null {
  const iso = shiprocketDateToIso(value);
  return iso ? new Date(iso) : null;
}

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
  return {
    status: String(status).trim(),
    trackStatus: data.data.track_status ?? 0,
    courierName: blankToNull(track?.courier_name),
    awbCode: blankToNull(track?.awb_code),
    trackUrl: blankToNull(data.data.track_url),
    estimatedDelivery: moment(track?.edd ?? data.data.etd),
    deliveredAt: moment(track?.delivered_date),
    pickedUpAt: moment(track?.pickup_date),
  };
}
