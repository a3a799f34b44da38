import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { rebuildStaleDerivedData } from '../db/derived-data.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { CATALOGUE_DERIVED_SETS, listingFacets, productDocuments } from './derived-sets.js';
import type { ProductJson } from './product-json.js';

let api: TestApi;
let db: Db;
beforeAll(async () => {
  api = await createTestApi();
  db = api.database.db;
});
afterAll(() => api.close());
// Every test starts from derived data built with today's shapes, as after a start-up.
beforeEach(() => rebuildStaleDerivedData(db, CATALOGUE_DERIVED_SETS));

const productAnswer = async (id: string) => {
  const response = await api.app.inject({ url: `/API/v1/product?id=${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: ProductJson }>().result;
};

/** The stored documents as an older version of the api built them: before `inStock` and `compareAtPricePaise`. */
async function documentsOfAnOlderShape(): Promise<void> {
  await db.execute(sql`
    update product_documents set document = (document - 'inStock') || jsonb_build_object('productVariants',
      (select coalesce(jsonb_agg(v - 'compareAtPricePaise'), '[]'::jsonb) from jsonb_array_elements(document->'productVariants') v))`);
  await db.execute(
    sql`update derived_shapes set fingerprint = 'the shape of an older version' where name = 'product-documents'`,
  );
}

describe('derived data built with an older shape', () => {
  it('serves the fields a newer document shape adds after the next start, without anything cleared by hand', async () => {
    const [{ id }] = (await queryRows<{ id: string }>(
      db,
      sql`select product_id as id from product_documents order by product_id limit 1`,
    )) as [{ id: string }];
    await documentsOfAnOlderShape();
    const [older] = await queryRows<{ document: Record<string, unknown> }>(
      db,
      sql`select document from product_documents where product_id = ${id}`,
    );
    expect(older?.document).not.toHaveProperty('inStock');

    expect(await rebuildStaleDerivedData(db, CATALOGUE_DERIVED_SETS)).toEqual(['product-documents']);

    const served = await productAnswer(id);
    expect(typeof served.inStock).toBe('boolean');
    expect(served.productVariants.length).toBeGreaterThan(0);
    for (const variant of served.productVariants) expect(variant).toHaveProperty('compareAtPricePaise');
    const [{ stale }] = (await queryRows<{ stale: number }>(
      db,
      sql`select count(*)::int as stale from product_documents where not document ? 'inStock'`,
    )) as [{ stale: number }];
    expect(stale).toBe(0);
  });

  it('rebuilds nothing when every shape is the one its rows were built with', async () => {
    const before = await queryRows<{ at: string }>(db, sql`select max(updated_at)::text as at from product_documents`);
    expect(await rebuildStaleDerivedData(db, CATALOGUE_DERIVED_SETS)).toEqual([]);
    expect(await queryRows(db, sql`select max(updated_at)::text as at from product_documents`)).toEqual(before);
  });

  it('rebuilds the listing facets once a migration replaces the function that keeps them', async () => {
    const facetsFromProducts = sql`
      select category_id, listing_price_band(price_paise) as band, attribute_tags, count(*)::int as products
      from products group by 1, 2, 3 order by 1, 2, 3`;
    const facetsKept = sql`
      select category_id, price_band as band, attribute_tags, products from listing_facets order by 1, 2, 3`;
    const expected = await queryRows(db, facetsFromProducts);
    // Counts kept by an older rule, then a migration that brings the rule of today (its definition differs).
    await db.execute(sql`update listing_facets set products = products + 5`);
    const [definition] = await queryRows<{ body: string }>(
      db,
      sql`select pg_get_functiondef('listing_price_band_width(integer)'::regprocedure) as body`,
    );
    await db.execute(sql.raw(`${definition?.body.replace(/\$function\$\s*$/, '')}-- a newer rule\n$function$`));

    expect(await rebuildStaleDerivedData(db, CATALOGUE_DERIVED_SETS)).toEqual([listingFacets.name]);
    expect(await queryRows(db, facetsKept)).toEqual(expected);
  });

  it('rebuilds once when several replicas start together', async () => {
    await documentsOfAnOlderShape();
    const starts = await Promise.all(
      Array.from({ length: 3 }, () => rebuildStaleDerivedData(db, CATALOGUE_DERIVED_SETS)),
    );
    expect(starts.flat()).toEqual([productDocuments.name]);
    const [{ stale }] = (await queryRows<{ stale: number }>(
      db,
      sql`select count(*)::int as stale from product_documents where not document ? 'inStock'`,
    )) as [{ stale: number }];
    expect(stale).toBe(0);
  });
});
