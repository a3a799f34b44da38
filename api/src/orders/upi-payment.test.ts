import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { checkouts, orders } from '../db/schema.js';
import { newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  type CheckoutHarness,
  KEY_ID,
  placeOrder,
  razorpayEntity,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { PAYMENT_FOR_ANOTHER_ORDER, paymentNotTaken, paymentRefused } from './payment-confirmation.js';

/**
 * UPI through the real sandbox: a UPI payment places an order exactly as a card payment does (the api reads only the
 * order id, amount, currency and status Razorpay answers), and is refused exactly as a card payment is.
 */
const forgedProof = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: createHmac('sha256', SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET)
    .update(`${orderId}|${paymentId}`)
    .digest('hex'),
});

let h: CheckoutHarness;
let kurta: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  kurta = await createProduct(h.api.database.db, {
    name: 'Fixture Silk Kurta',
    variants: [{ color: 'Ivory', sizes: ['40'], salePaise: 459_900 }],
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
  await addToCart(h, me, kurta._id, 1, { color: 'Ivory', size: '40' });
  const checkout = (await startCheckout(h, me)).body.result;
  return { me, checkout };
}

async function payByUpi(razorpayOrderId: string, vpa = 'success@razorpay') {
  const paid = await h.razorpay.payUpi(razorpayOrderId, { key: KEY_ID, vpa });
  if (!paid.ok) throw new Error(`UPI payment failed: ${paid.error.description}`);
  return paid.result;
}

describe('a UPI payment', () => {
  it('by collect places the order for the checkout’s amount, once however often it is sent', async () => {
    const { me, checkout } = await pendingCheckout();
    const proof = await payByUpi(checkout.razorpayOrderId);
    expect(await razorpayEntity(h, `/payments/${proof.razorpay_payment_id}`)).toMatchObject({
      method: 'upi',
      vpa: 'success@razorpay',
      card_id: null,
      amount: checkout.amount,
      status: 'captured',
    });
    const placed = await placeOrder(h, me, proof);
    expect(placed.status).toBe(201);
    expect(placed.body.result).toMatchObject({
      paymentMethod: 'razorpay',
      razorpayOrderId: checkout.razorpayOrderId,
      razorpayPaymentId: proof.razorpay_payment_id,
    });
    const again = await placeOrder(h, me, proof);
    expect(again.status).toBe(200);
    expect(again.body.result._id).toBe(placed.body.result._id);
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('by QR / intent, approved in the sandbox, places the order', async () => {
    const { me, checkout } = await pendingCheckout();
    const { payment_id } = await h.razorpay.startUpiIntent(checkout.razorpayOrderId, { key: KEY_ID });
    const paid = await h.razorpay.answerUpiIntent(payment_id, true);
    if (!paid.ok) throw new Error('not approved');
    expect((await placeOrder(h, me, paid.result)).status).toBe(201);
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('left authorized is captured for the checkout’s amount before the order is placed', async () => {
    const { me, checkout } = await pendingCheckout();
    const paid = await h.razorpay.payUpi(checkout.razorpayOrderId, {
      key: KEY_ID,
      vpa: 'success@razorpay',
      authorizeOnly: true,
    });
    if (!paid.ok) throw new Error('not authorized');
    expect((await placeOrder(h, me, paid.result)).status).toBe(201);
    expect(await razorpayEntity(h, `/payments/${paid.result.razorpay_payment_id}`)).toMatchObject({
      method: 'upi',
      status: 'captured',
      amount: checkout.amount,
    });
  });

  it('whose browser never came back is placed by its order.paid webhook', async () => {
    const { me, checkout } = await pendingCheckout();
    await payByUpi(checkout.razorpayOrderId);
    const [paid] = await h.razorpay.webhooks({ subject: checkout.razorpayOrderId, event: 'order.paid' });
    if (!paid) throw new Error('no order.paid webhook');
    const delivered = await h.razorpay.sendWebhook(paid.id);
    expect(JSON.parse(delivered.response)).toEqual({ status: true, message: 'Order placed' });
    expect(await ordersOf(me.id)).toHaveLength(1);
  });
});

describe('a forged or replayed UPI payment', () => {
  it('places nothing while the payer’s app has not answered, even with a signature made from the published secret', async () => {
    const { me, checkout } = await pendingCheckout();
    const { payment_id } = await h.razorpay.startUpiIntent(checkout.razorpayOrderId, { key: KEY_ID });
    const answer = await placeOrder(h, me, forgedProof(checkout.razorpayOrderId, payment_id));
    expect(answer).toMatchObject(refused(400, paymentRefused(paymentNotTaken('created'))));
    expect(await ordersOf(me.id)).toEqual([]);
    const [stored] = await h.api.database.db.select().from(checkouts).where(eq(checkouts.id, checkout._id));
    expect(stored?.status).toBe('pending');
  });

  it('places nothing for a declined UPI payment', async () => {
    const { me, checkout } = await pendingCheckout();
    const declined = await h.razorpay.payUpi(checkout.razorpayOrderId, { key: KEY_ID, vpa: 'failure@razorpay' });
    if (declined.ok) throw new Error('failure@razorpay paid');
    const paymentId = declined.error.metadata.payment_id ?? '';
    const answer = await placeOrder(h, me, forgedProof(checkout.razorpayOrderId, paymentId));
    expect(answer).toMatchObject(refused(400, paymentRefused(paymentNotTaken('failed'))));
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('places nothing for a UPI payment of one checkout replayed for another', async () => {
    const first = await pendingCheckout();
    const proof = await payByUpi(first.checkout.razorpayOrderId);
    expect((await placeOrder(h, first.me, proof)).status).toBe(201);
    const second = await pendingCheckout(first.me);
    const answer = await placeOrder(
      h,
      first.me,
      forgedProof(second.checkout.razorpayOrderId, proof.razorpay_payment_id),
    );
    expect(answer).toMatchObject(refused(400, paymentRefused(PAYMENT_FOR_ANOTHER_ORDER)));
    expect(await ordersOf(first.me.id)).toHaveLength(1);
  });

  it('answers another buyer’s UPI-paid checkout as a missing one', async () => {
    const { me, checkout } = await pendingCheckout();
    const proof = await payByUpi(checkout.razorpayOrderId);
    const thief = await newBuyer(h.api);
    expect((await placeOrder(h, thief, proof)).status).toBe(404);
    expect(await ordersOf(thief.id)).toEqual([]);
    expect((await placeOrder(h, me, proof)).status).toBe(201);
  });
});
