import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { products } from '../db/schema.js';
import { createProduct, seededProduct, setInStock, setSalePrice } from '../test/catalog-fixtures.js';
import { type ListingRow, listingRows, matchesByHand } from '../test/listing-by-hand.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { ListingFilters, ListingScope } from './listing-query.js';
import { countListing } from './listing-total.js';

let api: TestApi;
let db: Db;
beforeAll(async () => {
  api = await createTestApi();
  db = api.database.db;
});
afterAll(() => api.close());

type Row = ListingRow;
const rows = () => listingRows(db);

const countedByHand = (all: Row[], scope: ListingScope, f: ListingFilters): number =>
  all.filter((r) => matchesByHand(r, scope, f)).length;

/** A deterministic stream in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Filter sets that hit the facets' edges: limits at a product's exact price, one paisa either side of it, at band
 * boundaries (₹1,000, ₹10,000) and anywhere, both limits in one band, either alone or neither; colours and sizes.
 */
function filterSets(all: Row[], count: number, seed: number): [ListingScope, ListingFilters][] {
  const pick = random(seed);
  const categoryIds = [...new Set(all.map((r) => r.category_id))];
  const tags = [...new Set(all.flatMap((r) => r.attribute_tags))];
  const price = (): number | undefined => {
    const kind = pick();
    const some = all[Math.floor(pick() * all.length)]?.price_paise ?? 0;
    const nearby = Math.floor(pick() * 3) - 1;
    if (kind < 0.1) return undefined;
    if (kind < 0.35) return some + nearby;
    // The first paisa of the product's band, or of the next, and one either side.
    const width = some < 100 ? 1 : 10 ** (String(some).length - 2);
    if (kind < 0.6) return Math.max(0, some - (some % width) + (pick() < 0.5 ? width : 0) + nearby);
    if (kind < 0.7) return [100_000, 99_999, 1_000_000, 999_999, 1_100_000, 0][Math.floor(pick() * 6)];
    return Math.floor(pick() * 5_000_000);
  };
  return Array.from({ length: count }, () => {
    const scope: ListingScope =
      pick() < 0.2
        ? { kind: 'all' }
        : { kind: 'category', categoryId: categoryIds[Math.floor(pick() * categoryIds.length)] ?? '' };
    let [min, max] = [price(), price()];
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (pick() < 0.1 && min !== undefined) max = min + Math.floor(pick() * 5_000);
    const attributes: Record<string, string[]> = {};
    const chance = pick() < 0.4 ? 0 : 2 / tags.length;
    for (const tag of tags) {
      if (pick() >= chance) continue;
      const [label = '', value = ''] = tag.split(':');
      attributes[label] = [...(attributes[label] ?? []), value];
    }
    const availability = (['all', 'inStock', 'outOfStock'] as const)[Math.floor(pick() * 3)] ?? 'all';
    return [
      scope,
      { sort: 'default', minPricePaise: min, maxPricePaise: max, availability, discountOnly: pick() < 0.2, attributes },
    ];
  });
}

async function expectExactTotals(seed: number): Promise<void> {
  const all = await rows();
  for (const [scope, filters] of filterSets(all, 400, seed)) {
    expect(await countListing(db, scope, filters), JSON.stringify([scope, filters])).toBe(
      countedByHand(all, scope, filters),
    );
  }
}

async function expectFacetsMatchProducts(): Promise<void> {
  const [sums] = await queryRows<Record<string, number>>(
    db,
    sql`select coalesce(sum(products), 0)::int as products, coalesce(sum(in_stock), 0)::int as in_stock,
               coalesce(sum(discounted), 0)::int as discounted,
               coalesce(sum(in_stock_discounted), 0)::int as in_stock_discounted,
               count(*) filter (where products <= 0 or in_stock < in_stock_discounted or discounted < in_stock_discounted
                                  or in_stock_discounted < 0 or products < in_stock or products < discounted)::int
                 as impossible
        from listing_facets`,
  );
  const [counted] = await queryRows<Record<string, number>>(
    db,
    // In stock as each product's card (its document) shows it.
    sql`select count(*)::int as products, count(*) filter (where d.document->>'inStock' = 'true')::int as in_stock,
               count(*) filter (where discount_percent > 0)::int as discounted,
               count(*) filter (where d.document->>'inStock' = 'true' and discount_percent > 0)::int
                 as in_stock_discounted,
               0 as impossible
        from products p join product_documents d on d.product_id = p.id`,
  );
  expect(sums).toEqual(counted);
}

