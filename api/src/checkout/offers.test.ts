import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import type { AvailableCouponJson } from '../coupons/available-coupons.js';
import { COUPON_APPLIED, COUPON_USED_BY_BUYER, couponMinimum } from '../coupons/service.js';
import { coupons } from '../db/schema.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, givePoints, startCheckoutHarness } from '../test/checkout.js';
import type { CheckoutPriceJson } from './quote.js';

/** The summary's price (GET /checkout/price) and the available offers (GET /coupons/available). */
let h: CheckoutHarness;
/** ₹1,299.50, not counted. */
let scarf: ProductJson;
/** ₹12,999, not counted. */
let suit: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  const { db } = h.api.database;
  scarf = await createProduct(db, { name: 'Fixture Offer Scarf', variants: [{ salePaise: 129_950 }] });
  suit = await createProduct(db, { name: 'Fixture Offer Suit', variants: [{ salePaise: 1_299_900 }] });
  await db.insert(coupons).values([
    { code: 'STAFFONLY', description: 'Staff', kind: 'percent', percentOff: 50, listed: false },
    {
      code: 'DIWALI15',
      description: 'Diwali',
      kind: 'percent',
      percentOff: 15,
      startsAt: new Date(Date.now() + 86_400_000),
    },
    { code: 'OFFLINE', description: 'Retired', kind: 'flat', amountOffPaise: 10_000, active: false },
  ]);
});
afterAll(() => h.close());
// The browser's path on its own: the payment webhooks are held.
beforeEach(() => h.razorpay.pauseWebhooks(true));

const priceOf = async (buyer: SignedInBuyer, query: Record<string, string> = {}) => {
  const answer = await call<{ result: CheckoutPriceJson }>(
    h.api,
    'GET',
    `/checkout/price?${new URLSearchParams(query)}`,
    undefined,
    { token: buyer.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.result;
};
const offersOf = async (buyer: SignedInBuyer) => {
  const answer = await call<{ result: AvailableCouponJson[] }>(h.api, 'GET', '/coupons/available', undefined, {
    token: buyer.token,
  });
  expect(answer.status).toBe(200);
  return answer.body.result;
};

describe('GET /checkout/price', () => {
  it('prices the cart as it is now, with the coupon, points and delivery, as Complete Purchase would', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, suit._id, 1, null);
    await addToCart(h, me, scarf._id, 1, null);
    await givePoints(h, me.id, 100);
    expect(await priceOf(me, { couponCode: 'sutra10', useMembershipPoints: 'false', delivery: 'express' })).toEqual({
      subtotalPaise: 1_429_850,
      couponCode: 'SUTRA10',
      coupon: { code: 'SUTRA10', applied: true, message: COUPON_APPLIED },
      discountPaise: 142_985,
      membershipPointsUsed: 0,
      pointsValuePaise: 0,
      pointsBalance: null,
      delivery: 'express',
      deliveryChargePaise: 0,
      codFeePaise: 0,
      totalPaise: 1_286_865,
      paymentRequired: true,
      paymentMethod: 'online',
      cashOnDelivery: { available: true, feePaise: 4900, message: null },
      itemCount: 2,
    });

    // The path: a line removed after the coupon was applied is priced afresh, discount and all.
    const cart = await call<{ result: { _id: string; productId: { _id: string } }[] }>(
      h.api,
      'GET',
      '/cart',
      undefined,
      {
        token: me.token,
      },
    );
    const scarfLine = cart.body.result.find((line) => line.productId._id === scarf._id);
    const removed = await call(h.api, 'DELETE', `/cart?id=${scarfLine?._id}`, undefined, { token: me.token });
    expect(removed.status).toBe(200);
    expect(await priceOf(me, { couponCode: 'SUTRA10' })).toMatchObject({
      subtotalPaise: 1_299_900,
      discountPaise: 129_990,
      membershipPointsUsed: 100,
      pointsValuePaise: 10_000,
      pointsBalance: 100,
      totalPaise: 1_159_910,
    });
  });

  it('prices a code that does not apply without it, and says why', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, scarf._id, 1, null);
    expect(await priceOf(me, { couponCode: 'FLAT500', useMembershipPoints: 'false' })).toMatchObject({
      couponCode: null,
      coupon: { code: 'FLAT500', applied: false, message: couponMinimum(499_900) },
      discountPaise: 0,
      totalPaise: 129_950,
    });
  });

  it('says when coupon and points cover everything: ₹0 and no payment', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, scarf._id, 1, null);
    await givePoints(h, me.id, 5_000);
    expect(await priceOf(me, { couponCode: 'SUTRA10' })).toMatchObject({
      discountPaise: 12_995,
      membershipPointsUsed: 1_170,
      pointsValuePaise: 116_955,
      totalPaise: 0,
      paymentRequired: false,
    });
  });

  it('answers 401 without a token, 404 for another buyer’s id and 400 for a bad toggle', async () => {
    const me = await newBuyer(h.api);
    expect(await call(h.api, 'GET', '/checkout/price')).toMatchObject({
      status: 401,
      body: { message: LOGIN_REQUIRED },
    });
    const other = await call(h.api, 'GET', `/checkout/price?buyerId=${crypto.randomUUID()}`, undefined, {
      token: me.token,
    });
    expect(other).toMatchObject({ status: 404, body: { message: BUYER_NOT_FOUND } });
    const bad = await call(h.api, 'GET', '/checkout/price?useMembershipPoints=maybe', undefined, { token: me.token });
    expect(bad.status).toBe(400);
  });
});

