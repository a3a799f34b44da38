import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, buyers, checkouts, orders } from '../db/schema.js';
import { orderRejected } from '../orders/place-order.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  buy,
  type CheckoutHarness,
  givePoints,
  pay,
  placeOrder,
  razorpayEntity,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import { ACCOUNT_BLOCKED } from './blocking.js';
import type { CustomerJson, CustomerRowJson } from './schemas.js';
import { pointsBelowZero } from './service.js';

let h: CheckoutHarness;
let care: TestStaff & { token: string };
let productId: string;
beforeAll(async () => {
  h = await startCheckoutHarness();
  care = await signedInStaff(h.api, 'orders');
  const product = await createProduct(h.api.database.db, {
    name: 'Fixture Customer Kurta',
    variants: [{ color: 'Ivory', sizes: ['40'], salePaise: 300_000, stock: 100 }],
  });
  productId = product._id;
});
afterAll(() => h.close());

type Page = { result: { rows: CustomerRowJson[]; nextCursor: string | null }; code?: string };
type One = { result: CustomerJson; code?: string; message?: string };
const list = (query: string, token = care.token) =>
  call<Page>(h.api, 'GET', `/admin/customers${query}`, undefined, { token });
const page = (id: string) => call<One>(h.api, 'GET', `/admin/customers/${id}`, undefined, { token: care.token });
const adjust = (id: string, points: number, reason = 'Goodwill for a late parcel', token = care.token) =>
  call<One>(h.api, 'POST', `/admin/customers/${id}/points`, { points, reason }, { token });
const block = (id: string, blocked: boolean, reason = 'Refused three COD parcels at the door') =>
  call<One>(h.api, 'PUT', `/admin/customers/${id}/block`, { blocked, reason }, { token: care.token });
const auditOf = (id: string) =>
  h.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.seq));
const fillCart = (buyer: SignedInBuyer) => addToCart(h, buyer, productId, 1, { color: 'Ivory', size: '40' });

