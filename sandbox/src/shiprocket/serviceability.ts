import { z } from 'zod';
import { validationErrors } from './adhoc-order.js';
import { isUnserviceable, zoneOf } from './pincode-zones.js';

/**
 * `GET /v1/external/courier/serviceability/`: which couriers reach a delivery pincode from a pickup pincode, for a
 * parcel's weight and payment (`cod` 1 asks about Cash on Delivery), with each one's rate and estimated delivery. The
 * sandbox decides by pincode ranges (`pincode-zones.ts`) and counts days from "now" in India time.
 */

const required = (field: string) => `The ${field.replaceAll('_', ' ')} field is required.`;

const pincode = (field: string) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: required(field), abort: true })
    .regex(/^[1-9]\d{5}$/, `The ${field.replaceAll('_', ' ')} must be 6 digits.`);

/** The query Shiprocket documents (values arrive as text). */
export const serviceabilityQuerySchema = z.object({
  pickup_postcode: pincode('pickup_postcode'),
  delivery_postcode: pincode('delivery_postcode'),
  weight: z.coerce
    .number({ error: 'The weight must be a number.' })
    .positive('The weight must be greater than 0.')
    .max(100, 'The weight may not be greater than 100.'),
  cod: z.enum(['0', '1'], { error: 'The cod must be 0 or 1.' }).optional(),
  declared_value: z.coerce.number({ error: 'The declared value must be a number.' }).min(0).optional(),
});

/** One entry of `available_courier_companies` (the fields the store and most integrations read, plus a few more). */
export interface AvailableCourier {
  courier_company_id: number;
  courier_name: string;
  courier_type: string;
  estimated_delivery_days: string;
  etd: string;
  etd_hours: number;
  cod: 0 | 1;
  cod_charges: number;
  rate: number;
  freight_charge: number;
  is_surface: boolean;
  mode: 0 | 1;
  min_weight: number;
  air_max_weight: string;
  surface_max_weight: string;
  rating: number;
  delivery_performance: number;
  pickup_availability: string;
  cutoff_time: string;
  postcode: string;
  blocked: 0 | 1;
  zone: string;
}

export interface ServiceabilityAnswer {
  company_auto_shipment_insurance_setting: boolean;
  covid_zones: { delivery_zone: null; pickup_zone: null };
  currency: 'INR';
  data: {
    available_courier_companies: AvailableCourier[];
    child_courier_id: null;
    is_recommendation_enabled: 1;
    recommended_by: { id: number; title: string };
    recommended_courier_company_id: number;
    shiprocket_recommended_courier_id: number;
  };
  dg_courier: 0;
  eligible_for_insurance: 0;
  is_allow_templatized_pricing: boolean;
  is_latlong: 0;
  label_generate_type: 0;
  seller_address: [];
  status: 200;
  user_insurance_manadatory: boolean;
}

export type ServiceabilityResult =
  | { ok: true; body: ServiceabilityAnswer }
  | { ok: false; status: 404; body: { status: 404; message: string } }
  | { ok: false; status: 422; body: { message: string; errors: Record<string, string[]>; status_code: 422 } };

/** Shiprocket's words for a pincode no courier reaches. */
export const NOT_SERVICEABLE = 'Delivery postcode not serviceable';

const COURIERS = {
  delhiverySurface: { id: 43, name: 'Delhivery Surface', surface: true, extraDays: 0, perKg: 62, codCharge: 35 },
  xpressbeesSurface: { id: 33, name: 'Xpressbees Surface', surface: true, extraDays: 1, perKg: 55, codCharge: 30 },
  delhiveryAir: { id: 10, name: 'Delhivery Air', surface: false, extraDays: 0, perKg: 118, codCharge: 40 },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** `Nov 28, 2026`: Shiprocket's `etd`, a calendar date in India, `days` after today there. */
export function etdAfter(now: Date, days: number): string {
  // Shift to India's wall clock, then read the date as UTC: India has no daylight saving, so this is exact.
  const date = new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' }).format(
    date,
  );
}

/**
 * A courier a test puts in one pincode's answer instead of the ranges' own (`POST /serviceability/couriers`), in the
 * wire's field names: real answers mix surface and air couriers, some without Cash on Delivery, some with no `etd`.
 */
