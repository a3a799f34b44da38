/** Catalogue tables: categories, products and their variants and options, the documents and indexes listings and search read, collections, store settings and the catalogue version. */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    categoryName: text('category_name').notNull(),
    /** Lower-case route value, e.g. `ethnic-wear`. */
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_value_key').on(t.value),
    index('categories_name_trgm').using('gin', t.categoryName.op('gin_trgm_ops')),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    productName: text('product_name').notNull(),
    heading: text('heading').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    status: boolean('status').notNull().default(true),
    visibilityStatus: boolean('visibility_status').notNull().default(true),
    /** Whether the product has a variant to buy: set with its document (`refreshProductDocuments`), as the card shows. */
    hasVariants: boolean('has_variants').notNull().default(false),
    /**
     * In stock, the one rule every reader uses (the product document's `inStock`, listing filters and totals, the
     * listing facets, search): on sale (`status`: some SKU has units, kept by `orders/stock.ts`), shown (`visibilityStatus`; the
     * spec: out of stock when either is false), and with a variant to buy.
     */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`status and visibility_status and has_variants`),
    /** Merchandising order used by the `default` sort. */
    position: integer('position').notNull().default(0),
    /**
     * Listing price facts, copied from the first variant whenever variants change, so listings can filter
     * and sort in SQL without a join: sale price, retail price and the rounded discount percent.
     */
    pricePaise: integer('price_paise').notNull().default(0),
    retailPricePaise: integer('retail_price_paise').notNull().default(0),
    discountPercent: smallint('discount_percent').notNull().default(0),
    /**
     * What search matches, by trigram similarity: the name, the category's name, the heading (where the fabric is
     * named) and the variants' option labels (colours, sizes), written with the product's document.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Every attribute option any variant offers, as `Label:Option` (e.g. `Color:Navy`, `Size:40`), copied from
     * variant_options with the document: listings filter on it without joining the options table.
     */
    attributeTags: text('attribute_tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The back office's edit version: every staff write to the product, its variants, sizes or pictures names the
     * version it read and bumps it; a write naming an older one is refused (`stale_version`) and changes nothing.
     * Orders taking stock do not bump it (a count is set absolutely, not edited from what was read).
     */
    version: integer('version').notNull().default(1),
    /** The product's own HSN code and GST rate (basis points), when set; null: its department's heading and the
     * apparel rule by price (`rules/src/invoice/gst-rates.ts`). */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The back office's product list: keyset pages by name or by last change, and search by any part of the name.
    index('products_admin_name_idx').on(t.productName, t.id),
    index('products_admin_updated_idx').on(t.updatedAt, t.id),
    index('products_admin_stock_idx').on(t.status, t.id),
    index('products_admin_name_trgm').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
    index('products_category_position_idx').on(t.categoryId, t.position, t.id),
    index('products_category_price_idx').on(t.categoryId, t.pricePaise, t.id),
    index('products_position_idx').on(t.position, t.id),
    index('products_price_idx').on(t.pricePaise, t.id),
    index('products_attribute_tags_idx').using('gin', t.attributeTags),
    // Also `products_listing_filter_idx` (category, price) INCLUDE (the filter columns), for index-only listing counts:
    // written in SQL in drizzle/0010_listing_filter_index.sql (its columns since 0024_in_stock_everywhere), as the index
    // builder has no INCLUDE. Search reads `search_entries` and `search_words`, not this table's trigram indexes
    // (dropped in 0013_search_words).
  ],
);

/**
 * The product's whole REST document (category, variants, options), built by `refreshProductDocuments` from the
 * normalized rows: reads serve it as is. Kept apart from `products` so product rows stay narrow for listings that
 * filter, sort and count. Every write to a product, its variants or options, or its category must refresh it (the
 * seed and the catalogue generator do; start-up builds any that are missing).
 */
