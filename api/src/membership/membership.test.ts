import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  buy,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  givePoints,
  type PlaceAnswer,
  startCheckoutHarness,
} from '../test/checkout.js';
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
      result: { buyerId: me.id, totalPoints: 0, pointsHistory: [], pointValuePaise: 100, paisePerPointEarned: 10_000 },
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

describe('the points of a cancelled or returned order', () => {
  /** Two kurtas (₹4,900) paid online, spending `points` of the buyer's: answers the order. */
  async function paidWithPoints(me: SignedInBuyer) {
    await addToCart(h, me, kurta._id, 2, { color: 'Ivory', size: 'M' });
    const { placed } = await buy(h, me, { useMembershipPoints: true });
    expect(placed.status).toBe(201);
    return placed.body.result;
  }
  const historyEntry = async (me: SignedInBuyer, orderId: string) =>
    (await membership(me)).body.result.pointsHistory.find((entry) => entry.orderId === orderId);

  it('gives back what a cancelled prepaid order spent and takes back what it earned, with the cancellation', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 500);
    const order = await paidWithPoints(me);
    // ₹4,900 − 500 points = ₹4,400 paid, which earns 44.
    expect(order).toMatchObject({ membershipPointsUsed: 500, orderValue: 4_400, pointsEarned: 44 });
    expect((await membership(me)).body.result.totalPoints).toBe(44);

    const cancelled = await h.shiprocket.advance(order.shiprocketOrderId as string, 'CANCELLED');
    expect(cancelled.webhook?.status).toBe(200);
    const read = (await membership(me)).body.result;
    expect(read.totalPoints).toBe(500);
    // The order stays in the history (it was placed), neither earning nor spending now.
    expect(await historyEntry(me, order._id)).toMatchObject({ pointsEarned: 0, pointsRedeemed: 0 });
    expect(read.pointsHistory).toHaveLength(2);

    // A repeated cancellation changes nothing more.
    const [event] = await h.shiprocket.webhooks({
      subject: order.shiprocketOrderId as string,
      event: 'shipment.CANCELLED',
    });
    await h.shiprocket.sendWebhook(event?.id ?? '');
    expect((await membership(me)).body.result.totalPoints).toBe(500);
  });

  it('gives back what a cash-on-delivery order spent when it comes back to origin (it earned nothing)', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 300);
    await addToCart(h, me, kurta._id, 1, { color: 'Ivory', size: 'M' });
    const started = await call<AnyCheckoutAnswer>(
      h.api,
      'POST',
      '/payment/order',
      checkoutBody({ paymentMethod: 'cod', useMembershipPoints: true }),
      { token: me.token },
    );
    expect(started.status).toBe(201);
    const placed = await call<PlaceAnswer>(
      h.api,
      'POST',
      '/order/cod',
      { checkoutId: started.body.result._id },
      { token: me.token },
    );
    expect(placed.body.result.membershipPointsUsed).toBe(300);
    expect((await membership(me)).body.result.totalPoints).toBe(0);
    const { shiprocketOrderId } = await confirmCod(h, placed.body.result);
    await h.shiprocket.advance(shiprocketOrderId as string, 'SHIPPED');
    await h.shiprocket.advance(shiprocketOrderId as string, 'RTO_INITIATED');
    expect((await membership(me)).body.result.totalPoints).toBe(300);
  });

  it('takes back earned points already spent on a later order: the balance falls below 0 and nothing more is spent', async () => {
    const me = await newBuyer(h.api);
    const first = await paidWithPoints(me);
    expect(first.pointsEarned).toBe(49);
    // The 49 earned are spent on the next order (₹2,450 − ₹49), which earns 24.
    await addToCart(h, me, kurta._id, 1, { color: 'Ivory', size: 'M' });
    const second = (await buy(h, me, { useMembershipPoints: true })).placed.body.result;
    expect(second).toMatchObject({ membershipPointsUsed: 49, pointsEarned: 24 });

    await h.shiprocket.advance(first.shiprocketOrderId as string, 'CANCELLED');
    // 24 earned by the second order, less the 49 it spent that the first one had earned.
    expect((await membership(me)).body.result.totalPoints).toBe(-25);
    await addToCart(h, me, kurta._id, 1, { color: 'Ivory', size: 'M' });
    const third = (await buy(h, me, { useMembershipPoints: true })).placed.body.result;
    expect(third).toMatchObject({ membershipPointsUsed: 0, orderValue: 2_450 });
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