describe('listing totals from the facets', () => {
  it('cuts prices into bands of two significant figures', async () => {
    const [bands] = await queryRows<Record<string, number>>(
      db,
      sql`select listing_price_band(0) as a, listing_price_band(99) as b, listing_price_band(12345) as c,
                 listing_price_band(2999900) as d, listing_price_band_end(999999) as e, listing_price_band_end(100000) as f,
                 listing_price_band_end(-1) as g`,
    );
    expect(bands).toEqual({ a: 0, b: 99, c: 12_000, d: 2_900_000, e: 1_000_000, f: 110_000, g: 0 });
  });

  it('counts exactly what the rows hold, for 400 filter sets', async () => {
    await expectExactTotals(1);
    await expectFacetsMatchProducts();
  });

  it('stays exact after price changes, stock flips, new, re-tagged and deleted products', async () => {
    const first = await seededProduct(db, true);
    const second = await seededProduct(db, true, 1);
    const soldOut = await seededProduct(db, false);
    await setSalePrice(db, first._id, 1_000_000); // onto a band's first paisa
    await setSalePrice(db, second._id, 999_999); // and the last of the band before
    await setInStock(db, first._id, false);
    await setInStock(db, soldOut._id, true);
    await createProduct(db, {
      variants: [{ color: 'Navy', sizes: ['40', '42'], salePaise: 1_234_500, retailPaise: 1_500_000 }],
    });
    await createProduct(db, {
      variants: [
        { color: 'Olive', salePaise: 99 },
        { color: 'Navy', salePaise: 5_000 },
      ],
    });
    const gone = await createProduct(db, { variants: [{ color: 'Black', salePaise: 250_000 }] });
    await db.delete(products).where(eq(products.id, gone._id));
    await expectExactTotals(2);
    await expectFacetsMatchProducts();
  });

  it('counts a product on either side of a band edge once, wherever the limits fall', async () => {
    const edge = 3_000_000; // ₹30,000: the first paisa of a band
    for (const salePaise of [edge - 100_000, edge - 1, edge, edge + 1, edge + 99_999, edge + 100_000]) {
      await createProduct(db, { variants: [{ salePaise }] });
    }
    const all = await rows();
    const limits = [
      undefined,
      edge - 100_001,
      edge - 100_000,
      edge - 2,
      edge - 1,
      edge,
      edge + 1,
      edge + 99_999,
      edge + 100_000,
    ];
    for (const min of limits) {
      for (const max of limits) {
        if (min !== undefined && max !== undefined && min > max) continue;
        const filters: ListingFilters = {
          sort: 'default',
          minPricePaise: min,
          maxPricePaise: max,
          availability: 'all',
          discountOnly: false,
          attributes: {},
        };
        expect(await countListing(db, { kind: 'all' }, filters), `${min}..${max}`).toBe(
          countedByHand(all, { kind: 'all' }, filters),
        );
      }
    }
  });

  it('rolls back with the transaction that changed the products', async () => {
    const product = await seededProduct(db, true, 2);
    const all = await rows();
    const filters: ListingFilters = { sort: 'default', availability: 'inStock', discountOnly: false, attributes: {} };
    const before = countedByHand(all, { kind: 'all' }, filters);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ visibilityStatus: false }).where(eq(products.id, product._id));
        expect(await countListing(tx as unknown as Db, { kind: 'all' }, filters)).toBe(before - 1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countListing(db, { kind: 'all' }, filters)).toBe(before);
    await expectFacetsMatchProducts();
  });

  it('loses no count when many transactions change products of the same facets at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, () => createProduct(db, { variants: [{ color: 'Teal', salePaise: 777_700 }] })),
    );
    await Promise.all(made.map((p, i) => (i % 2 ? setInStock(db, p._id, false) : setSalePrice(db, p._id, 777_800))));
    await expectExactTotals(3);
    await expectFacetsMatchProducts();
  });

  it('answers the same total over HTTP as the rows hold', async () => {
    const all = await rows();
    const [scope, filters] = [
      { kind: 'all' } as const,
      {
        sort: 'default',
        maxPricePaise: 1_500_000,
        availability: 'inStock',
        discountOnly: false,
        attributes: { Color: ['Navy', 'Black'] },
      } as ListingFilters,
    ];
    const res = await api.app.inject(
      '/API/v1/product?categoryName=ALL&maxPrice=15000&availability=inStock&attr.Color=Navy,Black',
    );
    expect(res.json<{ total: number }>().total).toBe(countedByHand(all, scope, filters));
  });
});
