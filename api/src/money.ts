import { type SQL, sql } from 'drizzle-orm';

/** Money is stored as integer paise and shown in rupees; the conversion is the one the browser uses too. */
export { paiseToRupees, rupeesToPaise } from '@sutra/rules';

/**
 * Spec rule: a discount exists only when retail exceeds sale; percent = round((retail - sale) / retail * 100), halves
 * up. Worked in whole numbers (floor((200·(retail − sale) + retail) / (2·retail))) so no float error moves a half.
 * The catalogue's product documents apply the same rule in SQL (`discountPercentSql`), since PostgreSQL builds them
 * set-based; a test holds the two to the same answers.
 */
export function discountPercent(retailPaise: number, salePaise: number): number {
  if (!(retailPaise > salePaise) || retailPaise <= 0) return 0;
  return Math.floor((200 * (retailPaise - salePaise) + retailPaise) / (2 * retailPaise));
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
