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
export function deliveryLines(
  estimate: DeliveryEstimateFieldsFragment,
  option: 'STANDARD' | 'EXPRESS' = 'STANDARD',
): { headline: string; cod: string | null } {
  if (!estimate.serviceable) return { headline: `We don't deliver to ${estimate.pincode} yet`, cod: null };
  const cod = estimate.codAvailable ? 'Cash on Delivery available' : 'Cash on Delivery not available for this pincode';
  // Express's date where a faster courier takes it; elsewhere Express is not offered, and Standard's date stands.
  const date = option === 'EXPRESS' ? (estimate.expressBy ?? estimate.deliveryBy) : estimate.deliveryBy;
  if (estimate.source === 'USUAL' || !date) return { headline: USUAL_PROMISE, cod };
  return { headline: `Delivery by ${formatDeliveryDate(date)}`, cod };
}

/** Checkout's delivery options as the courier answered for a pincode: each one's date, and whether Express is faster. */
export interface DeliveryOptionDates {
  /** `Sat, 5 Dec`; null when only the usual promise is known. */
  standard: string | null;
  express: string | null;
  /** The courier named no faster courier than Standard's: Express is not offered there. */
  expressNotFaster: boolean;
}

export function deliveryOptionDates(estimate: DeliveryEstimateFieldsFragment): DeliveryOptionDates | null {
  if (!estimate.serviceable || estimate.source === 'USUAL') return null;
  return {
    standard: estimate.deliveryBy ? formatDeliveryDate(estimate.deliveryBy) : null,
    express: estimate.expressBy ? formatDeliveryDate(estimate.expressBy) : null,
    expressNotFaster: !estimate.expressBy,
  };
}

/** Why Express is not offered at a pincode: no courier reaches it sooner than Standard's. */
export const expressNotFasterLine = (pincode: string | undefined): string =>
  `Not available${pincode ? ` for ${pincode}` : ''}: no courier delivers there sooner than Standard.`;

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
