import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, seededProduct, setInStock, setSalePrice } from '../test/catalog-fixtures.js';
import { createTestApi, type TestApi } from '../test/test-api.js';

/**
 * The api's own catalogue answers kept in memory (listing totals, categories found) are forgotten on the database's
 * change notice, which the replica that made the change receives too: on PGlite (one process) and on a server alike.
 * Across replicas: `catalog-caches.server.test.ts`.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const total = async (query: string): Promise<number> => {
  const res = await api.app.inject(`/API/v1/product?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number }>().total;
};

/** Asks until `expected` is answered, at most a second (a server's notice comes back over another connection). */
async function totalBecomes(query: string, expected: number): Promise<void> {
  const started = performance.now();
  let answered = await total(query);
  while (answered !== expected && performance.now() - started < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    answered = await total(query);
  }
  expect(answered).toBe(expected);
}

describe('listing totals the api remembers', () => {
  it('are forgotten when a price change commits', async () => {
    const chosen = await seededProduct(api.database.db, true);
    const rupees = chosen.productVariants[0]?.salePrice ?? 0;
    const query = `categoryName=${chosen.categoryId.value}&maxPrice=${rupees}&limit=1`;
    const before = await total(query);
    await setSalePrice(api.database.db, chosen._id, (rupees + 500) * 100);
    await totalBecomes(query, before - 1);
  });

  it('are forgotten when a product is added or sells out', async () => {
    const query = 'categoryName=ALL&availability=inStock&limit=1';
    const before = await total(query);
    const added = await createProduct(api.database.db, { variants: [{ salePaise: 49_900, stock: 3 }] });
    await totalBecomes(query, before + 1);
    await setInStock(api.database.db, added._id, false);
    await totalBecomes(query, before);
  });
});
