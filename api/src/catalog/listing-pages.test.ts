import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { addLargeCatalogue } from '../seed/large-catalog.js';
import { type ListingRow, listingRows, matchesByHand } from '../test/listing-by-hand.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { type ListingFilters, type ListingScope, type ListingSort, queryListing } from './listing-query.js';
import { findCategory } from './service.js';

/**
 * Paging a category big enough that a listing with many matches walks a sort index while one with few fetches its
 * matches and sorts them: every page, in every sort, must be what the rows say.
 */
let api: TestApi;
let db: Db;
let suits: ListingScope;
beforeAll(async () => {
  api = await createTestApi();
  db = api.database.db;
  await addLargeCatalogue(db, 1_500, 'suits');
  suits = { kind: 'category', categoryId: (await findCategory(db, 'suits'))._id };
});
afterAll(() => api.close());

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function inOrder(rows: ListingRow[], sort: ListingSort): string[] {
  const key = (r: ListingRow) => (sort === 'default' ? r.position : r.price_paise);
  const sign = sort === 'highToLow' ? -1 : 1;
  return [...rows].sort((a, b) => sign * (key(a) - key(b) || compareIds(a.id, b.id))).map((r) => r.id);
}

async function everyPage(scope: ListingScope, filters: ListingFilters): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryListing(db, scope, filters, { limit: 97, cursor });
    ids.push(...page.documents.map((d) => (JSON.parse(d) as { _id: string })._id));
    totals.push(page.total);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { ids, totals };
}

const filters = (f: Partial<ListingFilters>): ListingFilters => ({
  sort: 'default',
  availability: 'all',
  discountOnly: false,
  attributes: {},
  ...f,
});

describe('listing pages of a large category', () => {
  it('pages through many and few matches, in every sort, as the rows say', async () => {
    const all = await listingRows(db);
    const cases: ListingFilters[] = [
      filters({}),
      filters({ maxPricePaise: 1_500_000, availability: 'inStock' }),
      filters({ attributes: { Color: ['Olive'] } }),
      filters({ minPricePaise: 2_000_000, attributes: { Color: ['Navy', 'Teal'], Size: ['40'] } }),
      filters({ discountOnly: true, availability: 'outOfStock' }),
      filters({ attributes: { Color: ['Grey'] } }), // no suit comes in it
    ];
    const sizes = new Set<string>();
    for (const base of cases) {
      for (const sort of ['default', 'lowToHigh', 'highToLow'] as const) {
        const f = { ...base, sort };
        const expected = inOrder(
          all.filter((r) => matchesByHand(r, suits, f)),
          sort,
        );
        const { ids, totals } = await everyPage(suits, f);
        expect(ids, JSON.stringify(f)).toEqual(expected);
        expect(new Set(totals), JSON.stringify(f)).toEqual(new Set([expected.length]));
        sizes.add(expected.length > 1_000 ? 'many' : expected.length > 0 ? 'few' : 'none');
      }
    }
    expect(sizes).toEqual(new Set(['many', 'few', 'none']));
  });
});
