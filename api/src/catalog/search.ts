import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { candidatesSql, lookUpWords } from './search-candidates.js';

interface ProductRow {
  id: string;
  name: string;
  price_paise: number;
  image: string | null;
  category_id: string;
  category_value: string;
  category_name: string;
}

export interface SearchHit {
  categories: { _id: string; name: string; categoryName: string; value: string }[];
  products: {
    _id: string;
    name: string;
    image: string;
    price: number;
    category: { _id: string; value: string; categoryName: string };
  }[];
}

/** How alike (0..1) a typed word must be to a word of a name; 0.45 lets one typo in a short word through. */
const WORD_THRESHOLD = 0.45;
const MAX_PRODUCTS = 8;
const MAX_CATEGORIES = 4;

/** Words of 3+ characters, lower-cased; the whole query when it has none (e.g. `a b c`). */
export function searchTerms(query: string): string[] {
  const cleaned = query.toLowerCase().replace(/[^\p{L}\p{N}\s&-]/gu, ' ');
  const words = cleaned.split(/\s+/).filter((w) => w.length >= 3);
  return words.length ? words.slice(0, 6) : [cleaned.trim()];
}

/**
 * Typo-tolerant, ranked search over product and category names (pg_trgm). Every word must be found (by
 * similarity) in the product's name or category name; hits rank by summed word similarity, then by how alike
 * the whole query is to the product name, then by store order. A catalogue of more than SEARCH_CANDIDATES products
 * ranks only the first SEARCH_CANDIDATES, in store order, that hold a word like each typed word (`search-candidates.ts`):
 * a word every product shares ("suit" in 100,000 suits) costs a search no more than a rare one.
 */
export async function searchCatalog(db: Db, query: string): Promise<SearchHit> {
  const terms = searchTerms(query);
  const phrase = query.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_THRESHOLD}`));
    const lookup = await lookUpWords(t, terms);
    // Each typed word's similarity to each ranked product, worked out once (a trigram comparison is the costly part
    // of ranking 200 products): `word_similarity(w, text) >= threshold` is what `w <% text` tests.
    const similarities = sql.join(
      terms.map((term, i) => sql`word_similarity(${term}, p.search_text) as ${sql.identifier(`s${i}`)}`),
      sql`, `,
    );
    const found = sql.join(
      terms.map((_, i) => sql`${sql.identifier(`s${i}`)} >= ${WORD_THRESHOLD}::float8`),
      sql` and `,
    );
    const score = sql.join(
      terms.map((_, i) => sql.identifier(`s${i}`)),
      sql` + `,
    );
    const rank = (from: SQL, candidates?: SQL) =>
      queryRows<ProductRow>(
        t,
        sql`with ${candidates ? sql`${candidates},` : sql``}
            scored as materialized (
              select p.id, p.product_name, p.price_paise, p.category_id, p.position, ${similarities} from ${from}
            )
            select p.id, p.product_name as name, p.price_paise, c.id as category_id, c.value as category_value,
                   c.category_name,
                   (select v.images[1] from product_variants v where v.product_id = p.id order by v.position limit 1) as image
            from scored p
            join categories c on c.id = p.category_id
            where ${found}
            order by (${score}) desc, similarity(${phrase}, p.product_name) desc, p.position asc
            limit ${MAX_PRODUCTS}`,
      );
    const products = lookup.wholeCatalogue
      ? await rank(sql`products p`)
      : lookup.words.some((alike) => alike.length === 0)
        ? []
        : await rank(sql`candidates e join products p on p.id = e.product_id`, candidatesSql(lookup.words));
    const categoryScore = sql.join(
      terms.map((term) => sql`word_similarity(${term}, c.category_name)`),
      sql` + `,
    );
    const categories = await queryRows<{ id: string; category_name: string; value: string }>(
      t,
      sql`select c.id, c.category_name, c.value from categories c
          where ${sql.join(
            terms.map((term) => sql`${term} <% c.category_name`),
            sql` or `,
          )}
          order by (${categoryScore}) desc, c.position asc
          limit ${MAX_CATEGORIES}`,
    );
    return {
      categories: categories.map((c) => ({
        _id: c.id,
        name: c.category_name,
        categoryName: c.category_name,
        value: c.value,
      })),
      products: products.map((p) => ({
        _id: p.id,
        name: p.name,
        image: p.image ?? '',
        price: p.price_paise / 100,
        category: { _id: p.category_id, value: p.category_value, categoryName: p.category_name },
      })),
    };
  });
}
