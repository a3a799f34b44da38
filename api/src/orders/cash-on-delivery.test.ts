import type { InvoiceDocument } from '@sutra/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { COD_OVER_LIMIT, codNotAtPincode, notDeliveredTo } from '../checkout/cash-on-delivery.js';
import type { CheckoutPriceJson } from '../checkout/quote.js';
import { couponRedemptions, coupons, orders, pointsEntries, productSkus } from '../db/schema.js';
import { pointsBalance } from '../membership/points.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  givePoints,
  JAIPUR,
  type PlaceAnswer,
  placeCoveredOrder,
  startCheckoutHarness,
} from '../test/checkout.js';
import { NOT_CASH_ON_DELIVERY, PAYMENT_REQUIRED } from './place-covered-order.js';
import { CART_CHANGED, CHECKOUT_NOT_FOUND } from './placement-checks.js';

/** Cash on Delivery, end to end against the real api and the sandbox's Shiprocket. */
let h: CheckoutHarness;
/** ₹2,499, 20 counted. */
let shirt: ProductJson;
/** ₹12,999, not counted: two of them are over the COD limit. */
let suit: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  const { db } = h.api.database;
  shirt = await createProduct(db, {
    name: 'Fixture COD Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 20 }],
  });
  suit = await createProduct(db, { name: 'Fixture COD Suit', variants: [{ salePaise: 1_299_900 }] });
  await db.insert(coupons).values({ code: 'CODTEN', description: 'Ten off', kind: 'percent', percentOff: 10 });
});
afterAll(() => h.close());

let me: SignedInBuyer;
beforeEach(async () => {
  me = await newBuyer(h.api);
});

/** What the service answers when it refuses. */
const refused = (message: string) => ({ success: false, status: false, message });

const priceOf = async (buyer: SignedInBuyer, query: Record<string, string>) => {
  const answer = await call<{ result: CheckoutPriceJson }>(
    h.api,
    'GET',
    `/checkout/price?${new URLSearchParams({ useMembershipPoints: 'false', ...query })}`,
    undefined,
    { token: buyer.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.result;
};
const startCod = (buyer: SignedInBuyer, overrides: Record<string, unknown> = {}) =>
  call<AnyCheckoutAnswer>(h.api, 'POST', '/payment/order', checkoutBody({ paymentMethod: 'cod', ...overrides }), {
    token: buyer.token,
  });
const placeCod = (buyer: SignedInBuyer, checkoutId: string) =>
  call<PlaceAnswer>(h.api, 'POST', '/order/cod', { checkoutId }, { token: buyer.token });
const at = (pincode: string) => ({ deliveryAddress: { ...JAIPUR, pincode } });

/** A shirt in the cart, started as cash on delivery and placed: answers the order. */
async function codOrder(buyer: SignedInBuyer, overrides: Record<string, unknown> = {}) {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const started = await startCod(buyer, overrides);
  expect(started.status).toBe(201);
  const placed = await placeCod(buyer, started.body.result._id);
  expect(placed.status).toBe(201);
  return confirmCod(h, placed.body.result);
}

const stockOfShirt = async () => {
  const [variant] = await h.api.database.db
    .select({ stock: productSkus.stock })
    .from(productSkus)
    .where(and(eq(productSkus.productId, shirt._id), eq(productSkus.size, '40')));
  return variant?.stock;
};

describe('cash on delivery at checkout', () => {
  it('is priced with its ₹49 fee where the courier collects, and said why not where it does not', async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    expect(await priceOf(me, { paymentMethod: 'cod', pincode: '302003' })).toMatchObject({
      subtotalPaise: 249_900,
      codFeePaise: 4900,
      totalPaise: 254_800,
      paymentMethod: 'cod',
      paymentRequired: false,
      cashOnDelivery: { available: true, feePaise: 4900, message: null },
    });
    // Andaman & Nicobar: delivered, but no courier collects cash there.
    expect(await priceOf(me, { paymentMethod: 'cod', pincode: '744101' })).toMatchObject({
      codFeePaise: 0,
      totalPaise: 249_900,
      paymentMethod: 'online',
      cashOnDelivery: { available: false, message: codNotAtPincode('744101') },
    });
    const refusedThere = await startCod(me, at('744101'));
    expect(refusedThere).toMatchObject({ status: 400, body: refused(codNotAtPincode('744101')) });
  });

  it('is not offered above ₹25,000 to collect, fee included', async () => {
    await addToCart(h, me, suit._id, 2, null);
    expect((await priceOf(me, { paymentMethod: 'cod', pincode: '302003' })).cashOnDelivery).toEqual({
      available: false,
      feePaise: 4900,
      message: COD_OVER_LIMIT,
    });
    expect(await startCod(me)).toMatchObject({ status: 400, body: refused(COD_OVER_LIMIT) });
  });

  it('refuses any checkout, online or on delivery, to a pincode no courier reaches', async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    for (const paymentMethod of ['online', 'cod']) {
      const answer = await call(h.api, 'POST', '/payment/order', checkoutBody({ paymentMethod, ...at('799001') }), {
        token: me.token,
      });
      expect(answer).toMatchObject({ status: 400, body: refused(notDeliveredTo('799001')) });
    }
  });
});

