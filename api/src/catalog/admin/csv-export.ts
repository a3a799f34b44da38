import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * The columns of the products CSV, export and import alike: one row per SKU (a colour in one size), the product's and
 * the colour's fields repeated on each of its rows. Ids name what a row updates; a row without them creates (see
 * `csv-import.ts`). Money in paise, stock in units (empty: not counted), `visible` true or false.
 */
export const CSV_COLUMNS = [
  'product_id',
  'product_name',
  'heading',
  'description',
  'category',
  'visible',
  'hsn_code',
  'gst_rate_bp',
  'variant_id',
  'colour',
  'retail_price_paise',
  'sale_price_paise',
  'size',
  'sku_id',
  'sku_code',
  'stock',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Record<CsvColumn, string>;

/** Products read per batch while exporting: the export streams, whatever the catalogue's size. */
const BATCH = 500;

interface ExportRow {
  product_id: string;
  product_name: string;
  heading: string;
  description: string;
  category: string;
  visible: boolean;
  hsn_code: string | null;
  gst_rate_bp: number | null;
  variant_id: string | null;
  colour: string | null;
  retail_price_paise: number | null;
  sale_price_paise: number | null;
  size: string | null;
  sku_id: string | null;
  sku_code: string | null;
  stock: number | null;
}

async function* exportRows(db: Db): AsyncGenerator<CsvRow> {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const rows: ExportRow[] = await queryRows<ExportRow>(
      db,
      sql`
      with batch as (
        select p.* from products p
        where ${after ? sql`(p.product_name, p.id) > (${after.name}, ${after.id}::uuid)` : sql`true`}
        order by p.product_name, p.id limit ${BATCH}
      )
      select b.id as product_id, b.product_name, b.heading, b.description, c.value as category,
             b.visibility_status as visible, b.hsn_code, b.gst_rate_bp,
             v.id as variant_id, o.label as colour, v.retail_price_paise, v.sale_price_paise,
             s.size, s.id as sku_id, s.sku_code, s.stock
      from batch b
      join categories c on c.id = b.category_id
      left join product_variants v on v.product_id = b.id
      left join lateral (
        select label from variant_options o
        where o.variant_id = v.id and lower(trim(o.attribute_label)) in ('color', 'colour') limit 1
      ) o on true
      left join product_skus s on s.variant_id = v.id
      order by b.product_name, b.id, v.position, v.id, s.size`,
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      yield {
        product_id: row.product_id,
        product_name: row.product_name,
        heading: row.heading,
        description: row.description,
        category: row.category,
        visible: String(row.visible),
        hsn_code: row.hsn_code ?? '',
        gst_rate_bp: row.gst_rate_bp === null ? '' : String(row.gst_rate_bp),
        variant_id: row.variant_id ?? '',
        colour: row.colour ?? '',
        retail_price_paise: row.retail_price_paise === null ? '' : String(row.retail_price_paise),
        sale_price_paise: row.sale_price_paise === null ? '' : String(row.sale_price_paise),
        size: row.size ?? '',
        sku_id: row.sku_id ?? '',
        sku_code: row.sku_code ?? '',
        stock: row.stock === null ? '' : String(row.stock),
      };
    }
    const last: ExportRow | undefined = rows.at(-1);
    if (!last) return;
    after = { name: last.product_name, id: last.product_id };
  }
}

/** The whole catalogue as CSV (`CSV_COLUMNS`), streamed in batches of products. */
export function productsCsv(db: Db): Readable {
  return Readable.from(exportRows(db)).pipe(stringify({ header: true, columns: [...CSV_COLUMNS] }));
}
