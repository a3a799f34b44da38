import type { DeliveryOption } from './delivery-options.js';
import type { PincodeReach } from './pincode-reach.js';

/** What a checkout promises for its delivery option: the date, and the courier that date is that courier's. */
export interface DeliveryPromise {
  /** YYYY-MM-DD in India; null when none is known (the order then shows tracking's estimate). */
  promisedBy: string | null;
  /** Shiprocket's courier to book; null leaves the choice to Shiprocket (its usual promise stood). */
  courierCompanyId: number | null;
}

export const expressNotFaster = (pincode: string): string =>
  `Express is not faster to ${pincode}: no courier delivers there sooner than Standard.`;

/**
 * The promise for `option` at a pincode — decided here once: checkout stores it with the order, the shipment books its
 * courier, and tracking shows its date. Express where Shiprocket named no faster courier is `not_faster` (checkout
 * refuses it: nobody pays for speed they would not get); while only the usual promise is known, it stands.
 */
export function deliveryPromise(reach: PincodeReach, option: DeliveryOption): DeliveryPromise | 'not_faster' {
  if (option === 'standard') {
    return { promisedBy: reach.deliveryBy ?? null, courierCompanyId: reach.standardCourierId ?? null };
  }
  if (reach.source === 'courier' && !reach.expressBy) return 'not_faster';
  return { promisedBy: reach.expressBy ?? null, courierCompanyId: reach.expressCourierId ?? null };
}
