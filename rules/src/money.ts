/**
 * Money is integer paise from the database to the browser: stored, summed, carried by the api's answers, GraphQL's
 * `Money` and the web app. Only the spec's REST contract speaks rupees, at its own edge (the api's `money.ts`).
 *
 * This module writes amounts for people, and is the one place that does: en-IN grouping (the last three digits, then
 * pairs: ₹1,49,999), as the spec prints prices. It works on the digits of the whole number of paise, never on a
 * fraction of a rupee, so no amount can drift (₹0.10 + ₹0.20 is ₹0.30). Written out rather than asked of
 * `Intl.NumberFormat`: building an en-IN currency formatter loads the locale's data, about 25 ms of a desktop's main
 * thread (100 ms on a mid-range phone) when the first page starts, for a rule this small; the tests hold it to what
 * `Intl` answers.
 */

/** The one currency the store sells in; GraphQL's `Money.currencyCode`. */
export const CURRENCY = 'INR';

/** `1234567` -> `12,34,567`: a string of digits grouped as en-IN writes numbers. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A whole number of paise as its sign, its rupee digits and its two paise digits. */
function split(paise: number): { sign: '' | '-'; rupees: string; paise: string } {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Money is a whole number of paise, not ${paise}`);
  const digits = String(Math.abs(paise)).padStart(3, '0');
  return { sign: paise < 0 ? '-' : '', rupees: digits.slice(0, -2), paise: digits.slice(-2) };
}

/**
 * `1499900` -> `₹14,999`; `123450` -> `₹1,234.50`: the store's prices and every amount a message quotes. Whole rupees
 * without decimals, an amount with paise with both digits of them — exactly as `Intl.NumberFormat('en-IN', { style:
 * 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay:
 * 'stripIfInteger' })` writes the rupees.
 */
export function formatRupees(paise: number): string {
  const { sign, rupees, paise: fraction } = split(paise);
  return `${sign}₹${groupIndian(rupees)}${fraction === '00' ? '' : `.${fraction}`}`;
}

/** `1499900` -> `14,999.00`: a figure in a column whose head names the currency (a tax invoice's), always two decimals. */
export function formatPaise(paise: number): string {
  const { sign, rupees, paise: fraction } = split(paise);
  return `${sign}${groupIndian(rupees)}.${fraction}`;
}

/** `1499900` -> `14999.00`: rupees as a decimal for machines (schema.org offers, a UPI link's `am`). */
export function decimalRupees(paise: number): string {
  const { sign, rupees, paise: fraction } = split(paise);
  return `${sign}${rupees}.${fraction}`;
}

/**
 * `numerator / denominator` rounded down, for whole numbers (`denominator` above 0): the remainder is taken off before
 * dividing, so the division is exact and no fraction of a paisa is ever held in a float.
 */
export function flooredQuotient(numerator: number, denominator: number): number {
  wholeOperands(numerator, denominator);
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder < 0 ? quotient - 1 : quotient;
}

/** `numerator / denominator` rounded to the nearest whole number, halves up (away from zero for a negative numerator). */
export function roundedQuotient(numerator: number, denominator: number): number {
  wholeOperands(numerator, denominator);
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  if (2 * Math.abs(remainder) < denominator) return quotient;
  return numerator < 0 ? quotient - 1 : quotient + 1;
}

function wholeOperands(numerator: number, denominator: number): void {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`not a division of whole numbers: ${numerator} / ${denominator}`);
  }
}
