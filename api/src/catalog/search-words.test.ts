import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function getJson<T>(path: string): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const suggestions = async (q: string) =>
  (await getJson<{ results: SearchHit }>(`/API/v1/search?q=${encodeURIComponent(q)}`)).results.products;

/** Every product of the search results listing (`GET /product?search=`). */
const listed = async (q: string) =>
  (await getJson<{ result: ProductJson[]; total: number }>(`/API/v1/product?search=${encodeURIComponent(q)}&limit=100`))
    .result;

/** The labels a product's variants offer for one attribute (`Color`, `Size`). */
const optionsOf = (p: ProductJson, attribute: string): string[] =>
  p.productVariants.flatMap((v) =>
    v.attributes.filter((a) => a.attribute.label === attribute).flatMap((a) => a.value.map((o) => o.label)),
  );

const byId = (id: string): ProductJson => {
  const product = all.find((p) => p._id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

describe("search by what shoppers type: colours, fabrics and sizes from the catalogue's own words", () => {
  it('finds navy products for "navy", in the suggestions and on the results page alike', async () => {
    const navy = all.filter((p) => optionsOf(p, 'Color').includes('Navy'));
    expect(navy.length).toBeGreaterThan(8);
    const found = await listed('navy');
    expect(found.map((p) => p._id).sort()).toEqual(navy.map((p) => p._id).sort());
    const suggested = await suggestions('navy');
    expect(suggested).toHaveLength(8);
    expect(suggested.map((p) => p._id)).toEqual(found.slice(0, 8).map((p) => p._id));
  });

  it('needs every word: "navy suit" finds navy suits, no navy shirt and no suit without navy', async () => {
    const found = await listed('navy suit');
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(optionsOf(p, 'Color'), p.productName).toContain('Navy');
      // 'suit' in the name, the department or the fabric ('suiting wool' trousers).
      expect(`${p.productName} ${p.categoryId.categoryName} ${p.heading}`.toLowerCase(), p.productName).toMatch(/suit/);
    }
    const navySuits = all.filter(
      (p) => p.categoryId.value === 'suits' && optionsOf(p, 'Color').includes('Navy') && /suit/i.test(p.productName),
    );
    expect(found.map((p) => p._id)).toEqual(expect.arrayContaining(navySuits.map((p) => p._id)));
    expect((await suggestions('navy suit')).map((p) => byId(p._id).categoryId.value)).not.toContain('shirts');
  });

  it('finds a fabric the product is made of, named in its heading: "linen shirt" and "wool suit"', async () => {
    const linenShirts = await listed('linen shirt');
    expect(linenShirts.length).toBeGreaterThan(0);
    for (const p of linenShirts) expect(`${p.productName} ${p.heading}`.toLowerCase()).toMatch(/linen/);
    const woolSuits = await listed('wool suit');
    const named = woolSuits.filter((p) => !/wool/i.test(p.productName));
    // Most wool suits say "wool" only in their heading: the fabric line finds them.
    expect(named.length).toBeGreaterThan(0);
    for (const p of named) expect(p.heading.toLowerCase()).toMatch(/wool/);
  });

  it('finds a size: "kurta XXL" and "trousers 34" list products offered in that size', async () => {
    const xxl = await listed('kurta XXL');
    expect(xxl.length).toBeGreaterThan(0);
    for (const p of xxl) expect(optionsOf(p, 'Size'), p.productName).toContain('XXL');
    const waist = await listed('trousers 34');
    expect(waist.length).toBeGreaterThan(0);
    for (const p of waist) expect(optionsOf(p, 'Size'), p.productName).toContain('34');
    // A two-digit size is a word of its own: 34 is not 36.
    const all34 = all.filter((p) => p.categoryId.value === 'trousers' && optionsOf(p, 'Size').includes('34'));
    expect(waist.map((p) => p._id).sort()).toEqual(all34.map((p) => p._id).sort());
  });
});
