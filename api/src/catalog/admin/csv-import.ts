import { randomUUID } from 'node:crypto';
import {
  COLOUR_MAX,
  GST_RATES_BP,
  isHsnCode,
  isSkuCode,
  PRICE_MAX_PAISE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_HEADING_MAX,
  PRODUCT_NAME_MAX,
  SIZE_LABEL_MAX,
  STOCK_MAX,
  salePriceWithinRetail,
  slugify,
} from '@sutra/rules';
import { CsvError, parse } from 'csv-parse/sync';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { audit } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { categories, productSkus, products, productVariants } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { RestockTellers } from '../../stock-alerts/restock.js';
import { COLOUR_LABEL, SIZE_LABEL } from './admin-product.js';
import { CSV_COLUMNS, type CsvColumn, type CsvRow } from './csv-export.js';
import { type Editor, followProductEdits } from './product-edits.js';
import { IMPORT_ROWS_MAX, type ImportAnswer } from './schemas.js';

/*
 * Importing the products CSV (`CSV_COLUMNS`, one row per SKU). A row with ids updates what they name; without a
 * `product_id` it creates a product (rows of one new product share its name), without a `variant_id` a colour (rows
 * of one new colour share the product and the colour's name), without a `sku_id` a size. Every row is checked before
 * anything is written, and every error is listed (row, column, code, message); with any error, or a dry run, nothing
 * is written. Otherwise the whole file is written in one transaction, set-based (a statement per kind of change, not
 * per row), so 10,000 rows commit or fail together in seconds: a half-imported catalogue is worse than none, and one
 * transaction needs no bookkeeping of which batches went in.
 */

