import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import {
  COUPON_APPLIED,
  COUPON_BLANK,
  COUPON_EXPIRED,
  COUPON_NOT_STARTED,
  COUPON_UNKNOWN,
  COUPON_USED_BY_BUYER,
  COUPON_USED_UP,
  type Coupon,
  couponDiscount,
  couponMinimum,
  couponUsedTimes,
  judgeCoupon,
} from './service.js';

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'TEST',
  description: '',
  kind: 'percent',
  percentOff: 10,
  amountOffPaise: null,
  maxDiscountPaise: null,
  minOrderPaise: 0,
  startsAt: null,
  expiresAt: null,
  usesPerBuyer: null,
  totalUses: null,
  active: true,
  listed: true,
  createdAt: new Date(),
  ...overrides,
});
const unused = { byBuyer: 0, total: 0 };
const now = new Date('2026-11-21T12:00:00Z');

describe('coupon rules', () => {
  it('takes a percentage rounded down to the paisa, capped; a flat amount at most the order', () => {
    expect(couponDiscount(coupon({ percentOff: 10 }), 129_950)).toBe(12_995);
    expect(couponDiscount(coupon({ percentOff: 15 }), 99_999)).toBe(14_999);
    expect(couponDiscount(coupon({ percentOff: 40, maxDiscountPaise: 250_000 }), 1_800_000)).toBe(250_000);
    expect(couponDiscount(coupon({ kind: 'flat', percentOff: null, amountOffPaise: 50_000 }), 30_000)).toBe(30_000);
  });

  it('judges activity, dates, total and per-buyer uses, then the minimum order, in that order', () => {
    expect(judgeCoupon(undefined, 100_000, unused, now)).toEqual({
      ok: false,
      code: 'coupon_unknown',
      message: COUPON_UNKNOWN,
    });
    expect(judgeCoupon(coupon({ active: false }), 100_000, unused, now)).toEqual({
      ok: false,
      code: 'coupon_unknown',
      message: COUPON_UNKNOWN,
    });
    const future = coupon({ startsAt: new Date('2026-12-01T00:00:00Z') });
    expect(judgeCoupon(future, 100_000, unused, now)).toEqual({
      ok: false,
      code: 'coupon_not_started',
      message: COUPON_NOT_STARTED,
    });
    const past = coupon({ expiresAt: now });
    expect(judgeCoupon(past, 100_000, unused, now)).toEqual({
      ok: false,
      code: 'coupon_expired',
      message: COUPON_EXPIRED,
    });
    // It applies from the moment it starts to the last moment before it expires.
    expect(judgeCoupon(coupon({ startsAt: now }), 100_000, unused, now)).toMatchObject({ ok: true });
    const lastMoment = coupon({ expiresAt: new Date(now.getTime() + 1) });
    expect(judgeCoupon(lastMoment, 100_000, unused, now)).toMatchObject({ ok: true, discountPaise: 10_000 });
    const scarce = coupon({ totalUses: 5, usesPerBuyer: 1 });
    expect(judgeCoupon(scarce, 100_000, { byBuyer: 0, total: 5 }, now)).toEqual({
      ok: false,
      code: 'coupon_used_up',
      message: COUPON_USED_UP,
    });
    expect(judgeCoupon(scarce, 100_000, { byBuyer: 1, total: 1 }, now)).toEqual({
      ok: false,
      code: 'coupon_used_by_buyer',
      message: COUPON_USED_BY_BUYER,
    });
    expect(judgeCoupon(coupon({ usesPerBuyer: 3 }), 100_000, { byBuyer: 3, total: 3 }, now)).toEqual({
      ok: false,
      code: 'coupon_used_by_buyer',
      message: couponUsedTimes(3),
    });
    const minimum = coupon({ minOrderPaise: 300_000 });
    expect(judgeCoupon(minimum, 299_999, unused, now)).toEqual({
      ok: false,
      code: 'coupon_minimum',
      message: couponMinimum(300_000),
    });
    expect(judgeCoupon(minimum, 300_000, unused, now)).toMatchObject({ ok: true, discountPaise: 30_000 });
    // Nothing to take 10 % of (an empty cart): the buyer is told the least order it needs.
    expect(judgeCoupon(coupon({}), 0, unused, now)).toEqual({
      ok: false,
      code: 'coupon_minimum',
      message: couponMinimum(100),
    });
  });
});

let h: CheckoutHarness;
/** ₹3,200. */
let trousers: ProductJson;
let me: SignedInBuyer;

