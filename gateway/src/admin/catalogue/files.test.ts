import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminCatalogueStack,
  adminGraphql,
  newTestProduct,
  pictureUpload,
  startAdminCatalogue,
} from '../../test/admin-catalogue.js';
import { ADMIN_FILES_PREFIX, ADMIN_WRITE_HEADER, MAX_IMPORT_BYTES } from './files.js';

/* The catalogue's file routes, streamed to the real api's admin routes behind a recording proxy. */

let stack: AdminCatalogueStack;
let csv: string;
beforeAll(async () => {
  stack = await startAdminCatalogue();
  const categories = await adminGraphql(stack, '{ categories { value } }');
  const category = (categories.data?.categories as { value: string }[] | undefined)?.[0]?.value;
  const name = `Navy Linen Shirt ${randomUUID().slice(0, 8)}`;
  const row = (size: string, stock: string) =>
    `,${name},Cool in the heat,Pure linen.,${category},true,6205,500,,Navy,249900,199900,${size},,,${stock}`;
  csv = `${HEADER}\n${row('40', '5')}\n${row('42', 'bad')}\n`;
});
afterAll(() => stack.close());

const HEADER =
  'product_id,product_name,heading,description,category,visible,hsn_code,gst_rate_bp,variant_id,colour,retail_price_paise,sale_price_paise,size,sku_id,sku_code,stock';
const session = () => stack.staff.headers;
const lastCall = () => stack.calls().at(-1);

describe('the CSV export', () => {
  it('streams the api’s file with the staff session as a bearer token, cached nowhere', async () => {
    const res = await stack.gateway.inject({
      method: 'GET',
      url: `${ADMIN_FILES_PREFIX}/products.csv`,
      headers: session(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('products.csv');
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect(res.body.split('\n')[0]).toBe(HEADER);
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/admin/products.csv', token: stack.staff.token });
  });

  it('refuses a browser without a staff session before calling the api', async () => {
    const before = stack.calls().length;
    const res = await stack.gateway.inject({ method: 'GET', url: `${ADMIN_FILES_PREFIX}/products.csv` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'login_required' });
    expect(stack.calls().length).toBe(before);
  });
});

describe('the CSV import', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer, dryRun = 'true') =>
    stack.gateway.inject({
      method: 'POST',
      url: `${ADMIN_FILES_PREFIX}/products/import?dryRun=${dryRun}`,
      headers: { 'content-type': 'text/csv', ...headers },
      payload,
    });

  it('passes the file and the dry run on, and answers every bad row', async () => {
    const res = await post({ ...session(), [ADMIN_WRITE_HEADER]: '1' }, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dryRun: true,
      written: false,
      rows: 2,
      errors: [{ row: 3, column: 'stock', code: 'invalid_type' }],
    });
    expect(lastCall()).toMatchObject({ method: 'POST', path: '/admin/products/import', body: csv });
    expect(lastCall()?.query).toEqual({ dryRun: 'true' });
  });

  it('refuses a write a form could send (no admin header), before calling the api', async () => {
    const before = stack.calls().length;
    const res = await post(session(), csv, 'false');
    expect(res.statusCode).toBe(403);
    expect(stack.calls().length).toBe(before);
  });

  it('cuts off a file over the limit with 413', async () => {
    const res = await post({ ...session(), [ADMIN_WRITE_HEADER]: '1' }, Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_large' });
  });
});

describe('a picture upload', () => {
  it('streams the multipart body to the colour’s picture route with the version', async () => {
    const product = await newTestProduct(stack, `Navy Linen Shirt ${randomUUID().slice(0, 8)}`);
    const upload = pictureUpload([120, 30, 40]);
    const res = await stack.gateway.inject({
      method: 'POST',
      url: `${ADMIN_FILES_PREFIX}/products/${product.id}/variants/${product.colourId}/pictures?version=${product.version}`,
      headers: { ...session(), [ADMIN_WRITE_HEADER]: '1', 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.variants[0].images).toHaveLength(3);
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: `/admin/products/${product.id}/variants/${product.colourId}/pictures`,
      body: upload.payload.toString('latin1'),
      query: { version: String(product.version) },
    });
  });
});
