import { decimalRupees, flooredQuotient } from '@sutra/rules';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Money is integer paise in the api, as stored, summed and answered (`…Paise` fields). Rupees exist only at the edge
 * of the spec's REST contract — the fields its clients read in rupees (a variant's `salePrice`, an order's
 * `orderValue` …) and the rupees they send (`maxPrice`) — and in what Shiprocket's API takes. These two functions are
 * that edge; both go through the amount's decimal text, so no amount is ever multiplied or divided as a float.
 */

/** Whole paise as the REST contract's rupee number: `449799` -> `4497.99` (the number that decimal text reads as). */
export const paiseToRupees = (paise: number): number => Number(decimalRupees(paise));

/**
 * A rupee amount a client sent, to whole paise, from its decimal text: `1499.33` -> `149933`. A third decimal and
 * beyond round to the nearest paisa, halves up, on the digits themselves (`0.285` -> 29, where `0.285 * 100` in floating
 * point is 28.499…).
 */
export function rupeesToPaise(rupees: number): number {
  const text = String(rupees);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a rupee amount: ${text}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a rupee amount: ${text}`);
  return minus && paise !== 0 ? -paise : paise;
}

/**
 * Spec rule: a discount exists only when retail exceeds sale; percent = round((retail - sale) / retail * 100), halves
 * up. Worked in whole numbers (floor((200·(retail − sale) + retail) / (2·retail))) so no float error moves a half.
 * The catalogue's product documents apply the same rule in SQL (`discountPercentSql`), since PostgreSQL builds them
 * set-based; a test holds the two to the same answers.
 */
export function discountPercent(retailPaise: number, salePaise: number): number {
  if (!(retailPaise > salePaise) || retailPaise <= 0) return 0;
  return flooredQuotient(200 * (retailPaise - salePaise) + retailPaise, 2 * retailPaise);
}

/** The price to strike through beside the sale price: the retail price when a discount exists, else none. */
export const compareAtPaise = (retailPaise: number, salePaise: number): number | null =>
  retailPaise > salePaise && retailPaise > 0 ? retailPaise : null;

/** `discountPercent` for integer paise columns, in SQL (bigint division truncates, which is floor here). */
export const discountPercentSql = (retailPaise: SQL, salePaise: SQL): SQL =>
  sql`(case when ${retailPaise} > ${salePaise} and ${retailPaise} > 0
        then ((200 * (${retailPaise} - ${salePaise})::bigint + ${retailPaise}) / (2 * ${retailPaise}::bigint))::int
        else 0 end)`;

/** `compareAtPaise` in SQL: the retail paise when a discount exists, else null. */
export const compareAtPaiseSql = (retailPaise: SQL, salePaise: SQL): SQL =>
  sql`(case when ${retailPaise} > ${salePaise} and ${retailPaise} > 0 then ${retailPaise} end)`;
