import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import { auditLog, categories, products } from '../../db/schema.js';
import { randomIp } from '../../test/accounts.js';
import { signedInStaff } from '../../test/staff.js';
import { createTestApi, type TestApi } from '../../test/test-api.js';
import { CSV_COLUMNS, type CsvRow } from './csv-export.js';
import type { ImportAnswer } from './schemas.js';

let api: TestApi;
let token: string;
let category: string;

beforeAll(async () => {
  api = await createTestApi();
  token = (await signedInStaff(api, 'catalogue')).token;
  const [row] = await api.database.db.select({ value: categories.value }).from(categories).limit(1);
  category = row?.value ?? '';
});
afterAll(() => api.close());

const headers = () => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': randomIp() });

async function exportCsv(): Promise<CsvRow[]> {
  const res = await api.app.inject({ method: 'GET', url: `${API_PREFIX}/admin/products.csv`, headers: headers() });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return parse(res.body, { columns: true }) as CsvRow[];
}

async function importCsv(rows: Partial<CsvRow>[], dryRun: boolean) {
  const body = stringify(
    rows.map((r) => ({ ...Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])), ...r })),
    { header: true, columns: [...CSV_COLUMNS] },
  );
  const res = await api.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/admin/products/import?dryRun=${dryRun}`,
    headers: { ...headers(), 'content-type': 'text/csv' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json<ImportAnswer>() };
}

const newRow = (name: string, size: string, extra: Partial<CsvRow> = {}): Partial<CsvRow> => ({
  product_name: name,
  category,
  visible: 'true',
  colour: 'Olive',
  retail_price_paise: '150000',
  sale_price_paise: '120000',
  size,
  stock: '4',
  ...extra,
});

const productCount = async () => (await api.database.db.select({ n: count() }).from(products))[0]?.n ?? 0;
const importEntries = async () =>
  (await api.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'products.import')))[0]?.n;

describe('the products CSV', () => {
  it('exports one row per SKU with the product’s fields repeated', async () => {
    const rows = await exportCsv();
    expect(Object.keys(rows[0] ?? {})).toEqual([...CSV_COLUMNS]);
    const firstProduct = rows.filter((r) => r.product_id === rows[0]?.product_id);
    expect(firstProduct.length).toBeGreaterThan(1);
    expect(new Set(firstProduct.map((r) => r.sku_id)).size).toBe(firstProduct.length);
    expect(new Set(firstProduct.map((r) => r.product_name)).size).toBe(1);
  });

  it('lists every bad row’s errors on a dry run and writes nothing, nor with the same file for real', async () => {
    const before = await productCount();
    const audits = await importEntries();
    const rows = [
      newRow('Csv good shirt', '40'),
      newRow('', '40'),
      newRow('Csv bad price', '40', { sale_price_paise: '200000' }),
      newRow('Csv bad stock', '42', { stock: '-1', category: 'no-such-category' }),
      newRow('Csv good shirt', '40'),
    ];
    for (const dryRun of [true, false]) {
      const answer = await importCsv(rows, dryRun);
      expect(answer.status).toBe(200);
      expect(answer.body.written).toBe(false);
      expect(answer.body.errors.map((e) => [e.row, e.column, e.code])).toEqual([
        [3, 'product_name', 'required'],
        [4, 'sale_price_paise', 'invalid_value'],
        [5, 'category', 'invalid_value'],
        [5, 'stock', 'invalid_type'],
        [6, 'size', 'taken'],
      ]);
    }
    expect(await productCount()).toBe(before);
    expect(await importEntries()).toBe(audits);
  });

  it('updates stock and prices named by id, creates what has none, and records one audit entry', async () => {
    const rows = await exportCsv();
    const target = rows.find((r) => r.size && r.stock !== '');
    if (!target) throw new Error('the seed has no counted size');
    const audits = await importEntries();
    const answer = await importCsv(
      [
        { ...target, stock: '0', sale_price_paise: String(Number(target.retail_price_paise) - 100) },
        newRow('Csv new kurta', '38'),
        newRow('Csv new kurta', '40'),
      ],
      false,
    );
    expect(answer.body.errors).toEqual([]);
    expect(answer.body).toMatchObject({
      written: true,
      created: { products: 1, variants: 1, skus: 2 },
      updated: { products: 1, variants: 1, skus: 1 },
    });
    const after = (await exportCsv()).find((r) => r.sku_id === target.sku_id);
    expect(after).toMatchObject({ stock: '0', sale_price_paise: String(Number(target.retail_price_paise) - 100) });
    const shopper = await api.app.inject({ method: 'GET', url: `${API_PREFIX}/product?id=${target.product_id}` });
    const sku = shopper
      .json<{ result: { productVariants: { skus: { _id: string; inStock: boolean }[] }[] } }>()
      .result.productVariants.flatMap((v) => v.skus)
      .find((s) => s._id === target.sku_id);
    expect(sku?.inStock).toBe(false);
    expect(await importEntries()).toBe((audits ?? 0) + 1);
  });

  it('imports 10,000 rows in one go', async () => {
    const before = await productCount();
    const sizes = ['36', '38', '40', '42', '44'];
    const rows = Array.from({ length: 2000 }, (_, p) => sizes.map((size) => newRow(`Csv bulk ${p}`, size))).flat();
    expect(rows).toHaveLength(10_000);
    const answer = await importCsv(rows, false);
    expect(answer.body.errors).toEqual([]);
    expect(answer.body).toMatchObject({ written: true, rows: 10_000, created: { products: 2000, skus: 10_000 } });
    expect(await productCount()).toBe(before + 2000);
  }, 300_000);
});
