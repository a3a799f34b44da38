import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { compareAtPaise, compareAtPaiseSql, discountPercent, discountPercentSql } from '../money.js';
import { createProduct, setInStock } from '../test/catalog-fixtures.js';
import { strictIssues } from '../test/strict-schema.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { refreshProductDocuments } from './product-document.js';
import { loadProducts } from './product-loader.js';
import { productSchema } from './schemas.js';

let api: TestApi;
let db: Db;
beforeAll(async () => {
  api = await createTestApi();
  db = api.database.db;
});
afterAll(() => api.close());

describe('what a product document works out for every client', () => {
  it("carries each variant's prices in paise (and the spec's rupees), discount percent, price to strike and stock", async () => {
    const product = await createProduct(db, {
      variants: [
        { color: 'Navy', sizes: ['40'], salePaise: 1_499_900, retailPaise: 1_879_900 },
        { color: 'Gray', sizes: ['40'], salePaise: 1_549_900 },
      ],
    });
    expect(product.inStock).toBe(true);
    expect(
      product.productVariants.map((v) => [
        v.salePricePaise,
        v.retailPricePaise,
        v.discountPercent,
        v.compareAtPricePaise,
      ]),
    ).toEqual([
      [1_499_900, 1_879_900, 20, 1_879_900],
      [1_549_900, 1_549_900, 0, null],
    ]);
    // The spec's rupee fields, for its clients.
    expect(product.productVariants.map((v) => [v.salePrice, v.retailPrice])).toEqual([
      [14999, 18799],
      [15499, 15499],
    ]);

    await setInStock(db, product._id, false);
    const [reloaded] = await loadProducts(db, [product._id]);
    expect(reloaded?.inStock).toBe(false);
  });

  it('counts a product without variants as out of stock: it has no price to charge', async () => {
    const product = await createProduct(db, { variants: [] });
    expect(product.inStock).toBe(false);
  });
});

describe('the discount rule in SQL', () => {
  it('answers what the api’s own rule answers, halves and all', async () => {
    const pairs: [number, number][] = [
      [200, 199],
      [800, 700],
      [1_879_900, 1_499_900],
      [100, 100],
      [100, 150],
      [0, 0],
      [999_999_999, 1],
      [3, 1],
    ];
    let seed = 7;
    for (let i = 0; i < 300; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const retail = 100 + (seed % 5_000_000);
      pairs.push([retail, retail - (seed % (retail + 1))]);
    }
    const values = sql.join(
      pairs.map(([retail, sale]) => sql`(${retail}::int, ${sale}::int)`),
      sql`, `,
    );
    const rows = await queryRows<{ retail: number; sale: number; percent: number; compare_at: number | null }>(
      db,
      sql`select retail, sale, ${discountPercentSql(sql`retail`, sql`sale`)} as percent,
                 ${compareAtPaiseSql(sql`retail`, sql`sale`)} as compare_at
          from (values ${values}) as p(retail, sale)`,
    );
    expect(rows.map((r) => [r.retail, r.sale, r.percent, r.compare_at])).toEqual(
      pairs.map(([retail, sale]) => [retail, sale, discountPercent(retail, sale), compareAtPaise(retail, sale)]),
    );
    expect(discountPercent(200, 199)).toBe(1);
    expect(discountPercent(800, 700)).toBe(13);
  });
});

describe('the SQL that builds product documents, against the product schema', () => {
  it('builds, for every seeded product, exactly the fields the schema declares: none missing, none extra', async () => {
    const built = await refreshProductDocuments(db, 'all');
    const rows = await queryRows<{ document: unknown }>(db, sql`select document from product_documents`);
    expect(rows.length).toBe(built);
    expect(rows.length).toBeGreaterThan(80);
    expect(
      strictIssues(
        productSchema,
        rows.map((r) => r.document),
      ),
    ).toEqual([]);
  });
});
