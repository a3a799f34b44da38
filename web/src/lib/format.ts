const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** `14999` -> `₹14,999` (en-IN grouping: `₹1,49,999`). */
export const formatRupees = (amount: number): string => rupees.format(Number.isFinite(amount) ? amount : 0);

/**
 * The store's dates are India's (IST), wherever the page is rendered: the server's clock is UTC, and a date that
 * depended on it would differ from the shopper's for five and a half hours a day (and break hydration).
 */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

/** `21 November 2026` (the spec's en-GB long-month dates), in India's time. */
export const formatLongDate = (iso: string | Date): string => longDate.format(new Date(iso));