export const courierPlanSchema = z.object({
  courier_company_id: z.number().int().positive(),
  courier_name: z.string().min(1),
  is_surface: z.boolean(),
  estimated_delivery_days: z.number().int().min(0),
  /** Shiprocket's date as it writes it; omitted = counted from the days, `""` = none given. */
  etd: z.string().optional(),
  cod: z.union([z.literal(0), z.literal(1)]),
  blocked: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type CourierPlan = z.infer<typeof courierPlanSchema>;

/** Weight Shiprocket charges for: whole half-kilos, at least one. */
const chargedHalfKilos = (weight: number) => Math.max(1, Math.ceil(weight * 2));

/**
 * Answers a serviceability query as Shiprocket does: 200 with couriers, 404 unserviceable, 422 invalid. `planned`
 * replaces the ranges' couriers for the delivery pincode (a test's mixed list); the answer keeps the wire's shape.
 */
export function checkServiceability(query: unknown, now: Date, planned?: readonly CourierPlan[]): ServiceabilityResult {
  const parsed = serviceabilityQuerySchema.safeParse(query ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      status: 422,
      body: { message: 'Oops! Invalid Data.', errors: validationErrors(parsed.error.issues), status_code: 422 },
    };
  }
  const q = parsed.data;
  if (isUnserviceable(q.delivery_postcode) || isUnserviceable(q.pickup_postcode)) {
    return { ok: false, status: 404, body: { status: 404, message: NOT_SERVICEABLE } };
  }
  const rule = zoneOf(q.pickup_postcode, q.delivery_postcode);
  const halfKilos = chargedHalfKilos(q.weight);
  const offered = [COURIERS.delhiverySurface, COURIERS.xpressbeesSurface, COURIERS.delhiveryAir].filter(
    (c) => c.surface || rule.airDays !== undefined,
  );
  const couriers = offered.map((c): AvailableCourier => {
    const days = (c.surface ? rule.surfaceDays : (rule.airDays ?? rule.surfaceDays)) + c.extraDays;
    const freight = Math.round((halfKilos * c.perKg) / 2) + (rule.zone === 'same-city' ? 0 : 10 * days);
    return {
      courier_company_id: c.id,
      courier_name: c.name,
      courier_type: '0',
      estimated_delivery_days: String(days),
      etd: etdAfter(now, days),
      etd_hours: days * 24,
      cod: rule.cod ? 1 : 0,
      cod_charges: rule.cod && q.cod === '1' ? c.codCharge : 0,
      rate: freight + (rule.cod && q.cod === '1' ? c.codCharge : 0),
      freight_charge: freight,
      is_surface: c.surface,
      mode: c.surface ? 0 : 1,
      min_weight: 0.5,
      air_max_weight: c.surface ? '0.00' : '25.00',
      surface_max_weight: c.surface ? '60.00' : '0.00',
      rating: c.surface ? 4.2 : 4.5,
      delivery_performance: 4.3,
      pickup_availability: '1',
      cutoff_time: '14:00',
      postcode: q.delivery_postcode,
      blocked: 0,
      zone: `z_${rule.zone}`,
    };
  });
  const answered = planned ? planned.map((p) => plannedCourier(p, q, now, rule.zone)) : couriers;
  const recommended = planned ? (planned[0]?.courier_company_id ?? 0) : COURIERS.delhiverySurface.id;
  return {
    ok: true,
    body: {
      company_auto_shipment_insurance_setting: false,
      covid_zones: { delivery_zone: null, pickup_zone: null },
      currency: 'INR',
      data: {
        available_courier_companies: answered,
        child_courier_id: null,
        is_recommendation_enabled: 1,
        recommended_by: { id: 6, title: 'Best in Price' },
        recommended_courier_company_id: recommended,
        shiprocket_recommended_courier_id: recommended,
      },
      dg_courier: 0,
      eligible_for_insurance: 0,
      is_allow_templatized_pricing: true,
      is_latlong: 0,
      label_generate_type: 0,
      seller_address: [],
      status: 200,
      user_insurance_manadatory: false,
    },
  };
}

/** A planned courier in the wire's shape, priced like the sandbox's own couriers. */
function plannedCourier(
  plan: CourierPlan,
  q: z.infer<typeof serviceabilityQuerySchema>,
  now: Date,
  zone: string,
): AvailableCourier {
  const days = plan.estimated_delivery_days;
  const codCharge = plan.cod === 1 && q.cod === '1' ? 35 : 0;
  const freight = Math.round((chargedHalfKilos(q.weight) * (plan.is_surface ? 62 : 118)) / 2) + 10 * days;
  return {
    courier_company_id: plan.courier_company_id,
    courier_name: plan.courier_name,
    courier_type: '0',
    estimated_delivery_days: String(days),
    etd: plan.etd ?? etdAfter(now, days),
    etd_hours: days * 24,
    cod: plan.cod,
    cod_charges: codCharge,
    rate: freight + codCharge,
    freight_charge: freight,
    is_surface: plan.is_surface,
    mode: plan.is_surface ? 0 : 1,
    min_weight: 0.5,
    air_max_weight: plan.is_surface ? '0.00' : '25.00',
    surface_max_weight: plan.is_surface ? '60.00' : '0.00',
    rating: 4.2,
    delivery_performance: 4.3,
    pickup_availability: '1',
    cutoff_time: '14:00',
    postcode: q.delivery_postcode,
    blocked: plan.blocked ?? 0,
    zone: `z_${zone}`,
  };
}
