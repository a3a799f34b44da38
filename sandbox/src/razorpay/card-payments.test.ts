import { describe, expect, it } from 'vitest';
import {
  api,
  client,
  createOrder,
  hmac,
  KEY_ID,
  KEY_SECRET,
  receiver,
  sandbox,
  useRazorpaySandbox,
  WEBHOOK_SECRET,
} from '../test/razorpay-sandbox.js';
import type { RazorpayOrder, RazorpayPayment } from './entities.js';
import { TEST_CARDS } from './test-cards.js';

useRazorpaySandbox();

describe('paying with a test card', () => {
  it('captures 4111 1111 1111 1111, signs like Razorpay and sends payment.authorized, .captured and order.paid', async () => {
    const order = await createOrder(250_000);
    const before = receiver.received.length;
    const paid = await client.pay(order.id, {
      key: KEY_ID,
      card: { number: '4111 1111 1111 1111' },
      email: 'asha@example.in',
      contact: '9876543210',
    });
    if (!paid.ok) throw new Error(JSON.stringify(paid));
    const { razorpay_payment_id: paymentId, razorpay_order_id, razorpay_signature } = paid.result;
    expect(paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(razorpay_order_id).toBe(order.id);
    expect(razorpay_signature).toBe(hmac(KEY_SECRET, `${order.id}|${paymentId}`));

    const payment = (await api<RazorpayPayment>('GET', `/v1/payments/${paymentId}`)).body;
    expect(payment).toMatchObject({
      id: paymentId,
      entity: 'payment',
      amount: 250_000,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'card',
      email: 'asha@example.in',
      contact: '9876543210',
      error_code: null,
      card: { last4: '1111' },
    });
    expect((await api<RazorpayOrder>('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 250_000,
      amount_due: 0,
      attempts: 1,
    });

    const hooks = (await receiver.waitFor(before + 3)).slice(before);
    expect(hooks.map((h) => JSON.parse(h.body).event).sort()).toEqual([
      'order.paid',
      'payment.authorized',
      'payment.captured',
    ]);
    for (const hook of hooks) {
      expect(hook.path).toBe('/API/v1/payment/webhook');
      expect(hook.headers['content-type']).toBe('application/json');
      expect(hook.headers['x-razorpay-signature']).toBe(hmac(WEBHOOK_SECRET, hook.body));
      expect(hook.headers['x-razorpay-event-id']).toMatch(/^evt_/);
      const event = JSON.parse(hook.body);
      expect(event).toMatchObject({ entity: 'event', account_id: expect.stringMatching(/^acc_/) });
      expect(event.payload.payment.entity).toMatchObject({ id: paymentId, order_id: order.id, amount: 250_000 });
    }
    const orderPaid = JSON.parse(hooks.find((h) => h.body.includes('"order.paid"'))?.body ?? '{}');
    expect(orderPaid.contains).toEqual(['payment', 'order']);
    expect(orderPaid.payload.order.entity).toMatchObject({ id: order.id, status: 'paid' });
  });

  it('declines 4000 0000 0000 0002 with Razorpay’s error, records the failed payment and sends payment.failed', async () => {
    const order = await createOrder();
    const before = receiver.received.length;
    const failed = await client.pay(order.id, { key: KEY_ID, card: { number: TEST_CARDS.failure } });
    if (failed.ok) throw new Error('the failure card paid');
    expect(failed.status).toBe(400);
    expect(failed.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    const payment = (await api<RazorpayPayment>('GET', `/v1/payments/${failed.error.metadata.payment_id}`)).body;
    expect(payment).toMatchObject({ status: 'failed', captured: false, error_reason: 'payment_failed' });
    expect((await api<RazorpayOrder>('GET', `/v1/orders/${order.id}`)).body.status).toBe('attempted');
    const [hook] = (await receiver.waitFor(before + 1)).slice(before);
    expect(JSON.parse(hook?.body ?? '{}').event).toBe('payment.failed');

    // The order can still be paid afterwards, once.
    const retried = await client.pay(order.id, { key: KEY_ID });
    expect(retried.ok).toBe(true);
    const again = await client.pay(order.id, { key: KEY_ID });
    expect(again).toMatchObject({ ok: false, error: { description: 'Payment has already been made for this order' } });
  });

  it('refuses other cards, bad input, a wrong key and unknown orders before any payment exists', async () => {
    const order = await createOrder();
    const refused = [
      await client.pay(order.id, { key: KEY_ID, card: { number: '5555 5555 5555 4444' } }),
      await client.pay(order.id, { key: KEY_ID, card: { number: '1234' } }),
      await client.pay(order.id, { key: KEY_ID, card: { expiry: '01/20' } }),
      await client.pay(order.id, { key: KEY_ID, card: { cvv: '1' } }),
      await client.pay(order.id, { key: 'rzp_test_someoneelse' }),
      await client.pay('order_doesnotexist0000', { key: KEY_ID }),
    ];
    expect(refused.map((r) => (r.ok ? 'paid' : r.error.field))).toEqual([
      'card[number]',
      'card[number]',
      'card[expiry]',
      'card[cvv]',
      'key',
      'order_id',
    ]);
    expect((await api('GET', `/v1/orders/${order.id}/payments`)).body).toMatchObject({ count: 0 });
  });

  it('leaves a payment authorized when asked, and captures it for exactly its amount and currency', async () => {
    const order = await createOrder(150_000);
    const before = receiver.received.length;
    const paid = await client.pay(order.id, { key: KEY_ID, authorizeOnly: true });
    if (!paid.ok) throw new Error(JSON.stringify(paid));
    const paymentId = paid.result.razorpay_payment_id;
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'authorized',
      captured: false,
      amount: 150_000,
    });
    expect((await api<RazorpayOrder>('GET', `/v1/orders/${order.id}`)).body.status).toBe('attempted');
    const [authorized] = (await receiver.waitFor(before + 1)).slice(before);
    expect(JSON.parse(authorized?.body ?? '{}').event).toBe('payment.authorized');
    expect((await api('POST', `/v1/payments/${paymentId}/refund`, {})).status).toBe(400);

    const refused = [
      await api('POST', `/v1/payments/${paymentId}/capture`, { amount: 100, currency: 'INR' }),
      await api('POST', `/v1/payments/${paymentId}/capture`, { amount: 150_000, currency: 'USD' }),
      await api('POST', `/v1/payments/${paymentId}/capture`, {}),
      await api('POST', '/v1/payments/pay_Unknown0000000/capture', { amount: 150_000, currency: 'INR' }),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);

    const captured = await api('POST', `/v1/payments/${paymentId}/capture`, { amount: 150_000, currency: 'INR' });
    expect(captured).toMatchObject({ status: 200, body: { id: paymentId, status: 'captured', captured: true } });
    expect((await api<RazorpayOrder>('GET', `/v1/orders/${order.id}`)).body.status).toBe('paid');
    const hooks = (await receiver.waitFor(before + 3)).slice(before + 1);
    expect(hooks.map((h) => JSON.parse(h.body).event).sort()).toEqual(['order.paid', 'payment.captured']);
    const again = await api<{ error: { description: string } }>('POST', `/v1/payments/${paymentId}/capture`, {
      amount: 150_000,
      currency: 'INR',
    });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { description: 'This payment has already been captured' } },
    });
  });

  it('answers checkout.js’s cross-origin preflight', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/razorpay/pay`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});
