import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { razorpaySandboxClient } from './client.js';
import type { RazorpayOrder, RazorpayPayment } from './entities.js';
import { TEST_CARDS } from './test-cards.js';

const {
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
} = SANDBOX_DEFAULTS;
const basic = (id: string = KEY_ID, secret: string = KEY_SECRET) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
let client: ReturnType<typeof razorpaySandboxClient>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', API_URL: receiver.url }),
  );
  client = razorpaySandboxClient(sandbox.url);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  await client.pauseWebhooks(false);
  receiver.answerWith(200);
});

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, auth = basic()) {
  const response = await fetch(`${sandbox.url}/razorpay${path}`, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const createOrder = async (amount = 129_900, receipt = 'rcpt-1') => {
  const { status, body } = await api<RazorpayOrder>('POST', '/v1/orders', {
    amount,
    currency: 'INR',
    receipt,
    notes: { checkoutId: 'c-1' },
  });
  expect(status).toBe(200);
  return body;
};

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
