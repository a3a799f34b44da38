import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { productVariants } from '../db/schema.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { countListing } from './listing-total.js';
import { refreshProductDocuments } from './product-document.js';
import type { ProductJson } from './product-json.js';
import { loadProducts } from './product-loader.js';

let api: TestApi;
let db: Db;
beforeAll(async () => {
  api = await createTestApi();
  db = api.database.db;
});
afterAll(() => api.close());

interface PageBody {
  result: ProductJson[];
  total: number;
  nextCursor: string | null;
}

/** Every product of a listing, walked page by page as the web does, and the total it states. */
async function listing(query: Record<string, string>): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const params: URLSearchParams = new URLSearchParams({ ...query, limit: '100', ...(cursor ? { cursor } : {}) });
    const res: { statusCode: number; body: string; json<T>(): T } = await api.app.inject(`/API/v1/product?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    const page: PageBody = res.json<PageBody>();
    ids.push(...page.result.map((p) => p._id));
    total = page.total;
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, total };
}

/** Removes every variant of a product, as a catalogue edit withdrawing the last one would, and rebuilds its document. */
async function withdrawVariants(productId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(productVariants).where(eq(productVariants.productId, productId));
    await refreshProductDocuments(tx as unknown as Db, { productIds: [productId] });
  });
}

describe('in stock, one rule for the card, the filters, the counts and search', () => {
  it('shows a product whose variants were all withdrawn as out of stock everywhere, as its card does', async () => {
    const product = await createProduct(db, {
      name: 'Fixture Withdrawn Sherwani',
      variants: [{ color: 'Gold', sizes: ['40'], salePaise: 1_299_900 }],
    });
    expect(product.inStock).toBe(true);
    await withdrawVariants(product._id);

    // The card: status and visibilityStatus still true, nothing left to buy.
    const [card] = await loadProducts(db, [product._id]);
    expect(card).toMatchObject({ status: true, visibilityStatus: true, inStock: false, productVariants: [] });

    // The category's filters and '{n} Items Found' agree with the cards.
    const category = card?.categoryId.value ?? '';
    const all = await listing({ categoryName: category });
    const cards = await loadProducts(db, all.ids);
    const inStockCards = cards.filter((p) => p.inStock).map((p) => p._id);
    const inStock = await listing({ categoryName: category, availability: 'inStock' });
    const outOfStock = await listing({ categoryName: category, availability: 'outOfStock' });
    expect(inStock.ids).not.toContain(product._id);
    expect(outOfStock.ids).toContain(product._id);
    expect(inStock.ids.sort()).toEqual(inStockCards.sort());
    expect([inStock.total, outOfStock.total]).toEqual([inStockCards.length, all.ids.length - inStockCards.length]);

    // Totals count from the listing facets, and from product rows where a price limit cuts through a price band.
    const scope = { kind: 'category', categoryId: card?.categoryId._id ?? '' } as const;
    const from = 1_299_900;
    const pricedFrom = inStockCards.filter((id) => {
      const first = cards.find((p) => p._id === id)?.productVariants[0];
      return Math.round((first?.salePrice ?? 0) * 100) >= from;
    });
    const filters = { sort: 'default', attributes: {}, discountOnly: false, availability: 'inStock' } as const;
    expect(await countListing(db, scope, filters)).toBe(inStockCards.length);
    expect(await countListing(db, scope, { ...filters, minPricePaise: from })).toBe(pricedFrom.length);

    // Search's in-stock filter too.
    const found = await listing({ search: 'Withdrawn Sherwani', availability: 'inStock' });
    expect(found.ids).not.toContain(product._id);
    expect((await listing({ search: 'Withdrawn Sherwani', availability: 'outOfStock' })).ids).toContain(product._id);
  });
});
