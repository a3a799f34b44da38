import { formatRupees } from '@sutra/rules';
import type { PincodeReach } from '../serviceability/pincode-reach.js';

/**
 * Cash on Delivery: the courier collects the amount in cash (or by UPI at the door) when it delivers.
 *
 * - Fee: ₹49 per order, added to what the courier collects. Couriers charge the store for collecting cash and
 *   remitting it (and for the parcels refused at the door); a small visible fee passes part of that on and nudges
 *   shoppers to prepay, as Indian stores commonly do. It is shown as its own line before the shopper chooses.
 * - Limit: ₹25,000 to collect, fee included. A suit with a shirt fits; above that, cash at the door is a risk for
 *   the courier's agent and refused parcels cost the most, so larger orders are paid online.
 * - Only where a courier can collect cash at the delivery pincode (Shiprocket's serviceability answer). When
 *   Shiprocket cannot be asked, the store's usual promise stands and COD is offered: the shipment is checked again
 *   when it is created.
 * - Never when nothing is left to collect (coupon and points cover the order).
 */
export const COD_FEE_PAISE = 4_900;
export const COD_LIMIT_PAISE = 2_500_000;

export const COD_OVER_LIMIT = `Cash on Delivery is available on orders up to ${formatRupees(COD_LIMIT_PAISE)}`;
export const COD_NOTHING_TO_COLLECT = 'Nothing to pay on delivery: your coupon and points cover this order';
export const codNotAtPincode = (pincode: string) => `Cash on Delivery isn't available for pincode ${pincode}`;
export const notDeliveredTo = (pincode: string) => `We don't deliver to ${pincode} yet`;

export type CodVerdict = { offered: true; feePaise: number } | { offered: false; reason: string };

/**
 * Whether COD can be offered for an order whose amount before the fee is `amountPaise`, delivered to `pincode` with
 * the reach `reach`.
 */
export function codVerdict(amountPaise: number, pincode: string, reach: PincodeReach): CodVerdict {
  if (amountPaise <= 0) return { offered: false, reason: COD_NOTHING_TO_COLLECT };
  if (!reach.serviceable) return { offered: false, reason: notDeliveredTo(pincode) };
  if (!reach.codAvailable) return { offered: false, reason: codNotAtPincode(pincode) };
  if (amountPaise + COD_FEE_PAISE > COD_LIMIT_PAISE) return { offered: false, reason: COD_OVER_LIMIT };
  return { offered: true, feePaise: COD_FEE_PAISE };
}
