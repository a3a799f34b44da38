import { z } from 'zod';
import { type AvailableCourier, type CourierPlan, checkServiceability } from './serviceability.js';
import type { Shipment } from './store.js';

/**
 * `POST /v1/external/courier/assign/awb {shipment_id, courier_id?}`: books a courier for a shipment and gives it an
 * AWB. The courier must be one serviceability offers for the shipment's pincode (without `courier_id`, Shiprocket's
 * recommended one); its estimated delivery is the `etd` serviceability gave it, counted from the order's date, so the
 * date a store promised from that answer is the date tracking shows.
 */

/** The store's pickup location ('Primary'), as the sandbox's Shiprocket account knows it: Jaipur. */
export const PICKUP_POSTCODE = '302001';

export const assignAwbSchema = z.object({
  shipment_id: z.coerce.number({ error: 'The shipment id field is required.' }).int().positive(),
  courier_id: z.coerce.number().int().positive().optional(),
});

/** Shiprocket's answer to an AWB assignment (the fields integrations read). */
export interface AwbAnswer {
  awb_assign_status: 1;
  response: {
    data: {
      awb_code: string;
      courier_company_id: number;
      courier_name: string;
      shipment_id: number;
      order_id: number;
      cod: 0 | 1;
      applied_weight: number;
      assigned_date_time: { date: string; timezone_type: 3; timezone: 'Asia/Kolkata' };
      pickup_scheduled_date: null;
    };
  };
}

/** The couriers serviceability offers a shipment, dated from `orderDate` (planned ones replace the ranges'). */
export function couriersFor(
  shipment: Pick<Shipment, 'deliveryPincode' | 'weight' | 'paymentMethod'>,
  orderDate: Date,
  planned: readonly CourierPlan[] | undefined,
): { couriers: AvailableCourier[]; recommended: number } | null {
  const answer = checkServiceability(
    {
      pickup_postcode: PICKUP_POSTCODE,
      delivery_postcode: shipment.deliveryPincode,
      weight: String(shipment.weight),
      cod: shipment.paymentMethod === 'COD' ? '1' : '0',
    },
    orderDate,
    planned,
  );
  if (!answer.ok) return null;
  const couriers = answer.body.data.available_courier_companies.filter((c) => c.blocked === 0);
  return { couriers, recommended: answer.body.data.recommended_courier_company_id };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Nov 30, 2026` (an `etd`, a date in India) as a moment on that day there (noon), or null. */
export function etdMoment(etd: string): Date | null {
  const match = /^([A-Za-z]{3})\s+(\d{1,2}),\s+(\d{4})$/.exec(etd.trim());
  const month = MONTHS.indexOf(match?.[1] ?? '');
  if (!match || month < 0) return null;
  const day = String(match[2]).padStart(2, '0');
  return new Date(`${match[3]}-${String(month + 1).padStart(2, '0')}-${day}T12:00:00+05:30`);
}
