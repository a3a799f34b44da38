import type { RefusalCode } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { loadProducts } from '../catalog/product-loader.js';
import { COUPON_USED_BY_BUYER } from '../coupons/service.js';
import { cartLines, checkouts, couponRedemptions, orders, pointsEntries } from '../db/schema.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct, stockOf } from '../test/catalog-fixtures.js';
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
import { ORDER_PLACED, orderRejected, PAYMENT_NOT_VERIFIED } from './place-order.js';
import { CHECKOUT_NOT_FOUND, noLongerAvailable, POINTS_SPENT_ELSEWHERE } from './placement-checks.js';
import { onlyLeft, soldOut } from './stock.js';

let h: CheckoutHarness;
/** Navy 38/40 at ₹12,499 (retail ₹15,999), 5 on hand. */
let suit: ProductJson;
/** ₹1,000, not counted. */
let tie: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  const { db } = h.api.database;
  suit = await createProduct(db, {
    name: 'Fixture Navy Suit',
    variants: [{ color: 'Navy', sizes: ['38', '40'], salePaise: 1_249_900, retailPaise: 1_599_900, stock: 5 }],
  });
  tie = await createProduct(db, { name: 'Fixture Silk Tie', variants: [{ salePaise: 100_000 }] });
});
afterAll(() => h.close());
// The browser's path on its own: the payment webhooks are held unless a test sends them.
beforeEach(() => h.razorpay.pauseWebhooks(true));

const rejected = (status: number, code: RefusalCode, message: string | RegExp) => ({
  status,
  body: { success: false, status: false, code, message },
});
const ordersOf = (buyerId: string) => h.api.database.db.select().from(orders).where(eq(orders.buyerId, buyerId));

