import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { OptionCounts } from './listing-facets.js';
import type { ProductJson } from './product-json.js';

let api: TestApi;
let all: ProductJson[];
beforeAll(async () => {
  api = await createTestApi();
  all = (await getJson<{ result: ProductJson[] }>('/API/v1/product?categoryName=ALL')).result;
});
afterAll(() => api.close());

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  return res.json<T>();
}

const facets = async (query: Record<string, string | number>) =>
  (
    await getJson<{ success: true; result: OptionCounts }>(
      `/API/v1/product-facets?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    )
  ).result;

const price = (p: ProductJson) => p.productVariants[0]?.salePrice ?? 0;
const inStock = (p: ProductJson) => p.status && p.visibilityStatus;
const tagsOf = (p: ProductJson) =>
  new Set(
    p.productVariants.flatMap((v) =>
      v.attributes.flatMap((a) => a.value.map((o) => `${a.attribute.label}:${o.label}`)),
    ),
  );

/** The counts worked out from the products themselves: each option counted with its own attribute's ticks left out. */
function expected(products: ProductJson[], ticked: Record<string, string[]>): OptionCounts {
  const counts: OptionCounts = {};
  for (const p of products) {
    const tags = tagsOf(p);
    const matches = (skip?: string) =>
      Object.entries(ticked).every(
        ([label, values]) => label === skip || values.some((v) => tags.has(`${label}:${v}`)),
      );
    for (const tag of tags) {
      const [label = '', option = ''] = tag.split(':');
      if (!matches(label)) continue;
      const group = counts[label] ?? {};
      group[option] = (group[option] ?? 0) + 1;
      counts[label] = group;
    }
  }
  return counts;
}

describe('GET /product-facets', () => {
  it('counts each option of a category within the price limit and stock filter', async () => {
    const suits = all.filter((p) => p.categoryId.value === 'suits' && price(p) <= 15000 && inStock(p));
    const counts = await facets({ categoryName: 'suits', maxPrice: 15000, availability: 'inStock' });
    expect(counts).toEqual(expected(suits, {}));
    expect(Object.keys(counts).sort()).toEqual(['Color', 'Size']);
  });

  it("leaves an attribute's own ticks out of its counts and applies them to the others", async () => {
    const products = all.filter((p) => price(p) >= 2600 && price(p) <= 18000);
    const ticked = { Color: ['Navy', 'Black'], Size: ['40'] };
    const counts = await facets({
      categoryName: 'ALL',
      minPrice: 2600,
      maxPrice: 18000,
      'attr.Color': 'Navy,Black',
      'attr.Size': '40',
    });
    expect(counts).toEqual(expected(products, ticked));
    // Navy's count is what ticking it alone (with size 40) would list.
    const navy = await getJson<{ total: number }>(
      '/API/v1/product?categoryName=ALL&minPrice=2600&maxPrice=18000&attr.Color=Navy&attr.Size=40&limit=1',
    );
    expect(counts.Color?.Navy).toBe(navy.total);
  });

  it('counts everything at the slider top, and a search listing or a collection from its rows', async () => {
    const everything = await facets({ categoryName: 'ALL', maxPrice: 30000 });
    expect(everything).toEqual(expected(all, {}));

    const search = await getJson<{ result: ProductJson[] }>('/API/v1/product?search=blazer&maxPrice=30000&limit=100');
    expect(search.result.length).toBeGreaterThan(0);
    expect(await facets({ search: 'blazer', maxPrice: 30000 })).toEqual(expected(search.result, {}));

    const trending = await getJson<{ result: ProductJson[] }>('/API/v1/product?collection=trending&limit=100');
    expect(await facets({ collection: 'trending' })).toEqual(expected(trending.result, {}));
  });

  it('answers 404 for an unknown category and 400 without a listing', async () => {
    await getJson('/API/v1/product-facets?categoryName=nonexistent', 404);
    await getJson('/API/v1/product-facets', 400);
  });
});
