import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client.js';
import type { DerivedSet } from '../db/derived-data.js';
import { productDocumentsSql, refreshProductDocuments } from './product-document.js';
import { productSchema } from './schemas.js';

const dialect = new PgDialect();

/** The definitions of database functions, as PostgreSQL holds them now (after every migration). */
async function functionDefinitions(db: Db, signatures: readonly string[]): Promise<string> {
  const rows = await queryRows<{ definition: string }>(
    db,
    sql`select pg_get_functiondef(to_regprocedure(s)) as definition from unnest(${sql.param(signatures)}::text[]) s`,
  );
  return rows.map((r) => r.definition ?? '').join('\n');
}

/** The schema's fields and types, without its descriptions (words that change no row). */
const schemaShape = (schema: z.ZodType) =>
  JSON.stringify(z.toJSONSchema(schema), (key, value) => (key === 'description' ? undefined : value));

/** Tells every cache of public answers to forget what it holds (sent at commit). */
const announceCatalogueChange = (tx: Db) => tx.execute(sql`select announce_catalog_change('*')`);

/** The product documents: the builder's statement (made from the product schema) and the schema itself. */
export const productDocuments: DerivedSet = {
  name: 'product-documents',
  shape: async () => {
    const statement = dialect.sqlToQuery(productDocumentsSql('all'));
    return JSON.stringify({ statement, schema: schemaShape(productSchema) });
  },
  rebuild: async (tx) => {
    await refreshProductDocuments(tx, 'all');
    await announceCatalogueChange(tx);
  },
};

const LISTING_FACETS_REBUILD = sql`
  insert into listing_facets (category_id, price_band, attribute_tags, products, in_stock, discounted, in_stock_discounted)
  select category_id, listing_price_band(price_paise), attribute_tags, count(*), count(*) filter (where in_stock),
         count(*) filter (where discount_percent > 0), count(*) filter (where in_stock and discount_percent > 0)
  from products group by 1, 2, 3`;

/**
 * The listing facets (`listing_facets`): counts per category, price band and option set, kept by the trigger
 * `listing_facets_follow_products`. Its shape is the trigger's and the price bands' definitions with this rebuild.
 */
export const listingFacets: DerivedSet = {
  name: 'listing-facets',
  shape: async (db) =>
    [
      dialect.sqlToQuery(LISTING_FACETS_REBUILD).sql,
      await functionDefinitions(db, [
        'listing_facets_follow_products()',
        'listing_price_band(integer)',
        'listing_price_band_width(integer)',
      ]),
    ].join('\n'),
  rebuild: async (tx) => {
    // Product writes meanwhile wait for the trigger's turn and then apply their change to the rebuilt counts; the
    // counts read only products committed before the lock.
    await tx.execute(sql`lock table listing_facets in exclusive mode`);
    await tx.execute(sql`delete from listing_facets`);
    await tx.execute(LISTING_FACETS_REBUILD);
    await tx.execute(sql`analyze listing_facets`);
    await announceCatalogueChange(tx);
  },
};

const SEARCH_ENTRIES_REBUILD = sql`
  insert into search_entries (product_id, position, words) select id, position, search_words_of(search_text) from products`;
const SEARCH_WORDS_REBUILD = sql`
  insert into search_words (word) select distinct unnest(words) from search_entries order by 1`;

/**
 * Search's words (`search_entries`, `search_words`), kept by the trigger `search_entries_follow_products` with
 * `search_words_of`: their definitions and this rebuild are its shape.
 */
export const searchWords: DerivedSet = {
  name: 'search-words',
  shape: async (db) =>
    [
      dialect.sqlToQuery(SEARCH_ENTRIES_REBUILD).sql,
      dialect.sqlToQuery(SEARCH_WORDS_REBUILD).sql,
      await functionDefinitions(db, ['search_words_of(text)', 'search_entries_follow_products()']),
    ].join('\n'),
  rebuild: async (tx) => {
    await tx.execute(sql`lock table search_entries, search_words in exclusive mode`);
    await tx.execute(sql`delete from search_entries`);
    await tx.execute(SEARCH_ENTRIES_REBUILD);
    await tx.execute(sql`delete from search_words`);
    await tx.execute(SEARCH_WORDS_REBUILD);
    await tx.execute(sql`analyze search_entries, search_words`);
    await announceCatalogueChange(tx);
  },
};

/**
 * Everything stored that is derived from the catalogue, in the order it is rebuilt: documents first, as they set the
 * product rows' `attribute_tags` and `has_variants` that facets count.
 */
export const CATALOGUE_DERIVED_SETS: readonly DerivedSet[] = [productDocuments, listingFacets, searchWords];