export type ImportError = ImportAnswer['errors'][number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ProductPlan {
  id: string;
  isNew: boolean;
  product_name: string;
  heading: string;
  description: string;
  category_id: string;
  visible: boolean;
  hsn_code: string | null;
  gst_rate_bp: number | null;
  row: number;
}
interface VariantPlan {
  id: string;
  isNew: boolean;
  product_id: string;
  colour: string;
  retail: number;
  sale: number;
  row: number;
}
interface SkuPlan {
  id: string;
  isNew: boolean;
  variant_id: string;
  product_id: string;
  size: string;
  sku_code: string | null;
  stock: number | null;
  row: number;
}

interface Known {
  categories: Map<string, string>;
  products: Set<string>;
  variants: Map<string, string>;
  skus: Map<string, { variantId: string; size: string }>;
  /** `<variant id>/<size>` → the SKU's id. */
  skuOfSize: Map<string, string>;
  codes: Map<string, string>;
}

class RowChecker {
  readonly errors: ImportError[] = [];
  constructor(
    private readonly row: number,
    private readonly record: CsvRow,
    private readonly sink: ImportError[],
  ) {}

  fail(column: CsvColumn, code: string, message: string): undefined {
    this.sink.push({ row: this.row, column, code, message });
    return undefined;
  }

  text(column: CsvColumn, max: number, required: boolean): string | undefined {
    const value = this.record[column].trim();
    if (required && !value) return this.fail(column, 'required', `${column} is required`);
    if (value.length > max) return this.fail(column, 'too_big', `${column} is longer than ${max} characters`);
    return value;
  }

  whole(column: CsvColumn, max: number, allowEmpty: boolean): number | null | undefined {
    const value = this.record[column].trim();
    if (!value) return allowEmpty ? null : this.fail(column, 'required', `${column} is required`);
    if (!/^\d+$/.test(value)) return this.fail(column, 'invalid_type', `${column} must be a whole number`);
    const n = Number(value);
    if (n > max) return this.fail(column, 'too_big', `${column} is more than ${max}`);
    return n;
  }

  id(column: CsvColumn): string | null | undefined {
    const value = this.record[column].trim();
    if (!value) return null;
    if (!UUID.test(value)) return this.fail(column, 'invalid_format', `${column} is not an id`);
    return value.toLowerCase();
  }
}

const toJson = (rows: readonly object[]) => JSON.stringify(rows);

/** Checks every row against the catalogue and each other; answers the plan and every error found. */
function planImport(records: { record: CsvRow; row: number }[], known: Known) {
  const errors: ImportError[] = [];
  const productPlans = new Map<string, ProductPlan>();
  const variantPlans = new Map<string, VariantPlan>();
  const skuPlans = new Map<string, SkuPlan>();
  const codeOwner = new Map<string, string>();

  for (const { record, row } of records) {
    const check = new RowChecker(row, record, errors);
    const before = errors.length;
    const productId = check.id('product_id');
    const variantId = check.id('variant_id');
    const skuId = check.id('sku_id');
    const name = check.text('product_name', PRODUCT_NAME_MAX, true);
    const heading = check.text('heading', PRODUCT_HEADING_MAX, false);
    const description = check.text('description', PRODUCT_DESCRIPTION_MAX, false);
    const categoryText = check.text('category', 100, true);
    const categoryId = categoryText ? known.categories.get(categoryText.toLowerCase()) : undefined;
    if (categoryText && !categoryId) check.fail('category', 'invalid_value', `No category "${categoryText}"`);
    const visibleText = record.visible.trim().toLowerCase();
    const visible = visibleText === 'true' ? true : visibleText === 'false' ? false : undefined;
    if (visible === undefined) check.fail('visible', 'invalid_value', 'visible must be true or false');
    const hsn = record.hsn_code.trim();
    if (hsn && !isHsnCode(hsn)) check.fail('hsn_code', 'invalid_format', 'hsn_code must be 4, 6 or 8 digits');
    const gst = check.whole('gst_rate_bp', 10_000, true);
    if (typeof gst === 'number' && !(GST_RATES_BP as readonly number[]).includes(gst))
      check.fail('gst_rate_bp', 'invalid_value', `gst_rate_bp must be one of ${GST_RATES_BP.join(', ')}`);
    const colour = check.text('colour', COLOUR_MAX, true);
    const retail = check.whole('retail_price_paise', PRICE_MAX_PAISE, false);
    const sale = check.whole('sale_price_paise', PRICE_MAX_PAISE, false);
    if (typeof retail === 'number' && typeof sale === 'number' && !salePriceWithinRetail(sale, retail))
      check.fail('sale_price_paise', 'invalid_value', 'sale_price_paise is above retail_price_paise');
    const size = check.text('size', SIZE_LABEL_MAX, false);
    const code = record.sku_code.trim();
    if (code && !isSkuCode(code))
      check.fail('sku_code', 'invalid_format', 'sku_code takes letters, digits and - _ . /');
    const stock = check.whole('stock', STOCK_MAX, true);

    if (productId && !known.products.has(productId))
      check.fail('product_id', 'invalid_value', 'No product with this id');
    if (variantId) {
      const owner = known.variants.get(variantId);
      if (!owner) check.fail('variant_id', 'invalid_value', 'No colour variant with this id');
      else if (owner !== productId) check.fail('variant_id', 'invalid_value', 'This colour belongs to another product');
    }
    if (skuId) {
      const sku = known.skus.get(skuId);
      if (!sku) check.fail('sku_id', 'invalid_value', 'No SKU with this id');
      else if (sku.variantId !== variantId) check.fail('sku_id', 'invalid_value', 'This SKU belongs to another colour');
      else if (size !== undefined && sku.size !== size)
        check.fail('size', 'invalid_value', 'A SKU keeps its size; add a new row without sku_id for another size');
    }
    if (errors.length > before) continue;
    if (name === undefined || categoryId === undefined || visible === undefined || colour === undefined) continue;
    if (typeof retail !== 'number' || typeof sale !== 'number' || size === undefined) continue;

    const productKey = productId ?? `new:${name.toLowerCase()}`;
    const product: ProductPlan = {
      id: productId ?? productPlans.get(productKey)?.id ?? randomUUID(),
      isNew: !productId,
      product_name: name,
      heading: heading ?? '',
      description: description ?? '',
      category_id: categoryId,
      visible,
      hsn_code: hsn || null,
      gst_rate_bp: gst ?? null,
      row,
    };
    const seenProduct = productPlans.get(productKey);
    if (seenProduct) {
      const differs = (
        ['product_name', 'heading', 'description', 'category_id', 'visible', 'hsn_code', 'gst_rate_bp'] as const
      ).find((field) => seenProduct[field] !== product[field]);
      if (differs) {
        const column = differs === 'category_id' ? 'category' : differs;
        check.fail(column, 'mismatch', `Differs from row ${seenProduct.row} of the same product`);
        continue;
      }
    } else productPlans.set(productKey, product);

    const variantKey = variantId ?? `${product.id}/new:${colour.toLowerCase()}`;
    const variant: VariantPlan = {
      id: variantId ?? variantPlans.get(variantKey)?.id ?? randomUUID(),
      isNew: !variantId,
      product_id: product.id,
      colour,
      retail,
      sale,
      row,
    };
    const seenVariant = variantPlans.get(variantKey);
    if (seenVariant) {
      const differs = (['colour', 'retail', 'sale'] as const).find((field) => seenVariant[field] !== variant[field]);
      if (differs) {
        const column = { colour: 'colour', retail: 'retail_price_paise', sale: 'sale_price_paise' }[
          differs
        ] as CsvColumn;
        check.fail(column, 'mismatch', `Differs from row ${seenVariant.row} of the same colour`);
        continue;
      }
    } else variantPlans.set(variantKey, variant);

    const skuKey = skuId ?? `${variant.id}/${size}`;
    if (skuPlans.has(skuKey)) {
      check.fail('size', 'taken', 'Another row already has this size of this colour');
      continue;
    }
    if (!skuId && known.skuOfSize.has(`${variant.id}/${size}`)) {
      check.fail('size', 'taken', 'This colour has this size already: give its sku_id');
      continue;
    }
    const skuPlanId = skuId ?? randomUUID();
    if (code) {
      const key = code.toLowerCase();
      const holder = codeOwner.get(key) ?? known.codes.get(key);
      if (holder && holder !== skuPlanId) {
        check.fail('sku_code', 'taken', 'Another SKU has this code');
        continue;
      }
      codeOwner.set(key, skuPlanId);
    }
    skuPlans.set(skuKey, {
      id: skuPlanId,
      isNew: !skuId,
      variant_id: variant.id,
      product_id: product.id,
      size,
      sku_code: code || null,
      stock: stock ?? null,
      row,
    });
  }
  return {
    errors,
    products: [...productPlans.values()],
    variants: [...variantPlans.values()],
    skus: [...skuPlans.values()],
  };
}

async function loadKnown(db: Db, records: { record: CsvRow }[]): Promise<Known> {
  const ids = (column: CsvColumn) => [
    ...new Set(records.map((r) => r.record[column].trim().toLowerCase()).filter((v) => UUID.test(v))),
  ];
  const chunked = async <T>(values: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> => {
    const out: T[] = [];
    for (let i = 0; i < values.length; i += 5000) out.push(...(await read(values.slice(i, i + 5000))));
    return out;
  };
  const [cats, productRows, variantRows, skuRows, codeRows] = await Promise.all([
    db.select({ id: categories.id, value: categories.value, name: categories.categoryName }).from(categories),
    chunked(ids('product_id'), (c) => db.select({ id: products.id }).from(products).where(inArray(products.id, c))),
    chunked(ids('variant_id'), (c) =>
      db
        .select({ id: productVariants.id, productId: productVariants.productId })
        .from(productVariants)
        .where(inArray(productVariants.id, c)),
    ),
    chunked(ids('variant_id'), (c) =>
      db
        .select({ id: productSkus.id, variantId: productSkus.variantId, size: productSkus.size })
        .from(productSkus)
        .where(inArray(productSkus.variantId, c)),
    ),
    db
      .select({ id: productSkus.id, code: productSkus.skuCode })
      .from(productSkus)
      .where(isNotNull(productSkus.skuCode)),
  ]);
  const categoryMap = new Map<string, string>();
  for (const c of cats) {
    categoryMap.set(c.value.toLowerCase(), c.id);
    categoryMap.set(c.name.toLowerCase(), c.id);
  }
  return {
    categories: categoryMap,
    products: new Set(productRows.map((p) => p.id)),
    variants: new Map(variantRows.map((v) => [v.id, v.productId])),
    skus: new Map(skuRows.map((s) => [s.id, { variantId: s.variantId, size: s.size }])),
    skuOfSize: new Map(skuRows.map((s) => [`${s.variantId}/${s.size}`, s.id])),
    codes: new Map(codeRows.map((c) => [(c.code ?? '').toLowerCase(), c.id])),
  };
}

/** Reads the CSV: its header must hold every column; answers the rows with their line numbers, or the errors. */
function readCsv(text: string): { records: { record: CsvRow; row: number }[]; errors: ImportError[] } {
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 64 * 1024,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return { records: [], errors: [{ row: line, column: '', code: 'invalid_format', message: error.message }] };
    }
    throw error;
  }
  const header = parsed[0] ? Object.keys(parsed[0].record) : [];
  const missing = CSV_COLUMNS.filter((column) => parsed.length > 0 && !header.includes(column));
  if (missing.length)
    return {
      records: [],
      errors: missing.map((column) => ({
        row: 1,
        column,
        code: 'required',
        message: `The header has no ${column} column`,
      })),
    };
  if (parsed.length > IMPORT_ROWS_MAX)
    return {
      records: [],
      errors: [{ row: 1, column: '', code: 'too_big', message: `At most ${IMPORT_ROWS_MAX} rows per import` }],
    };
  return {
    records: parsed.map(({ record, info }) => ({ record: record as CsvRow, row: info.lines })),
    errors: [],
  };
}

