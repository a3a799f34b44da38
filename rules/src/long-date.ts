/**
 * The store's dates are India's (IST), wherever the page is rendered: the server's clock is UTC, and a date that
 * depended on it would differ from the shopper's for five and a half hours a day (and break hydration).
 */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** India's offset from UTC, the same all year (no daylight saving) since 1945. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * `21 November 2026` (the spec's en-GB long-month dates), in India's time: what
 * `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })`
 * writes, without building that formatter (its locale and time-zone data cost a product page's reviews some 20 ms of
 * main thread when they first render).
 */
export const formatLongDate = (iso: string | Date): string => {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const india = new Date(time + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
};
