import type { RefusalCode } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { COUPON_EXPIRED, COUPON_UNKNOWN, couponMinimum } from '../coupons/service.js';
import { checkouts } from '../db/schema.js';
import { onlyLeft } from '../orders/stock.js';
import { call, newBuyer, TEST_JWT_SECRET } from '../test/accounts.js';
import { createProduct, setInStock } from '../test/catalog-fixtures.js';
import {
  addToCart,
  type CheckoutHarness,
  checkoutBody,
  givePoints,
  JAIPUR,
  razorpayEntity,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { createTestApi } from '../test/test-api.js';
import { CART_EMPTY, CHECKOUT_READY, PAYMENTS_UNAVAILABLE, PHONE_NEEDED } from './service.js';

let h: CheckoutHarness;
/** ₹4,500 (retail ₹6,000), not counted. */
let blazer: ProductJson;
/** ₹1,299.50, 2 on hand. */
let scarf: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  const { db } = h.api.database;
  blazer = await createProduct(db, {
    name: 'Fixture Tweed Blazer',
    variants: [{ color: 'Brown', sizes: ['40'], salePaise: 450_000, retailPaise: 600_000 }],
  });
  scarf = await createProduct(db, { name: 'Fixture Wool Scarf', variants: [{ salePaise: 129_950, stock: 2 }] });
});
afterAll(() => h.close());

const rejected = (status: number, code: RefusalCode, message: string) => ({
  status,
  body: { success: false, status: false, code, message },
});
const BROWN_40 = { color: 'Brown', size: '40' };
const DELHI = { ...JAIPUR, state: 'Delhi', city: 'New Delhi', pincode: '110001' };

