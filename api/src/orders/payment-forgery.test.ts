import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { cartLines, checkouts, orders } from '../db/schema.js';
import { newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  type CheckoutHarness,
  KEY_ID,
  pay,
  placeOrder,
  razorpayEntity,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import {
  PAYMENT_FOR_ANOTHER_ORDER,
  PAYMENT_UNCONFIRMED,
  PAYMENT_UNKNOWN,
  paymentNotTaken,
  paymentRefused,
} from './payment-confirmation.js';

/**
 * A stranger who read this repository knows the sandbox's key secret, so can sign any `<order_id>|<payment_id>`
 * checkout would hand back. None of that may place an order Razorpay was not paid for.
 */
const forgedSignature = (orderId: string, paymentId: string) =>
  createHmac('sha256', SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
const forgedProof = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: forgedSignature(orderId, paymentId),
});

let h: CheckoutHarness;
let blazer: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  blazer = await createProduct(h.api.database.db, {
    name: 'Fixture Linen Blazer',
    variants: [{ color: 'Beige', sizes: ['40'], salePaise: 699_900 }],
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.razorpay.pauseWebhooks(true);
  await h.razorpay.outage(false);
});

const refused = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
const ordersOf = (buyerId: string) => h.api.database.db.select().from(orders).where(eq(orders.buyerId, buyerId));

async function pendingCheckout(buyer?: SignedInBuyer) {
  const me = buyer ?? (await newBuyer(h.api));
  await addToCart(h, me, blazer._id, 1, { color: 'Beige', size: '40' });
  const checkout = (await startCheckout(h, me)).body.result;
  return { me, checkout };
}

