import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { products } from '../db/schema.js';
import { addLargeCatalogue } from '../seed/large-catalog.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { type SearchHit, searchCatalog, searchTerms } from './search.js';
import { SEARCH_CANDIDATES } from './search-candidates.js';

/** Search on a catalogue larger than SEARCH_CANDIDATES, where it ranks candidates found through its word list. */
let api: TestApi;
let db: Db;
beforeAll(async () => {
  api = await createTestApi();
  db = api.database.db;
  // 1,200 more suits, named as the bench's: 'Milano Wool-Blend Two-Piece Suit No. 17', 75 of each seeded suit.
  await addLargeCatalogue(db, 1_200, 'suits');
});
afterAll(() => api.close());

/**
 * The ranking rule applied to the products `within` picks (all of them when not given), straight from the product
 * rows: every typed word found in the search text (name, category, heading, option labels) by trigram word similarity, best summed similarity first,
 * then the whole query's similarity to the name, then store order.
 */
async function ranked(query: string, within = sql`products`): Promise<string[]> {
  const terms = searchTerms(query);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`set local pg_trgm.word_similarity_threshold = 0.45`);
    const rows = await queryRows<{ name: string }>(
      t,
      sql`select p.product_name as name from ${within} p
          where ${sql.join(
            terms.map((term) => sql`${term} <% p.search_text`),
            sql` and `,
          )}
          order by (${sql.join(
            terms.map((term) => sql`word_similarity(${term}, p.search_text)`),
            sql` + `,
          )}) desc, similarity(${query.trim().toLowerCase()}, p.product_name) desc, p.position asc
          limit 8`,
    );
    return rows.map((r) => r.name);
  });
}

const names = (hit: SearchHit) => hit.products.map((p) => p.name);

async function matching(query: string): Promise<number> {
  const terms = searchTerms(query);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`set local pg_trgm.word_similarity_threshold = 0.45`);
    const [row] = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from products p where ${sql.join(
        terms.map((term) => sql`${term} <% p.search_text`),
        sql` and `,
      )}`,
    );
    return row?.n ?? 0;
  });
}

describe('search over a catalogue larger than its candidates', () => {
  it('ranks as the rule does over every product when no more than the candidates match', async () => {
    const queries = [
      'milano',
      'mialno',
      'tuxedo',
      'linen summer',
      'wool blazer',
      'slim fit',
      'slim-fit',
      'three-piece windsor',
      'velvet dinner',
      'sherwni',
      'prince of wales',
      'double-breasted',
      'windsor-three-piece',
      'wool-blend-two-piece',
      'no. 1017',
      'qqqzzzxxx',
    ];
    for (const query of queries) {
      expect(await matching(query), query).toBeLessThanOrEqual(SEARCH_CANDIDATES);
      expect(names(await searchCatalog(db, query)), query).toEqual(await ranked(query));
    }
    expect(names(await searchCatalog(db, 'mialno'))).toEqual([]); // two letters swapped is more than one typo
    expect(names(await searchCatalog(db, 'blazr')).length).toBeGreaterThan(0);
  });

  it('ranks the first candidates in store order when a word is in most products', async () => {
    // 'blazr' is one typo from 'blazer' and near the colour 'black', which most suits come in; most suits come in navy.
    for (const query of ['suit', 'sut', 'suits', 'blazr', 'navy suit']) {
      expect(await matching(query)).toBeGreaterThan(SEARCH_CANDIDATES);
      const firstInStoreOrder = sql`(select * from products q where ${sql.join(
        searchTerms(query).map((term) => sql`${term} <% q.search_text`),
        sql` and `,
      )} order by q.position, q.id limit ${SEARCH_CANDIDATES})`;
      expect(names(await searchCatalog(db, query)), query).toEqual(await ranked(query, firstInStoreOrder));
    }
  });

  it('finds a two-digit size as itself, not as every number that starts with it', async () => {
    // By trigrams '17' is like '170' and '1017': a size typed is the word itself.
    const found = names(await searchCatalog(db, 'suit 17'));
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name).toMatch(/ No\. 17$/);
  });

  it("scores 1 for a typed word that is one of a product's words, as it skips working it out", async () => {
    const [row] = await queryRows<{ checked: number; other: number }>(
      db,
      sql`select count(*)::int as checked, count(*) filter (where word_similarity(w, p.search_text) <> 1)::int as other
          from search_entries e join products p on p.id = e.product_id, unnest(e.words) w`,
    );
    expect(row?.checked).toBeGreaterThan(8_000);
    expect(row?.other).toBe(0);
  });

  it('finds a new product by a new word, a renamed one by its new name, and forgets a deleted one', async () => {
    const made = await createProduct(db, { name: 'Zardozi Wedding Sherwani', variants: [{ salePaise: 4_599_900 }] });
    expect(names(await searchCatalog(db, 'zardozi'))).toEqual(['Zardozi Wedding Sherwani']);
    expect(names(await searchCatalog(db, 'zardosi'))).toEqual(['Zardozi Wedding Sherwani']);

    await db
      .update(products)
      .set({ productName: 'Aari Wedding Sherwani', searchText: 'Aari Wedding Sherwani' })
      .where(eq(products.id, made._id));
    expect(names(await searchCatalog(db, 'zardozi'))).toEqual([]);
    expect(names(await searchCatalog(db, 'aari wedding'))).toEqual(['Aari Wedding Sherwani']);

    await db.delete(products).where(eq(products.id, made._id));
    expect(names(await searchCatalog(db, 'aari wedding'))).toEqual([]);
  });

  it('follows the store order when it changes', async () => {
    const before = names(await searchCatalog(db, 'suit'));
    // Send every product the search showed to the end of the store order: others take their places.
    await db.execute(sql`update products set position = position + 1000000
                         where product_name in ${before} and position < 1000000`);
    const after = names(await searchCatalog(db, 'suit'));
    expect(after).toHaveLength(8);
    for (const name of after) expect(before).not.toContain(name);
  });
});