describe('GET /coupons/available', () => {
  it('lists the coupons the buyer can use now with their rules, those the cart qualifies for first', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, scarf._id, 1, null);
    const offers = await offersOf(me);
    // Not listed: the unlisted, the one not started yet, the expired seed coupon and the inactive one.
    expect(offers.map((o) => o.code)).toEqual(['SUTRA10', 'BLACKFRIDAY', 'FLAT500']);
    expect(offers[0]).toEqual({
      code: 'SUTRA10',
      description: '10% off your order',
      rule: '10% off on any order',
      minOrderPaise: 0,
      expiresAt: null,
      usesLeft: 3,
      applicable: true,
      discountPaise: 12_995,
      shortfallPaise: 0,
      message: null,
    });
    expect(offers[1]).toMatchObject({
      rule: '40% off, up to ₹2,500, on orders of ₹3,000 or more',
      minOrderPaise: 300_000,
      applicable: false,
      discountPaise: 0,
      shortfallPaise: 170_050,
      message: couponMinimum(300_000),
    });
    expect(offers[2]).toMatchObject({ rule: '₹500 off on orders of ₹4,999 or more', shortfallPaise: 369_950 });
  });

  it('follows the cart and the buyer’s own uses: a bigger cart qualifies, a used once-per-buyer coupon goes', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, suit._id, 1, null);
    expect((await offersOf(me)).map((o) => [o.code, o.discountPaise])).toEqual([
      ['BLACKFRIDAY', 250_000],
      ['SUTRA10', 129_990],
      ['FLAT500', 50_000],
    ]);
    const { placed } = await buy(h, me, { couponCode: 'BLACKFRIDAY' });
    expect(placed.status).toBe(201);
    await addToCart(h, me, suit._id, 1, null);
    const after = await offersOf(me);
    expect(after.map((o) => o.code)).toEqual(['SUTRA10', 'FLAT500']);
    // Applying it by hand still answers why it cannot be used.
    const typed = await call(h.api, 'GET', '/coupon-validate?couponCode=BLACKFRIDAY', undefined, { token: me.token });
    expect(typed.body).toMatchObject({ status: false, message: COUPON_USED_BY_BUYER });
  });

  it('answers 401 without a token and 404 for another buyer’s id', async () => {
    const me = await newBuyer(h.api);
    expect(await call(h.api, 'GET', '/coupons/available')).toMatchObject({ status: 401 });
    const other = await call(h.api, 'GET', `/coupons/available?buyerId=${crypto.randomUUID()}`, undefined, {
      token: me.token,
    });
    expect(other).toMatchObject({ status: 404, body: { message: BUYER_NOT_FOUND } });
  });
});