/**
 * Checks a products CSV and, unless it is a dry run or any row has an error, writes it in one transaction with one
 * audit entry (`products.import`: the counts and the products touched).
 */
export async function importProductsCsv(
  db: Db,
  editor: Editor,
  text: string,
  dryRun: boolean,
  restocks?: RestockTellers,
): Promise<ImportAnswer> {
  const read = readCsv(text);
  const known = read.errors.length ? undefined : await loadKnown(db, read.records);
  const plan = known ? planImport(read.records, known) : { errors: read.errors, products: [], variants: [], skus: [] };
  const count = <T extends { isNew: boolean }>(items: T[], isNew: boolean) =>
    items.filter((i) => i.isNew === isNew).length;
  const answer: ImportAnswer = {
    success: true,
    dryRun,
    written: false,
    rows: read.records.length,
    created: {
      products: count(plan.products, true),
      variants: count(plan.variants, true),
      skus: count(plan.skus, true),
    },
    updated: {
      products: count(plan.products, false),
      variants: count(plan.variants, false),
      skus: count(plan.skus, false),
    },
    errors: plan.errors.sort((a, b) => a.row - b.row),
  };
  if (dryRun || plan.errors.length) return answer;
  let told = 0;
  await inTransaction(db, async (tx) => {
    await writePlan(tx, plan);
    const touched = [...new Set(plan.products.map((p) => p.id))];
    for (let i = 0; i < touched.length; i += 1000) await followProductEdits(tx, touched.slice(i, i + 1000));
    // Sizes the file brought back from 0 tell the shoppers waiting for them, in the import's transaction.
    if (restocks)
      for (let i = 0; i < touched.length; i += 1000) told += await restocks.tell(tx, touched.slice(i, i + 1000));
    await audit(tx, {
      staffId: editor.id,
      action: 'products.import',
      entity: 'catalogue',
      entityId: 'products',
      after: { rows: answer.rows, created: answer.created, updated: answer.updated, productIds: touched },
    });
  });
  if (told > 0) restocks?.wake();
  return { ...answer, written: true };
}