describe('POST /order', () => {
  it('places the order a verified payment paid for, with the server’s amounts, in one transaction', async () => {
    const me = await newBuyer(h.api, { name: 'Arjun Mehta' });
    await addToCart(h, me, suit._id, 2, { color: 'Navy', size: '40' });
    await addToCart(h, me, tie._id, 1, null);
    const { checkout, placed } = await buy(h, me);
    expect(checkout).toMatchObject({
      subtotalPaise: 2_599_800,
      discountPaise: 0,
      totalPaise: 2_599_800,
      amount: 2_599_800,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe(ORDER_PLACED);
    const order = placed.body.result;
    expect(order).toMatchObject({
      buyerId: me.id,
      totalAmount: 25_998,
      discount: 0,
      membershipPointsUsed: 0,
      deliveryChargePaise: 0,
      orderValue: 25_998,
      pointsEarned: 259,
      orderStatus: 'Pending',
      shippingStatus: 'NEW',
      paymentStatus: 'Paid',
      email: 'arjun@example.in',
      deliveryAddress: { name: 'Arjun Mehta', add1: '14 Johari Bazaar Road', city: 'Jaipur', pincode: '302003' },
    });
    expect(order.orderNumber).toMatch(/^\d{13}$/);
    expect(order.shiprocketOrderId).toMatch(/^\d+$/);
    expect(
      order.products.map((p) => [p.name, p.quantity, p.price, p.pricePaise, p.retailPricePaise, p.attributes]),
    ).toEqual(
      expect.arrayContaining([
        ['Fixture Navy Suit', 2, 12_499, 1_249_900, 1_599_900, { color: 'Navy', size: '40' }],
        ['Fixture Silk Tie', 1, 1_000, 100_000, 100_000, {}],
      ]),
    );

    const { db } = h.api.database;
    expect(await db.select().from(cartLines).where(eq(cartLines.buyerId, me.id))).toEqual([]);
    const navy = suit.productVariants[0]?._id as string;
    // Size 40 sold two; size 38 keeps its own five.
    expect(await stockOf(db, navy, '40')).toBe(3);
    expect(await stockOf(db, navy, '38')).toBe(5);
    expect(await db.select().from(pointsEntries).where(eq(pointsEntries.buyerId, me.id))).toEqual([
      expect.objectContaining({ orderId: order._id, pointsEarned: 259, pointsRedeemed: 0 }),
    ]);
    const [shipment] = await h.shiprocket.shipments(order.orderNumber);
    expect(shipment).toMatchObject({ order_id: Number(order.shiprocketOrderId), status: 'NEW', destination: 'Jaipur' });
  });

  it('reads nothing about money from the payload: tampered totals, prices and points are ignored', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 50);
    await addToCart(h, me, tie._id, 3, null);
    const started = await startCheckout(h, me);
    const proof = await pay(h, started.body.result.razorpayOrderId);
    const placed = await placeOrder(h, me, {
      ...proof,
      buyerId: me.id,
      orderValue: 1,
      totalAmount: 1,
      membershipPointsUsed: 5000,
      orderNumber: 42,
      email: 'attacker@example.in',
      products: [{ productId: suit._id, quantity: 9, price: 1, name: 'Free suit', discount: '100' }],
      deliveryAddress: { add1: 'Elsewhere' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.result).toMatchObject({
      totalAmount: 3_000,
      membershipPointsUsed: 0,
      orderValue: 3_000,
      email: 'arjun@example.in',
      deliveryAddress: { add1: '14 Johari Bazaar Road' },
      products: [{ name: 'Fixture Silk Tie', quantity: 3, price: 1_000 }],
    });
    expect(placed.body.result.orderNumber).not.toBe('42');
  });

  it('refuses a forged signature, and a real one sent with another checkout’s Razorpay order', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, tie._id, 1, null);
    const first = (await startCheckout(h, me)).body.result;
    const second = (await startCheckout(h, me)).body.result;
    const proof = await pay(h, first.razorpayOrderId);

    const forged = await placeOrder(h, me, { ...proof, razorpay_signature: 'a'.repeat(64) });
    expect(forged).toMatchObject(rejected(400, 'payment_not_verified', PAYMENT_NOT_VERIFIED));
    // Signatures of the wrong length: too short, one character off either way, the right one twice.
    const right = proof.razorpay_signature;
    for (const signature of ['x', right.slice(0, 63), `${right}0`, right.slice(0, 32)]) {
      const answer = await placeOrder(h, me, { ...proof, razorpay_signature: signature });
      expect(answer, `signature of ${signature.length}`).toMatchObject(
        rejected(400, 'payment_not_verified', PAYMENT_NOT_VERIFIED),
      );
    }
    expect((await placeOrder(h, me, { ...proof, razorpay_signature: `${right}${right}` })).status).toBe(400);
    const otherPayment = await placeOrder(h, me, { ...proof, razorpay_payment_id: 'pay_Forged00000000' });
    expect(otherPayment).toMatchObject(rejected(400, 'payment_not_verified', PAYMENT_NOT_VERIFIED));
    const mismatched = await placeOrder(h, me, { ...proof, razorpay_order_id: second.razorpayOrderId });
    expect(mismatched).toMatchObject(rejected(400, 'payment_not_verified', PAYMENT_NOT_VERIFIED));
    const unknownOrder = await placeOrder(h, me, { ...proof, razorpay_order_id: 'order_Unknown0000000' });
    expect(unknownOrder).toMatchObject(rejected(404, 'not_found', CHECKOUT_NOT_FOUND));
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await h.api.database.db.select().from(cartLines).where(eq(cartLines.buyerId, me.id))).toHaveLength(1);

    expect((await placeOrder(h, me, proof)).status).toBe(201);
  });

  it('places one order per payment however often it is sent, also all at once', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, tie._id, 1, null);
    const checkout = (await startCheckout(h, me)).body.result;
    const proof = await pay(h, checkout.razorpayOrderId);
    const answers = await Promise.all([1, 2, 3, 4].map(() => placeOrder(h, me, proof)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.result._id)).size).toBe(1);
    const again = await placeOrder(h, me, proof);
    expect(again.status).toBe(200);
    expect(again.body.result._id).toBe(answers[0]?.body.result._id);
    expect(await ordersOf(me.id)).toHaveLength(1);
    const entries = await h.api.database.db.select().from(pointsEntries).where(eq(pointsEntries.buyerId, me.id));
    expect(entries).toHaveLength(1);
    expect(await h.shiprocket.shipments(again.body.result.orderNumber)).toHaveLength(1);
  });

  it('answers another buyer’s checkout exactly like a missing one, and changes nothing', async () => {
    const owner = await newBuyer(h.api);
    const thief = await newBuyer(h.api);
    await addToCart(h, owner, tie._id, 1, null);
    const checkout = (await startCheckout(h, owner)).body.result;
    const proof = await pay(h, checkout.razorpayOrderId);
    expect(await placeOrder(h, thief, proof)).toMatchObject(rejected(404, 'not_found', CHECKOUT_NOT_FOUND));
    expect(await placeOrder(h, thief, { ...proof, buyerId: owner.id })).toMatchObject(
      rejected(404, 'not_found', BUYER_NOT_FOUND),
    );
    expect(await placeOrder(h, owner, { ...proof, buyerId: thief.id })).toMatchObject(
      rejected(404, 'not_found', BUYER_NOT_FOUND),
    );
    expect(await ordersOf(thief.id)).toEqual([]);
    expect(await ordersOf(owner.id)).toEqual([]);
    expect((await placeOrder(h, owner, proof)).status).toBe(201);
  });

  it('answers 401 without a token, before reading the body, and 400 without Razorpay’s fields', async () => {
    expect(await call(h.api, 'POST', '/order', {})).toMatchObject(rejected(401, 'login_required', LOGIN_REQUIRED));
    const me = await newBuyer(h.api);
    const missing = await placeOrder(h, me, { razorpay_order_id: 'order_x', razorpay_signature: 'x' });
    expect(missing).toMatchObject(
      rejected(400, 'invalid_input', 'Invalid request. razorpay_payment_id: razorpay_payment_id is required'),
    );
  });

  it('spends points short of the whole amount up to the cap (leaving ₹1) and credits 1 per ₹100 paid', async () => {
    const me = await newBuyer(h.api);
    // One point short of the ₹900 after the discount.
    await givePoints(h, me.id, 899);
    await addToCart(h, me, tie._id, 1, null);
    const started = await startCheckout(h, me, { useMembershipPoints: true, couponCode: 'SUTRA10' });
    expect(started.body.result).toMatchObject({
      subtotalPaise: 100_000,
      discountPaise: 10_000,
      membershipPointsUsed: 899,
      totalPaise: 100,
      amount: 100,
    });
    const placed = await placeOrder(h, me, await pay(h, started.body.result.razorpayOrderId));
    expect(placed.body.result).toMatchObject({ membershipPointsUsed: 899, orderValue: 1, pointsEarned: 0 });
    const membership = await call<{ result: { totalPoints: number } }>(h.api, 'GET', '/membership', undefined, {
      token: me.token,
    });
    expect(membership.body.result.totalPoints).toBe(0);
  });
});

