import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { facetConditions, facetCount, priceConditions, productConditions, whereAll } from './listing-filters.js';
import type { ListingFilters, ListingScope } from './listing-query.js';
import { priceBandSplit, scopeRows } from './listing-total.js';

/** How many of a listing's products carry each attribute option: `{ Color: { Navy: 12 } }`. */
export type OptionCounts = Record<string, Record<string, number>>;

/**
 * Per attribute tag (`Color:Navy`), how many products of the listing carry it, as `(tag, n)` rows. A category or
 * every product is counted from the trigger-kept `listing_facets` (each facet holds one set of tags, so its count goes
 * to each of them) for the price bands wholly in range, and from product rows for the at most two bands the price
 * limits cut through, as totals are (`listing-total.ts`). A collection or a search is counted from its rows.
 */
function tagCountRows(scope: ListingScope, filters: ListingFilters): SQL {
  const rows = [...productConditions(scope, filters), ...priceConditions(filters)];
  const fromRows = (range: SQL[]) =>
    sql`select t.tag, count(*)::int as n from ${scopeRows(scope)} cross join lateral unnest(p.attribute_tags) t(tag)
        ${whereAll([...rows, ...range])} group by t.tag`;
  if (scope.kind === 'collection' || scope.kind === 'search') return fromRows([]);
  const split = priceBandSplit(filters);
  const facets = [...facetConditions(scope, filters), ...split.facets];
  const parts = [
    sql`select t.tag, sum(${facetCount(filters)})::int as n
        from listing_facets f cross join lateral unnest(f.attribute_tags) t(tag) ${whereAll(facets)} group by t.tag`,
    ...split.rows.map(fromRows),
  ];
  return sql.join(parts, sql` union all `);
}

const prefixOf = (label: string) => `${label}:`;

/**
 * The filter panel's per-option counts: for each option, how many products the listing would show with that option
 * ticked instead of its attribute's current choice — every other filter applied (price, stock, sale, the other
 * attributes), its own attribute's ticks not, so ticking a second colour shows what it adds. One statement: the
 * listing's counts for the attributes nobody ticked, and one count per ticked attribute without its own ticks.
 */
export async function countListingOptions(db: Db, scope: ListingScope, filters: ListingFilters): Promise<OptionCounts> {
  const ticked = Object.keys(filters.attributes).filter((label) => (filters.attributes[label] ?? []).length > 0);
  const ownPrefix = (label: string) => sql`left(c.tag, ${prefixOf(label).length}) = ${prefixOf(label)}`;
  const parts = [
    sql`select c.tag, c.n from (${tagCountRows(scope, filters)}) c
        ${ticked.length ? sql`where not (${sql.join(ticked.map(ownPrefix), sql` or `)})` : sql``}`,
    ...ticked.map((label) => {
      const { [label]: _own, ...others } = filters.attributes;
      return sql`select c.tag, c.n from (${tagCountRows(scope, { ...filters, attributes: others })}) c
                 where ${ownPrefix(label)}`;
    }),
  ];
  const rows = await queryRows<{ tag: string; n: number | string }>(
    db,
    sql`select u.tag, sum(u.n)::int as n from (${sql.join(parts, sql` union all `)}) u
        group by u.tag having sum(u.n) > 0`,
  );
  const counts: OptionCounts = {};
  for (const { tag, n } of rows) {
    const colon = tag.indexOf(':');
    if (colon < 0) continue;
    const label = tag.slice(0, colon);
    const group = counts[label] ?? {};
    group[tag.slice(colon + 1)] = Number(n);
    counts[label] = group;
  }
  return counts;
}
