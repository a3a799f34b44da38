import { type SQL, sql } from 'drizzle-orm';
import type { ListingFilters, ListingScope } from './listing-query.js';

/** Where a listing's filters look: the products table (`p`) or its facets (`f`, `listing_facets`). */
export interface FilterColumns {
  categoryId: SQL;
  available: SQL;
  discounted: SQL;
  attributeTags: SQL;
}

export const PRODUCT_COLUMNS: FilterColumns = {
  categoryId: sql`p.category_id`,
  available: sql`(p.status and p.visibility_status)`,
  discounted: sql`p.discount_percent > 0`,
  attributeTags: sql`p.attribute_tags`,
};

export const FACET_COLUMNS: FilterColumns = {
  categoryId: sql`f.category_id`,
  available: sql`f.available`,
  discounted: sql`f.discounted`,
  attributeTags: sql`f.attribute_tags`,
};

/**
 * The conditions of a listing's category, stock, discount and attribute filters — everything but the price, which
 * products and facets answer differently. A collection's scope is a join, left to the caller.
 */
export function filterConditions(scope: ListingScope, filters: ListingFilters, columns: FilterColumns): SQL[] {
  const conditions: SQL[] = [];
  if (scope.kind === 'category') conditions.push(sql`${columns.categoryId} = ${scope.categoryId}`);
  if (filters.availability === 'inStock') conditions.push(columns.available);
  if (filters.availability === 'outOfStock') conditions.push(sql`not ${columns.available}`);
  if (filters.discountOnly) conditions.push(columns.discounted);
  // Any of an attribute's chosen options (array overlap), and every attribute given (AND), on the product's tags.
  for (const [label, values] of Object.entries(filters.attributes)) {
    if (values.length === 0) continue;
    const tags = values.map((value) => `${label}:${value}`);
    conditions.push(sql`${columns.attributeTags} && ${sql.param(tags)}::text[]`);
  }
  return conditions;
}

/** The price range's conditions on product rows. */
export function priceConditions(filters: Pick<ListingFilters, 'minPricePaise' | 'maxPricePaise'>): SQL[] {
  const conditions: SQL[] = [];
  if (filters.minPricePaise !== undefined) conditions.push(sql`p.price_paise >= ${filters.minPricePaise}`);
  if (filters.maxPricePaise !== undefined) conditions.push(sql`p.price_paise <= ${filters.maxPricePaise}`);
  return conditions;
}

export const whereAll = (conditions: SQL[]): SQL =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