describe('placing a cash-on-delivery order', () => {
  it('takes stock, coupon and points at once, makes no Razorpay order, and ships it as COD for the total', async () => {
    await givePoints(h, me.id, 300);
    const stockBefore = await stockOfShirt();
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const started = await startCod(me, { couponCode: 'CODTEN', useMembershipPoints: true });
    expect(started.status).toBe(201);
    const checkout = started.body.result;
    // ₹2,499 − 10 % (₹249.90) − 300 points + ₹49.
    expect(checkout).toMatchObject({
      razorpayOrderId: null,
      paymentRequired: false,
      paymentMethod: 'cod',
      codFeePaise: 4900,
      totalPaise: 199_810,
      amount: 199_810,
    });

    const placed = await placeCod(me, checkout._id);
    expect(placed.status).toBe(201);
    const order = placed.body.result;
    // Nothing is paid yet, and every message says so with the amount to pay at the door.
    expect(order.payment).toEqual({
      state: 'due_on_delivery',
      dueOnDeliveryPaise: 199_810,
      summary: 'Nothing has been paid yet: you pay ₹1,998.10 in cash to the courier on delivery.',
      placedMessage:
        'Thank you for shopping with Sutra. Nothing has been paid yet: you pay ₹1,998.10 in cash to the courier on delivery.',
      label: 'Cash on Delivery — nothing paid yet; pay ₹1,998.10 on delivery',
    });
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'Pending',
      paidAt: null,
      codFeePaise: 4900,
      orderValue: 1_998.1,
      membershipPointsUsed: 300,
      pointsEarned: 19,
      razorpayPaymentId: null,
    });
    expect(await stockOfShirt()).toBe((stockBefore ?? 0) - 1);
    const { db } = h.api.database;
    expect(await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order._id))).toHaveLength(1);
    // Points spent now; the order's own are earned on delivery.
    expect(await pointsBalance(db, me.id)).toBe(0);

    // Sent to Shiprocket only once confirmed.
    expect(await h.shiprocket.shipments(order.orderNumber)).toEqual([]);
    await confirmCod(h, order);
    const [shipment] = await h.shiprocket.shipments(order.orderNumber);
    expect(shipment).toMatchObject({ payment_method: 'COD', cod_amount: 1_998.1 });

    // Its tax invoice bills the fee as a charge and says how it is paid, adding up to what the courier collects.
    const invoice = await call<{ result: InvoiceDocument }>(h.api, 'GET', `/orders/${order._id}/invoice`, undefined, {
      token: me.token,
    });
    expect(invoice.status).toBe(200);
    // Issued before anything is paid: a bill saying what is due at the door, never a receipt.
    expect(invoice.body.result.payment).toEqual({
      method: 'cod',
      label: 'Cash on delivery. Not paid when this invoice was issued: amount due on delivery ₹1,998.10.',
    });
    const fee = invoice.body.result.lines.find((line) => line.description === 'Cash on delivery fee');
    expect(fee).toMatchObject({ hsn: '996812', totalPaise: 4_900 });
    expect(invoice.body.result.totals.payablePaise).toBe(199_800);

    // The same checkout sent again answers the same order.
    const again = await placeCod(me, checkout._id);
    expect(again.status).toBe(200);
    expect(again.body.result._id).toBe(order._id);
  });

  it('is paid, and earns its points, when the courier delivers it — once, however often Shiprocket says so', async () => {
    const order = await codOrder(me);
    const { db } = h.api.database;
    expect(await pointsBalance(db, me.id)).toBe(0);
    const shiprocketId = order.shiprocketOrderId as string;
    await h.shiprocket.advance(shiprocketId, 'SHIPPED');
    const [shipped] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(shipped?.paidAt).toBeNull();

    await h.shiprocket.advance(shiprocketId, 'DELIVERED');
    const [delivered] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(delivered).toMatchObject({ orderStatus: 'Delivered' });
    expect(delivered?.paidAt).toBeInstanceOf(Date);
    expect(await pointsBalance(db, me.id)).toBe(25);

    const [event] = await h.shiprocket.webhooks({ subject: shiprocketId, event: 'shipment.DELIVERED' });
    await h.shiprocket.sendWebhook(event?.id ?? '');
    expect(await pointsBalance(db, me.id)).toBe(25);
    const read = await call<PlaceAnswer>(h.api, 'GET', `/order?id=${order._id}`, undefined, { token: me.token });
    expect(read.body.result).toMatchObject({ paymentStatus: 'Paid', paymentMethod: 'cod' });
    expect(read.body.result.payment).toMatchObject({
      state: 'paid_on_delivery',
      dueOnDeliveryPaise: 0,
      label: 'Paid on delivery',
    });
  });

  it('earns nothing for a parcel refused at the door', async () => {
    const order = await codOrder(me);
    await h.shiprocket.advance(order.shiprocketOrderId as string, 'RTO');
    const { db } = h.api.database;
    const [returned] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(returned).toMatchObject({ orderStatus: 'Returned', paidAt: null });
    const [entry] = await db.select().from(pointsEntries).where(eq(pointsEntries.orderId, order._id));
    expect(entry?.pointsEarned).toBe(0);
  });
});

