/**
 * en-IN digit grouping (`1,49,999`): the last three digits, then pairs. Written out rather than asked of
 * `Intl.NumberFormat`, because building an `en-IN` currency formatter loads the locale's data, about 25 ms of a
 * desktop's main thread (100 ms on a mid-range phone) when the first page starts, for a rule this small; the tests
 * hold it to what `Intl` answers.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** `1234567` -> `12,34,567`: a whole count (reviews, points, orders) as en-IN writes it. */
export const formatCount = (value: number): string => {
  const whole = Math.trunc(Number.isFinite(value) ? value : 0);
  return `${whole < 0 ? '-' : ''}${groupIndian(String(Math.abs(whole)))}`;
};

/**
 * A non-negative number's digits to two decimal places, `[whole, fraction]` without trailing zeros. Like `Intl`, it
 * rounds the number's shortest decimal form (`1.005` -> `1.01`), half away from zero, not its binary value.
 */
function toTwoDecimals(value: number): [string, string] {
  const shortest = String(value);
  if (shortest.includes('e-')) return ['0', '']; // below 0.000001: nothing shows at two decimals
  if (shortest.includes('e+')) {
    const [mantissa = '', exponent = '0'] = shortest.split('e+');
    const [head = '', tail = ''] = mantissa.split('.');
    return [`${head}${tail}${'0'.repeat(Number(exponent) - tail.length)}`, ''];
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= 2) return [whole, fraction.replace(/0+$/, '')];
  let hundredths = BigInt(`${whole}${fraction.slice(0, 2)}`);
  if (fraction.charCodeAt(2) >= 53 /* '5' */) hundredths += 1n;
  const digits = hundredths.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2).replace(/0+$/, '')];
}

/**
 * `14999` -> `₹14,999` (en-IN grouping: `₹1,49,999`): whole rupees without decimals, an amount with paise with both
 * digits of them (`₹1,234.50`, never `₹1,234.5`), exactly as `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' })`
 * writes it.
 */
export const formatRupees = (amount: number): string => {
  const value = Number.isFinite(amount) ? amount : 0;
  const [whole, decimals] = toTwoDecimals(Math.abs(value));
  // Intl signs every negative value, even one that rounds to zero (`-₹0`).
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}₹${groupIndian(whole)}${decimals ? `.${decimals.padEnd(2, '0')}` : ''}`;
};

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
