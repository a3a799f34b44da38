import { describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from '../seed/catalog-data.js';
import {
  all,
  byName,
  categories,
  expectError,
  first,
  getJson,
  ids,
  inCategory,
  type ListBody,
  type OneBody,
  SEEDED,
  UUID,
  url,
  useSeededCatalog,
} from '../test/product-requests.js';
import type { ProductJson } from './product-json.js';

useSeededCatalog();

describe('GET /product?categoryName= (the spec listing)', () => {
  it('ALL answers every seeded product in the store order, in the plain spec shape', async () => {
    const body = await getJson<ListBody>('/API/v1/product?categoryName=ALL');
    expect(Object.keys(body).sort()).toEqual(['result', 'success']);
    expect(body.success).toBe(true);
    expect(body.result.length).toBeGreaterThanOrEqual(80);
    expect(body.result.map((p) => p.productName)).toEqual(SEEDED.map((s) => s.product.name));
    expect(body.result.map((p) => p.categoryId.value)).toEqual(SEEDED.map((s) => s.category.value));
    expect(new Set(ids(body.result)).size).toBe(body.result.length);
    // `all` is matched case-insensitively too.
    expect(ids((await getJson<ListBody>('/API/v1/product?categoryName=all')).result)).toEqual(ids(body.result));
  });

  it('answers one category by its value, in seed order, with nothing else', async () => {
    for (const seed of CATEGORY_SEEDS) {
      const body = await getJson<ListBody>(url({ categoryName: seed.value }));
      expect(Object.keys(body).sort()).toEqual(['result', 'success']);
      expect(body.result.map((p) => p.productName)).toEqual(seed.products.map((p) => p.name));
      expect(new Set(body.result.map((p) => p.categoryId.value))).toEqual(new Set([seed.value]));
      expect(ids(body.result)).toEqual(ids(inCategory(seed.value)));
    }
  });

  it('matches a category by its name or value whatever the case', async () => {
    const suits = ids(inCategory('suits'));
    for (const name of ['Suits', 'suits', 'SUITS', ' suits ']) {
      expect(ids((await getJson<ListBody>(url({ categoryName: name }))).result), name).toEqual(suits);
    }
    const ethnic = ids(inCategory('ethnic-wear'));
    for (const name of ['Ethnic Wear', 'ethnic wear', 'ETHNIC-WEAR', 'ethnic-wear']) {
      expect(ids((await getJson<ListBody>(url({ categoryName: name }))).result), name).toEqual(ethnic);
    }
  });

  it('answers 404 with a message for an unknown category', async () => {
    await expectError({ categoryName: 'Hats' }, 404, "Category 'Hats' not found");
    // Also when listing parameters are given.
    await expectError({ categoryName: 'Hats', limit: 5 }, 404, "Category 'Hats' not found");
  });

  it('answers a curated collection in its own order', async () => {
    const body = await getJson<ListBody>(url({ collection: 'trending' }));
    expect(Object.keys(body).sort()).toEqual(['result', 'success']);
    expect(body.result).toHaveLength(16);
    expect(new Set(ids(body.result)).size).toBe(16);
    const homepage = await getJson<{ data: { result: { trending: { products: ProductJson[] } } } }>('/API/v1/homepage');
    expect(ids(body.result).slice(0, 8)).toEqual(ids(homepage.data.result.trending.products));
    await expectError({ collection: 'popular' }, 400, /^Invalid request\. collection: /);
  });
});

describe('GET /product?id=', () => {
  it('answers one product with its category, variants in rupees, images and attributes', async () => {
    const listed = byName('Milano Wool-Blend Two-Piece Suit');
    const body = await getJson<OneBody>(url({ id: listed._id }));
    expect(body.success).toBe(true);
    const p = body.result;
    expect(p).toEqual(listed);
    expect(p.heading).toBe('Italian wool-blend, tailored in Jaipur');
    expect(p.description).toContain('Offered in Navy, Gray, Black.');
    expect(p.status).toBe(true);
    expect(p.visibilityStatus).toBe(true);
    expect(p.categoryId).toEqual(categories.find((c) => c.value === 'suits'));
    expect(Number.isNaN(Date.parse(p.createdAt))).toBe(false);
    expect(Number.isNaN(Date.parse(p.updatedAt))).toBe(false);

    expect(p.productVariants).toHaveLength(3);
    // 14,999 rupees at 20% off: the retail price is rounded up to end in 99.
    expect(first(p).salePrice).toBe(14999);
    expect(first(p).retailPrice).toBe(18799);
    expect(p.productVariants.map((v) => v.attributes[0]?.value)).toEqual([
      [{ label: 'Navy', value: 'navy' }],
      [{ label: 'Gray', value: 'gray' }],
      [{ label: 'Black', value: 'black' }],
    ]);
    const jacketSizes = ['36', '38', '40', '42', '44', '46'];
    for (const v of p.productVariants) {
      expect(v._id).toMatch(UUID);
      // Another colour costs the same or 500 rupees more.
      expect([14999, 15499]).toContain(v.salePrice);
      expect(v.retailPrice).toBeGreaterThan(v.salePrice);
      expect(v.images).toEqual([`/media/products/${v._id}-1.svg`, `/media/products/${v._id}-2.svg`]);
      expect(v.attributes.map((a) => a.attribute)).toEqual([{ label: 'Color' }, { label: 'Size' }]);
      const sizes = v.attributes[1]?.value ?? [];
      // Some sizes are sold out in some colours: at most one is missing, and the order is kept.
      expect(sizes.length).toBeGreaterThanOrEqual(jacketSizes.length - 1);
      expect(sizes.map((s) => s.label)).toEqual(jacketSizes.filter((s) => sizes.some((x) => x.label === s)));
      for (const s of sizes) expect(s.value).toBe(s.label);
    }
  });

  it('answers a sold-out product with visibilityStatus false', async () => {
    const body = await getJson<OneBody>(url({ id: byName('Tweed Check Suit')._id }));
    expect(body.result.productName).toBe('Tweed Check Suit');
    expect(body.result.visibilityStatus).toBe(false);
    expect(body.result.status).toBe(true);
    // Not discounted: retail equals sale.
    expect(first(body.result).retailPrice).toBe(19999);
    expect(first(body.result).salePrice).toBe(19999);
  });

  it("answers 404 'Product not found' for an unknown id", async () => {
    await expectError({ id: '00000000-0000-4000-8000-000000000000' }, 404, 'Product not found');
  });

  it('answers 400 naming id for a malformed id', async () => {
    await expectError({ id: 'not-a-uuid' }, 400, 'Invalid request. id: must be a valid product id');
    await expectError({ id: "1' or '1'='1" }, 400, /\bid\b.*valid product id/);
  });

  it('matches an id in any letter case, as the database does', async () => {
    const target = byName('Velvet Dinner Suit');
    const body = await getJson<OneBody>(url({ id: target._id.toUpperCase() }));
    expect(body.result).toEqual(target);
  });

  it('prefers id over categoryName when both are given', async () => {
    const target = byName('Silk Woven Tie');
    const body = await getJson<OneBody>(url({ id: target._id, categoryName: 'suits' }));
    expect(body.result._id).toBe(target._id);
  });
});

describe('GET /product?ids=', () => {
  it('answers the products in the requested order', async () => {
    const wanted = [all[40], all[3], all[77], all[0]].map((p) => p?._id ?? '');
    const body = await getJson<ListBody>(url({ ids: wanted.join(',') }));
    expect(Object.keys(body).sort()).toEqual(['result', 'success']);
    expect(ids(body.result)).toEqual(wanted);
    expect(body.result).toEqual(wanted.map((id) => all.find((p) => p._id === id)));
  });

  it('takes the ids as a repeated key, with spaces or in upper case, and skips unknown ids', async () => {
    const a = all[5]?._id ?? '';
    const b = all[6]?._id ?? '';
    const repeated = await getJson<ListBody>(`/API/v1/product?ids=${b}&ids=${a}`);
    expect(ids(repeated.result)).toEqual([b, a]);
    const spaced = await getJson<ListBody>(url({ ids: ` ${a} , 00000000-0000-4000-8000-000000000000, ${b}` }));
    expect(ids(spaced.result)).toEqual([a, b]);
    const upper = await getJson<ListBody>(url({ ids: `${b.toUpperCase()},${a}` }));
    expect(ids(upper.result)).toEqual([b, a]);
  });

  it('answers 100 ids and refuses 101', async () => {
    const hundred = all.slice(0, 100).map((p) => p._id);
    if (hundred.length < 100) {
      // Pad with unknown (well-formed) ids when the seed has fewer than 100 products.
      for (let i = hundred.length; i < 100; i += 1)
        hundred.push(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    }
    const ok = await getJson<ListBody>(url({ ids: hundred.join(',') }));
    expect(ids(ok.result)).toEqual(ids(all.slice(0, 100)));
    const tooMany = [...hundred, '00000000-0000-4000-8000-999999999999'];
    await expectError({ ids: tooMany.join(',') }, 400, 'Invalid request. ids: at most 100 ids');
  });

  it('refuses a malformed id in the batch and an empty batch', async () => {
    await expectError(
      { ids: `${all[0]?._id},nope` },
      400,
      /^Invalid request\. ids\.1: every id must be a valid product id/,
    );
    await expectError({ ids: ',' }, 400, 'Invalid request. ids: give at least one id');
  });
});

describe('GET /product without a selector', () => {
  it('answers 400 asking for id, ids, categoryName or collection', async () => {
    const message = 'Invalid request. Give one of id, ids, categoryName, collection or search.';
    await expectError('/API/v1/product', 400, message);
    await expectError({ limit: 5 }, 400, message);
  });
});
