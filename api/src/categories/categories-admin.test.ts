import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogVersion } from '../db/schema.js';
import { call } from '../test/accounts.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { CategoryAdminJson } from './schemas.js';

let api: TestApi;
let staff: TestStaff & { token: string };
let list: CategoryAdminJson[];
beforeAll(async () => {
  api = await createTestApi();
  staff = await signedInStaff(api, 'catalogue');
  list = (
    await call<{ result: CategoryAdminJson[] }>(api, 'GET', '/admin/categories', undefined, { token: staff.token })
  ).body.result;
});
afterAll(() => api.close());

type Answer = { result: CategoryAdminJson; code?: string; fields?: { path: string; code: string }[] };
const patch = (id: string, body: unknown) =>
  call<Answer>(api, 'PATCH', `/admin/categories/${id}`, body, { token: staff.token });
const putFilters = (id: string, body: unknown) =>
  call<Answer>(api, 'PUT', `/admin/categories/${id}/filters`, body, { token: staff.token });
const version = async () => (await api.database.db.select().from(catalogVersion))[0]?.version ?? 0;
const entries = (id: string) =>
  api.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.seq));

describe('categories and listing filters in the back office', () => {
  it('lists the categories in menu order with their products and filters', async () => {
    const shop = await call<{ result: { _id: string }[] }>(api, 'GET', '/category');
    expect(list.map((c) => c.id)).toEqual(shop.body.result.map((c) => c._id));
    expect(list.some((c) => c.products > 0 && c.filters.length > 0)).toBe(true);
  });

  it('renames a category and moves it, which the shop answers at once and the catalogue announces', async () => {
    const category = list[0] as CategoryAdminJson;
    const before = await version();
    const answer = await patch(category.id, { name: 'Festive Wear', value: 'festive-wear', position: 99 });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ name: 'Festive Wear', value: 'festive-wear', position: 99 });
    const shop = await call<{ result: { _id: string; categoryName: string; value: string }[] }>(
      api,
      'GET',
      '/category',
    );
    expect(shop.body.result.at(-1)).toMatchObject({
      _id: category.id,
      categoryName: 'Festive Wear',
      value: 'festive-wear',
    });
    expect(await version()).toBeGreaterThan(before);
    expect(await entries(category.id)).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        action: 'category.update',
        before: expect.objectContaining({ name: category.name }),
        after: expect.objectContaining({ name: 'Festive Wear' }),
      }),
    ]);
  });

  it('refuses a route value another category holds, or one that is not a slug', async () => {
    const [a, b] = list as [CategoryAdminJson, CategoryAdminJson];
    const taken = await patch(b.id, {
      name: b.name,
      value: (await patch(a.id, { name: a.name, value: 'taken-value', position: 0 })).body.result.value,
      position: 1,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual([expect.objectContaining({ path: 'value', code: 'taken' })]);
    const bad = await patch(b.id, { name: b.name, value: 'Not A Slug', position: 1 });
    expect(bad.body.fields).toEqual([expect.objectContaining({ path: 'value', code: 'invalid_format' })]);
  });

  it('replaces the filters a listing offers, in order', async () => {
    const category = list[1] as CategoryAdminJson;
    const filters = [
      {
        attributeName: 'Fabric',
        values: [
          { label: 'Silk', value: 'silk' },
          { label: 'Linen', value: 'linen' },
        ],
      },
      { attributeName: 'Size', values: [{ label: '40', value: '40' }] },
    ];
    const answer = await putFilters(category.id, { filters });
    expect(answer.status).toBe(200);
    expect(answer.body.result.filters).toEqual(filters);
    const shop = await call<{ result: { attributeName: string; value: unknown; categoryId: { _id: string } }[] }>(
      api,
      'GET',
      '/attribute',
    );
    expect(
      shop.body.result.filter((f) => f.categoryId._id === category.id).map((f) => [f.attributeName, f.value]),
    ).toEqual(filters.map((f) => [f.attributeName, f.values]));
    const twice = await putFilters(category.id, { filters: [...filters, { attributeName: 'fabric', values: [] }] });
    expect(twice.body.fields?.map((f) => `${f.path} ${f.code}`)).toEqual([
      'filters.2.attributeName invalid_value',
      'filters.2.values required',
    ]);
  });

  it('refuses a role without catalogue:write', async () => {
    const orders = await signedInStaff(api, 'orders');
    const answer = await call<Answer>(api, 'GET', '/admin/categories', undefined, { token: orders.token });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('staff_forbidden');
  });
});
