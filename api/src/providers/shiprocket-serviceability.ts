import { z } from 'zod';
import { ProviderRejectedError } from './http.js';

/** What the store asks Shiprocket's serviceability about. */
export interface ServiceabilityQuery {
  pickupPostcode: string;
  deliveryPostcode: string;
  weightKg: number;
  /** Ask about Cash on Delivery: each courier's `cod` then says whether it collects cash there. */
  cod: boolean;
  declaredValueRupees?: number;
}

/** One courier that reaches the pincode, as the store reads it. */
export interface CourierOption {
  courierCompanyId: number;
  courierName: string;
  /** Transit days Shiprocket estimates. */
  estimatedDeliveryDays: number;
  /** Shiprocket's estimated delivery date as it wrote it (`Nov 28, 2026`), when it gave one. */
  etd: string | null;
  cod: boolean;
  /** Surface (road) couriers are the standard service; the others fly. */
  isSurface: boolean;
  rate: number;
}

export type ServiceabilityAnswer =
  | { serviceable: true; couriers: CourierOption[]; recommendedCourierId: number | null }
  | { serviceable: false; message: string };

const flag = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || Number(v) === 1);

const courierSchema = z.looseObject({
  courier_company_id: z.coerce.number(),
  courier_name: z.string(),
  estimated_delivery_days: z.coerce.number().int().min(0),
  etd: z.string().nullish(),
  cod: flag.optional(),
  is_surface: z.boolean().optional(),
  rate: z.coerce.number().optional(),
  blocked: flag.optional(),
});

const answerSchema = z.looseObject({
  status: z.coerce.number().optional(),
  message: z.string().optional(),
  data: z
    .looseObject({
      available_courier_companies: z.array(z.unknown()).optional(),
      recommended_courier_company_id: z.coerce.number().nullish(),
    })
    .nullish(),
});

const NOT_SERVICEABLE = 'Delivery postcode not serviceable';

/** Whether a body is Shiprocket's "no courier reaches it" answer (`{status: 404, message}`). */
export const saysNotServiceable = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Number((body as { status?: unknown }).status) === 404;

/**
 * Reads a serviceability answer. Shiprocket says "no courier" as a body with `status: 404` and a message (with HTTP
 * 404, and integrators report HTTP 200 too), so the body's own status decides; an empty list means the same. Couriers
 * Shiprocket marks blocked and entries that do not parse are left out rather than failing the whole answer.
 */
export function readServiceability(body: unknown): ServiceabilityAnswer {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new ProviderRejectedError('Shiprocket', 200, 'serviceability answered an unknown shape');
  const answer = parsed.data;
  if (answer.status === 404) return { serviceable: false, message: answer.message ?? NOT_SERVICEABLE };
  const couriers = (answer.data?.available_courier_companies ?? []).flatMap((entry): CourierOption[] => {
    const courier = courierSchema.safeParse(entry);
    if (!courier.success || courier.data.blocked) return [];
    const c = courier.data;
    return [
      {
        courierCompanyId: c.courier_company_id,
        courierName: c.courier_name,
        estimatedDeliveryDays: c.estimated_delivery_days,
        etd: c.etd || null,
        cod: c.cod ?? false,
        isSurface: c.is_surface ?? true,
        rate: c.rate ?? 0,
      },
    ];
  });
  if (couriers.length === 0) return { serviceable: false, message: answer.message ?? NOT_SERVICEABLE };
  return { serviceable: true, couriers, recommendedCourierId: answer.data?.recommended_courier_company_id ?? null };
}
