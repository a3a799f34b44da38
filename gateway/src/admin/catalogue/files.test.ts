import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminApiStub, startAdminApiStub } from '../../test/admin-api-stub.js';
import { STUB_PRODUCT_ID } from '../../test/admin-catalogue-stub.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { STAFF_SESSION_COOKIE } from '../session-cookie.js';
import { ADMIN_FILES_PREFIX, ADMIN_WRITE_HEADER, MAX_IMPORT_BYTES } from './files.js';

/*
 * The catalogue's file routes, streamed to the api's admin routes. Until this branch's api has its product routes, a
 * stub answers them at the wire (test/admin-catalogue-stub.ts); for the lead: switch to the real api with staff
 * from test/staff.ts once they land.
 */

let t: GatewayUnderTest;
let stub: AdminApiStub;
let gateway: FastifyInstance;

beforeAll(async () => {
  t = await startGatewayOverApi();
  stub = await startAdminApiStub(t.api.url);
  ({ gateway } = await t.replica({ API_URL: stub.url }));
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => stub.resetCatalogue());

const staff = () => ({ cookie: `${STAFF_SESSION_COOKIE}=${stub.sessionFor('catalogue')}` });
const CSV = 'productName,colour,size,stock\nNavy Linen Shirt,Navy,40,5\nNavy Linen Shirt,Navy,42,bad\n';

describe('the CSV export', () => {
  it('streams the api’s file with the staff session as a bearer token, cached nowhere', async () => {
    const session = staff();
    const res = await gateway.inject({ method: 'GET', url: `${ADMIN_FILES_PREFIX}/products.csv`, headers: session });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('products.csv');
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect(res.body.split('\n')[0]).toBe('productName,colour,size,stock');
    expect(stub.received.at(-1)).toMatchObject({
      method: 'GET',
      path: '/admin/products.csv',
      token: session.cookie.split('=')[1],
    });
  });

  it('refuses a browser without a staff session before calling the api', async () => {
    const before = stub.received.length;
    const res = await gateway.inject({ method: 'GET', url: `${ADMIN_FILES_PREFIX}/products.csv` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'login_required' });
    expect(stub.received.length).toBe(before);
  });
});

describe('the CSV import', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer, dryRun = 'true') =>
    gateway.inject({
      method: 'POST',
      url: `${ADMIN_FILES_PREFIX}/products/import?dryRun=${dryRun}`,
      headers: { 'content-type': 'text/csv', ...headers },
      payload,
    });

  it('passes the file and the dry run on, and answers every bad row', async () => {
    const res = await post({ ...staff(), [ADMIN_WRITE_HEADER]: '1' }, CSV);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dryRun: true,
      written: false,
      rows: 2,
      errors: [{ row: 3, column: 'stock', code: 'invalid_format' }],
    });
    expect(stub.received.at(-1)).toMatchObject({ method: 'POST', path: '/admin/products/import', body: CSV });
    expect(stub.received.at(-1)?.query).toEqual({ dryRun: 'true' });
  });

  it('refuses a write a form could send (no admin header), before calling the api', async () => {
    const before = stub.received.length;
    const res = await post(staff(), CSV, 'false');
    expect(res.statusCode).toBe(403);
    expect(stub.received.length).toBe(before);
  });

  it('cuts off a file over the limit with 413', async () => {
    const res = await post({ ...staff(), [ADMIN_WRITE_HEADER]: '1' }, Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_large' });
  });
});

describe('a picture upload', () => {
  it('streams the multipart body to the colour’s picture route with the version', async () => {
    const variant = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
    const boundary = 'sutra-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--${boundary}--\r\n`;
    const res = await gateway.inject({
      method: 'POST',
      url: `${ADMIN_FILES_PREFIX}/products/${STUB_PRODUCT_ID}/variants/${variant}/pictures?version=1`,
      headers: { ...staff(), [ADMIN_WRITE_HEADER]: '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.variants[0].images).toHaveLength(3);
    expect(stub.received.at(-1)).toMatchObject({
      method: 'POST',
      path: `/admin/products/${STUB_PRODUCT_ID}/variants/${variant}/pictures`,
      body,
      query: { version: '1' },
    });
  });
});