beforeAll(async () => {
  h = await startCheckoutHarness();
  trousers = await createProduct(h.api.database.db, {
    name: 'Fixture Linen Trousers',
    variants: [{ color: 'Beige', sizes: ['32'], salePaise: 320_000 }],
  });
  me = await newBuyer(h.api);
});
afterAll(() => h.close());

interface CouponAnswer {
  status: boolean;
  success: boolean;
  message: string;
  result: { couponCode: string; discountApplied: number; discountAppliedPaise: number; orderAmountPaise: number };
}
const check = (code: string, buyer: SignedInBuyer = me, extra = '') =>
  call<CouponAnswer>(h.api, 'GET', `/coupon-validate?couponCode=${encodeURIComponent(code)}${extra}`, undefined, {
    token: buyer.token,
  });

describe('GET /coupon-validate', () => {
  it('answers the spec’s shape for the seeded coupons, against the buyer’s cart total', async () => {
    await addToCart(h, me, trousers._id, 1, { color: 'Beige', size: '32' });
    expect((await check('SUTRA10')).body).toEqual({
      status: true,
      success: true,
      message: COUPON_APPLIED,
      result: { couponCode: 'SUTRA10', discountApplied: 320, discountAppliedPaise: 32_000, orderAmountPaise: 320_000 },
    });
    // The orderAmount a client sends is not what counts.
    expect((await check('sutra10', me, '&orderAmount=999999')).body.result).toMatchObject({
      discountApplied: 320,
      orderAmountPaise: 320_000,
    });
    expect((await check('BLACKFRIDAY')).body.result.discountApplied).toBe(1_280);
    expect((await check('FLAT500')).body).toEqual({
      status: false,
      success: false,
      message: 'This coupon needs an order of at least ₹4,999',
      result: { couponCode: 'FLAT500', discountApplied: 0, discountAppliedPaise: 0, orderAmountPaise: 320_000 },
    });
    expect((await check('MONSOON25')).body).toMatchObject({ status: false, message: COUPON_EXPIRED });
    expect((await check('WHATEVER')).body).toMatchObject({ status: false, message: COUPON_UNKNOWN });
    expect((await check('')).body).toMatchObject({ status: false, message: COUPON_BLANK });
    const noCode = await call<CouponAnswer>(h.api, 'GET', '/coupon-validate', undefined, { token: me.token });
    expect(noCode.body).toMatchObject({ status: false, message: COUPON_BLANK, result: { couponCode: '' } });
    await addToCart(h, me, trousers._id, 1, { color: 'Beige', size: '32' });
    expect((await check('FLAT500')).body).toMatchObject({ status: true, result: { discountApplied: 500 } });
    expect((await check('BLACKFRIDAY')).body.result.discountApplied).toBe(2_500);
  });

  it('counts the buyer’s own uses: once-per-buyer coupons refuse after an order used them', async () => {
    const buyer = await newBuyer(h.api);
    await addToCart(h, buyer, trousers._id, 1, { color: 'Beige', size: '32' });
    await h.razorpay.pauseWebhooks(true);
    expect((await buy(h, buyer, { couponCode: 'BLACKFRIDAY' })).placed.status).toBe(201);
    await addToCart(h, buyer, trousers._id, 1, { color: 'Beige', size: '32' });
    expect((await check('BLACKFRIDAY', buyer)).body).toMatchObject({ status: false, message: COUPON_USED_BY_BUYER });
    // Another buyer still may.
    expect((await check('BLACKFRIDAY')).body.status).toBe(true);
    for (let i = 0; i < 3; i++) {
      expect((await buy(h, buyer, { couponCode: 'SUTRA10' })).placed.status).toBe(201);
      await addToCart(h, buyer, trousers._id, 1, { color: 'Beige', size: '32' });
    }
    expect((await check('SUTRA10', buyer)).body).toMatchObject({ status: false, message: couponUsedTimes(3) });
  });

  it('answers 401 without a token and 404 for another buyer’s id', async () => {
    const anonymous = await call(h.api, 'GET', '/coupon-validate?couponCode=SUTRA10');
    expect(anonymous).toMatchObject({ status: 401, body: { message: LOGIN_REQUIRED } });
    const other = await newBuyer(h.api);
    const probing = await check('SUTRA10', me, `&buyerId=${other.id}`);
    expect(probing).toMatchObject({ status: 404, body: { message: BUYER_NOT_FOUND } });
  });
});
