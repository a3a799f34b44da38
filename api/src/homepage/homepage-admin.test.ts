import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomepageJson } from '../catalog/homepage.js';
import { auditLog, catalogVersion, products } from '../db/schema.js';
import { call } from '../test/accounts.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { HomepageAdminJson, HomepageEditBody } from './schemas.js';

let api: TestApi;
let owner: TestStaff & { token: string };
let catalogue: TestStaff & { token: string };
let productIds: string[];
beforeAll(async () => {
  api = await createTestApi();
  owner = await signedInStaff(api, 'owner');
  catalogue = await signedInStaff(api, 'catalogue');
  const rows = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.inStock, true))
    .orderBy(asc(products.productName))
    .limit(6);
  productIds = rows.map((r) => r.id);
});
afterAll(() => api.close());

type Answer = { result: HomepageAdminJson; code?: string; fields?: { path: string; code: string }[] };
const read = (token = owner.token) => call<Answer>(api, 'GET', '/admin/homepage', undefined, { token });
const save = (edit: HomepageEditBody, token = owner.token) =>
  call<Answer>(api, 'PUT', '/admin/homepage', edit, { token });
const storefront = async () =>
  (await call<{ data: { result: HomepageJson } }>(api, 'GET', '/homepage')).body.data.result;

/** The edit the form would send for the homepage as it is now. */
async function current(): Promise<HomepageEditBody> {
  const { version, updatedAt: _, picks, ...text } = (await read()).body.result;
  return {
    ...text,
    version,
    picks: {
      bestSeller: picks.bestSeller.map((p) => p.id),
      trending: picks.trending.map((p) => p.id),
      recommended: picks.recommended.map((p) => p.id),
    },
  };
}
const homepageEntries = () =>
  api.database.db.select().from(auditLog).where(eq(auditLog.entity, 'homepage')).orderBy(asc(auditLog.seq));
const catalogueVersion = async () => (await api.database.db.select().from(catalogVersion))[0]?.version ?? 0;

describe('editing the homepage', () => {
  it('answers the sections, each with its products in order, and the version to edit from', async () => {
    const { body, status } = await read();
    expect(status).toBe(200);
    const shown = await storefront();
    expect(body.result.saleBanner).toEqual(shown.saleBanner);
    expect(body.result.picks.trending.slice(0, 8).map((p) => p.id)).toEqual(shown.trending.products.map((p) => p._id));
    expect(body.result.version).toEqual(expect.any(Number));
  });

  it('saves a new banner and picks, which the storefront answers at once, audited with before and after', async () => {
    const edit = await current();
    const versionBefore = await catalogueVersion();
    const changed: HomepageEditBody = {
      ...edit,
      saleBanner: { ...edit.saleBanner, title: 'Wedding Season Sale' },
      picks: { ...edit.picks, trending: productIds.slice(0, 3).reverse() },
    };
    const answer = await save(changed);
    expect(answer.status).toBe(200);
    expect(answer.body.result.version).toBe(edit.version + 1);
    const shown = await storefront();
    expect(shown.saleBanner.title).toBe('Wedding Season Sale');
    expect(shown.trending.products.map((p) => p._id)).toEqual(productIds.slice(0, 3).reverse());
    // The catalogue's change is announced (every replica's caches and the gateways follow it).
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore);
    const [entry] = (await homepageEntries()).slice(-1);
    expect(entry).toMatchObject({
      staffId: owner.id,
      action: 'homepage.update',
      entityId: 'homepage',
      before: expect.objectContaining({ saleBanner: edit.saleBanner, version: edit.version }),
      after: expect.objectContaining({
        saleBanner: changed.saleBanner,
        picks: expect.objectContaining({ trending: changed.picks.trending }),
      }),
    });
  });

  it('refuses a save made from an older version with stale_version, changing and recording nothing', async () => {
    const edit = await current();
    expect((await save({ ...edit, promoText: 'First save' })).status).toBe(200);
    const entries = (await homepageEntries()).length;
    const late = await save({ ...edit, promoText: 'Second save, made from the same version' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('stale_version');
    expect((await storefront()).promoText).toBe('First save');
    expect(await homepageEntries()).toHaveLength(entries);
  });

  it('lets one of two saves from the same version win when they race', async () => {
    const edit = await current();
    const answers = await Promise.all([
      save({ ...edit, promoText: 'Racer A' }, owner.token),
      save({ ...edit, promoText: 'Racer B' }, catalogue.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.result.promoText;
    expect((await storefront()).promoText).toBe(winner);
  });

  it('refuses links a page should not follow, and products not in the catalogue, by field', async () => {
    const edit = await current();
    const badLink = await save({ ...edit, saleBanner: { ...edit.saleBanner, link: 'javascript:alert(1)' } });
    expect(badLink.status).toBe(400);
    expect(badLink.body.fields).toEqual([expect.objectContaining({ path: 'saleBanner.link', code: 'invalid_format' })]);
    const unknown = await save({ ...edit, picks: { ...edit.picks, recommended: [randomUUID()] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([
      expect.objectContaining({ path: 'picks.recommended.0', code: 'invalid_value' }),
    ]);
    expect((await read()).body.result.version).toBe(edit.version);
  });

  it('finds products to pick by name', async () => {
    const [first] = await api.database.db
      .select({ id: products.id, name: products.productName })
      .from(products)
      .where(eq(products.id, productIds[0] ?? ''));
    const term = first?.name.slice(0, 6) ?? '';
    const found = await call<{ result: { id: string; name: string }[] }>(
      api,
      'GET',
      `/admin/homepage/product-picks?search=${encodeURIComponent(term)}`,
      undefined,
      { token: catalogue.token },
    );
    expect(found.status).toBe(200);
    expect(found.body.result.map((p) => p.id)).toContain(first?.id);
    const wild = await call<{ result: unknown[] }>(
      api,
      'GET',
      '/admin/homepage/product-picks?search=%25%25',
      undefined,
      {
        token: catalogue.token,
      },
    );
    expect(wild.body.result).toEqual([]);
  });

  it('refuses a role without homepage:write', async () => {
    const orders = await signedInStaff(api, 'orders');
    const answer = await save(await current(), orders.token);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('staff_forbidden');
  });
});
