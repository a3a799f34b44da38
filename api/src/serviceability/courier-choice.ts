import type { CourierOption } from '../providers/shiprocket-serviceability.js';

/** A courier from Shiprocket's serviceability answer with the India date it delivers by (null when unknown). */
export interface DatedCourier {
  courier: CourierOption;
  date: string | null;
}

/**
 * Which courier each delivery option ships by, from Shiprocket's serviceability answer:
 * - **Standard** is the earliest surface courier (Shiprocket's recommended one, then the cheapest, among those as
 *   early): the date Standard promises is that courier's. Where no surface courier answers, the earliest of all.
 * - **Express** is the fastest courier of all (the cheapest among those as fast), and only when it delivers strictly
 *   before Standard's: a shopper is never offered speed they would not get. Null where none is faster.
 * The order stores the chosen courier's id and date, books that courier for its shipment, and tracking shows that date.
 */
export function chooseCouriers(
  dated: readonly DatedCourier[],
  recommendedCourierId: number | null,
): { standard: DatedCourier | null; express: DatedCourier | null } {
  const known = dated.filter((d): d is DatedCourier & { date: string } => d.date !== null);
  const surface = known.filter((d) => d.courier.isSurface);
  const standard = earliest(surface.length > 0 ? surface : known, (d) =>
    d.courier.courierCompanyId === recommendedCourierId ? -1 : d.courier.rate,
  );
  const fastest = earliest(known, (d) => d.courier.rate);
  const express = fastest && standard && fastest.date < standard.date ? fastest : null;
  return { standard, express };
}

/** The earliest by date; among equals, the lowest `rank`, then the first in Shiprocket's order. */
function earliest<T extends { date: string }>(list: readonly T[], rank: (item: T) => number): T | null {
  let best: T | null = null;
  for (const item of list) {
    if (!best || item.date < best.date || (item.date === best.date && rank(item) < rank(best))) best = item;
  }
  return best;
}
