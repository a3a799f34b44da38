import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { cartLines, checkouts, couponRedemptions, orders, productSkus } from '../db/schema.js';
import { pointsBalance } from '../membership/points.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  type CheckoutHarness,
  givePoints,
  placeCoveredOrder,
  startAnyCheckout,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { PAYMENT_REQUIRED } from './place-covered-order.js';
import { ORDER_PLACED } from './place-order.js';
import { CART_CHANGED, CHECKOUT_NOT_FOUND } from './placement-checks.js';

/**
 * Orders that coupon and points cover wholly: priced at ₹0 by the server, placed without Razorpay in the same
 * transaction as a paid order, once.
 */
let h: CheckoutHarness;
/** ₹999.50, 3 on hand (counted). */
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Poplin Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 99_950, stock: 3 }],
  });
});
afterAll(() => h.close());
beforeEach(() => h.razorpay.pauseWebhooks(true));

const WHITE_40 = { color: 'White', size: '40' };
const db = () => h.api.database.db;
const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId));
const stockOf = async (productId: string) => {
  const [row] = await db()
    .select({ stock: productSkus.stock })
    .from(productSkus)
    .where(and(eq(productSkus.productId, productId), eq(productSkus.size, WHITE_40.size)));
  return row?.stock;
};
const razorpayOrdersMade = () => h.razorpayProxy.calls().filter((c) => c === 'POST /v1/orders').length;

describe('a checkout coupon and points cover wholly', () => {
  it('is priced at ₹0 (a part of a rupee takes a whole point) and no Razorpay order is made', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 2_000);
    await addToCart(h, me, shirt._id, 1, WHITE_40);
    const before = razorpayOrdersMade();
    const started = await startAnyCheckout(h, me, { useMembershipPoints: true, couponCode: 'SUTRA10' });
    expect(started.status).toBe(201);
    // ₹999.50 − ₹99.95 = ₹899.55: 900 points cover it; before, 898 were spent and ₹1.55 was left to pay.
    expect(started.body.result).toMatchObject({
      subtotalPaise: 99_950,
      discountPaise: 9995,
      membershipPointsUsed: 900,
      totalPaise: 0,
      amount: 0,
      razorpayOrderId: null,
      paymentRequired: false,
    });
    expect(razorpayOrdersMade()).toBe(before);
  });

  it('still leaves Razorpay’s ₹1 minimum when the points fall short of the whole amount', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 899);
    await addToCart(h, me, shirt._id, 1, WHITE_40);
    const started = await startCheckout(h, me, { useMembershipPoints: true, couponCode: 'SUTRA10' });
    expect(started.body.result).toMatchObject({ membershipPointsUsed: 898, totalPaise: 155, paymentRequired: true });
    expect(started.body.result.razorpayOrderId).toMatch(/^order_/);
  });

  it('places the order without a payment, under the same rules as a paid one, and answers it again when repeated', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 2_000);
    await addToCart(h, me, shirt._id, 1, WHITE_40);
    const stockBefore = await stockOf(shirt._id);
    const checkout = (await startAnyCheckout(h, me, { useMembershipPoints: true, couponCode: 'SUTRA10' })).body.result;

    const placed = await placeCoveredOrder(h, me, { checkoutId: checkout._id, orderValue: 0, totalAmount: 0 });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe(ORDER_PLACED);
    expect(placed.body.result).toMatchObject({
      totalAmount: 999.5,
      discount: 99.95,
      couponCode: 'SUTRA10',
      membershipPointsUsed: 900,
      orderValue: 0,
      pointsEarned: 0,
      paymentStatus: 'Paid',
      paymentMethod: 'points',
      razorpayOrderId: null,
      razorpayPaymentId: null,
      shippingStatus: 'NEW',
    });
    expect(placed.body.result.products).toMatchObject([{ quantity: 1, price: 999.5, lineTotalPaise: 99_950 }]);
    // Points spent, coupon used, stock taken, cart emptied, checkout settled: as for a paid order.
    expect(await pointsBalance(db(), me.id)).toBe(1_100);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.buyerId, me.id))).toHaveLength(1);
    expect(await stockOf(shirt._id)).toBe((stockBefore ?? 0) - 1);
    expect(await db().select().from(cartLines).where(eq(cartLines.buyerId, me.id))).toEqual([]);
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, checkout._id));
    expect(row).toMatchObject({ status: 'placed', razorpayPaymentId: null });

    // Replayed, also several at once: the same order, nothing spent again.
    const again = await Promise.all([1, 2, 3].map(() => placeCoveredOrder(h, me, { checkoutId: checkout._id })));
    expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(again.map((a) => a.body.result._id))).toEqual(new Set([placed.body.result._id]));
    expect(await ordersOf(me.id)).toHaveLength(1);
    expect(await pointsBalance(db(), me.id)).toBe(1_100);
  });

  it('refuses a checkout with an amount to pay: the client cannot claim ₹0', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, shirt._id, 1, WHITE_40);
    const paid = (await startCheckout(h, me, { useMembershipPoints: false })).body.result;
    expect(paid.totalPaise).toBe(99_950);
    const claimed = await placeCoveredOrder(h, me, {
      checkoutId: paid._id,
      orderValue: 0,
      totalAmount: 0,
      amount: 0,
      paymentRequired: false,
    });
    expect(claimed).toMatchObject({ status: 400, body: { success: false, message: PAYMENT_REQUIRED } });
    expect(await ordersOf(me.id)).toEqual([]);
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, paid._id));
    expect(row?.status).toBe('pending');
  });

  it('answers another buyer’s checkout exactly like a missing one, and needs a token', async () => {
    const owner = await newBuyer(h.api);
    const other = await newBuyer(h.api);
    await givePoints(h, owner.id, 2_000);
    await addToCart(h, owner, shirt._id, 1, WHITE_40);
    const checkout = (await startAnyCheckout(h, owner, { useMembershipPoints: true })).body.result;
    expect(checkout.totalPaise).toBe(0);
    const notFound = { status: 404, body: { success: false, code: 'not_found', message: CHECKOUT_NOT_FOUND } };
    expect(await placeCoveredOrder(h, other, { checkoutId: checkout._id })).toMatchObject(notFound);
    expect(await placeCoveredOrder(h, other, { checkoutId: crypto.randomUUID() })).toMatchObject(notFound);
    const anonymous = await call(h.api, 'POST', '/order/covered', { checkoutId: checkout._id });
    expect(anonymous.status).toBe(401);
    expect(await ordersOf(owner.id)).toEqual([]);
  });

  it('spends the points and the coupon once when two checkouts of one cart are placed at the same instant', async () => {
    const me = await newBuyer(h.api);
    // Enough points for both: only the cart, bought once, stops the second.
    await givePoints(h, me.id, 5_000);
    await addToCart(h, me, shirt._id, 1, WHITE_40);
    const body = { useMembershipPoints: true, couponCode: 'SUTRA10' };
    const first = (await startAnyCheckout(h, me, body)).body.result;
    const second = (await startAnyCheckout(h, me, body)).body.result;
    expect([first.totalPaise, second.totalPaise]).toEqual([0, 0]);

    const answers = await Promise.all([first, second].map((c) => placeCoveredOrder(h, me, { checkoutId: c._id })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body).toMatchObject({
      code: 'cart_changed',
      message: `We could not place your order: ${CART_CHANGED}. Nothing was charged.`,
    });
    expect(await ordersOf(me.id)).toHaveLength(1);
    expect(await pointsBalance(db(), me.id)).toBe(5_000 - 900);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.buyerId, me.id))).toHaveLength(1);
  });
});
