import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../db/schema.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckout, startCheckoutHarness } from '../test/checkout.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import type { CouponAdminJson } from './admin-schemas.js';

let h: CheckoutHarness;
let staff: TestStaff & { token: string };
let productId: string;
beforeAll(async () => {
  h = await startCheckoutHarness();
  staff = await signedInStaff(h.api, 'catalogue');
  const product = await createProduct(h.api.database.db, {
    name: 'Fixture Coupon Kurta',
    variants: [{ color: 'Ivory', sizes: ['40'], salePaise: 500_000, stock: 50 }],
  });
  productId = product._id;
});
afterAll(() => h.close());

type Answer = { result: CouponAdminJson; code?: string; fields?: { path: string; code: string }[] };
let serial = 0;
const newCode = () => `ADMIN-${Date.now() % 100_000}-${++serial}`;
const body = (overrides: Record<string, unknown> = {}) => ({
  code: newCode(),
  description: 'Ten percent off',
  kind: 'percent',
  percentOff: 10,
  minOrderPaise: 100_000,
  usesPerBuyer: 1,
  ...overrides,
});
const create = (payload: Record<string, unknown>, token = staff.token) =>
  call<Answer>(h.api, 'POST', '/admin/coupons', payload, { token });
const edit = (id: string, payload: Record<string, unknown>) =>
  call<Answer>(h.api, 'PATCH', `/admin/coupons/${id}`, payload, { token: staff.token });
const end = (id: string) => call<Answer>(h.api, 'POST', `/admin/coupons/${id}/end`, undefined, { token: staff.token });
const entriesFor = (id: string) =>
  h.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.seq));

describe('coupons in the back office', () => {
  it('creates a coupon a buyer can use at checkout, audited', async () => {
    const created = await create(body({ code: ' diwali-ten ' }));
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      code: 'DIWALI-TEN',
      kind: 'percent',
      percentOff: 10,
      state: 'live',
      uses: 0,
    });
    const buyer = await newBuyer(h.api);
    await addToCart(h, buyer, productId, 1, { color: 'Ivory', size: '40' });
    const checkout = await startCheckout(h, buyer, { couponCode: 'diwali-ten' });
    expect(checkout.status).toBe(201);
    expect(checkout.body.result.couponCode).toBe('DIWALI-TEN');
    expect(await entriesFor(created.body.result.id)).toEqual([
      expect.objectContaining({ staffId: staff.id, action: 'coupon.create', before: null }),
    ]);
  });

  it('refuses broken terms by field, with the rules the admin form shows, and a code another coupon holds', async () => {
    const broken = await create(
      body({ code: 'a b', percentOff: 120, expiresAt: '2026-01-01T00:00:00Z', startsAt: '2026-02-01T00:00:00Z' }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.fields?.map((f) => `${f.path} ${f.code}`)).toEqual([
      'code invalid_format',
      'percentOff invalid_value',
      'expiresAt invalid_value',
    ]);
    const first = await create(body());
    const again = await create(body({ code: first.body.result.code.toLowerCase() }));
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual([expect.objectContaining({ path: 'code', code: 'taken' })]);
  });

  it('ends a used coupon, which keeps its code and history and no longer applies; none is ever deleted', async () => {
    const created = (await create(body({ kind: 'flat', percentOff: null, amountOffPaise: 20_000 }))).body.result;
    const buyer = await newBuyer(h.api);
    await addToCart(h, buyer, productId, 1, { color: 'Ivory', size: '40' });
    const { placed } = await buy(h, buyer, { couponCode: created.code });
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);

    const renamed = await edit(
      created.id,
      body({ code: newCode(), kind: 'flat', percentOff: null, amountOffPaise: 20_000 }),
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields).toEqual([expect.objectContaining({ path: 'code', code: 'invalid_value' })]);
    const raised = await edit(
      created.id,
      body({ code: created.code, kind: 'flat', percentOff: null, amountOffPaise: 30_000 }),
    );
    expect(raised.status).toBe(200);
    expect(raised.body.result).toMatchObject({ amountOffPaise: 30_000, uses: 1 });

    const ended = await end(created.id);
    expect(ended.status).toBe(200);
    expect(ended.body.result).toMatchObject({ state: 'ended', uses: 1 });
    const other = await newBuyer(h.api);
    await addToCart(h, other, productId, 1, { color: 'Ivory', size: '40' });
    const refused = await startCheckout(h, other, { couponCode: created.code });
    expect(refused.body).toMatchObject({ code: 'coupon_expired' });

    const list = await call<{ result: CouponAdminJson[] }>(h.api, 'GET', '/admin/coupons', undefined, {
      token: staff.token,
    });
    expect(list.body.result).toContainEqual(expect.objectContaining({ id: created.id, state: 'ended', uses: 1 }));
    const [row] = await h.api.database.db.select().from(coupons).where(eq(coupons.id, created.id));
    expect(row).toBeDefined();
    expect((await entriesFor(created.id)).map((e) => e.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.end',
    ]);
    expect(h.api.app.adminRoutes.filter((r) => r.method === 'DELETE' && r.url.includes('/coupons'))).toEqual([]);
  });

  it('refuses a role without coupons:write', async () => {
    const orders = await signedInStaff(h.api, 'orders');
    const answer = await create(body(), orders.token);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('staff_forbidden');
  });
});