export const productDocuments = pgTable('product_documents', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * How many products share a category, a price band (the price to two significant figures, `listing_price_band()`)
 * and a set of attribute tags; and of those, how many are in stock, discounted, and both, which is every count a
 * listing's stock and discount filters can ask (out of stock = products - in stock). Kept exact, in the same
 * transaction as the product rows, by the statement triggers of migration 0012_listing_facets (counting `in_stock`
 * since 0024_in_stock_everywhere; never written by the api). A listing's total sums the bands wholly inside its price
 * range here and counts only the products of the (at most two) bands its range cuts through (`listing-total.ts`).
 */
export const listingFacets = pgTable(
  'listing_facets',
  {
    categoryId: uuid('category_id').notNull(),
    priceBand: integer('price_band').notNull(),
    attributeTags: text('attribute_tags').array().notNull(),
    products: integer('products').notNull(),
    inStock: integer('in_stock').notNull(),
    discounted: integer('discounted').notNull(),
    inStockDiscounted: integer('in_stock_discounted').notNull(),
  },
  (t) => [
    primaryKey({ name: 'listing_facets_pkey', columns: [t.categoryId, t.priceBand, t.attributeTags] }),
    // Facets emptied by a change are deleted by the trigger through this (almost always empty) index.
    index('listing_facets_empty_idx').on(t.categoryId).where(sql`${t.products} = 0`),
  ],
);

/**
 * Search's narrow copy of each product: its store position and the words of its `search_text` (lower-cased, split
 * where pg_trgm splits words: `search_words_of()`), kept in step with `products` by the triggers of migration
 * 0013_search_words. Search walks it in store order, or looks words up in its GIN index, without reading the wide
 * product rows; `search_entries_position_idx` (position, product_id) INCLUDE (words) is written in that migration's
 * SQL, as the index builder has no INCLUDE.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    words: text('words').array().notNull(),
  },
  (t) => [index('search_entries_words_idx').using('gin', t.words)],
);

/**
 * Every word any product's `search_text` has held (the same triggers add new ones; a word no product holds any more
 * stays, and finds nothing). Search matches typed words against these by trigram similarity: a few thousand words,
 * not every product.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
]);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    retailPricePaise: integer('retail_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull(),
    /** Image paths under /media, first image first. Units on hand are counted per size: `product_skus`. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
);

/**
 * What the store sells and counts: one colour variant in one size (a SKU). `size` is the label of the variant's Size
 * option it stands for (as cart lines and order lines carry it, `attributes.size`), or '' for a variant without sizes.
 * `stock` is the units on hand, taken by each order placed; null = not counted (never runs out). A product is in stock
 * while any of its SKUs is (`orders/stock.ts` keeps its `status` so); `productId` is repeated for that check.
 */
export const productSkus = pgTable(
  'product_skus',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    /** The store's own code for the SKU (e.g. on a warehouse label), when it has one. */
    skuCode: text('sku_code'),
    stock: integer('stock'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_skus_variant_size_key').on(t.variantId, t.size),
    uniqueIndex('product_skus_sku_code_key').on(t.skuCode),
    // The back office finds a SKU by its code typed in any case.
    index('product_skus_sku_code_lower_idx').on(sql`lower(${t.skuCode})`),
    index('product_skus_product_idx').on(t.productId),
    check('product_skus_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/**
 * One option of one attribute of a variant: a variant is usually one colour offered in several sizes, so it has
 * one Color option and several Size options. `productId` is repeated here so attribute filters need no join.
 */
export const variantOptions = pgTable(
  'variant_options',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeLabel: text('attribute_label').notNull(),
    attributePosition: integer('attribute_position').notNull().default(0),
    label: text('label').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variant_options_variant_idx').on(t.variantId),
    // A product's document is rebuilt from its options on every edit and stock flip: found by product, not by scanning.
    index('variant_options_product_idx').on(t.productId),
    index('variant_options_filter_idx').on(t.attributeLabel, t.label, t.productId),
  ],
);

/** The checkbox groups a listing offers, per category (spec: attribute filter definition). */
export const attributeFilters = pgTable(
  'attribute_filters',
  {
    id: id(),
    attributeName: text('attribute_name').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<{ label: string; value: string }[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_filters_category_name_key').on(t.categoryId, t.attributeName)],
);

/** Hand-picked product lists: the homepage's best seller, trending and recommended sections. */
export const productCollections = pgTable(
  'product_collections',
  {
    collection: text('collection', { enum: ['bestSeller', 'trending', 'recommended'] }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collection, t.productId] }),
    index('product_collections_order_idx').on(t.collection, t.position),
  ],
);

/** Small keyed documents of store configuration, such as the homepage's banner blocks. */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Bumped by every staff edit, so two staff editing one document cannot overwrite each other unseen. */
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * The number of the last catalogue change: one row, bumped (once per transaction, at commit, so numbers follow commit
 * order) by the triggers of migrations 0009_catalog_version and 0022_catalog_change_scopes whenever something a public
 * catalogue answer shows changes; each change is announced with its number and scope (`NOTIFY catalog_version`).
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);
