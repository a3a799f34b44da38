import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { facetConditions, facetCount, priceConditions, productConditions, whereAll } from './listing-filters.js';
import type { ListingFilters, ListingScope } from './listing-query.js';

/**
 * A listing's exact total ('{n} Items Found'), whatever its filters. Counting product rows reads every match (80,000
 * index entries for a price limit on 100,000 suits, ~50 ms); the trigger-kept `listing_facets` hold the same
 * products already counted per category, price band and attribute tags (and of those, in stock and discounted), so
 * a total is:
 *
 * - the facets of every band wholly inside the price range (1,400 rows for 100,000 suits), plus
 * - the products of the band the lower limit cuts through, below its end, and of the band the upper limit cuts
 *   through, up to the limit — counted from their rows, as a band is narrow (1% of the price or less).
 *
 * The two never overlap, and both read the committed catalogue of this transaction: the total is exact.
 * A collection (a curated few dozen products) is counted from its rows.
 */
export async function countListing(db: Db, scope: ListingScope, filters: ListingFilters): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`select ${totalSql(scope, filters)} as total`);
  return Number(row?.total ?? 0);
}

/** The total as a scalar SQL expression, for a statement that counts and pages at once. */
export const totalSql = (scope: ListingScope, filters: ListingFilters): SQL =>
  scope.kind === 'collection' || scope.kind === 'search' ? countRows(scope, filters) : countByFacets(scope, filters);

/** The products a collection or a search draws from (a few hundred at most), as a `from` clause over `p`. */
export const scopeRows = (scope: ListingScope): SQL =>
  scope.kind === 'collection'
    ? sql`products p join product_collections pc on pc.product_id = p.id and pc.collection = ${scope.collection}`
    : sql`products p`;

/** A collection or a search, counted from its rows. */
function countRows(scope: ListingScope, filters: ListingFilters): SQL {
  const conditions = [...productConditions(scope, filters), ...priceConditions(filters)];
  return sql`(select count(*)::int from ${scopeRows(scope)} ${whereAll(conditions)})`;
}

/**
 * How a price range splits into whole price bands, counted from `listing_facets` (`facets`: conditions on `f`), and
 * the at most two bands its limits cut through, counted from product rows (`rows`: one range of conditions on `p`
 * each). The two never overlap.
 */
export function priceBandSplit(filters: ListingFilters): { facets: SQL[]; rows: SQL[][] } {
  const { minPricePaise: min, maxPricePaise: max } = filters;
  // The first price of the first band wholly at or above `min`, and the first price of the band `max` is in.
  const wholeFrom = min === undefined ? undefined : sql`listing_price_band_end(${min}::integer - 1)`;
  const cutAt = max === undefined ? undefined : sql`listing_price_band(${max}::integer)`;
  const facets: SQL[] = [];
  const rows: SQL[][] = [];
  if (wholeFrom) facets.push(sql`f.price_band >= ${wholeFrom}`);
  if (cutAt) facets.push(sql`f.price_band < ${cutAt}`);
  if (wholeFrom) rows.push([sql`p.price_paise < ${wholeFrom}`]);
  if (cutAt) {
    rows.push(wholeFrom ? [sql`p.price_paise >= greatest(${cutAt}, ${wholeFrom})`] : [sql`p.price_paise >= ${cutAt}`]);
  }
  return { facets, rows };
}

function countByFacets(scope: ListingScope, filters: ListingFilters): SQL {
  const split = priceBandSplit(filters);
  const facets = [...facetConditions(scope, filters), ...split.facets];
  const parts = [sql`(select coalesce(sum(${facetCount(filters)}), 0) from listing_facets f ${whereAll(facets)})`];
  const rows = [...productConditions(scope, filters), ...priceConditions(filters)];
  for (const range of split.rows) {
    parts.push(sql`(select count(*) from products p ${whereAll([...rows, ...range])})`);
  }
  return sql`(${sql.join(parts, sql` + `)})::int`;
}
