import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../db/client.js';
import { paiseToRupees } from '../money.js';
import type { searchAnswerSchema } from './schemas.js';
import {
  candidatesSql,
  SEARCH_CANDIDATES,
  type WordLookup,
  type WordLookupRow,
  wordLookupColumns,
  wordLookupOf,
} from './search-candidates.js';

interface ProductRow {
  id: string;
  name: string;
  price_paise: number;
  image: string | null;
  category_id: string;
  category_value: string;
  category_name: string;
}

interface CategoryRow {
  id: string;
  category_name: string;
  value: string;
}

export type SearchHit = z.infer<typeof searchAnswerSchema>['results'];

const MAX_PRODUCTS = 8;
const MAX_CATEGORIES = 4;
/** `word <% text` is `word_similarity(word, text) >= this` (0.45, set on every connection: `SESSION_SETTINGS`). */
const THRESHOLD = sql`current_setting('pg_trgm.word_similarity_threshold')::float8`;

/**
 * Words of 3+ characters, and two-digit numbers (the sizes 30 to 46: no other size shares a trigram's worth with one),
 * lower-cased; the whole query when it has none (e.g. `a b c`).
 */
export function searchTerms(query: string): string[] {
  const cleaned = query.toLowerCase().replace(/[^\p{L}\p{N}\s&-]/gu, ' ');
  const words = cleaned.split(/\s+/).filter((w) => w.length >= 3 || /^\d{2}$/.test(w));
  return words.length ? words.slice(0, 6) : [cleaned.trim()];
}

/** The categories whose names hold a word like any typed word, best first (as JSON, to ride along another query). */
function categoriesJson(terms: string[]): SQL {
  const score = sql.join(
    terms.map((term) => sql`word_similarity(${term}, c.category_name)`),
    sql` + `,
  );
  const alike = sql.join(
    terms.map((term) => sql`${term} <% c.category_name`),
    sql` or `,
  );
  return sql`(select coalesce(json_agg(json_build_object('id', c.id, 'category_name', c.category_name, 'value', c.value)
                                       order by c.score desc, c.position asc), '[]'::json)
              from (select c.id, c.category_name, c.value, c.position, ${score} as score from categories c
                    where ${alike} order by score desc, c.position asc limit ${MAX_CATEGORIES}) c) as categories`;
}

/**
 * Ranks the products `from` names (all of them, or the candidates' join, `e`) by the search rule. Each typed word's
 * similarity to each product is worked out once (a trigram comparison is the costly part of ranking 200 products),
 * and not at all for a candidate that has the typed word as one of its words: a whole word of the text is an extent
 * holding every trigram of the typed word and no other, so its word similarity is exactly 1.
 */
function rankProducts(
  db: Db,
  terms: string[],
  phrase: string,
  limit: number,
  from: SQL,
  candidates?: SQL,
): Promise<ProductRow[]> {
  const column = (i: number) => sql.identifier(`s${i}`);
  const similarity = (term: string) =>
    candidates
      ? sql`case when e.words @> ${sql.param([term])}::text[] then 1::real
                 else word_similarity(${term}, p.search_text) end`
      : sql`word_similarity(${term}, p.search_text)`;
  const similarities = sql.join(
    terms.map((term, i) => sql`${similarity(term)} as ${column(i)}`),
    sql`, `,
  );
  const found = sql.join(
    terms.map((_, i) => sql`${column(i)} >= ${THRESHOLD}`),
    sql` and `,
  );
  const score = sql.join(
    terms.map((_, i) => column(i)),
    sql` + `,
  );
  return queryRows<ProductRow>(
    db,
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
        limit ${limit}`,
  );
}

/**
 * Typo-tolerant, ranked search over what a shopper types (pg_trgm). Every word must be found (by similarity) in the
 * product's search text — its name, category name, heading (the fabric) and its variants' colours and sizes; hits rank by summed word similarity, then by how alike
 * the whole query is to the product name, then by store order. A catalogue of more than SEARCH_CANDIDATES products
 * ranks only the first SEARCH_CANDIDATES, in store order, that hold a word like each typed word (`search-candidates.ts`):
 * a word every product shares ("suit" in 100,000 suits) costs a search no more than a rare one. Two statements: the
 * word look-up with the categories, then the ranking.
 */
export async function searchCatalog(db: Db, query: string): Promise<SearchHit> {
  const terms = searchTerms(query);
  const [first] = await queryRows<WordLookupRow & { categories: CategoryRow[] | string }>(
    db,
    sql`select ${wordLookupColumns(terms)}, ${categoriesJson(terms)}`,
  );
  if (!first) throw new Error('the search look-up answered no row');
  const categories =
    typeof first.categories === 'string' ? (JSON.parse(first.categories) as CategoryRow[]) : first.categories;
  const products = await rankedMatches(db, query, wordLookupOf(first), MAX_PRODUCTS);
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
      price: paiseToRupees(p.price_paise),
      pricePaise: p.price_paise,
      category: { _id: p.category_id, value: p.category_value, categoryName: p.category_name },
    })),
  };
}

/** The products a search finds, ranked, at most `limit` (from the SEARCH_CANDIDATES candidates on a large catalogue). */
function rankedMatches(db: Db, query: string, lookup: WordLookup, limit: number): Promise<ProductRow[]> {
  const terms = searchTerms(query);
  const phrase = query.trim().toLowerCase();
  if (lookup.wholeCatalogue) return rankProducts(db, terms, phrase, limit, sql`products p`);
  if (lookup.words.some((alike) => alike.length === 0)) return Promise.resolve([]);
  return rankProducts(
    db,
    terms,
    phrase,
    limit,
    sql`candidates e join products p on p.id = e.product_id`,
    candidatesSql(lookup.words),
  );
}

/**
 * The ids of every product a search finds, best first, by the same rule as `searchCatalog`: what a search results
 * listing filters, sorts and pages (`GET /product?search=`). A catalogue larger than SEARCH_CANDIDATES products lists
 * the best of its first SEARCH_CANDIDATES candidates, as the suggestions do.
 */
export async function searchMatchIds(db: Db, query: string): Promise<string[]> {
  const [first] = await queryRows<WordLookupRow>(db, sql`select ${wordLookupColumns(searchTerms(query))}`);
  if (!first) throw new Error('the search look-up answered no row');
  const matches = await rankedMatches(db, query, wordLookupOf(first), SEARCH_CANDIDATES);
  return matches.map((p) => p.id);
}
