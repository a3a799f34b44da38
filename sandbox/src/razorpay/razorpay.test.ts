import { describe, expect, it } from 'vitest';
import {
  api,
  basic,
  client,
  createOrder,
  KEY_ID,
  KEY_SECRET,
  receiver,
  sandbox,
  useRazorpaySandbox,
} from '../test/razorpay-sandbox.js';

useRazorpaySandbox();

describe('Razorpay orders API', () => {
  it('creates an order in Razorpay’s shape and answers it by id', async () => {
    const order = await createOrder(129_900, 'checkout-abc');
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(order).toMatchObject({
      entity: 'order',
      amount: 129_900,
      amount_paid: 0,
      amount_due: 129_900,
      currency: 'INR',
      receipt: 'checkout-abc',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { checkoutId: 'c-1' },
    });
    expect(Math.abs(order.created_at - Date.now() / 1000)).toBeLessThan(5);
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toEqual(order);
    expect(await api('GET', `/v1/orders/${order.id}/payments`)).toEqual({
      status: 200,
      body: { entity: 'collection', count: 0, items: [] },
    });
  });

  it('refuses calls without the key id and secret, with Razorpay’s error', async () => {
    for (const auth of ['', basic(KEY_ID, 'wrong-secret'), basic('rzp_test_other', KEY_SECRET), 'Bearer x']) {
      const { status, body } = await api('POST', '/v1/orders', { amount: 1000 }, auth);
      expect(status).toBe(401);
      expect(body).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
  });

  it('validates amount, currency and receipt as Razorpay does', async () => {
    const cases: [unknown, string][] = [
      [{}, 'The amount field is required.'],
      [{ amount: 99 }, 'Order amount less than minimum amount allowed'],
      [{ amount: 100.5 }, 'The amount must be an integer.'],
      [{ amount: '500' }, 'The amount must be an integer.'],
      [{ amount: 500, currency: 'USD' }, 'The sandbox only supports INR'],
      [{ amount: 500, receipt: 'r'.repeat(41) }, 'The receipt may not be greater than 40 characters.'],
    ];
    for (const [body, description] of cases) {
      const answer = await api<{ error: { description: string; code: string } }>('POST', '/v1/orders', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description });
    }
    expect((await api('GET', '/v1/orders/order_missing0000000')).status).toBe(400);
  });
});

describe('webhook controls', () => {
  it('holds webhooks while paused, then sends and replays one on demand with the same bytes and id', async () => {
    await client.pauseWebhooks(true);
    const order = await createOrder();
    const before = receiver.received.length;
    const paid = await client.pay(order.id, { key: KEY_ID });
    expect(paid.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received.length).toBe(before);

    const held = await client.webhooks({ subject: order.id, event: 'payment.captured' });
    expect(held).toHaveLength(1);
    const [event] = held;
    if (!event) throw new Error('no event');
    expect(event.deliveries).toEqual([]);

    expect(await client.sendWebhook(event.id)).toMatchObject({ status: 200 });
    receiver.answerWith(500);
    expect(await client.sendWebhook(event.id)).toMatchObject({ status: 500 });
    const [first, replay] = receiver.received.slice(before);
    expect(replay?.body).toBe(first?.body);
    expect(replay?.headers['x-razorpay-event-id']).toBe(event.id);
    expect(replay?.headers['x-razorpay-signature']).toBe(first?.headers['x-razorpay-signature']);
    const [listed] = await client.webhooks({ subject: order.id, event: 'payment.captured' });
    expect(listed?.deliveries.map((d) => d.status)).toEqual([200, 500]);
  });

  it('answers 404 for a webhook it never sent', async () => {
    await expect(client.sendWebhook('evt_nothing')).rejects.toThrow(/404/);
  });
});

describe('outage switch', () => {
  it('answers 503 to every API call while on, keeps serving checkout.js, and recovers when turned off', async () => {
    const order = await createOrder();
    await client.outage(true);
    try {
      const down = await api<{ error: { code: string } }>('GET', `/v1/orders/${order.id}`);
      expect(down).toMatchObject({ status: 503, body: { error: { code: 'SERVER_ERROR' } } });
      expect((await api('POST', '/v1/orders', { amount: 10_000, currency: 'INR' })).status).toBe(503);
      expect((await fetch(`${sandbox.url}/razorpay/v1/checkout.js`)).status).toBe(200);
    } finally {
      await client.outage(false);
    }
    expect((await api('GET', `/v1/orders/${order.id}`)).status).toBe(200);
  });
});

describe('refunds', () => {
  it('refunds a captured payment in full and marks it refunded', async () => {
    const order = await createOrder(80_000);
    const paid = await client.pay(order.id, { key: KEY_ID });
    if (!paid.ok) throw new Error('not paid');
    const paymentId = paid.result.razorpay_payment_id;
    const refund = await api('POST', `/v1/payments/${paymentId}/refund`, { notes: { reason: 'test' } });
    expect(refund).toMatchObject({
      status: 200,
      body: { entity: 'refund', amount: 80_000, payment_id: paymentId, status: 'processed' },
    });
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'refunded',
      amount_refunded: 80_000,
      refund_status: 'full',
    });
    expect((await api('POST', `/v1/payments/${paymentId}/refund`, {})).status).toBe(400);
  });
});