describe('a paid checkout that can no longer become an order', () => {
  it('is refunded by the retry worker when Razorpay refused the refund at first', async () => {
    const { db } = h.api.database;
    const vest = await createProduct(db, {
      name: 'Fixture Last Waistcoat',
      variants: [{ color: 'Wine', sizes: ['40'], salePaise: 350_000, stock: 1 }],
    });
    const first = await newBuyer(h.api);
    const second = await newBuyer(h.api);
    for (const buyer of [first, second]) await addToCart(h, buyer, vest._id, 1, { color: 'Wine', size: '40' });
    const late = (await startCheckout(h, second)).body.result;
    expect((await buy(h, first)).placed.status).toBe(201);
    const proof = await pay(h, late.razorpayOrderId);

    h.razorpayProxy.failRefunds(true);
    try {
      expect((await placeOrder(h, second, proof)).status).toBe(409);
      expect(await razorpayEntity(h, `/payments/${proof.razorpay_payment_id}`)).toMatchObject({ status: 'captured' });
      const [pending] = await db.select().from(checkouts).where(eq(checkouts.id, late._id));
      expect(pending).toMatchObject({ status: 'rejected', refundId: null });
      // Still refused at the first retry: nothing is marked refunded.
      expect((await h.retry(new Date(Date.now() + 60_000))).refunds).toBe(0);
    } finally {
      h.razorpayProxy.failRefunds(false);
    }
    // A claimed refund waits 30 s after its claim before it is due again.
    expect((await h.retry(new Date(Date.now() + 120_000))).refunds).toBe(1);
    expect(await razorpayEntity(h, `/payments/${proof.razorpay_payment_id}`)).toMatchObject({
      status: 'refunded',
      amount_refunded: 350_000,
    });
    // Once made, never again.
    expect((await h.retry(new Date(Date.now() + 240_000))).refunds).toBe(0);
  });

  it('sells no more than a size’s own stock, and takes nothing of an order one size falls short in', async () => {
    const { db } = h.api.database;
    const jacket = await createProduct(db, {
      name: 'Fixture Nehru Jacket',
      variants: [{ color: 'Teal', sizes: ['38', '40'], salePaise: 400_000, stock: 2 }],
    });
    const me = await newBuyer(h.api);
    const other = await newBuyer(h.api);
    await addToCart(h, me, jacket._id, 2, { color: 'Teal', size: '38' });
    await addToCart(h, me, jacket._id, 2, { color: 'Teal', size: '40' });
    const mine = (await startCheckout(h, me)).body.result;
    await addToCart(h, other, jacket._id, 1, { color: 'Teal', size: '38' });
    expect((await buy(h, other)).placed.status).toBe(201);

    const answer = await placeOrder(h, me, await pay(h, mine.razorpayOrderId));
    expect(answer).toMatchObject(
      rejected(409, 'out_of_stock', orderRejected(onlyLeft('Fixture Nehru Jacket (size 38)', 1), 1_600_000)),
    );
    const teal = jacket.productVariants[0]?._id as string;
    expect(await stockOf(db, teal, '38')).toBe(1);
    // Size 40 had enough, but the order was not placed: its units are all still there.
    expect(await stockOf(db, teal, '40')).toBe(2);
  });

  it('is rejected and refunded when its last unit sold meanwhile; sending it again refunds nothing more', async () => {
    const { db } = h.api.database;
    const coat = await createProduct(db, {
      name: 'Fixture Last Overcoat',
      variants: [
        { color: 'Camel', sizes: ['40'], salePaise: 900_000, stock: 1 },
        { color: 'Grey', sizes: ['40'], salePaise: 900_000 },
      ],
    });
    const first = await newBuyer(h.api);
    const second = await newBuyer(h.api);
    for (const buyer of [first, second]) await addToCart(h, buyer, coat._id, 1, { color: 'Camel', size: '40' });
    const late = (await startCheckout(h, second)).body.result;
    expect((await buy(h, first)).placed.status).toBe(201);

    const proof = await pay(h, late.razorpayOrderId);
    const message = orderRejected(soldOut('Fixture Last Overcoat (size 40)'), 900_000);
    expect(message).toBe(
      'We could not place your order: Fixture Last Overcoat (size 40) is sold out. Your payment of ₹9,000 is being refunded.',
    );
    expect(await placeOrder(h, second, proof)).toMatchObject(rejected(409, 'out_of_stock', message));
    expect(await placeOrder(h, second, proof)).toMatchObject(rejected(409, 'out_of_stock', message));
    expect(await ordersOf(second.id)).toEqual([]);
    expect(await db.select().from(cartLines).where(eq(cartLines.buyerId, second.id))).toHaveLength(1);
    const payment = await razorpayEntity(h, `/payments/${proof.razorpay_payment_id}`);
    expect(payment).toMatchObject({ status: 'refunded', amount_refunded: 900_000 });
    const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, late._id));
    expect(checkout).toMatchObject({ status: 'rejected', refundId: expect.stringMatching(/^rfnd_/) });
    expect(await stockOf(db, coat.productVariants[0]?._id as string, '40')).toBe(0);
    // Grey is not counted, so the coat is still for sale.
    const [document] = await loadProducts(db, [coat._id]);
    expect(document?.status).toBe(true);
  });

  it('sells no more than is on hand when paid checkouts are placed all at once', async () => {
    const { db } = h.api.database;
    const shawl = await createProduct(db, {
      name: 'Fixture Pashmina Shawl',
      variants: [
        { color: 'Red', salePaise: 600_000, stock: 2 },
        { color: 'Blue', salePaise: 600_000 },
      ],
    });
    const buyers = await Promise.all([1, 2, 3].map(() => newBuyer(h.api)));
    const proofs: Awaited<ReturnType<typeof pay>>[] = [];
    for (const buyer of buyers) {
      await addToCart(h, buyer, shawl._id, 1, { color: 'Red' });
      await addToCart(h, buyer, tie._id, 1, null);
      proofs.push(await pay(h, (await startCheckout(h, buyer)).body.result.razorpayOrderId));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => placeOrder(h, buyer, proofs[i] as object)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    expect(await stockOf(db, shawl.productVariants[0]?._id as string, '')).toBe(0);
    const refused = answers.findIndex((a) => a.status === 409);
    const payment = await razorpayEntity(h, `/payments/${proofs[refused]?.razorpay_payment_id}`);
    expect(payment).toMatchObject({ status: 'refunded' });
  });

  it('marks a product out of stock, documents too, when its counted SKUs run out', async () => {
    const { db } = h.api.database;
    const cufflinks = await createProduct(db, {
      name: 'Fixture Gold Cufflinks',
      variants: [{ salePaise: 250_000, stock: 2 }],
    });
    const me = await newBuyer(h.api);
    const other = await newBuyer(h.api);
    await addToCart(h, other, cufflinks._id, 1, null);
    const waiting = (await startCheckout(h, other)).body.result;
    await addToCart(h, me, cufflinks._id, 2, null);
    expect((await buy(h, me)).placed.status).toBe(201);
    const [document] = await loadProducts(db, [cufflinks._id]);
    expect(document?.status).toBe(false);
    const listed = await call<{ result: { _id: string }[] }>(h.api, 'GET', `/product?ids=${cufflinks._id}`);
    expect(listed.body.result[0]).toMatchObject({ _id: cufflinks._id, status: false });

    const proof = await pay(h, waiting.razorpayOrderId);
    const message = orderRejected(noLongerAvailable('Fixture Gold Cufflinks'), 250_000);
    expect(await placeOrder(h, other, proof)).toMatchObject(rejected(409, 'out_of_stock', message));
  });

  it('is rejected and refunded when its points were spent by another order first', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 300);
    await addToCart(h, me, tie._id, 1, null);
    const a = (await startCheckout(h, me, { useMembershipPoints: true })).body.result;
    const b = (await startCheckout(h, me, { useMembershipPoints: true })).body.result;
    expect([a.membershipPointsUsed, b.membershipPointsUsed]).toEqual([300, 300]);
    const proofA = await pay(h, a.razorpayOrderId);
    const proofB = await pay(h, b.razorpayOrderId);
    expect((await placeOrder(h, me, proofA)).status).toBe(201);
    expect(await placeOrder(h, me, proofB)).toMatchObject(
      rejected(409, 'points_spent', orderRejected(POINTS_SPENT_ELSEWHERE, 70_000)),
    );
    const payment = await razorpayEntity(h, `/payments/${proofB.razorpay_payment_id}`);
    expect(payment).toMatchObject({ status: 'refunded' });
  });

  it('is rejected and refunded when a once-per-buyer coupon was used by another order first', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, suit._id, 1, { color: 'Navy', size: '38' });
    const a = (await startCheckout(h, me, { couponCode: 'FLAT500' })).body.result;
    const b = (await startCheckout(h, me, { couponCode: 'flat500' })).body.result;
    expect([a.discountPaise, b.discountPaise]).toEqual([50_000, 50_000]);
    const proofA = await pay(h, a.razorpayOrderId);
    const proofB = await pay(h, b.razorpayOrderId);
    expect((await placeOrder(h, me, proofA)).body.result).toMatchObject({ couponCode: 'FLAT500', discount: 500 });
    expect(await placeOrder(h, me, proofB)).toMatchObject(
      rejected(409, 'coupon_used_by_buyer', orderRejected(COUPON_USED_BY_BUYER, 1_199_900)),
    );
    const uses = await h.api.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.buyerId, me.id));
    expect(uses).toHaveLength(1);
  });
});
