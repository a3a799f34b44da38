import { describe, expect, it } from 'vitest';
import {
  all,
  expectError,
  first,
  getJson,
  ids,
  inCategory,
  type ListBody,
  optionLabels,
  outOfStock,
  type PageBody,
  page,
  priceOrder,
  type Query,
  SEEDED,
  url,
  useSeededCatalog,
  walk,
} from '../test/product-requests.js';

useSeededCatalog();

describe('GET /product listing extension', () => {
  it('adds total and nextCursor when a listing parameter is given, 24 per page by default', async () => {
    const body = await page({ categoryName: 'ALL', sort: 'default' });
    expect(Object.keys(body).sort()).toEqual(['aboveMaxPrice', 'nextCursor', 'result', 'success', 'total']);
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
    // Every suit costs more than ₹100: the limit hides them all, and says so.
    expect(none).toEqual({
      success: true,
      result: [],
      total: 0,
      aboveMaxPrice: inCategory('suits').length,
      nextCursor: null,
    });
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
