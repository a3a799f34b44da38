import { recordCacheLookup } from '@sutra/telemetry';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { DatabaseCache } from '../db/database-cache.js';
import { attributeFilters, categories } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { rupeesToPaise } from '../money.js';
import {
  type Collection,
  type ListingFilters,
  type ListingPage,
  type ListingResult,
  type ListingScope,
  queryListing,
} from './listing-query.js';
import { type CategoryJson, type ProductJson, toCategoryJson } from './product-json.js';
import { loadProducts } from './product-loader.js';
import { type attributeFiltersAnswerSchema, attributeFiltersOf, type productQuerySchema } from './schemas.js';
import { searchMatchIds } from './search.js';

export const ALL_CATEGORIES = 'ALL';

/**
 * The top of the listings' price slider, in rupees, labelled '₹30,000+': a `maxPrice` of exactly this sets no upper
 * bound, so the dearest suits are found from the slider too (spec: the slider runs 0 to 30,000). Any other limit,
 * above or below it, bounds prices as given.
 */
export const PRICE_SLIDER_TOP = 30_000;

/** The upper price bound in paise a listing's `maxPrice` (rupees) asks for; none at the slider's top. */
export const maxPriceBoundPaise = (maxPrice: number | undefined): number | undefined =>
  maxPrice === undefined || maxPrice === PRICE_SLIDER_TOP ? undefined : rupeesToPaise(maxPrice);

export async function listCategories(db: Db): Promise<CategoryJson[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.categoryName));
  return rows.map(toCategoryJson);
}

/**
 * Categories found by value or name, kept a minute: every listing starts by finding its category, and categories
 * change only with the seed. Only categories found are kept, so a new one is found at once; a renamed or removed one
 * is forgotten with the catalogue's change notice (`catalog-caches.ts`), the minute bounding a lost notice.
 */
const foundCategories = new DatabaseCache<CategoryJson>({
  ttlMs: 60_000,
  maxEntries: 100,
  onLookup: (hit) => recordCacheLookup('categories', hit),
});

export const forgetFoundCategories = (db: object): void => foundCategories.forget(db);

/** Finds a category by its route value or its name, case-insensitively; 404 when there is none. */
export async function findCategory(db: Db, nameOrValue: string): Promise<CategoryJson> {
  const wanted = nameOrValue.trim().toLowerCase();
  const known = foundCategories.get(db, wanted);
  if (known) return known;
  const [row] = await db
    .select()
    .from(categories)
    .where(or(eq(categories.value, wanted), eq(sql`lower(${categories.categoryName})`, wanted)))
    .limit(1);
  if (!row) throw notFound(`Category '${nameOrValue}' not found`);
  const category = toCategoryJson(row);
  foundCategories.set(db, wanted, category);
  return category;
}

export async function getProduct(db: Db, id: string): Promise<ProductJson> {
  const [product] = await loadProducts(db, [id]);
  if (!product) throw notFound('Product not found');
  return product;
}

export const getProductsByIds = (db: Db, ids: readonly string[]): Promise<ProductJson[]> => loadProducts(db, ids);

/**
 * Resolves the spec's `categoryName` (a value, a name, or ALL), a collection name or a search text (the search results
 * listing) to a listing scope.
 */
export async function listingScope(
  db: Db,
  source: { categoryName?: string | undefined; collection?: Collection | undefined; search?: string | undefined },
): Promise<ListingScope> {
  if (source.collection) return { kind: 'collection', collection: source.collection };
  if (source.search !== undefined) return { kind: 'search', productIds: await searchMatchIds(db, source.search) };
  const name = source.categoryName ?? ALL_CATEGORIES;
  if (name.toUpperCase() === ALL_CATEGORIES) return { kind: 'all' };
  const category = await findCategory(db, name);
  return { kind: 'category', categoryId: category._id };
}

const NO_FILTERS: ListingFilters = { sort: 'default', availability: 'all', discountOnly: false, attributes: {} };

/** The spec's plain answer: every product of the scope, in the store's order, as JSON text (see ListingResult). */
export async function listAllProducts(db: Db, scope: ListingScope): Promise<string[]> {
  const everything = await queryListing(db, scope, NO_FILTERS, { limit: 100_000 });
  return everything.documents;
}

/** A filtered, sorted page of a listing: filtering, sorting, counting and paging all run in SQL. */
export async function listProductPage(
  db: Db,
  scope: ListingScope,
  filters: ListingFilters,
  page: ListingPage,
): Promise<ListingResult> {
  return queryListing(db, scope, filters, page);
}

export type AttributeFilterJson = z.infer<typeof attributeFiltersAnswerSchema>['result'][number];

export async function listAttributeFilters(db: Db, categoryName?: string): Promise<AttributeFilterJson[]> {
  const category =
    categoryName && categoryName.toUpperCase() !== ALL_CATEGORIES ? await findCategory(db, categoryName) : undefined;
  const rows = await db
    .select({ filter: attributeFilters, category: categories })
    .from(attributeFilters)
    .innerJoin(categories, eq(categories.id, attributeFilters.categoryId))
    .where(category ? eq(attributeFilters.categoryId, category._id) : undefined)
    .orderBy(asc(categories.position), asc(attributeFilters.position));
  return rows.map(({ filter, category: c }) => ({
    _id: filter.id,
    attributeName: filter.attributeName,
    value: filter.values,
    categoryId: toCategoryJson(c),
  }));
}

/** A listing's filters from its query (`attr.<Label>` pairs included); 400 for a contradiction. */
export function listingFiltersOf(q: z.infer<typeof productQuerySchema>): ListingFilters {
  const attributes = attributeFiltersOf(q);
  if ('error' in attributes) throw badRequest('invalid_input', `Invalid request. ${attributes.error}`);
  const filters: ListingFilters = {
    sort: q.sort ?? 'default',
    minPricePaise: q.minPrice === undefined ? undefined : rupeesToPaise(q.minPrice),
    maxPricePaise: maxPriceBoundPaise(q.maxPrice),
    availability: q.availability ?? 'all',
    discountOnly: q.discountOnly ?? false,
    attributes,
  };
  const { minPricePaise: min, maxPricePaise: max } = filters;
  if (min !== undefined && max !== undefined && min > max) {
    throw badRequest('invalid_input', 'Invalid request. minPrice must not be above maxPrice.');
  }
  return filters;
}
