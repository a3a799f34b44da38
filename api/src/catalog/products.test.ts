import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../http/errors.js';
import { CATEGORY_SEEDS } from '../seed/catalog-data.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { CategoryJson, ProductJson, VariantJson } from './product-json.js';

let api: TestApi;
/** Every product, as GET /product?categoryName=ALL answers (the store's order). */
let all: ProductJson[];
let categories: CategoryJson[];

beforeAll(async () => {
  api = await createTestApi();
  all = (await getJson<ListBody>('/API/v1/product?categoryName=ALL')).result;
  categories = (await getJson<{ result: CategoryJson[] }>('/API/v1/category')).result;
});
afterAll(() => api.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SEEDED = CATEGORY_SEEDS.flatMap((category) => category.products.map((product) => ({ category, product })));

interface ListBody {
  success: true;
  result: ProductJson[];
  total?: number;
  nextCursor?: string | null;
}

interface OneBody {
  success: true;
  result: ProductJson;
}

interface PageBody {
  success: true;
  result: ProductJson[];
  total: number;
  nextCursor: string | null;
}

type Query = Record<string, string | number | boolean>;

const url = (query: Query): string =>
  `/API/v1/product?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  return res.json<T>();
}

const page = (query: Query) => getJson<PageBody>(url(query));

async function expectError(query: Query | string, status: number, message: string | RegExp): Promise<void> {
  const body = await getJson<ErrorBody>(typeof query === 'string' ? query : url(query), status);
  expect(body.success).toBe(false);
  expect(body.status).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

function first(p: ProductJson): VariantJson {
  const v = p.productVariants[0];
  if (!v) throw new Error(`${p.productName} has no variants`);
  return v;
}

const ids = (products: ProductJson[]) => products.map((p) => p._id);
const byName = (name: string): ProductJson => {
  const p = all.find((x) => x.productName === name);
  if (!p) throw new Error(`no product named ${name}`);
  return p;
};
const inCategory = (value: string) => all.filter((p) => p.categoryId.value === value);
const outOfStock = (p: ProductJson) => !p.status || !p.visibilityStatus;

/** Option labels of an attribute over all of a product's variants. */
const optionLabels = (p: ProductJson, label: string): Set<string> =>
  new Set(
    p.productVariants.flatMap((v) =>
      v.attributes.filter((a) => a.attribute.label === label).flatMap((a) => a.value.map((o) => o.label)),
    ),
  );

/** Follows nextCursor from the first page to the last, checking every page's total. */
async function walk(query: Query): Promise<{ products: ProductJson[]; pages: number; total: number }> {
  const products: ProductJson[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = -1;
  do {
    const body: PageBody = await page(cursor ? { ...query, cursor } : query);
    pages += 1;
    if (total === -1) total = body.total;
    expect(body.total).toBe(total);
    expect(body.result.length).toBeLessThanOrEqual(Number(query.limit));
    if (body.nextCursor) expect(body.result).toHaveLength(Number(query.limit));
    products.push(...body.result);
    cursor = body.nextCursor;
    expect(pages).toBeLessThan(200);
  } while (cursor);
  return { products, pages, total };
}

const priceOrder = (direction: 1 | -1) => (a: ProductJson, b: ProductJson) => {
  const diff = first(a).salePrice - first(b).salePrice;
  if (diff !== 0) return diff * direction;
  return (a._id < b._id ? -1 : a._id > b._id ? 1 : 0) * direction;
};

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

describe('GET /product listing extension', () => {
  it('adds total and nextCursor when a listing parameter is given, 24 per page by default', async () => {
    const body = await page({ categoryName: 'ALL', sort: 'default' });
    expect(Object.keys(body).sort()).toEqual(['nextCursor', 'result', 'success', 'total']);
    expect(body.total).toBe(all.length);
    expect(ids(body.result)).toEqual(ids(all.slice(0, 24)));
    expect(typeof body.nextCursor).toBe('string');
  });

  it('walks a whole category by cursor with no duplicates or gaps', async () => {
    const suits = inCategory('suits');
    const walked = await walk({ categoryName: 'suits', limit: 5 });
    expect(walked.total).toBe(suits.length);
    expect(walked.pages).toBe(Math.ceil(suits.length / 5));
    expect(ids(walked.products)).toEqual(ids(suits));
    expect(walked.products).toEqual(suits);
  });

  it('walks everything by cursor in store order', async () => {
    const walked = await walk({ categoryName: 'ALL', limit: 13 });
    expect(walked.total).toBe(all.length);
    expect(ids(walked.products)).toEqual(ids(all));
  });

  it('pages by offset', async () => {
    const shirts = inCategory('shirts');
    const seen: string[] = [];
    for (let offset = 0; offset < shirts.length; offset += 4) {
      const body = await page({ categoryName: 'shirts', limit: 4, offset });
      expect(body.total).toBe(shirts.length);
      expect(ids(body.result)).toEqual(ids(shirts.slice(offset, offset + 4)));
      expect(body.nextCursor === null).toBe(offset + 4 >= shirts.length);
      seen.push(...ids(body.result));
    }
    expect(seen).toEqual(ids(shirts));
    const beyond = await page({ categoryName: 'shirts', limit: 4, offset: shirts.length });
    expect(beyond.result).toEqual([]);
    expect(beyond.total).toBe(shirts.length);
    expect(beyond.nextCursor).toBeNull();
  });

  it('a cursor from an offset page continues where that page ended', async () => {
    const first4 = await page({ categoryName: 'trousers', limit: 4, offset: 4 });
    expect(first4.nextCursor).not.toBeNull();
    const next = await page({ categoryName: 'trousers', limit: 4, cursor: first4.nextCursor ?? '' });
    expect(ids(next.result)).toEqual(ids(inCategory('trousers').slice(8, 12)));
  });

  it('sorts lowToHigh by first-variant sale price across pages', async () => {
    const walked = await walk({ categoryName: 'ALL', limit: 11, sort: 'lowToHigh' });
    expect(walked.total).toBe(all.length);
    const prices = walked.products.map((p) => first(p).salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ids(walked.products)).toEqual(ids([...all].sort(priceOrder(1))));
  });

  it('sorts highToLow by first-variant sale price across pages', async () => {
    const walked = await walk({ categoryName: 'ALL', limit: 11, sort: 'highToLow' });
    expect(walked.total).toBe(all.length);
    const prices = walked.products.map((p) => first(p).salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(ids(walked.products)).toEqual(ids([...all].sort(priceOrder(-1))));
  });

  it('sorts within a category and pages a sorted listing by offset as well', async () => {
    const blazers = [...inCategory('blazers')].sort(priceOrder(1));
    const walked = await walk({ categoryName: 'blazers', limit: 3, sort: 'lowToHigh' });
    expect(ids(walked.products)).toEqual(ids(blazers));
    const second = await page({ categoryName: 'blazers', limit: 3, offset: 3, sort: 'lowToHigh' });
    expect(ids(second.result)).toEqual(ids(blazers.slice(3, 6)));
  });

  it('bounds the first variant sale price by minPrice and maxPrice, in rupees, inclusively', async () => {
    const expected = all.filter((p) => first(p).salePrice >= 2499 && first(p).salePrice <= 4999);
    expect(expected.length).toBeGreaterThan(5);
    const walked = await walk({ categoryName: 'ALL', limit: 7, minPrice: 2499, maxPrice: 4999 });
    expect(walked.total).toBe(expected.length);
    expect(ids(walked.products)).toEqual(ids(expected));
    // The bounds are inclusive: a product at exactly 2,499 and one at exactly 4,999 are in.
    expect(walked.products.some((p) => first(p).salePrice === 2499)).toBe(true);
    expect(walked.products.some((p) => first(p).salePrice === 4999)).toBe(true);

    const cheap = await page({ categoryName: 'accessories', maxPrice: 999, limit: 100 });
    expect(ids(cheap.result)).toEqual(ids(inCategory('accessories').filter((p) => first(p).salePrice <= 999)));
    expect(cheap.total).toBe(cheap.result.length);
    const dear = await page({ categoryName: 'suits', minPrice: 25000, limit: 100, sort: 'highToLow' });
    expect(ids(dear.result)).toEqual(
      ids(
        inCategory('suits')
          .filter((p) => first(p).salePrice >= 25000)
          .sort(priceOrder(-1)),
      ),
    );
    const none = await page({ categoryName: 'suits', maxPrice: 100 });
    expect(none).toEqual({ success: true, result: [], total: 0, nextCursor: null });
  });

  it('sets no upper bound at the price slider top (₹30,000+), so suits above ₹30,000 are listed', async () => {
    const suits = inCategory('suits');
    const dearest = suits.filter((p) => first(p).salePrice > 30000);
    expect(dearest.length).toBeGreaterThan(0);
    const top = await walk({ categoryName: 'suits', limit: 50, maxPrice: 30000 });
    expect(top.total).toBe(suits.length);
    expect(ids(top.products)).toEqual(ids(suits));
    const everywhere = await page({ categoryName: 'ALL', limit: 100, maxPrice: 30000, sort: 'highToLow' });
    expect(everywhere.total).toBe(all.length);
    const dearestAnywhere = all.filter((p) => first(p).salePrice > 30000);
    expect(ids(everywhere.result.slice(0, dearestAnywhere.length)).sort()).toEqual(ids(dearestAnywhere).sort());
    // Below the top (the default 15,000) and above it, a limit bounds prices as given.
    const below = await page({ categoryName: 'suits', limit: 100, maxPrice: 29900 });
    expect(below.result.every((p) => first(p).salePrice <= 29900)).toBe(true);
    const above = await page({ categoryName: 'suits', limit: 100, maxPrice: 30100 });
    expect(above.result.every((p) => first(p).salePrice <= 30100)).toBe(true);
    expect(above.total).toBeLessThan(suits.length);
    // A minimum above the top is no contradiction when the top means 'no limit'.
    const dear = await page({ categoryName: 'suits', limit: 100, minPrice: 30001, maxPrice: 30000 });
    expect(ids(dear.result).sort()).toEqual(ids(dearest).sort());
  });

  it('filters by availability: out of stock is status or visibilityStatus false', async () => {
    const soldOutNames = SEEDED.filter((s) => s.product.soldOut).map((s) => s.product.name);
    expect(soldOutNames.length).toBeGreaterThan(0);
    const out = await page({ categoryName: 'ALL', availability: 'outOfStock', limit: 100 });
    expect(out.result.map((p) => p.productName)).toEqual(soldOutNames);
    expect(out.total).toBe(soldOutNames.length);
    for (const p of out.result) expect(outOfStock(p)).toBe(true);

    const inStock = await walk({ categoryName: 'ALL', availability: 'inStock', limit: 25 });
    expect(ids(inStock.products)).toEqual(ids(all.filter((p) => !outOfStock(p))));
    expect(inStock.total + out.total).toBe(all.length);

    const everything = await page({ categoryName: 'ALL', availability: 'all', limit: 100 });
    expect(everything.total).toBe(all.length);

    const suitsOut = await page({ categoryName: 'suits', availability: 'outOfStock' });
    expect(suitsOut.result.map((p) => p.productName)).toEqual(['Tweed Check Suit']);
  });

  it('discountOnly=true answers only products whose first variant retail price exceeds its sale price', async () => {
    const discounted = all.filter((p) => first(p).retailPrice > first(p).salePrice);
    expect(discounted.map((p) => p.productName)).toEqual(
      SEEDED.filter((s) => (s.product.off ?? 0) > 0).map((s) => s.product.name),
    );
    const walked = await walk({ categoryName: 'ALL', discountOnly: true, limit: 20 });
    expect(walked.total).toBe(discounted.length);
    expect(ids(walked.products)).toEqual(ids(discounted));
    for (const p of walked.products) expect(first(p).retailPrice).toBeGreaterThan(first(p).salePrice);
    // `1` means true; false (or 0) does not filter.
    expect((await page({ categoryName: 'ALL', discountOnly: 1, limit: 1 })).total).toBe(discounted.length);
    expect((await page({ categoryName: 'ALL', discountOnly: false, limit: 1 })).total).toBe(all.length);
    expect((await page({ categoryName: 'ALL', discountOnly: 0, limit: 1 })).total).toBe(all.length);
  });

  it('attr.Color takes any of its values; several attributes must all match', async () => {
    const navyOrBlack = all.filter((p) => ['Navy', 'Black'].some((c) => optionLabels(p, 'Color').has(c)));
    const colours = await walk({ categoryName: 'ALL', 'attr.Color': 'Navy,Black', limit: 30 });
    expect(colours.total).toBe(navyOrBlack.length);
    expect(ids(colours.products)).toEqual(ids(navyOrBlack));
    // Seed check: the colours come from the seed's colour names.
    expect(colours.products.map((p) => p.productName)).toEqual(
      SEEDED.filter((s) => s.product.colors.some((c) => c === 'navy' || c === 'black')).map((s) => s.product.name),
    );

    const xxl = all.filter((p) => optionLabels(p, 'Size').has('XXL'));
    expect(xxl.length).toBeGreaterThan(0);
    const both = navyOrBlack.filter((p) => optionLabels(p, 'Size').has('XXL'));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(navyOrBlack.length);
    const combined = await page({ categoryName: 'ALL', 'attr.Color': 'Navy,Black', 'attr.Size': 'XXL', limit: 100 });
    expect(combined.total).toBe(both.length);
    expect(ids(combined.result)).toEqual(ids(both));
    for (const p of combined.result) expect(['shirts', 'ethnic-wear']).toContain(p.categoryId.value);

    // Repeated keys work like a comma list, and filters combine with the category and the other filters.
    const repeated = await getJson<PageBody>(
      '/API/v1/product?categoryName=shirts&attr.Color=Navy&attr.Color=Black&discountOnly=true&limit=100',
    );
    expect(ids(repeated.result)).toEqual(
      ids(
        inCategory('shirts').filter(
          (p) =>
            (optionLabels(p, 'Color').has('Navy') || optionLabels(p, 'Color').has('Black')) &&
            first(p).retailPrice > first(p).salePrice,
        ),
      ),
    );
    // An option no product has finds nothing.
    const none = await page({ categoryName: 'ALL', 'attr.Color': 'Chartreuse' });
    expect(none.total).toBe(0);
    expect(none.result).toEqual([]);
  });

  it('pages the trending collection in collection order', async () => {
    const plain = (await getJson<ListBody>(url({ collection: 'trending' }))).result;
    const walked = await walk({ collection: 'trending', limit: 5 });
    expect(walked.total).toBe(16);
    expect(walked.pages).toBe(4);
    expect(ids(walked.products)).toEqual(ids(plain));
    const sorted = await walk({ collection: 'trending', limit: 5, sort: 'highToLow' });
    expect(ids(sorted.products)).toEqual(ids([...plain].sort(priceOrder(-1))));
    const inStock = await page({ collection: 'trending', availability: 'inStock', limit: 100 });
    expect(ids(inStock.result)).toEqual(ids(plain.filter((p) => !outOfStock(p))));
  });

  describe('refuses bad listing input with 400 and a message', () => {
    const cases: [string, Query, string | RegExp][] = [
      ['an unknown sort', { sort: 'cheap' }, 'Invalid request. sort: must be default, lowToHigh or highToLow'],
      ['limit 0', { limit: 0 }, /^Invalid request\. limit: .*1/],
      ['limit 1000', { limit: 1000 }, /^Invalid request\. limit: .*100/],
      ['a non-numeric limit', { limit: 'ten' }, /^Invalid request\. limit: /],
      ['a fractional limit', { limit: 2.5 }, /^Invalid request\. limit: /],
      ['a negative offset', { offset: -1 }, /^Invalid request\. offset: /],
      [
        'an unknown availability',
        { availability: 'maybe' },
        'Invalid request. availability: must be all, inStock or outOfStock',
      ],
      ['a non-boolean discountOnly', { discountOnly: 'yes' }, 'Invalid request. discountOnly: must be true or false'],
      ['a negative minPrice', { minPrice: -1 }, /^Invalid request\. minPrice: .*0/],
      ['a non-numeric maxPrice', { maxPrice: 'lots' }, /^Invalid request\. maxPrice: /],
      [
        'minPrice above maxPrice',
        { minPrice: 5000, maxPrice: 1000 },
        'Invalid request. minPrice must not be above maxPrice.',
      ],
      ['a garbage cursor', { cursor: 'garbage!' }, 'Invalid request. cursor: not a cursor this listing gave out'],
      [
        'a well-formed but foreign cursor',
        { cursor: Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url') },
        'Invalid request. cursor: not a cursor this listing gave out',
      ],
      [
        'a forged cursor whose key no listing could give',
        {
          cursor: Buffer.from(JSON.stringify([2 ** 40, '00000000-0000-4000-8000-000000000000'])).toString('base64url'),
        },
        'Invalid request. cursor: not a cursor this listing gave out',
      ],
      [
        'a forged cursor with a fractional key',
        { cursor: Buffer.from(JSON.stringify([1.5, '00000000-0000-4000-8000-000000000000'])).toString('base64url') },
        'Invalid request. cursor: not a cursor this listing gave out',
      ],
      ['a bad attribute name', { 'attr.9Size': 'XL' }, 'Invalid request. attr.9Size: not an attribute name'],
    ];
    for (const [name, query, message] of cases) {
      it(name, async () => {
        await expectError({ categoryName: 'suits', ...query }, 400, message);
      });
    }
  });
});
