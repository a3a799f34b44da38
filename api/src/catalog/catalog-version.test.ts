import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyers, productSkus } from '../db/schema.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct, seededProduct, setInStock, setSalePrice } from '../test/catalog-fixtures.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { refreshProductDocuments } from './product-document.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function version(): Promise<number> {
  const res = await call<{ success: true; version: number }>(api, 'GET', '/catalog/version');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.version;
}

describe('GET /API/v1/catalog/version', () => {
  it('is a number, listed in the OpenAPI document', async () => {
    expect(await version()).toBeGreaterThan(0);
    const doc = (await api.app.inject('/API/v1/docs')).json<{ paths: Record<string, unknown> }>();
    expect(doc.paths['/API/v1/catalog/version']).toBeDefined();
  });

  it('grows once per transaction when a price changes, and not on a read', async () => {
    const product = await seededProduct(api.database.db, true);
    const before = await version();
    expect(await version()).toBe(before);
    await setSalePrice(api.database.db, product._id, 123_400);
    expect(await version()).toBe(before + 1);
  });

  it('grows when a product is added, flips in or out of stock, or gets a review', async () => {
    const db = api.database.db;
    let before = await version();
    const product = await createProduct(db, { variants: [{ salePaise: 99_900, stock: 5 }] });
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    await setInStock(db, product._id, false);
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    const buyer = await newBuyer(api);
    expect(await version()).toBe(before);
    const review = await call(
      api,
      'POST',
      '/review',
      { productId: product._id, rating: 4, title: 'Good', review: 'Fits well' },
      { token: buyer.token },
    );
    expect(review.status).toBe(201);
    expect(await version()).toBeGreaterThan(before);

    // The review shows its author's name.
    before = await version();
    await db.update(buyers).set({ name: 'Renamed Reviewer' }).where(eq(buyers.id, buyer.id));
    expect(await version()).toBeGreaterThan(before);
  });

  it('stays when only units on hand change, or a document is rebuilt unchanged', async () => {
    const db = api.database.db;
    const product = await createProduct(db, { variants: [{ salePaise: 49_900, stock: 10 }] });
    const before = await version();
    await db
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} - 1` })
      .where(eq(productSkus.productId, product._id));
    await refreshProductDocuments(db, { productIds: [product._id] });
    expect(await version()).toBe(before);
  });
});
