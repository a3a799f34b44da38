import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { cachedTotal, rememberTotal } from './listing-counts.js';
import { filterConditions, PRODUCT_COLUMNS, priceConditions, whereAll } from './listing-filters.js';
import { countListing } from './listing-total.js';

export type ListingSort = 'default' | 'lowToHigh' | 'highToLow';
export type Availability = 'all' | 'inStock' | 'outOfStock';
export type Collection = 'bestSeller' | 'trending' | 'recommended';

/** Which products a listing draws from: one category, every product, or a curated collection. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'category'; categoryId: string }
  | { kind: 'collection'; collection: Collection };

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
  throw badRequest('Invalid request. cursor: not a cursor this listing gave out');
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
  const from =
    scope.kind === 'collection'
      ? sql`products p join product_collections pc on pc.product_id = p.id and pc.collection = ${scope.collection}`
      : sql`products p`;

  const conditions = [...filterConditions(scope, filters, PRODUCT_COLUMNS), ...priceConditions(filters)];
  const where = whereAll(conditions);

  const key =
    filters.sort === 'default'
      ? scope.kind === 'collection'
        ? sql`pc.position`
        : sql`p.position`
      : sql`p.price_paise`;
  const descending = filters.sort === 'highToLow';
  const order = descending ? sql`order by ${key} desc, p.id desc` : sql`order by ${key} asc, p.id asc`;

  let seek = sql``;
  if (page.cursor) {
    const c = decodeCursor(page.cursor);
    const comparison = descending ? sql`<` : sql`>`;
    seek = sql`${conditions.length ? sql`and` : sql`where`} (${key}, p.id) ${comparison} (${c.key}, ${c.id}::uuid)`;
  }
  const offset = !page.cursor && page.offset ? sql`offset ${page.offset}` : sql``;

  const countKey = JSON.stringify([
    scope,
    filters.minPricePaise,
    filters.maxPricePaise,
    filters.availability,
    filters.discountOnly,
    filters.attributes,
  ]);
  let total = cachedTotal(db, countKey);
  if (total === undefined) {
    total = await countListing(db, scope, filters);
    rememberTotal(db, countKey, total);
  }

  // The page's rows first (narrow product rows), then their documents. Walking a sort index and skipping rows that
  // fail the filters costs (page size x products in scope / matches) rows: cheap when many match, the whole category
  // when a filter matches almost nothing (a colour no suit comes in: 100,000 rows, 150 ms). Knowing the exact total,
  // a few matches are fetched by the filters first and sorted instead (a materialized CTE keeps the planner from
  // walking anyway on its estimate). Both answer the same rows, so a total remembered from a minute ago can only
  // make a page slower, never different.
  const direction = descending ? sql`desc` : sql`asc`;
  const limit = sql`limit ${page.limit + 1} ${offset}`;
  const pageQuery =
    total <= FEW_MATCHES
      ? sql`matches as materialized (select p.id, ${key} as k from ${from} ${where} ${seek}),
            page as (select id, k from matches order by k ${direction}, id ${direction} ${limit})`
      : sql`page as (select p.id, ${key} as k from ${from} ${where} ${seek} ${order} ${limit})`;
  const rows = await queryRows<{ id: string; k: number; document: string }>(
    db,
    sql`with ${pageQuery}
        select page.id, page.k, d.document::text as document
        from page join product_documents d on d.product_id = page.id
        order by page.k ${direction}, page.id ${direction}`,
  );

  const hasMore = rows.length > page.limit;
  const pageRows = hasMore ? rows.slice(0, page.limit) : rows;
  const last = pageRows.at(-1);
  return {
    documents: pageRows.map((r) => r.document),
    total,
    nextCursor: hasMore && last ? encodeCursor({ key: Number(last.k), id: last.id }) : null,
  };
}
