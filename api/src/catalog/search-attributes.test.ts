import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../http/errors.js';
import { CATEGORY_SEEDS, colorLabel } from '../seed/catalog-data.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { CategoryJson, ProductJson } from './product-json.js';
import type { SearchHit } from './search.js';

let api: TestApi;
let all: ProductJson[];
beforeAll(async () => {
  api = await createTestApi();
  all = (await getJson<{ result: ProductJson[] }>('/API/v1/product?categoryName=ALL')).result;
});
afterAll(() => api.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface SearchBody {
  success: true;
  results: SearchHit;
}

interface AttributeBody {
  success: true;
  result: { _id: string; attributeName: string; value: { label: string; value: string }[]; categoryId: CategoryJson }[];
}

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<T>();
}

const search = (q: string) => getJson<SearchBody>(`/API/v1/search?q=${encodeURIComponent(q)}`);

async function expectError(path: string, status: number, message: string | RegExp): Promise<void> {
  const body = await getJson<ErrorBody>(path, status);
  expect(body.success).toBe(false);
  expect(body.status).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

const productNamed = (name: string): ProductJson => {
  const p = all.find((x) => x.productName === name);
  if (!p) throw new Error(`no product named ${name}`);
  return p;
};

describe('GET /search', () => {
  it('finds the Blazers category and blazer products for "blazer"', async () => {
    const body = await search('blazer');
    expect(body.success).toBe(true);
    const blazers = body.results.categories.find((c) => c.value === 'blazers');
    expect(blazers).toBeDefined();
    expect(body.results.categories[0]?.value).toBe('blazers');
    expect(body.results.products.length).toBeGreaterThan(0);
    expect(body.results.products.length).toBeLessThanOrEqual(8);
    for (const p of body.results.products) {
      // Every hit is a blazer: by its name or by its category.
      expect(`${p.name} ${p.category.categoryName}`.toLowerCase()).toContain('blazer');
    }
    expect(body.results.products.filter((p) => p.category.value === 'blazers').length).toBeGreaterThan(3);
  });

  it('answers categories {_id, name, value} and products {_id, name, image, price, category.value}', async () => {
    const body = await search('blazer');
    const categories = (await getJson<{ result: CategoryJson[] }>('/API/v1/category')).result;
    for (const c of body.results.categories) {
      expect(c._id).toMatch(UUID);
      const known = categories.find((k) => k._id === c._id);
      expect(known).toBeDefined();
      expect(c.name).toBe(known?.categoryName);
      expect(c.value).toBe(known?.value);
    }
    for (const hit of body.results.products) {
      const product = all.find((p) => p._id === hit._id);
      expect(product, hit.name).toBeDefined();
      expect(hit.name).toBe(product?.productName);
      expect(hit.image).toBe(product?.productVariants[0]?.images[0]);
      expect(hit.image).toMatch(/^\/media\/products\/.+\.svg$/);
      expect(hit.price).toBe(product?.productVariants[0]?.salePrice);
      expect(hit.category._id).toBe(product?.categoryId._id);
      expect(hit.category.value).toBe(product?.categoryId.value);
      expect(hit.category.categoryName).toBe(product?.categoryId.categoryName);
    }
  });

  it('tolerates a typo: "blazr" still finds the Blazers category and blazers', async () => {
    const body = await search('blazr');
    expect(body.results.categories.map((c) => c.value)).toContain('blazers');
    expect(body.results.products.length).toBeGreaterThan(0);
    for (const p of body.results.products) expect(p.category.value).toBe('blazers');
  });

  it('tolerates a typo: "sherwni" finds the sherwanis first', async () => {
    const body = await search('sherwni');
    const names = body.results.products.map((p) => p.name);
    const sherwanis = all.filter((p) => /sherwani/i.test(p.productName)).map((p) => p.productName);
    expect(sherwanis.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names.slice(0, sherwanis.length))).toEqual(new Set(sherwanis));
    expect(names).toContain('Jacquard Sherwani');
    expect(names).toContain('Raw Silk Sherwani');
  });

  it('ranks the best product match first', async () => {
    const body = await search('velvet dinner');
    const target = productNamed('Velvet Dinner Suit');
    expect(body.results.products[0]).toEqual({
      _id: target._id,
      name: 'Velvet Dinner Suit',
      image: target.productVariants[0]?.images[0],
      price: 32999,
      pricePaise: 3_299_900,
      category: {
        _id: target.categoryId._id,
        value: 'suits',
        categoryName: 'Suits',
      },
    });
    // Only products matching every word: none of the other velvet products mentions dinner.
    expect(body.results.products.map((p) => p.name)).toEqual(['Velvet Dinner Suit']);

    const velvet = await search('velvet');
    const velvetNames = all.filter((p) => /velvet/i.test(p.productName)).map((p) => p.productName);
    expect(new Set(velvet.results.products.map((p) => p.name))).toEqual(new Set(velvetNames));
    expect(velvet.results.categories).toEqual([]);
  });

  it('matches a category by its name and its products by category', async () => {
    const body = await search('ethnic wear');
    expect(body.results.categories[0]?.value).toBe('ethnic-wear');
    expect(body.results.products.length).toBe(8);
    for (const p of body.results.products) expect(p.category.value).toBe('ethnic-wear');
  });

  it('is case-insensitive, trims the query and finds nothing for nonsense', async () => {
    const lower = await search('tuxedo');
    const upper = await search('  TUXEDO  ');
    expect(upper).toEqual(lower);
    expect(lower.results.products.map((p) => p.name).sort()).toEqual(
      all
        .filter((p) => /tuxedo/i.test(p.productName))
        .map((p) => p.productName)
        .sort(),
    );
    const nothing = await search('qqqzzzxxx');
    expect(nothing).toEqual({ success: true, results: { categories: [], products: [] } });
    const punctuation = await search('%%%');
    expect(punctuation).toEqual({ success: true, results: { categories: [], products: [] } });
  });

  it('answers 400 for a query under 3 characters, a missing one and an overlong one', async () => {
    await expectError('/API/v1/search?q=bl', 400, 'Invalid request. q: type at least 3 characters');
    await expectError('/API/v1/search?q=%20bl%20', 400, 'Invalid request. q: type at least 3 characters');
    await expectError('/API/v1/search', 400, /^Invalid request\. q: /);
    await expectError('/API/v1/search?q=', 400, 'Invalid request. q: type at least 3 characters');
    await expectError(`/API/v1/search?q=${'a'.repeat(101)}`, 400, 'Invalid request. q: at most 100 characters');
  });
});

