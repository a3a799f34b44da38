import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { AdminProductRowJson, AdminProductSort, ListProductsQuery, StockState } from './schemas.js';

export const BAD_CURSOR = 'cursor must be the nextCursor of a page';

/**
 * The column each sort orders by (then the id, so every row has one place): `stock` puts products with nothing left
 * to sell first (ascending), i.e. by whether any size has units — the state a merchandiser restocks by; the units
 * themselves are summed per page, not sorted on, as an aggregate over every SKU cannot be walked in an index at
 * 100,000 products.
 */
const SORT_COLUMN: Record<AdminProductSort, SQL> = {
  name: sql`p.product_name`,
  price: sql`p.price_paise`,
  updated: sql`p.updated_at`,
  stock: sql`p.status`,
};

/** How a cursor's value is read back into the column's type (a timestamp keeps its microseconds as text). */
const CAST: Record<AdminProductSort, SQL> = {
  name: sql`::text`,
  price: sql`::integer`,
  updated: sql`::timestamptz`,
  stock: sql`::boolean`,
};

const cursorSchema = z.tuple([z.string(), z.uuid()]);

const encodeCursor = (value: string, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('invalid_input', BAD_CURSOR);
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SOLD_OUT_SIZE = sql`exists (select 1 from product_skus s where s.product_id = p.id and s.stock = 0)`;
const HAS_SKUS = sql`exists (select 1 from product_skus s where s.product_id = p.id)`;
const STOCK_FILTER: Record<StockState, SQL> = {
  sold_out: sql`not p.status and ${HAS_SKUS}`,
  some_sold_out: sql`p.status and ${SOLD_OUT_SIZE}`,
  in_stock: sql`p.status and not ${SOLD_OUT_SIZE}`,
};

interface ListedRow {
  id: string;
  version: number;
  product_name: string;
  category_name: string;
  visible: boolean;
  price_paise: number;
  units: number | string | null;
  counted: boolean;
  skus: number | string;
  sold_out_sizes: number | string;
  on_sale: boolean;
  image: string | null;
  updated_at: string;
  sort_value: string;
}

/**
 * One page of the back office's product list, keyset-paged on (sort column, id) so every page costs the same at
 * 100,000 products; filters by name or SKU code, category, visibility and stock state. Units and the picture are read
 * for the page's rows only.
 */
export async function listAdminProducts(
  db: Db,
  query: ListProductsQuery,
): Promise<{ rows: AdminProductRowJson[]; nextCursor: string | null }> {
  const column = SORT_COLUMN[query.sort];
  const descending = query.order === 'desc';
  const where: SQL[] = [];
  if (query.q) {
    const q = query.q.toLowerCase();
    // The SKU code first, on its own index: a subquery OR'ed with the name match would keep the planner from the
    // name's trigram index and read every product.
    const coded = await queryRows<{ product_id: string }>(
      db,
      sql`select distinct s.product_id from product_skus s where lower(s.sku_code) = ${q}`,
    );
    const named = sql`lower(p.product_name) like ${`%${escapeLike(q)}%`}`;
    where.push(coded.length ? sql`(${named} or p.id in ${coded.map((row) => row.product_id)})` : named);
  }
  if (query.categoryId) where.push(sql`p.category_id = ${query.categoryId}`);
  if (query.visibility) where.push(sql`p.visibility_status = ${query.visibility === 'shown'}`);
  if (query.stock) where.push(STOCK_FILTER[query.stock]);
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor);
    const after = sql`(${column}, p.id) ${descending ? sql`<` : sql`>`} (${value}${CAST[query.sort]}, ${id}::uuid)`;
    where.push(after);
  }
  const direction = descending ? sql`desc` : sql`asc`;
  const order = sql`${column} ${direction}, p.id ${direction}`;
  const listed = await queryRows<ListedRow>(
    db,
    sql`
    with page as (
      select p.id, p.version, p.product_name, p.category_id, p.visibility_status as visible, p.price_paise,
             p.status as on_sale, p.updated_at as changed_at, ${column}::text as sort_value,
             row_number() over (order by ${order}) as n
      from products p
      where ${where.length ? sql.join(where, sql` and `) : sql`true`}
      order by ${order}
      limit ${query.limit + 1}
    )
    select page.id, page.version, page.product_name, page.visible, page.price_paise, page.on_sale, page.sort_value,
           to_char(page.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
           c.category_name, k.units, k.counted, k.skus, k.sold_out_sizes,
           (select v.images[1] from product_variants v where v.product_id = page.id order by v.position, v.id limit 1)
             as image
    from page
    join categories c on c.id = page.category_id
    cross join lateral (
      select sum(s.stock) as units, coalesce(bool_and(s.stock is not null), true) as counted, count(*) as skus,
             count(*) filter (where s.stock = 0) as sold_out_sizes
      from product_skus s where s.product_id = page.id
    ) k
    order by page.n`,
  );
  const more = listed.length > query.limit;
  const rows = listed.slice(0, query.limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(rowJson),
    nextCursor: more && last ? encodeCursor(last.sort_value, last.id) : null,
  };
}

function stockStateOf(row: ListedRow): StockState {
  if (!row.on_sale && Number(row.skus) > 0) return 'sold_out';
  return Number(row.sold_out_sizes) > 0 ? 'some_sold_out' : 'in_stock';
}

const rowJson = (row: ListedRow): AdminProductRowJson => ({
  _id: row.id,
  version: Number(row.version),
  productName: row.product_name,
  categoryName: row.category_name,
  visible: row.visible,
  pricePaise: Number(row.price_paise),
  units: row.counted ? Number(row.units ?? 0) : null,
  stockState: stockStateOf(row),
  image: row.image,
  updatedAt: row.updated_at,
});
