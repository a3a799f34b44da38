import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../http/errors.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { ProductJson } from './product-json.js';
import type { SearchHit } from './search.js';

let api: TestApi;
let all: ProductJson[];
beforeAll(async () => {
  api = await createTestApi();
  all = (await getJson<{ result: ProductJson[] }>('/API/v1/product?categoryName=ALL')).result;
});
afterAll(() => api.close());

interface PageBody {
  success: true;
  result: ProductJson[];
  total: number;
  nextCursor: string | null;
}

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  return res.json<T>();
}

const listing = (query: Record<string, string | number>) =>
  getJson<PageBody>(
    `/API/v1/product?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );

const price = (p: ProductJson) => p.productVariants[0]?.salePrice ?? 0;
const ids = (products: ProductJson[]) => products.map((p) => p._id);

/** Every page of a search listing, walked by cursor. */
async function walk(query: Record<string, string | number>): Promise<{ products: ProductJson[]; total: number }> {
  const products: ProductJson[] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const body: PageBody = await listing({ ...query, limit: 5, ...(cursor ? { cursor } : {}) });
    products.push(...body.result);
    total = body.total;
    cursor = body.nextCursor;
  } while (cursor);
  return { products, total };
}

describe('GET /product?search= (the search results listing)', () => {
  it('lists every product the search finds, best first, beyond the 8 suggestions', async () => {
    const suggestions = (await getJson<{ results: SearchHit }>('/API/v1/search?q=suit')).results.products;
    expect(suggestions).toHaveLength(8);
    const walked = await walk({ search: 'suit', maxPrice: 30000 });
    expect(walked.total).toBe(walked.products.length);
    expect(walked.total).toBeGreaterThan(8);
    // The listing's own order is the search's ranking: the suggestions are its first eight.
    expect(ids(walked.products.slice(0, 8))).toEqual(suggestions.map((s) => s._id));
    // In the name, the department or the fabric the heading names ('poly-viscose suiting' trousers).
    for (const p of walked.products)
      expect(`${p.productName} ${p.categoryId.categoryName} ${p.heading}`).toMatch(/suit/i);
  });

  it('filters and sorts the matches as a category listing is filtered and sorted', async () => {
    const everything = await walk({ search: 'suit', maxPrice: 30000 });
    const limited = await walk({ search: 'suit', maxPrice: 15000, sort: 'lowToHigh' });
    const expected = everything.products.filter((p) => price(p) <= 15000).sort((a, b) => price(a) - price(b));
    expect(limited.total).toBe(expected.length);
    expect(limited.products.map(price)).toEqual(expected.map(price));
    expect(new Set(ids(limited.products))).toEqual(new Set(ids(expected)));

    const navy = await walk({ search: 'suit', maxPrice: 30000, 'attr.Color': 'Navy' });
    expect(navy.products.length).toBeGreaterThan(0);
    expect(navy.products.length).toBeLessThan(everything.products.length);
    for (const p of navy.products) {
      const colours = p.productVariants.flatMap((v) =>
        v.attributes.filter((a) => a.attribute.label === 'Color').flatMap((a) => a.value.map((o) => o.label)),
      );
      expect(colours).toContain('Navy');
    }
  });

  it('answers an empty listing for a search that finds nothing, and 400 for fewer than 3 characters', async () => {
    expect(await listing({ search: 'qqqzzzxxx', limit: 12 })).toEqual({
      success: true,
      result: [],
      total: 0,
      aboveMaxPrice: 0,
      nextCursor: null,
    });
    const short = await getJson<ErrorBody>('/API/v1/product?search=ab&limit=12', 400);
    expect(short.message).toMatch(/at least 3 characters/);
    expect(all.length).toBeGreaterThan(0);
  });
});