describe('POST /order with a signature made from the published sandbox secret', () => {
  it('places nothing for a payment id Razorpay never issued', async () => {
    const { me, checkout } = await pendingCheckout();
    const answer = await placeOrder(h, me, forgedProof(checkout.razorpayOrderId, 'pay_Invented0000001'));
    expect(answer).toMatchObject(refused(400, paymentRefused(PAYMENT_UNKNOWN)));
    expect(await ordersOf(me.id)).toEqual([]);
    const [stored] = await h.api.database.db.select().from(checkouts).where(eq(checkouts.id, checkout._id));
    expect(stored?.status).toBe('pending');
  });

  it('places nothing for a real payment of a cheaper checkout presented for a dearer one', async () => {
    const me = await newBuyer(h.api);
    const tie = await createProduct(h.api.database.db, {
      name: 'Fixture Cheap Tie',
      variants: [{ salePaise: 10_000 }],
    });
    await addToCart(h, me, tie._id, 1, null);
    const cheap = (await startCheckout(h, me)).body.result;
    const paid = await pay(h, cheap.razorpayOrderId);
    await addToCart(h, me, blazer._id, 1, { color: 'Beige', size: '40' });
    const dear = (await startCheckout(h, me)).body.result;
    expect(dear.amount).toBeGreaterThan(cheap.amount);

    const answer = await placeOrder(h, me, forgedProof(dear.razorpayOrderId, paid.razorpay_payment_id));
    expect(answer).toMatchObject(refused(400, paymentRefused(PAYMENT_FOR_ANOTHER_ORDER)));
    expect(await ordersOf(me.id)).toEqual([]);
    // The honest proof still places the order it paid for.
    expect((await placeOrder(h, me, paid)).status).toBe(201);
  });

  it('places nothing for a declined payment', async () => {
    const { me, checkout } = await pendingCheckout();
    const declined = await h.razorpay.pay(checkout.razorpayOrderId, {
      key: KEY_ID,
      card: { number: '4000 0000 0000 0002' },
    });
    if (declined.ok) throw new Error('the declining card paid');
    const paymentId = declined.error.metadata.payment_id ?? '';
    const answer = await placeOrder(h, me, forgedProof(checkout.razorpayOrderId, paymentId));
    expect(answer).toMatchObject(refused(400, paymentRefused(paymentNotTaken('failed'))));
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('captures an authorized payment for the checkout’s amount, then places the order', async () => {
    const { me, checkout } = await pendingCheckout();
    const paid = await h.razorpay.pay(checkout.razorpayOrderId, { key: KEY_ID, authorizeOnly: true });
    if (!paid.ok) throw new Error('not authorized');
    expect(await razorpayEntity(h, `/payments/${paid.result.razorpay_payment_id}`)).toMatchObject({
      status: 'authorized',
    });
    expect((await placeOrder(h, me, paid.result)).status).toBe(201);
    expect(await razorpayEntity(h, `/payments/${paid.result.razorpay_payment_id}`)).toMatchObject({
      status: 'captured',
      amount: checkout.amount,
    });
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('answers 503 and places nothing while Razorpay cannot be asked; the same proof places it afterwards', async () => {
    const { me, checkout } = await pendingCheckout();
    const proof = await pay(h, checkout.razorpayOrderId);
    await h.razorpay.outage(true);
    expect(await placeOrder(h, me, proof)).toMatchObject(refused(503, PAYMENT_UNCONFIRMED));
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await h.api.database.db.select().from(cartLines).where(eq(cartLines.buyerId, me.id))).toHaveLength(1);
    await h.razorpay.outage(false);
    expect((await placeOrder(h, me, proof)).status).toBe(201);
  });
});

describe('POST /payment/webhook signed with the published sandbox webhook secret', () => {
  const signedEvent = (event: string, payment: { id: string; order_id: string; amount: number }) => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: { payment: { entity: { ...payment, currency: 'INR', status: 'captured', captured: true } } },
    });
    const signature = createHmac('sha256', SANDBOX_DEFAULTS.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex');
    return { body, signature };
  };
  const postEvent = async ({ body, signature }: { body: string; signature: string }) => {
    const answer = await h.api.app.inject({
      method: 'POST',
      url: '/API/v1/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });
    return { status: answer.statusCode, body: answer.json() };
  };

  it('places nothing for an invented captured payment', async () => {
    const { me, checkout } = await pendingCheckout();
    const event = signedEvent('payment.captured', {
      id: 'pay_Invented0000002',
      order_id: checkout.razorpayOrderId,
      amount: checkout.amount,
    });
    expect(await postEvent(event)).toEqual({
      status: 200,
      body: { status: true, message: paymentRefused(PAYMENT_UNKNOWN) },
    });
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('places nothing for a real payment of another order named as this one’s', async () => {
    const first = await pendingCheckout();
    const second = await pendingCheckout(first.me);
    const paid = await pay(h, first.checkout.razorpayOrderId);
    const event = signedEvent('order.paid', {
      id: paid.razorpay_payment_id,
      order_id: second.checkout.razorpayOrderId,
      amount: second.checkout.amount,
    });
    const answer = await postEvent(event);
    expect(answer.body.message).toBe(paymentRefused(PAYMENT_FOR_ANOTHER_ORDER));
    expect(await ordersOf(first.me.id)).toEqual([]);
  });

  it('answers 503 while Razorpay cannot be asked, and places the order when the event is delivered again', async () => {
    const { me, checkout } = await pendingCheckout();
    await pay(h, checkout.razorpayOrderId);
    const [captured] = await h.razorpay.webhooks({ subject: checkout.razorpayOrderId, event: 'payment.captured' });
    if (!captured) throw new Error('no payment.captured webhook');
    await h.razorpay.outage(true);
    const during = await h.razorpay.sendWebhook(captured.id);
    expect(during.status).toBe(503);
    expect(JSON.parse(during.response)).toMatchObject({ message: PAYMENT_UNCONFIRMED });
    expect(await ordersOf(me.id)).toEqual([]);
    await h.razorpay.outage(false);
    const after = await h.razorpay.sendWebhook(captured.id);
    expect(JSON.parse(after.response)).toEqual({ status: true, message: 'Order placed' });
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('captures and places an authorized payment whose browser never came back', async () => {
    const { me, checkout } = await pendingCheckout();
    const paid = await h.razorpay.pay(checkout.razorpayOrderId, { key: KEY_ID, authorizeOnly: true });
    if (!paid.ok) throw new Error('not authorized');
    const [authorized] = await h.razorpay.webhooks({ subject: checkout.razorpayOrderId, event: 'payment.authorized' });
    const delivered = await h.razorpay.sendWebhook(authorized?.id ?? '');
    expect(JSON.parse(delivered.response)).toEqual({ status: true, message: 'Order placed' });
    expect(await razorpayEntity(h, `/payments/${paid.result.razorpay_payment_id}`)).toMatchObject({
      status: 'captured',
    });
    expect(await ordersOf(me.id)).toHaveLength(1);
  });
});
