import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { cachedTotal, rememberTotal } from './listing-counts.js';
import { priceConditions, productConditions, whereAll } from './listing-filters.js';
import { scopeRows, totalSql } from './listing-total.js';

export type ListingSort = 'default' | 'lowToHigh' | 'highToLow';
export type Availability = 'all' | 'inStock' | 'outOfStock';
export type Collection = 'bestSeller' | 'trending' | 'recommended';

/** Which products a listing draws from: one category, every product, or a curated collection. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'category'; categoryId: string }
  | { kind: 'collection'; collection: Collection }
  /** A search's matches, best first: its default order is this one (`search-listing.ts`). */
  | { kind: 'search'; productIds: string[] };

export interface ListingFilters {
  sort: ListingSort;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  availability: Availability;
  discountOnly: boolean;
  /** Attribute label -> accepted option labels (any of them), e.g. `{ Color: ['Navy', 'Black'] }`. */
  attributes: Record<string, string[]>;
}

export interface ListingPage {
  limit: number;
  cursor?: string | undefined;
  offset?: number | undefined;
}

export interface ListingResult {
  /** The page's product documents, as JSON text (`listing-json.ts` sends them on unparsed). */
  documents: string[];
  total: number;
  /** How many more the same filters find priced above `maxPricePaise` (0 without an upper bound). */
  aboveMaxPrice: number;
  nextCursor: string | null;
}

interface Cursor {
  key: number;
  id: string;
}

