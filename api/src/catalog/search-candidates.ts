import { type SQL, sql } from 'drizzle-orm';

/** Products ranked at most, when the catalogue has more than this many. */
export const SEARCH_CANDIDATES = 200;
/**
 * How far search walks the store order before it looks its words up instead: a word in one product in 20 or more
 * finds its candidates within this many entries (~2 ms), a rarer one through the words' GIN index, whose cost grows
 * with the products that hold it.
 */
const STORE_ORDER_WALK = 4_000;

export interface WordLookup {
  /** The catalogue has at most SEARCH_CANDIDATES products: rank them all, as search always did. */
  wholeCatalogue: boolean;
  /** Per typed word, the catalogue's words like it (trigram word similarity): none means no product has it. */
  words: string[][];
}

/** The words pg_trgm makes of a typed word (`slim-fit`: slim, fit), beside the typed word itself. */
const partsOf = (term: string): string[] => [
  ...new Set([term, ...term.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length > 0)]),
];

/**
 * The columns `whole` and `words` of a look-up of every typed word in `search_words` (a few thousand words, not every
 * product), to select beside others in one statement; `wordLookupOf` reads them. A typed word made of several
 * (`slim-fit`) is looked up as each of them too, since its trigrams may reach the threshold only across a product's
 * two words. `<%` tests the connection's word similarity threshold (`SESSION_SETTINGS`).
 */
export function wordLookupColumns(terms: string[]): SQL {
  const lookups = terms.map((term) => {
    // A two-digit size is itself or nothing: by trigrams '40' is like every number that starts with it ('4012').
    const alike = /^\d{2}$/.test(term)
      ? sql`w.word = ${term}`
      : sql.join(
          partsOf(term).map((part) => sql`${part} <% w.word`),
          sql` or `,
        );
    return sql`array(select w.word from search_words w where ${alike} order by w.word)`;
  });
  return sql`(select count(*) from (select 1 from search_entries limit ${SEARCH_CANDIDATES + 1}) s) <= ${SEARCH_CANDIDATES}
               as whole,
             json_build_array(${sql.join(lookups, sql`, `)}) as words`;
}

export interface WordLookupRow {
  whole: boolean;
  words: string[][] | string;
}

export const wordLookupOf = (row: WordLookupRow): WordLookup => ({
  wholeCatalogue: row.whole,
  // node-postgres and PGlite parse json; a driver that does not hands over the text.
  words: typeof row.words === 'string' ? (JSON.parse(row.words) as string[][]) : row.words,
});

/**
 * The `candidates` CTE (product_id, words): the first SEARCH_CANDIDATES products in store order (position, then id)
 * holding, for every typed word, one of its look-alike words. The walk over `search_entries_position_idx` answers a common word at once;
 * when the walk's first STORE_ORDER_WALK entries hold fewer, every match is fetched through the GIN index and sorted
 * (a plan choice the planner would get wrong for words that go together, as 'slim' and 'fit' do: it multiplies
 * their shares). Either way the answer is the same set.
 */
export function candidatesSql(words: string[][]): SQL {
  const holdsEveryWord = sql.join(
    words.map((alike) => sql`words && ${sql.param(alike)}::text[]`),
    sql` and `,
  );
  return sql`head as materialized (
      select product_id, position, words
      from (select product_id, position, words from search_entries
            order by position, product_id limit ${STORE_ORDER_WALK}) walked
      where ${holdsEveryWord}
      order by position, product_id limit ${SEARCH_CANDIDATES}
    ),
    rest as materialized (
      select product_id, position, words from search_entries
      where ${holdsEveryWord} and (select count(*) from head) < ${SEARCH_CANDIDATES}
    ),
    candidates as (
      select product_id, words from head where (select count(*) from head) = ${SEARCH_CANDIDATES}
      union all
      (select product_id, words from rest order by position, product_id limit ${SEARCH_CANDIDATES})
    )`;
}