async function writePlan(
  tx: Db,
  plan: { products: ProductPlan[]; variants: VariantPlan[]; skus: SkuPlan[] },
): Promise<void> {
  const newProducts = plan.products.filter((p) => p.isNew).map((p, n) => ({ ...p, n: n + 1 }));
  const oldProducts = plan.products.filter((p) => !p.isNew);
  const productColumns = sql`id uuid, product_name text, heading text, description text, category_id uuid,
    visible boolean, hsn_code text, gst_rate_bp integer, n integer`;
  if (newProducts.length)
    await tx.execute(sql`
      insert into ${products} (id, product_name, heading, description, category_id, visibility_status, hsn_code,
                               gst_rate_bp, position)
      select r.id, r.product_name, r.heading, r.description, r.category_id, r.visible, r.hsn_code, r.gst_rate_bp,
             (select coalesce(max(position), 0) from ${products}) + r.n
      from jsonb_to_recordset(${toJson(newProducts)}::jsonb) as r(${productColumns})`);
  if (oldProducts.length)
    await tx.execute(sql`
      update ${products} p set product_name = r.product_name, heading = r.heading, description = r.description,
             category_id = r.category_id, visibility_status = r.visible, hsn_code = r.hsn_code, gst_rate_bp = r.gst_rate_bp
      from jsonb_to_recordset(${toJson(oldProducts)}::jsonb) as r(${productColumns})
      where p.id = r.id`);

  const perProduct = new Map<string, number>();
  const newVariants = plan.variants
    .filter((v) => v.isNew)
    .map((v) => {
      const n = (perProduct.get(v.product_id) ?? 0) + 1;
      perProduct.set(v.product_id, n);
      return { ...v, n, value: slugify(v.colour) };
    });
  const oldVariants = plan.variants.filter((v) => !v.isNew).map((v) => ({ ...v, value: slugify(v.colour) }));
  const variantColumns = sql`id uuid, product_id uuid, colour text, value text, retail integer, sale integer, n integer`;
  if (newVariants.length) {
    await tx.execute(sql`
      insert into ${productVariants} (id, product_id, position, retail_price_paise, sale_price_paise)
      select r.id, r.product_id,
             coalesce((select max(v.position) from ${productVariants} v where v.product_id = r.product_id), -1) + r.n,
             r.retail, r.sale
      from jsonb_to_recordset(${toJson(newVariants)}::jsonb) as r(${variantColumns})`);
    await tx.execute(sql`
      insert into variant_options (variant_id, product_id, attribute_label, attribute_position, label, value, position)
      select r.id, r.product_id, ${COLOUR_LABEL}, 0, r.colour, r.value, 0
      from jsonb_to_recordset(${toJson(newVariants)}::jsonb) as r(${variantColumns})`);
  }
  if (oldVariants.length) {
    await tx.execute(sql`
      update ${productVariants} v set retail_price_paise = r.retail, sale_price_paise = r.sale
      from jsonb_to_recordset(${toJson(oldVariants)}::jsonb) as r(${variantColumns})
      where v.id = r.id`);
    await tx.execute(sql`
      update variant_options o set label = r.colour, value = r.value
      from jsonb_to_recordset(${toJson(oldVariants)}::jsonb) as r(${variantColumns})
      where o.variant_id = r.id and lower(trim(o.attribute_label)) in ('color', 'colour')`);
  }

  const perVariant = new Map<string, number>();
  const newSkus = plan.skus
    .filter((s) => s.isNew)
    .map((s) => {
      const n = (perVariant.get(s.variant_id) ?? 0) + 1;
      perVariant.set(s.variant_id, n);
      return { ...s, n, value: slugify(s.size) };
    });
  const oldSkus = plan.skus.filter((s) => !s.isNew);
  const skuColumns = sql`id uuid, variant_id uuid, product_id uuid, size text, value text, sku_code text,
    stock integer, n integer`;
  // Codes moved between SKUs of this file: cleared first, so a swap does not trip the unique index midway.
  if (oldSkus.length)
    await tx.execute(sql`
      update ${productSkus} s set sku_code = null
      from jsonb_to_recordset(${toJson(oldSkus)}::jsonb) as r(${skuColumns})
      where s.id = r.id and s.sku_code is distinct from r.sku_code`);
  if (newSkus.length) {
    await tx.execute(sql`
      insert into variant_options (variant_id, product_id, attribute_label, attribute_position, label, value, position)
      select r.variant_id, r.product_id, ${SIZE_LABEL}, 1, r.size, r.value,
             coalesce((select max(o.position) from variant_options o
                       where o.variant_id = r.variant_id and lower(trim(o.attribute_label)) = 'size'), -1) + r.n
      from jsonb_to_recordset(${toJson(newSkus)}::jsonb) as r(${skuColumns})
      where r.size <> ''`);
    await tx.execute(sql`
      insert into ${productSkus} (id, variant_id, product_id, size, sku_code, stock)
      select r.id, r.variant_id, r.product_id, r.size, r.sku_code, r.stock
      from jsonb_to_recordset(${toJson(newSkus)}::jsonb) as r(${skuColumns})`);
  }
  if (oldSkus.length)
    await tx.execute(sql`
      update ${productSkus} s set sku_code = r.sku_code, stock = r.stock, updated_at = now()
      from jsonb_to_recordset(${toJson(oldSkus)}::jsonb) as r(${skuColumns})
      where s.id = r.id`);
}
