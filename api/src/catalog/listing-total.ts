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
  scope.kind === 'collection' ? countCollection(scope.collection, filters) : countByFacets(scope, filters);

function countCollection(collection: string, filters: ListingFilters): SQL {
  const conditions = [...productConditions({ kind: 'all' }, filters), ...priceConditions(filters)];
  return sql`(select count(*)::int
              from products p join product_collections pc on pc.product_id = p.id and pc.collection = ${collection}
              ${whereAll(conditions)})`;
}

function countByFacets(scope: ListingScope, filters: ListingFilters): SQL {
  const { minPricePaise: min, maxPricePaise: max } = filters;
  // The first price of the first band wholly at or above `min`, and the first price of the band `max` is in.
  const wholeFrom = min === undefined ? undefined : sql`listing_price_band_end(${min}::integer - 1)`;
  const cutAt = max === undefined ? undefined : sql`listing_price_band(${max}::integer)`;

  const facets = facetConditions(scope, filters);
  if (wholeFrom) facets.push(sql`f.price_band >= ${wholeFrom}`);
  if (cutAt) facets.push(sql`f.price_band < ${cutAt}`);
  const parts = [sql`(select coalesce(sum(${facetCount(filters)}), 0) from listing_facets f ${whereAll(facets)})`];

  const rows = productConditions(scope, filters);
  const countRows = (range: SQL[]) =>
    sql`(select count(*) from products p ${whereAll([...rows, ...priceConditions(filters), ...range])})`;
  if (wholeFrom) parts.push(countRows([sql`p.price_paise < ${wholeFrom}`]));
  if (cutAt) {
    parts.push(
      countRows(
        wholeFrom ? [sql`p.price_paise >= greatest(${cutAt}, ${wholeFrom})`] : [sql`p.price_paise >= ${cutAt}`],
      ),
    );
  }
  return sql`(${sql.join(parts, sql` + `)})::int`;
}