describe('POST /payment/order', () => {
  it('prices the cart on the server and creates the Razorpay order for exactly the total', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, blazer._id, 2, BROWN_40);
    await addToCart(h, me, scarf._id, 1, null);
    // Delhi, where an air courier is faster than the road (Express is not offered where none is).
    const started = await startCheckout(h, me, {
      couponCode: ' sutra10 ',
      delivery: 'express',
      deliveryAddress: DELHI,
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: true, success: true, message: CHECKOUT_READY });
    const checkout = started.body.result;
    expect(checkout).toMatchObject({
      subtotalPaise: 1_029_950,
      couponCode: 'SUTRA10',
      discountPaise: 102_995,
      membershipPointsUsed: 0,
      delivery: 'express',
      deliveryChargePaise: 0,
      totalPaise: 926_955,
      amount: 926_955,
      currency: 'INR',
      keyId: h.api.config.razorpay.keyId,
      name: 'Sutra',
      description: '3 items',
      prefill: { name: 'Arjun Mehta', email: 'arjun@example.in', contact: '9876543210' },
      deliveryAddress: DELHI,
      billingAddress: DELHI,
    });
    expect(new Date(checkout.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    const razorpayOrder = await razorpayEntity(h, `/orders/${checkout.razorpayOrderId}`);
    expect(razorpayOrder).toMatchObject({ amount: 926_955, currency: 'INR', receipt: checkout._id, status: 'created' });
  });

  it('ignores any price the client sends', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, blazer._id, 1, BROWN_40);
    const started = await startCheckout(h, me, { total: 1, amount: 100, orderValue: 1, discount: 4_499 });
    expect(started.body.result).toMatchObject({
      subtotalPaise: 450_000,
      discountPaise: 0,
      totalPaise: 450_000,
      amount: 450_000,
    });
  });

  it('applies the flat and the capped coupons, and refuses one that does not apply with its message', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, blazer._id, 1, BROWN_40);
    expect(await startCheckout(h, me, { couponCode: 'FLAT500' })).toMatchObject(
      rejected(400, 'coupon_minimum', couponMinimum(499_900)),
    );
    expect(couponMinimum(499_900)).toBe('This coupon needs an order of at least ₹4,999');
    expect(await startCheckout(h, me, { couponCode: 'MONSOON25' })).toMatchObject(
      rejected(400, 'coupon_expired', COUPON_EXPIRED),
    );
    expect(await startCheckout(h, me, { couponCode: 'NOPE' })).toMatchObject(
      rejected(400, 'coupon_unknown', COUPON_UNKNOWN),
    );
    expect((await startCheckout(h, me, { couponCode: 'BLACKFRIDAY' })).body.result).toMatchObject({
      discountPaise: 180_000,
      totalPaise: 270_000,
    });
    await addToCart(h, me, blazer._id, 3, BROWN_40);
    expect((await startCheckout(h, me, { couponCode: 'FLAT500' })).body.result).toMatchObject({
      subtotalPaise: 1_800_000,
      discountPaise: 50_000,
      totalPaise: 1_750_000,
    });
    // 40% of ₹18,000 is ₹7,200: Black Friday stops at ₹2,500.
    expect((await startCheckout(h, me, { couponCode: 'BLACKFRIDAY' })).body.result).toMatchObject({
      discountPaise: 250_000,
      totalPaise: 1_550_000,
    });
    // A blank code is no coupon.
    expect((await startCheckout(h, me, { couponCode: '  ' })).body.result).toMatchObject({ couponCode: null });
  });

  it('spends points only with the toggle on, at most the balance, covering the amount after the discount or leaving ₹1', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, blazer._id, 1, BROWN_40);
    await givePoints(h, me.id, 120);
    expect((await startCheckout(h, me, { useMembershipPoints: false })).body.result.membershipPointsUsed).toBe(0);
    expect((await startCheckout(h, me, { useMembershipPoints: true })).body.result).toMatchObject({
      membershipPointsUsed: 120,
      totalPaise: 438_000,
    });
    // 4,049 points fall one short of the ₹4,050 after the discount: they are all spent, leaving Razorpay's ₹1 minimum.
    await givePoints(h, me.id, 3_929);
    expect(
      (await startCheckout(h, me, { useMembershipPoints: true, couponCode: 'SUTRA10' })).body.result,
    ).toMatchObject({
      discountPaise: 45_000,
      membershipPointsUsed: 4_049,
      totalPaise: 100,
      amount: 100,
      paymentRequired: true,
    });
    // Enough to cover it: nothing to pay, no Razorpay order.
    await givePoints(h, me.id, 6_071);
    expect(
      (await startCheckout(h, me, { useMembershipPoints: true, couponCode: 'SUTRA10' })).body.result,
    ).toMatchObject({
      discountPaise: 45_000,
      membershipPointsUsed: 4_050,
      totalPaise: 0,
      amount: 0,
      razorpayOrderId: null,
    });
    // The toggle is on by default.
    const { useMembershipPoints: _, ...withoutToggle } = checkoutBody();
    const byDefault = await call<{ result: { membershipPointsUsed: number } }>(
      h.api,
      'POST',
      '/payment/order',
      withoutToggle,
      { token: me.token },
    );
    expect(byDefault.body.result.membershipPointsUsed).toBe(4_500);
  });

  it('charges only the lines in stock, and refuses a cart with none', async () => {
    const me = await newBuyer(h.api);
    expect(await startCheckout(h, me)).toMatchObject(rejected(400, 'cart_empty', CART_EMPTY));
    const gone = await createProduct(h.api.database.db, {
      name: 'Fixture Gone Belt',
      variants: [{ salePaise: 99_900 }],
    });
    await addToCart(h, me, gone._id, 1, null);
    await setInStock(h.api.database.db, gone._id, false);
    expect(await startCheckout(h, me)).toMatchObject(rejected(400, 'cart_empty', CART_EMPTY));
    await addToCart(h, me, blazer._id, 1, BROWN_40);
    const started = await startCheckout(h, me);
    expect(started.body.result).toMatchObject({ subtotalPaise: 450_000, description: '1 item' });
    const [stored] = await h.api.database.db.select().from(checkouts).where(eq(checkouts.id, started.body.result._id));
    expect(stored?.lines.map((l) => l.productId)).toEqual([blazer._id]);
  });

  it('refuses more than the stock on hand', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, scarf._id, 3, null);
    expect(await startCheckout(h, me)).toMatchObject(rejected(409, 'out_of_stock', onlyLeft('Fixture Wool Scarf', 2)));
  });

  it('counts each size of a colour against its own stock, naming the size that falls short', async () => {
    // One variant (Grey) in two sizes: 32 has 1 unit, 34 has 3.
    const trousers = await createProduct(h.api.database.db, {
      name: 'Fixture Flannel Trousers',
      variants: [{ color: 'Grey', sizes: ['32', '34'], salePaise: 300_000, sizeStock: { '32': 1, '34': 3 } }],
    });
    const me = await newBuyer(h.api);
    await addToCart(h, me, trousers._id, 2, { color: 'Grey', size: '34' });
    expect((await startCheckout(h, me)).status).toBe(201);
    await addToCart(h, me, trousers._id, 2, { color: 'Grey', size: '32' });
    expect(await startCheckout(h, me)).toMatchObject(
      rejected(409, 'out_of_stock', onlyLeft('Fixture Flannel Trousers (size 32)', 1)),
    );
  });

  it('checks the billing form as the spec says, and fills delivery name and phone from the order', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, blazer._id, 1, BROWN_40);
    const { name: _n, phone: _p, ...deliveryWithoutContact } = JAIPUR;
    const filled = await startCheckout(h, me, { deliveryAddress: deliveryWithoutContact, phone: '9812345678' });
    expect(filled.body.result.deliveryAddress).toMatchObject({ name: 'Arjun Mehta', phone: '9812345678' });
    expect(filled.body.result.prefill.contact).toBe('9812345678');

    const billing = { ...JAIPUR, name: 'Priya Mehta', city: 'Udaipur', pincode: '313001' };
    expect((await startCheckout(h, me, { billingAddress: billing })).body.result.billingAddress).toEqual({
      ...billing,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ billingAddress: { ...billing, name: ' ' } }, 'billingAddress.name: Name is required'],
      [{ billingAddress: { ...billing, phone: undefined } }, 'billingAddress.phone: Phone is required'],
      [{ billingAddress: { ...billing, add1: '' } }, 'billingAddress.add1: Address line 1 is required'],
      [{ billingAddress: { ...billing, pincode: '3130' } }, 'billingAddress.pincode: Pincode must be 6 digits'],
      [{ deliveryAddress: { ...JAIPUR, city: '' } }, 'deliveryAddress.city: City is required'],
      [{ email: 'not-an-email' }, 'email: Email is invalid'],
      [{ delivery: 'drone' }, 'delivery: delivery must be standard or express'],
    ];
    for (const [overrides, message] of cases) {
      expect(await startCheckout(h, me, overrides)).toMatchObject(
        rejected(400, 'invalid_input', `Invalid request. ${message}`),
      );
    }
    // No phone anywhere (the buyer signed up without one): a courier needs one.
    expect(await startCheckout(h, me, { phone: '', deliveryAddress: { ...JAIPUR, phone: '' } })).toMatchObject(
      rejected(400, 'invalid_input', PHONE_NEEDED),
    );
  });

  it('answers 401 without a token and 404 for another buyer’s id', async () => {
    expect(await call(h.api, 'POST', '/payment/order', checkoutBody())).toMatchObject(
      rejected(401, 'login_required', LOGIN_REQUIRED),
    );
    const me = await newBuyer(h.api);
    const other = await newBuyer(h.api);
    await addToCart(h, me, blazer._id, 1, BROWN_40);
    expect(await startCheckout(h, me, { buyerId: other.id })).toMatchObject(
      rejected(404, 'not_found', BUYER_NOT_FOUND),
    );
  });

  it('answers 503 and keeps no checkout while Razorpay cannot be reached', async () => {
    // Port 9 (discard) has no listener here: every call to this "Razorpay" fails to connect.
    const offline = await createTestApi({
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        RAZORPAY_API_URL: 'http://127.0.0.1:9/razorpay',
        RETRY_INTERVAL_SECONDS: '0',
      },
    });
    try {
      const me = await newBuyer(offline);
      const belt = await createProduct(offline.database.db, {
        name: 'Fixture Belt',
        variants: [{ salePaise: 99_900 }],
      });
      await call(offline, 'POST', '/cart', { productId: belt._id, quantity: 1, attributes: null }, { token: me.token });
      const started = await call(offline, 'POST', '/payment/order', checkoutBody(), { token: me.token });
      expect(started).toMatchObject(rejected(503, 'unavailable', PAYMENTS_UNAVAILABLE));
      expect(await offline.database.db.select().from(checkouts)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