/** Matches few enough to fetch all and sort, rather than walk a sort index past the rows that fail the filters. */
const FEW_MATCHES = 1_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sort keys (positions, prices in paise) are PostgreSQL `integer`s: a key outside that range is no real cursor. */
const isSortKey = (key: unknown): key is number =>
  typeof key === 'number' && Number.isInteger(key) && key >= -2_147_483_648 && key <= 2_147_483_647;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && isSortKey(parsed[0]) && typeof parsed[1] === 'string' && UUID.test(parsed[1])) {
      return { key: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('invalid_input', 'Invalid request. cursor: not a cursor this listing gave out');
}

/**
 * The filters of what a listing's upper price bound hides: the same filters, priced above the bound (and at or above
 * the lower bound). None without an upper bound.
 */
export function aboveMaxPriceFilters(filters: ListingFilters): ListingFilters | undefined {
  const { minPricePaise: min, maxPricePaise: max } = filters;
  if (max === undefined) return undefined;
  return { ...filters, minPricePaise: Math.max(min ?? 0, max + 1), maxPricePaise: undefined };
}

/** What a listing's count is remembered by (`listing-counts.ts`): its scope and every filter but the sort. */
const countKeyOf = (scope: ListingScope, filters: ListingFilters): string =>
  JSON.stringify([
    scope,
    filters.minPricePaise,
    filters.maxPricePaise,
    filters.availability,
    filters.discountOnly,
    filters.attributes,
  ]);

/** A listing's own order: a collection's positions, a search's ranking, or the store's order. */
function defaultSortKey(scope: ListingScope): SQL {
  if (scope.kind === 'collection') return sql`pc.position`;
  if (scope.kind === 'search') return sql`array_position(${sql.param(scope.productIds)}::uuid[], p.id)`;
  return sql`p.position`;
}

/**
 * Filters, sorts, counts and pages a listing in SQL, answering the page's product documents. Paging is keyset-based on (sort key, id), so a deep page of a
 * 100,000-product category costs the same as the first; `offset` is accepted for clients that page by number.
 */
export async function queryListing(
  db: Db,
  scope: ListingScope,
  filters: ListingFilters,
  page: ListingPage,
): Promise<ListingResult> {
  const from = scopeRows(scope);

  const conditions = [...productConditions(scope, filters), ...priceConditions(filters)];

  const key = filters.sort === 'default' ? defaultSortKey(scope) : sql`p.price_paise`;
  const descending = filters.sort === 'highToLow';
  const direction = descending ? sql`desc` : sql`asc`;
  if (page.cursor) {
    const c = decodeCursor(page.cursor);
    conditions.push(sql`(${key}, p.id) ${descending ? sql`<` : sql`>`} (${c.key}, ${c.id}::uuid)`);
  }
  const limit = sql`limit ${page.limit + 1} ${!page.cursor && page.offset ? sql`offset ${page.offset}` : sql``}`;

  const countKey = countKeyOf(scope, filters);
  const known = cachedTotal(db, countKey);
  // What the upper price bound hides ('13 more above ₹15,000'), counted by the same rule as the total, in the same
  // statement, and remembered as totals are.
  const above = aboveMaxPriceFilters(filters);
  const aboveKey = above && countKeyOf(scope, above);
  const knownAbove = aboveKey === undefined ? 0 : cachedTotal(db, aboveKey);
  const aboveSql = knownAbove === undefined && above ? totalSql(scope, above) : sql`${knownAbove ?? 0}::int`;

  // The page's rows first (narrow product rows), then their documents. Walking a sort index and skipping rows that
  // fail the filters costs (page size x products in scope / matches) rows: cheap when many match, the whole category
  // when a filter matches almost nothing (a colour no suit comes in: 100,000 rows, 150 ms). Knowing the exact total,
  // a few matches are fetched by the filters first and sorted instead (a materialized CTE keeps the planner from
  // walking anyway on its estimate). Both answer the same rows, so a total remembered from a minute ago can only
  // make a page slower, never different. A total not remembered is counted in the same statement, and each way is
  // gated on it (a gate evaluated once, before either way reads a row).
  const matches = (gate: SQL[]) =>
    sql`matches as materialized (select p.id, ${key} as k from ${from} ${whereAll([...conditions, ...gate])})`;
  const sorted = sql`(select id, k from matches order by k ${direction}, id ${direction} ${limit})`;
  const walked = (gate: SQL[]) =>
    sql`(select p.id, ${key} as k from ${from} ${whereAll([...conditions, ...gate])}
         order by ${key} ${direction}, p.id ${direction} ${limit})`;
  const few = sql`(select n from total) <= ${FEW_MATCHES}`;
  const many = sql`(select n from total) > ${FEW_MATCHES}`;
  const ways =
    known === undefined
      ? sql`total as materialized (select ${totalSql(scope, filters)} as n), ${matches([few])},
            page as (${sorted} union all ${walked([many])})`
      : known <= FEW_MATCHES
        ? sql`total as (select ${known}::int as n), ${matches([])}, page as ${sorted}`
        : sql`total as (select ${known}::int as n), page as ${walked([])}`;
  const answer = await queryRows<{ total: number; above: number; id: string | null; k: number; document: string }>(
    db,
    sql`with ${ways}
        select t.n as total, (select ${aboveSql}) as above, x.id, x.k, x.document
        from total t left join lateral (
          select page.id, page.k, d.document::text as document
          from page join product_documents d on d.product_id = page.id
        ) x on true
        order by x.k ${direction}, x.id ${direction}`,
  );
  const total = Number(answer[0]?.total ?? 0);
  if (known === undefined) rememberTotal(db, countKey, total);
  const aboveMaxPrice = Number(answer[0]?.above ?? 0);
  if (aboveKey !== undefined && knownAbove === undefined) rememberTotal(db, aboveKey, aboveMaxPrice);
  const rows = answer.filter((r): r is typeof r & { id: string } => r.id !== null);

  const hasMore = rows.length > page.limit;
  const pageRows = hasMore ? rows.slice(0, page.limit) : rows;
  const last = pageRows.at(-1);
  return {
    documents: pageRows.map((r) => r.document),
    total,
    aboveMaxPrice,
    nextCursor: hasMore && last ? encodeCursor({ key: Number(last.k), id: last.id }) : null,
  };
}
