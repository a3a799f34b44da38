import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import { auditLog, categories } from '../../db/schema.js';
import { type Answer, call, randomIp } from '../../test/accounts.js';
import { pngImage } from '../../test/images.js';
import { multipartBody } from '../../test/multipart.js';
import { signedInStaff } from '../../test/staff.js';
import { createTestApi, type TestApi } from '../../test/test-api.js';
import type { AdminProductJson } from './schemas.js';

let api: TestApi;
let owner: { id: string; token: string };
let categoryId: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = await signedInStaff(api, 'owner');
  const [category] = await api.database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('the seed has no category');
  categoryId = category.id;
});
afterAll(() => api.close());

type ProductAnswer = Answer<{ result: AdminProductJson; code?: string; fields?: { path: string; code: string }[] }>;

const admin = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: string,
  body?: unknown,
  token = owner.token,
): Promise<ProductAnswer> =>
  method === 'PUT'
    ? api.app
        .inject({
          method: 'PUT',
          url: `${API_PREFIX}${path}`,
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': randomIp() },
          payload: body as Record<string, unknown>,
        })
        .then((res) => ({ status: res.statusCode, body: res.json(), headers: res.headers }))
    : call(api, method, path, body, { token });

/** A visible product with one colour in sizes 38, 40 and 42, five of each. */
async function newProduct(name = `Linen kurta ${Math.random().toString(36).slice(2, 8)}`): Promise<AdminProductJson> {
  const created = await admin('POST', '/admin/products', { productName: name, categoryId, visible: true });
  expect(created.status).toBe(201);
  const withColour = await admin('POST', `/admin/products/${created.body.result._id}/variants`, {
    version: created.body.result.version,
    colour: 'Indigo',
    retailPricePaise: 250_000,
    salePricePaise: 199_900,
    sizes: ['38', '40', '42'].map((size) => ({ size, stock: 5 })),
  });
  expect(withColour.status).toBe(200);
  return withColour.body.result;
}

const shopperProduct = async (id: string) => {
  const answer = await call<{ result: Record<string, unknown> & { productVariants: Record<string, unknown>[] } }>(
    api,
    'GET',
    `/product?id=${id}`,
  );
  return answer.body.result;
};

