import { describe, expect, it } from 'vitest';
import { all, expectError, getJson, ids, type ListBody, url, useSeededCatalog } from '../test/product-requests.js';
import type { RelatedProductsJson } from './related.js';

useSeededCatalog();

const related = (productIds: string[], limit?: number) =>
  getJson<RelatedProductsJson>(
    `/API/v1/product-related?ids=${productIds.join(',')}${limit === undefined ? '' : `&limit=${limit}`}`,
  );

describe('GET /product-related', () => {
  it("answers for each product what its category's listing would, without the product itself", async () => {
    const asked = all.slice(0, 30);
    const answer = await related(ids(asked), 5);
    expect(answer.result.map((r) => r.productId)).toEqual(ids(asked));
    for (const product of asked) {
      const listing = await getJson<ListBody>(url({ categoryName: product.categoryId.value, limit: 6 }));
      const expected = ids(listing.result)
        .filter((id) => id !== product._id)
        .slice(0, 5);
      expect(answer.result.find((r) => r.productId === product._id)?.related, product.productName).toEqual(expected);
    }
  });

  it('sends each related product once, however many lists name it', async () => {
    const answer = await related(ids(all), 8);
    const named = new Set(answer.result.flatMap((r) => r.related));
    expect(answer.products.map((p) => p._id).sort()).toEqual([...named].sort());
    expect(answer.result).toHaveLength(all.length);
  });

  it('takes 8 related products by default, leaves out unknown ids, and refuses bad input', async () => {
    const [product] = all;
    if (!product) throw new Error('the seed has no products');
    const answer = await related([product._id, '00000000-0000-4000-8000-000000000000']);
    expect(answer.result).toHaveLength(1);
    expect(answer.result[0]?.related.length).toBe(8);
    await expectError('/API/v1/product-related?ids=not-an-id', 400, /valid product id/);
    await expectError(`/API/v1/product-related?ids=${product._id}&limit=51`, 400, /limit/);
    await expectError('/API/v1/product-related', 400, /ids/);
  });
});