describe('the customer list', () => {
  it('finds a buyer by part of their name, email or phone, and pages newest first without repeats', async () => {
    const marker = randomUUID().slice(0, 8);
    const made: SignedInBuyer[] = [];
    for (let i = 0; i < 5; i++) made.push(await newBuyer(h.api, { name: `Meera ${marker} ${i}` }));
    const phone = `98${String(Date.now()).slice(-8)}`;
    const first = made[0] as SignedInBuyer;
    await h.api.database.db.update(buyers).set({ contactNumber: phone }).where(eq(buyers.id, first.id));

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: Awaited<ReturnType<typeof list>> = await list(
        `?q=${marker.toUpperCase()}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(answer.status).toBe(200);
      seen.push(...answer.body.result.rows.map((r) => r.id));
      cursor = answer.body.result.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((b) => b.id).reverse());

    expect((await list(`?q=${encodeURIComponent(first.email.slice(0, 12))}`)).body.result.rows[0]?.id).toBe(first.id);
    expect((await list(`?q=${phone.slice(2)}`)).body.result.rows.map((r) => r.id)).toEqual([first.id]);
    // A `%` typed is a letter, not "anything".
    expect((await list(`?q=${encodeURIComponent(`${marker}%`)}`)).body.result.rows).toEqual([]);
  });

  it('refuses a cursor it did not give, with a code', async () => {
    const answer = await list('?cursor=bm90LWEtY3Vyc29y');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
  });
});

describe("a buyer's page", () => {
  it('shows the profile, orders, points history and addresses; an unknown buyer is 404', async () => {
    const buyer = await newBuyer(h.api, { name: 'Rohan Iyer' });
    await fillCart(buyer);
    const { placed } = await buy(h, buyer);
    expect(placed.status).toBeLessThan(300);
    const answer = await page(buyer.id);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: buyer.id,
      name: 'Rohan Iyer',
      email: buyer.email,
      blockedAt: null,
      orders: [{ id: placed.body.result._id, orderNumber: placed.body.result.orderNumber }],
      pointsHistory: [{ kind: 'order', orderNumber: placed.body.result.orderNumber, pointsEarned: 30 }],
      pointsBalance: 30,
    });
    expect((await page(randomUUID())).status).toBe(404);
  });
});

describe('points adjusted by staff', () => {
  it('gives and takes points with a reason the buyer reads in their history, audited', async () => {
    const buyer = await newBuyer(h.api);
    const given = await adjust(buyer.id, 150, 'Sorry for the torn parcel');
    expect(given.status).toBe(200);
    expect(given.body.result.pointsBalance).toBe(150);
    const taken = await adjust(buyer.id, -40, 'Points given twice by mistake');
    expect(taken.body.result.pointsBalance).toBe(110);
    expect(taken.body.result.pointsHistory).toMatchObject([
      {
        kind: 'adjustment',
        pointsEarned: 0,
        pointsRedeemed: 40,
        reason: 'Points given twice by mistake',
        staffName: 'Test orders',
      },
      { kind: 'adjustment', pointsEarned: 150, pointsRedeemed: 0, reason: 'Sorry for the torn parcel' },
    ]);

    const mine = await call<{
      result: { totalPoints: number; pointsHistory: { kind: string; note: string | null }[] };
    }>(h.api, 'GET', `/membership?buyerId=${buyer.id}`, undefined, { token: buyer.token });
    expect(mine.body.result.totalPoints).toBe(110);
    expect(mine.body.result.pointsHistory.map((e) => e.note)).toEqual([
      'Adjusted by Sutra: Points given twice by mistake',
      'Adjusted by Sutra: Sorry for the torn parcel',
    ]);
    expect(await auditOf(buyer.id)).toEqual([
      expect.objectContaining({
        staffId: care.id,
        action: 'customer.points',
        entity: 'customer',
        before: { pointsBalance: 0 },
        after: expect.objectContaining({ pointsBalance: 150, points: 150 }),
      }),
      expect.objectContaining({ action: 'customer.points', after: expect.objectContaining({ pointsBalance: 110 }) }),
    ]);
  });

  it('never takes the balance below zero (409 points_below_zero), and needs a reason and a whole number', async () => {
    const buyer = await newBuyer(h.api);
    await givePoints(h, buyer.id, 25);
    const refused = await adjust(buyer.id, -26);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'points_below_zero', message: pointsBelowZero(25) });
    expect((await adjust(buyer.id, -25)).body.result.pointsBalance).toBe(0);
    for (const bad of [0, 1.5, 100_001]) expect((await adjust(buyer.id, bad)).body.code).toBe('invalid_input');
    expect((await adjust(buyer.id, 5, ' ')).body.code).toBe('invalid_input');
    expect((await adjust(randomUUID(), 5)).status).toBe(404);
    expect((await auditOf(buyer.id)).map((e) => e.action)).toEqual(['customer.points']);
  });

  it('lets only one of two adjustments racing for the same points through', async () => {
    const buyer = await newBuyer(h.api);
    await givePoints(h, buyer.id, 100);
    const answers = await Promise.all([adjust(buyer.id, -70), adjust(buyer.id, -70), adjust(buyer.id, -70)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await page(buyer.id)).body.result.pointsBalance).toBe(30);
  });

  it('is refused to the catalogue role', async () => {
    const merchandiser = await signedInStaff(h.api, 'catalogue');
    const buyer = await newBuyer(h.api);
    const answer = await adjust(buyer.id, 10, 'A gift', merchandiser.token);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('staff_forbidden');
  });
});

describe('a blocked buyer', () => {
  it('cannot start a checkout (409 account_blocked) but still signs in and sees their orders; unblocked, buys again', async () => {
    const buyer = await newBuyer(h.api);
    await fillCart(buyer);
    expect((await buy(h, buyer)).placed.status).toBeLessThan(300);
    const blocked = await block(buyer.id, true);
    expect(blocked.body.result).toMatchObject({ blockedReason: 'Refused three COD parcels at the door' });
    expect(blocked.body.result.blockedAt).not.toBeNull();

    await fillCart(buyer);
    const refused = await startCheckout(h, buyer);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'account_blocked', message: ACCOUNT_BLOCKED });
    const login = await call(h.api, 'POST', '/buyer_login', { email: buyer.email, password: buyer.password });
    expect(login.status).toBe(200);
    const mine = await call<{ result: unknown[] }>(h.api, 'GET', `/order?buyerId=${buyer.id}`, undefined, {
      token: buyer.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.result).toHaveLength(1);

    const unblocked = await block(buyer.id, false, 'Spoke to them on the phone');
    expect(unblocked.body.result).toMatchObject({ blockedAt: null, blockedReason: null });
    expect((await buy(h, buyer)).placed.status).toBeLessThan(300);
    expect((await auditOf(buyer.id)).map((e) => [e.action, (e.after as { reason?: string } | null)?.reason])).toEqual([
      ['customer.block', 'Refused three COD parcels at the door'],
      ['customer.unblock', 'Spoke to them on the phone'],
    ]);
  });

  it('blocked between checkout and payment: the order is refused and the payment refunded, not lost', async () => {
    const { db } = h.api.database;
    const buyer = await newBuyer(h.api);
    await fillCart(buyer);
    const started = await startCheckout(h, buyer);
    expect(started.status).toBe(201);
    await block(buyer.id, true);
    const proof = await pay(h, started.body.result.razorpayOrderId);
    const placed = await placeOrder(h, buyer, proof);
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ code: 'account_blocked', message: orderRejected(ACCOUNT_BLOCKED, 300_000) });
    expect(await db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toEqual([]);
    const [checkout] = await db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, started.body.result._id)));
    expect(checkout).toMatchObject({ status: 'rejected', rejectionCode: 'account_blocked' });
    // Whichever placed it (this request or Razorpay's webhook) refunds it; wait for that to reach the sandbox.
    await expect
      .poll(() => razorpayEntity(h, `/payments/${proof.razorpay_payment_id}`), { timeout: 30_000, interval: 200 })
      .toMatchObject({ status: 'refunded', amount_refunded: 300_000 });
  });

  it('setting the same state again changes and records nothing', async () => {
    const buyer = await newBuyer(h.api);
    await block(buyer.id, true);
    await block(buyer.id, true, 'Again');
    expect((await auditOf(buyer.id)).map((e) => e.action)).toEqual(['customer.block']);
  });
});
