import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import type { ProductJson } from '../catalog/product-json.js';
import { cartLines, orders, paymentEvents } from '../db/schema.js';
import { paymentAmountDiffers, paymentNotTaken, paymentRefused } from '../orders/payment-confirmation.js';
import { newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  type CheckoutHarness,
  KEY_ID,
  placeOrder,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { WEBHOOK_SIGNATURE_INVALID } from './payment-webhook.js';

let h: CheckoutHarness;
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Oxford Shirt',
    variants: [{ color: 'White', sizes: ['M'], salePaise: 249_900 }],
  });
});
afterAll(() => h.close());
beforeEach(() => h.razorpay.pauseWebhooks(true));

/** A buyer's checkout, paid with the sandbox's card; its webhooks are held. */
async function paidCheckout() {
  const me = await newBuyer(h.api);
  await addToCart(h, me, shirt._id, 1, { color: 'White', size: 'M' });
  const checkout = (await startCheckout(h, me)).body.result;
  const paid = await h.razorpay.pay(checkout.razorpayOrderId, { key: KEY_ID });
  if (!paid.ok) throw new Error('not paid');
  const events = await h.razorpay.webhooks({ subject: checkout.razorpayOrderId });
  const byName = (name: string) => {
    const event = events.find((e) => e.event === name);
    if (!event) throw new Error(`no ${name} webhook`);
    return event;
  };
  return { me, checkout, proof: paid.result, captured: byName('payment.captured'), orderPaid: byName('order.paid') };
}

const postWebhook = (body: string, headers: Record<string, string>) =>
  h.api.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/payment/webhook`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

describe('POST /payment/webhook', () => {
  it('places the order of a payment whose browser never came back; the browser then gets that order', async () => {
    const { me, proof, captured, orderPaid } = await paidCheckout();
    const delivered = await h.razorpay.sendWebhook(captured.id);
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.response)).toEqual({ status: true, message: 'Order placed' });
    const [order] = await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id));
    expect(order).toMatchObject({ razorpayPaymentId: proof.razorpay_payment_id, totalPaise: 249_900 });
    expect(order?.shiprocketOrderId).toMatch(/^\d+$/);
    expect(await h.api.database.db.select().from(cartLines).where(eq(cartLines.buyerId, me.id))).toEqual([]);

    const second = await h.razorpay.sendWebhook(orderPaid.id);
    expect(JSON.parse(second.response)).toEqual({ status: true, message: 'Order already placed' });
    const browser = await placeOrder(h, me, proof);
    expect(browser.status).toBe(200);
    expect(browser.body.result._id).toBe(order?.id);
  });

  it('ignores an event delivered again, and the browser’s order is not placed twice by a late webhook', async () => {
    const { me, proof, captured } = await paidCheckout();
    expect((await placeOrder(h, me, proof)).status).toBe(201);
    const first = await h.razorpay.sendWebhook(captured.id);
    expect(JSON.parse(first.response)).toEqual({ status: true, message: 'Order already placed' });
    const replay = await h.razorpay.sendWebhook(captured.id);
    expect(JSON.parse(replay.response)).toEqual({ status: true, message: 'Duplicate event ignored' });
    expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toHaveLength(1);
    const seen = await h.api.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, captured.id));
    expect(seen).toHaveLength(1);
  });

  it('places the order when webhooks flow freely and the browser also comes back: one order either way', async () => {
    await h.razorpay.pauseWebhooks(false);
    const me = await newBuyer(h.api);
    await addToCart(h, me, shirt._id, 2, { color: 'White', size: 'M' });
    const checkout = (await startCheckout(h, me)).body.result;
    const paid = await h.razorpay.pay(checkout.razorpayOrderId, { key: KEY_ID });
    if (!paid.ok) throw new Error('not paid');
    const browser = await placeOrder(h, me, paid.result);
    expect([200, 201]).toContain(browser.status);
    expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toHaveLength(1);
  });

  it('refuses a forged or tampered event, and places nothing', async () => {
    const { me, captured } = await paidCheckout();
    const headers = { 'x-razorpay-signature': captured.headers['X-Razorpay-Signature'] ?? '' };
    const tampered = captured.body.replace('"amount":249900', '"amount":100');
    expect(tampered).not.toBe(captured.body);
    const answers = [
      await postWebhook(tampered, headers),
      await postWebhook(`${captured.body} `, headers),
      await postWebhook(captured.body, {}),
      await postWebhook(captured.body, {
        'x-razorpay-signature': createHmac('sha256', 'not-the-webhook-secret').update(captured.body).digest('hex'),
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        status: false,
        code: 'webhook_unauthenticated',
        message: WEBHOOK_SIGNATURE_INVALID,
      });
    }
    expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toEqual([]);
    expect((await postWebhook(captured.body, headers)).json()).toEqual({ status: true, message: 'Order placed' });
  });

  it('refuses signatures of the wrong length', async () => {
    const { me, captured } = await paidCheckout();
    const right = captured.headers['X-Razorpay-Signature'] ?? '';
    for (const signature of ['x', right.slice(0, 63), `${right}0`, `${right}${right}`]) {
      const answer = await postWebhook(captured.body, { 'x-razorpay-signature': signature });
      expect(answer.statusCode, `signature of ${signature.length}`).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        status: false,
        code: 'webhook_unauthenticated',
        message: WEBHOOK_SIGNATURE_INVALID,
      });
    }
    expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toEqual([]);
  });

  it('places nothing when Razorpay reports the payment for another amount than the checkout’s', async () => {
    const { me, captured } = await paidCheckout();
    h.razorpayProxy.rewritePayments((payment) => ({ ...payment, amount: payment.amount - 100 }));
    try {
      const delivered = await h.razorpay.sendWebhook(captured.id);
      expect(JSON.parse(delivered.response)).toEqual({
        status: true,
        message: paymentRefused(paymentAmountDiffers(249_800, 249_900)),
      });
    } finally {
      h.razorpayProxy.rewritePayments(null);
    }
    expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toEqual([]);
  });

  it('places nothing when Razorpay reports the payment as not captured, whatever the event says', async () => {
    for (const status of ['failed', 'created', 'refunded']) {
      const { me, captured } = await paidCheckout();
      h.razorpayProxy.rewritePayments((payment) => ({ ...payment, status, captured: false }));
      try {
        const delivered = await h.razorpay.sendWebhook(captured.id);
        expect(JSON.parse(delivered.response).message, status).toBe(paymentRefused(paymentNotTaken(status)));
      } finally {
        h.razorpayProxy.rewritePayments(null);
      }
      expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id)), status).toEqual([]);
    }
  });

  it('notes a failed payment and places nothing', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: 'M' });
    const checkout = (await startCheckout(h, me)).body.result;
    const declined = await h.razorpay.pay(checkout.razorpayOrderId, {
      key: KEY_ID,
      card: { number: '4000 0000 0000 0002' },
    });
    expect(declined.ok).toBe(false);
    const [failed] = await h.razorpay.webhooks({ subject: checkout.razorpayOrderId, event: 'payment.failed' });
    const delivered = await h.razorpay.sendWebhook(failed?.id ?? '');
    expect(JSON.parse(delivered.response)).toEqual({ status: true, message: 'Event payment.failed noted' });
    expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toEqual([]);
  });
});
