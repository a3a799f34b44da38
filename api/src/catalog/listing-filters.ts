import { type SQL, sql } from 'drizzle-orm';
import type { ListingFilters, ListingScope } from './listing-query.js';

/** Where a listing's category and attribute filters look: product rows (`p`) or their facets (`f`). */
interface TagColumns {
  categoryId: SQL;
  attributeTags: SQL;
}

const PRODUCT_TAGS: TagColumns = { categoryId: sql`p.category_id`, attributeTags: sql`p.attribute_tags` };
const FACET_TAGS: TagColumns = { categoryId: sql`f.category_id`, attributeTags: sql`f.attribute_tags` };

/** A listing's category (a collection's scope is a join, left to the caller) and attribute filters. */
function tagConditions(scope: ListingScope, filters: ListingFilters, columns: TagColumns): SQL[] {
  const conditions: SQL[] = [];
  if (scope.kind === 'category') conditions.push(sql`${columns.categoryId} = ${scope.categoryId}`);
  // Any of an attribute's chosen options (array overlap), and every attribute given (AND), on the product's tags.
  for (const [label, values] of Object.entries(filters.attributes)) {
    if (values.length === 0) continue;
    const tags = values.map((value) => `${label}:${value}`);
    conditions.push(sql`${columns.attributeTags} && ${sql.param(tags)}::text[]`);
  }
  return conditions;
}

/** The conditions on product rows (`p`) of a listing's filters, all but the price. */
export function productConditions(scope: ListingScope, filters: ListingFilters): SQL[] {
  const conditions = tagConditions(scope, filters, PRODUCT_TAGS);
  if (scope.kind === 'search') conditions.push(sql`p.id = any(${sql.param(scope.productIds)}::uuid[])`);
  // `in_stock` is the one rule (`products.inStock`), the same the product document and the facets read.
  if (filters.availability === 'inStock') conditions.push(sql`p.in_stock`);
  if (filters.availability === 'outOfStock') conditions.push(sql`not p.in_stock`);
  if (filters.discountOnly) conditions.push(sql`p.discount_percent > 0`);
  return conditions;
}

/** The conditions on facets (`f`) of a listing's category and attribute filters; `facetCount` answers the rest. */
export const facetConditions = (scope: ListingScope, filters: ListingFilters): SQL[] =>
  tagConditions(scope, filters, FACET_TAGS);

/** The facet count that a listing's stock and discount filters ask for (out of stock: all less those in stock). */
export function facetCount(filters: ListingFilters): SQL {
  const all = filters.discountOnly ? sql`f.discounted` : sql`f.products`;
  const inStock = filters.discountOnly ? sql`f.in_stock_discounted` : sql`f.in_stock`;
  if (filters.availability === 'inStock') return inStock;
  if (filters.availability === 'outOfStock') return sql`${all} - ${inStock}`;
  return all;
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
