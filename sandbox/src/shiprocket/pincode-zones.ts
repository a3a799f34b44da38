/**
 * How far a delivery pincode is from the store's warehouse, as the sandbox plays it. India's pincodes are regional:
 * the first digit is a postal zone, the first two a circle (roughly a state), the first three a sorting district. The
 * sandbox decides serviceability and transit days by those prefixes, measured from a pickup in Jaipur (302001), and
 * keeps a few ranges awkward on purpose so the store's refusal and "no Cash on Delivery" paths can be exercised:
 *
 * | delivery pincode                                  | zone          | surface days | air days | COD |
 * | ------------------------------------------------- | ------------- | ------------ | -------- | --- |
 * | same first three digits as the pickup (302xxx)    | same city     | 2            | —        | yes |
 * | Rajasthan (30xxxx–34xxxx)                         | same state    | 3            | 2        | yes |
 * | Delhi, Haryana, Punjab, UP, Gujarat, MP (11–16, 20–28, 36–39, 45–48) | neighbouring | 4 | 2   | yes |
 * | the rest of the mainland                          | far           | 5            | 3        | yes |
 * | North-East (78xxxx, 790xxx–798xxx), J&K (18–19)   | north-east    | 7            | 4        | yes |
 * | Ladakh (194xxx), Andaman & Nicobar (744xxx)       | remote        | 8            | 5        | no  |
 * | Tripura (799xxx), Lakshadweep (682555–682559)     | unserviceable | —            | —        | —   |
 *
 * Only the pickup's first two and three digits matter, so another pickup in Rajasthan works alike; a pickup outside
 * Rajasthan is measured the same way from its own prefixes (same city, same circle, else by the table's regions).
 */

export type Zone = 'same-city' | 'same-state' | 'neighbouring' | 'far' | 'north-east' | 'remote';

export interface ZoneRule {
  zone: Zone;
  /** Transit days of the surface couriers. */
  surfaceDays: number;
  /** Transit days of the air (express) courier; undefined where none flies. */
  airDays: number | undefined;
  cod: boolean;
}

const RULES: Record<Zone, ZoneRule> = {
  'same-city': { zone: 'same-city', surfaceDays: 2, airDays: undefined, cod: true },
  'same-state': { zone: 'same-state', surfaceDays: 3, airDays: 2, cod: true },
  neighbouring: { zone: 'neighbouring', surfaceDays: 4, airDays: 2, cod: true },
  far: { zone: 'far', surfaceDays: 5, airDays: 3, cod: true },
  'north-east': { zone: 'north-east', surfaceDays: 7, airDays: 4, cod: true },
  remote: { zone: 'remote', surfaceDays: 8, airDays: 5, cod: false },
};

/** Pincode circles (first two digits) next to Rajasthan's. */
const NEIGHBOURING_CIRCLES = new Set([
  11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 28, 36, 37, 38, 39, 45, 46, 47, 48,
]);
const RAJASTHAN = (circle: number) => circle >= 30 && circle <= 34;

/** Ranges no courier of the sandbox reaches. */
export function isUnserviceable(pincode: string): boolean {
  const n = Number(pincode);
  return pincode.startsWith('799') || (n >= 682_555 && n <= 682_559);
}

/** Where a serviceable delivery pincode lies from the pickup; both are 6-digit strings. */
export function zoneOf(pickup: string, delivery: string): ZoneRule {
  if (delivery.startsWith('194') || delivery.startsWith('744')) return RULES.remote;
  const circle = Number(delivery.slice(0, 2));
  if (circle === 18 || circle === 19 || circle === 78 || circle === 79) return RULES['north-east'];
  if (delivery.slice(0, 3) === pickup.slice(0, 3)) return RULES['same-city'];
  const pickupCircle = Number(pickup.slice(0, 2));
  if (circle === pickupCircle || (RAJASTHAN(circle) && RAJASTHAN(pickupCircle))) return RULES['same-state'];
  if (NEIGHBOURING_CIRCLES.has(circle)) return RULES.neighbouring;
  return RULES.far;
}
