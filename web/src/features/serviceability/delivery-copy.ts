import type { DeliveryEstimateFieldsFragment } from '../../__generated__/graphql';

/** A pincode: six digits, the first not 0 (the api holds the same rule and has the last word). */
export const PINCODE = /^[1-9]\d{5}$/;
export const INVALID_PINCODE = 'Enter a valid 6-digit pincode';

/** The store's usual promise (spec: Standard 4-6 days), said when the courier could not be asked. */
export const USUAL_PROMISE = 'Usually delivered in 4–6 days';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * `2026-11-27` (a calendar date in India, as the api answers it) -> `Fri, 27 Nov`. Read as a calendar date, not a
 * moment, so no time zone can move it; written out rather than asked of `Intl` for the same reason as `shared/format.ts`.
 */
export function formatDeliveryDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** What the shopper reads for an estimate: the headline and the Cash on Delivery line (none when undeliverable). */
export function deliveryLines(estimate: DeliveryEstimateFieldsFragment): { headline: string; cod: string | null } {
  if (!estimate.serviceable) return { headline: `We don't deliver to ${estimate.pincode} yet`, cod: null };
  const cod = estimate.codAvailable ? 'Cash on Delivery available' : 'Cash on Delivery not available for this pincode';
  if (estimate.source === 'USUAL' || !estimate.deliveryBy) return { headline: USUAL_PROMISE, cod };
  return { headline: `Delivery by ${formatDeliveryDate(estimate.deliveryBy)}`, cod };
}

/** Browser storage of the last pincode the shopper checked. */
export const REMEMBERED_PINCODE_KEY = 'sutra-delivery-pincode';

export function readRememberedPincode(): string | null {
  try {
    const value = window.localStorage.getItem(REMEMBERED_PINCODE_KEY);
    return value && PINCODE.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPincode(pincode: string): void {
  try {
    window.localStorage.setItem(REMEMBERED_PINCODE_KEY, pincode);
  } catch {
    // Storage full or blocked (private mode): the box works without remembering.
  }
}