describe('GET /attribute', () => {
  it('answers a Color and a Size filter per category, in menu order', async () => {
    const body = await getJson<AttributeBody>('/API/v1/attribute');
    expect(body.success).toBe(true);
    expect(body.result).toHaveLength(CATEGORY_SEEDS.length * 2);
    expect(body.result.map((f) => `${f.categoryId.value}:${f.attributeName}`)).toEqual(
      CATEGORY_SEEDS.flatMap((c) => [`${c.value}:Color`, `${c.value}:Size`]),
    );
    for (const f of body.result) {
      expect(f._id).toMatch(UUID);
      expect(f.categoryId._id).toMatch(UUID);
      expect(f.categoryId.name).toBe(f.categoryId.categoryName);
      expect(f.value.length).toBeGreaterThan(0);
      for (const option of f.value) expect(Object.keys(option).sort()).toEqual(['label', 'value']);
    }
    expect(new Set(body.result.map((f) => f._id)).size).toBe(body.result.length);
  });

  it('narrows to one category by value or name, with the colours and sizes its products come in', async () => {
    const body = await getJson<AttributeBody>('/API/v1/attribute?categoryName=shirts');
    expect(body.result.map((f) => f.attributeName)).toEqual(['Color', 'Size']);
    for (const f of body.result) expect(f.categoryId.value).toBe('shirts');
    const seed = CATEGORY_SEEDS.find((c) => c.value === 'shirts');
    const colours = [...new Set(seed?.products.flatMap((p) => p.colors))].sort();
    expect(body.result[0]?.value).toEqual(colours.map((c) => ({ label: colorLabel(c), value: c })));
    expect(body.result[1]?.value).toEqual(
      ['S', 'M', 'L', 'XL', 'XXL'].map((s) => ({ label: s, value: s.toLowerCase() })),
    );

    // Every colour a shirt comes in is offered by the filter.
    const offered = new Set(body.result[0]?.value.map((o) => o.label));
    for (const p of all.filter((x) => x.categoryId.value === 'shirts')) {
      for (const v of p.productVariants) {
        for (const o of v.attributes.find((a) => a.attribute.label === 'Color')?.value ?? []) {
          expect(offered.has(o.label), `${p.productName} ${o.label}`).toBe(true);
        }
      }
    }

    const byName = await getJson<AttributeBody>('/API/v1/attribute?categoryName=Shirts');
    expect(byName).toEqual(body);
    const accessories = await getJson<AttributeBody>('/API/v1/attribute?categoryName=Accessories');
    expect(accessories.result[1]?.value).toEqual([{ label: 'Free Size', value: 'free-size' }]);
    const everything = await getJson<AttributeBody>('/API/v1/attribute?categoryName=ALL');
    expect(everything.result).toHaveLength(CATEGORY_SEEDS.length * 2);
  });

  it('answers 404 with a message for an unknown category', async () => {
    await expectError('/API/v1/attribute?categoryName=hats', 404, "Category 'hats' not found");
  });
});