describe('admin products', () => {
  it('creates a product with a colour and sizes that a shopper then sees, with its prices in paise', async () => {
    const product = await newProduct('Admin test bandhgala');
    expect(product.variants).toHaveLength(1);
    expect(product.variants[0]?.skus.map((s) => [s.size, s.stock])).toEqual([
      ['38', 5],
      ['40', 5],
      ['42', 5],
    ]);
    const seen = await shopperProduct(product._id);
    expect(seen.productName).toBe('Admin test bandhgala');
    expect(seen.inStock).toBe(true);
    expect(seen.productVariants[0]).toMatchObject({ salePricePaise: 199_900, retailPricePaise: 250_000 });
  });

  it('shows a shopper a size sold out once its stock is set to 0, the others still for sale', async () => {
    const product = await newProduct();
    const size40 = product.variants[0]?.skus.find((s) => s.size === '40');
    const set = await admin('PUT', `/admin/products/${product._id}/skus/${size40?._id}/stock`, {
      version: product.version,
      stock: 0,
    });
    expect(set.status).toBe(200);
    const skus = (await shopperProduct(product._id)).productVariants[0]?.skus as { size: string; inStock: boolean }[];
    expect(skus.map((s) => [s.size, s.inStock])).toEqual([
      ['38', true],
      ['40', false],
      ['42', true],
    ]);
  });

  it('refuses a save naming a version read before another save (409 stale_version), changing nothing', async () => {
    const product = await newProduct();
    const first = await admin('PATCH', `/admin/products/${product._id}`, { version: product.version, heading: 'A' });
    expect(first.status).toBe(200);
    expect(first.body.result.version).toBe(product.version + 1);
    const stale = await admin('PATCH', `/admin/products/${product._id}`, {
      version: product.version,
      productName: 'Overwritten',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_version');
    const now = await admin('GET', `/admin/products/${product._id}`);
    expect(now.body.result).toMatchObject({
      productName: product.productName,
      heading: 'A',
      version: product.version + 1,
    });
  });

  it('lets only one of two saves of the same version win when they run at once', async () => {
    const product = await newProduct();
    const variant = product.variants[0];
    const saves = await Promise.all(
      [180_000, 170_000].map((salePricePaise) =>
        admin('PATCH', `/admin/products/${product._id}/variants/${variant?._id}`, {
          version: product.version,
          salePricePaise,
        }),
      ),
    );
    expect(saves.map((s) => s.status).sort()).toEqual([200, 409]);
    const winner = saves.find((s) => s.status === 200);
    const now = await admin('GET', `/admin/products/${product._id}`);
    expect(now.body.result.variants[0]?.salePricePaise).toBe(winner?.body.result.variants[0]?.salePricePaise);
    expect(now.body.result.version).toBe(product.version + 1);
  });

  it('records every write in the audit log with the product before and after', async () => {
    const product = await newProduct();
    await admin('PATCH', `/admin/products/${product._id}`, { version: product.version, productName: 'Renamed kurta' });
    const entries = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, product._id)))
      .orderBy(desc(auditLog.seq));
    expect(entries.map((e) => e.action)).toEqual(['product.update', 'variant.add', 'product.create']);
    expect(entries[0]).toMatchObject({
      staffId: owner.id,
      before: { productName: product.productName },
      after: { productName: 'Renamed kurta' },
    });
    expect(entries[2]?.before).toBeNull();
  });

  it('writes no audit entry for a refused save', async () => {
    const product = await newProduct();
    const before = await api.database.db.select().from(auditLog).where(eq(auditLog.entityId, product._id));
    await admin('PATCH', `/admin/products/${product._id}`, { version: product.version + 5, heading: 'x' });
    const after = await api.database.db.select().from(auditLog).where(eq(auditLog.entityId, product._id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a sale price above the retail price on its field', async () => {
    const product = await newProduct();
    const answer = await admin('PATCH', `/admin/products/${product._id}/variants/${product.variants[0]?._id}`, {
      version: product.version,
      salePricePaise: 300_000,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual([expect.objectContaining({ path: 'salePricePaise', code: 'invalid_value' })]);
  });

  it('uploads pictures, reorders them and deletes one', async () => {
    let product = await newProduct();
    const variantId = product.variants[0]?._id;
    for (const rgb of [
      [200, 0, 0],
      [0, 200, 0],
    ] as [number, number, number][]) {
      const { payload, contentType } = await multipartBody([{ bytes: pngImage({ rgb }), name: 'photo.png' }]);
      const res = await api.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/admin/products/${product._id}/variants/${variantId}/pictures?version=${product.version}`,
        headers: { 'content-type': contentType, authorization: `Bearer ${owner.token}`, 'x-forwarded-for': randomIp() },
        payload,
      });
      expect(res.statusCode).toBe(200);
      product = res.json<{ result: AdminProductJson }>().result;
    }
    const [first, second] = product.variants[0]?.images ?? [];
    expect(first).toMatch(/^\/media\/products\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await api.app.inject({ method: 'GET', url: first as string });
    expect(served.statusCode).toBe(200);

    const reordered = await admin('PUT', `/admin/products/${product._id}/variants/${variantId}/pictures`, {
      version: product.version,
      images: [second, first],
    });
    expect(reordered.body.result.variants[0]?.images).toEqual([second, first]);
    const notTheSame = await admin('PUT', `/admin/products/${product._id}/variants/${variantId}/pictures`, {
      version: reordered.body.result.version,
      images: [second, '/media/products/other.svg'],
    });
    expect(notTheSame.status).toBe(400);

    const deleted = await admin(
      'DELETE',
      `/admin/products/${product._id}/variants/${variantId}/pictures?version=${reordered.body.result.version}&image=${encodeURIComponent(first as string)}`,
    );
    expect(deleted.body.result.variants[0]?.images).toEqual([second]);
    expect((await api.app.inject({ method: 'GET', url: first as string })).statusCode).toBe(404);
    expect((await shopperProduct(product._id)).productVariants[0]?.images).toEqual([second]);
  });

  it('lets the orders role read products but not change them', async () => {
    const product = await newProduct();
    const orders = await signedInStaff(api, 'orders');
    expect((await admin('GET', `/admin/products/${product._id}`, undefined, orders.token)).status).toBe(200);
    expect((await admin('GET', '/admin/products?limit=5', undefined, orders.token)).status).toBe(200);
    const write = await admin(
      'PATCH',
      `/admin/products/${product._id}`,
      { version: product.version, heading: 'x' },
      orders.token,
    );
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('staff_forbidden');
  });

  it('deletes a colour no order names', async () => {
    const product = await newProduct();
    const second = await admin('POST', `/admin/products/${product._id}/variants`, {
      version: product.version,
      colour: 'Rust',
      retailPricePaise: 100_000,
      salePricePaise: 100_000,
    });
    const rust = second.body.result.variants[1];
    expect(rust?.skus.map((s) => s.size)).toEqual(['']);
    const gone = await admin(
      'DELETE',
      `/admin/products/${product._id}/variants/${rust?._id}?version=${second.body.result.version}`,
    );
    expect(gone.status).toBe(200);
    expect(gone.body.result.variants.map((v) => v.colour)).toEqual(['Indigo']);
  });
});

describe('the admin product list', () => {
  it('pages by name without repeating or skipping, and finds by part of the name or a SKU code', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const made: AdminProductJson[] = [];
    for (const n of [3, 1, 2]) made.push(await newProduct(`Zz list ${tag} ${n}`));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Answer<{ result: { productName: string }[]; nextCursor: string | null }> = await call(
        api,
        'GET',
        `/admin/products?q=${tag}&sort=name&order=asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        undefined,
        { token: owner.token },
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.result.map((r) => r.productName));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([1, 2, 3].map((n) => `Zz list ${tag} ${n}`));

    const coded = await admin('POST', `/admin/products/${made[0]?._id}/variants/${made[0]?.variants[0]?._id}/sizes`, {
      version: made[0]?.version,
      size: '44',
      skuCode: `SKU-${tag}`,
      stock: 2,
    });
    expect(coded.status).toBe(200);
    const bySku = await call<{ result: { _id: string }[] }>(api, 'GET', `/admin/products?q=sku-${tag}`, undefined, {
      token: owner.token,
    });
    expect(bySku.body.result.map((r) => r._id)).toEqual([made[0]?._id]);
  });

  it('filters by stock state', async () => {
    const product = await newProduct(`Zz stock ${Math.random().toString(36).slice(2, 8)}`);
    const sku = product.variants[0]?.skus[0];
    await admin('PUT', `/admin/products/${product._id}/skus/${sku?._id}/stock`, { version: product.version, stock: 0 });
    const some = await call<{ result: { _id: string; stockState: string; units: number }[] }>(
      api,
      'GET',
      `/admin/products?q=${encodeURIComponent(product.productName)}&stock=some_sold_out`,
      undefined,
      { token: owner.token },
    );
    expect(some.body.result).toEqual([
      expect.objectContaining({ _id: product._id, stockState: 'some_sold_out', units: 10 }),
    ]);
  });

  it('refuses a cursor it did not make', async () => {
    const answer = await call<{ code: string }>(api, 'GET', '/admin/products?cursor=bm90LWEtY3Vyc29y', undefined, {
      token: owner.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
  });
});
