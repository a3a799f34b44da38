import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import type { MembershipJson } from './service.js';

let h: CheckoutHarness;
/** ₹2,450. */
let kurta: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  kurta = await createProduct(h.api.database.db, {
    name: 'Fixture Silk Kurta',
    variants: [{ color: 'Ivory', sizes: ['M'], salePaise: 245_000 }],
  });
  await h.razorpay.pauseWebhooks(true);
});
afterAll(() => h.close());

const membership = (buyer: SignedInBuyer, query = '') =>
  call<{ success: true; status: true; result: MembershipJson }>(h.api, 'GET', `/membership${query}`, undefined, {
    token: buyer.token,
  });

describe('GET /membership', () => {
  it('starts at no points and no history', async () => {
    const me = await newBuyer(h.api);
    expect((await membership(me)).body).toEqual({
      success: true,
      status: true,
      result: { buyerId: me.id, totalPoints: 0, pointsHistory: [], pointValue: 1, rupeesPerPointEarned: 100 },
    });
  });

  it('credits 1 point per ₹100 of each order’s value, one history entry per order, and spends them', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, kurta._id, 2, { color: 'Ivory', size: 'M' });
    const first = (await buy(h, me, { useMembershipPoints: true })).placed.body.result;
    await addToCart(h, me, kurta._id, 1, { color: 'Ivory', size: 'M' });
    const second = (await buy(h, me, { useMembershipPoints: true })).placed.body.result;
    // ₹4,900 earns 49; the next order spends them (₹2,450 − ₹49 = ₹2,401, which earns 24).
    expect(second).toMatchObject({ membershipPointsUsed: 49, orderValue: 2_401, pointsEarned: 24 });
    const read = (await membership(me, `?buyerId=${me.id}`)).body.result;
    expect(read.totalPoints).toBe(24);
    expect(read.pointsHistory).toEqual([
      expect.objectContaining({
        orderId: second._id,
        orderNumber: second.orderNumber,
        pointsEarned: 24,
        pointsRedeemed: 49,
      }),
      expect.objectContaining({
        orderId: first._id,
        orderNumber: first.orderNumber,
        pointsEarned: 49,
        pointsRedeemed: 0,
      }),
    ]);
  });

  it('answers 401 without a token and 404 for another buyer’s id', async () => {
    expect(await call(h.api, 'GET', '/membership')).toMatchObject({ status: 401, body: { message: LOGIN_REQUIRED } });
    const me = await newBuyer(h.api);
    const other = await newBuyer(h.api);
    expect(await membership(me, `?buyerId=${other.id}`)).toMatchObject({
      status: 404,
      body: { message: BUYER_NOT_FOUND },
    });
  });
});

describe('the checkout routes in the REST docs and configuration', () => {
  it('documents the bearer routes with the bearer scheme and the webhooks without it', async () => {
    interface Doc {
      paths: Record<string, Record<string, { security?: unknown }>>;
    }
    const doc = (await h.api.app.inject('/API/v1/docs')).json<Doc>();
    for (const [method, path] of [
      ['get', '/coupon-validate'],
      ['post', '/payment/order'],
      ['post', '/order'],
      ['get', '/order'],
      ['get', '/membership'],
    ] as const) {
      expect(doc.paths[`/API/v1${path}`]?.[method]?.security, path).toEqual([{ bearerAuth: [] }]);
    }
    for (const path of ['/payment/webhook', '/shipping/webhook']) {
      const operation = doc.paths[`/API/v1${path}`]?.post;
      expect(operation, path).toBeDefined();
      expect(operation?.security, path).toBeUndefined();
    }
  });
});