describe('attacks on cash on delivery', () => {
  it("answers another buyer's COD checkout 404, like one that does not exist", async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const started = await startCod(me);
    const stranger = await newBuyer(h.api);
    expect(await placeCod(stranger, started.body.result._id)).toMatchObject({
      status: 404,
      body: refused(CHECKOUT_NOT_FOUND),
    });
  });

  it('will not place a checkout priced to be paid online as cash on delivery, nor a COD one as covered', async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const online = await call<AnyCheckoutAnswer>(h.api, 'POST', '/payment/order', checkoutBody(), { token: me.token });
    expect(online.body.result.razorpayOrderId).not.toBeNull();
    expect(await placeCod(me, online.body.result._id)).toMatchObject({
      status: 400,
      body: refused(NOT_CASH_ON_DELIVERY),
    });
    const cod = await startCod(me);
    expect(await placeCoveredOrder(h, me, { checkoutId: cod.body.result._id })).toMatchObject({
      status: 400,
      body: refused(PAYMENT_REQUIRED),
    });
  });

  it('places one order when the same checkout is sent twice at once', async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const started = await startCod(me);
    const answers = await Promise.all([placeCod(me, started.body.result._id), placeCod(me, started.body.result._id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.result._id)).size).toBe(1);
    const mine = await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id));
    expect(mine).toHaveLength(1);
  });

  it('will not place the same cart twice through two COD checkouts', async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const first = await startCod(me);
    const second = await startCod(me);
    expect((await placeCod(me, first.body.result._id)).status).toBe(201);
    expect(await placeCod(me, second.body.result._id)).toMatchObject({
      status: 409,
      body: refused(`We could not place your order: ${CART_CHANGED}. Nothing was charged.`),
    });
  });

  it('reads no money from the client: a fee or total sent along is ignored', async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const started = await startCod(me, { codFee: 0, total: 1, amount: 100 });
    expect(started.body.result).toMatchObject({ codFeePaise: 4900, totalPaise: 254_800, amount: 254_800 });
  });
});
