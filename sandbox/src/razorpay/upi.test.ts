import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import QRCode from 'qrcode';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { razorpaySandboxClient } from './client.js';
import type { RazorpayOrder, RazorpayPayment } from './entities.js';
import { TEST_VPAS } from './upi.js';

/** UPI through the sandbox over HTTP: collect to the test UPI ids, and QR / intent answered by the sandbox's controls. */
const {
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
} = SANDBOX_DEFAULTS;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

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
beforeEach(() => receiver.answerWith(200));

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${sandbox.url}/razorpay${path}`, {
    method,
    headers: { authorization: basic, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function createOrder(amount = 249_950): Promise<RazorpayOrder> {
  const { status, body } = await api<RazorpayOrder>('POST', '/v1/orders', { amount, currency: 'INR', receipt: 'upi' });
  expect(status).toBe(200);
  return body;
}

const payment = async (id: string) => (await api<RazorpayPayment>('GET', `/v1/payments/${id}`)).body;
const orderOf = async (id: string) => (await api<RazorpayOrder>('GET', `/v1/orders/${id}`)).body;
const paymentsOf = async (orderId: string) =>
  (await api<{ items: RazorpayPayment[] }>('GET', `/v1/orders/${orderId}/payments`)).body.items;
const events = (hooks: ReceivedWebhook[]) => hooks.map((h) => JSON.parse(h.body).event as string).sort();

/** The fields Razorpay answers for every UPI payment: no card, bank or wallet, the payer's VPA twice. */
const upiFields = (vpa: string | null) => ({
  method: 'upi',
  vpa,
  upi: { vpa, payer_account_type: 'bank_account' },
  card_id: null,
  card: null,
  bank: null,
  wallet: null,
});

describe('UPI collect', () => {
  it('success@razorpay: pending while the app is asked, then captured, signed and announced like a card payment', async () => {
    const order = await createOrder();
    const before = receiver.received.length;
    const started = Date.now();
    const paying = client.payUpi(order.id, { key: KEY_ID, vpa: 'Success@Razorpay ', email: 'asha@example.in' });

    // While the request waits for the payer's app, Razorpay has a `created` payment for the order.
    let pending: RazorpayPayment[] = [];
    while (pending.length === 0) pending = await paymentsOf(order.id);
    expect(pending[0]).toMatchObject({ status: 'created', captured: false, ...upiFields(TEST_VPAS.success) });

    const paid = await paying;
    if (!paid.ok) throw new Error(JSON.stringify(paid));
    expect(Date.now() - started).toBeGreaterThanOrEqual(loadSandboxConfig({}).razorpay.upiApprovalMs - 50);
    const { razorpay_payment_id: paymentId, razorpay_order_id, razorpay_signature } = paid.result;
    expect(razorpay_order_id).toBe(order.id);
    expect(razorpay_signature).toBe(hmac(KEY_SECRET, `${order.id}|${paymentId}`));

    const entity = await payment(paymentId);
    expect(entity).toMatchObject({
      id: paymentId,
      entity: 'payment',
      amount: 249_950,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      email: 'asha@example.in',
      error_code: null,
      ...upiFields(TEST_VPAS.success),
    });
    if (entity.method !== 'upi') throw new Error('not a UPI payment');
    expect(entity.acquirer_data.rrn).toMatch(/^\d{12}$/);
    expect(entity.acquirer_data.upi_transaction_id).toMatch(/^\w+$/);
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', amount_paid: 249_950, amount_due: 0, attempts: 1 });

    const hooks = (await receiver.waitFor(before + 3)).slice(before);
    expect(events(hooks)).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    for (const hook of hooks) {
      expect(hook.path).toBe('/API/v1/payment/webhook');
      expect(hook.headers['x-razorpay-signature']).toBe(hmac(WEBHOOK_SECRET, hook.body));
      expect(JSON.parse(hook.body).payload.payment.entity).toMatchObject({
        id: paymentId,
        ...upiFields(TEST_VPAS.success),
      });
    }
  });

  it('failure@razorpay: declined with Razorpay’s UPI error, recorded failed, payment.failed sent; the order stays payable', async () => {
    const order = await createOrder();
    const before = receiver.received.length;
    const failed = await client.payUpi(order.id, { key: KEY_ID, vpa: TEST_VPAS.failure });
    if (failed.ok) throw new Error('failure@razorpay paid');
    expect(failed.status).toBe(400);
    expect(failed.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_cancelled',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    const entity = await payment(failed.error.metadata.payment_id ?? '');
    expect(entity).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_source: 'customer',
      error_step: 'payment_authentication',
      error_reason: 'payment_cancelled',
      ...upiFields(TEST_VPAS.failure),
    });
    expect((await orderOf(order.id)).status).toBe('attempted');
    const [hook] = (await receiver.waitFor(before + 1)).slice(before);
    const event = JSON.parse(hook?.body ?? '{}');
    expect(event.event).toBe('payment.failed');
    expect(event.payload.payment.entity).toMatchObject({ status: 'failed', error_reason: 'payment_cancelled' });

    expect((await client.payUpi(order.id, { key: KEY_ID, vpa: TEST_VPAS.success })).ok).toBe(true);
    expect(await client.payUpi(order.id, { key: KEY_ID, vpa: TEST_VPAS.success })).toMatchObject({
      ok: false,
      error: { description: 'Payment has already been made for this order' },
    });
  });

  it('refuses a malformed UPI id, one that is not a test id, a wrong key and an unknown order before any payment exists', async () => {
    const order = await createOrder();
    const refused = await Promise.all(
      ['asha', 'asha@', '@okaxis', 'a@b', 'asha rao@okaxis', 'asha@ok axis', 'asha.rao@okaxis'].map((vpa) =>
        client.payUpi(order.id, { key: KEY_ID, vpa }),
      ),
    );
    expect(refused.map((r) => (r.ok ? 'paid' : r.error.description))).toEqual([
      ...Array(6).fill('Invalid VPA. Please enter a valid Virtual Payment Address'),
      'This sandbox only takes its test UPI ids: success@razorpay pays, failure@razorpay is declined.',
    ]);
    expect(refused.every((r) => !r.ok && r.error.field === 'vpa')).toBe(true);
    const others = [
      await client.payUpi(order.id, { key: 'rzp_test_someoneelse', vpa: TEST_VPAS.success }),
      await client.payUpi('order_doesnotexist0000', { key: KEY_ID, vpa: TEST_VPAS.success }),
    ];
    expect(others.map((r) => (r.ok ? 'paid' : r.error.field))).toEqual(['key', 'order_id']);
    expect(await paymentsOf(order.id)).toEqual([]);
    expect((await orderOf(order.id)).attempts).toBe(0);
  });

  it('leaves an approved UPI payment authorized when asked, for the merchant to capture', async () => {
    const order = await createOrder(120_000);
    const paid = await client.payUpi(order.id, { key: KEY_ID, vpa: TEST_VPAS.success, authorizeOnly: true });
    if (!paid.ok) throw new Error(JSON.stringify(paid));
    const id = paid.result.razorpay_payment_id;
    expect(await payment(id)).toMatchObject({ status: 'authorized', captured: false, method: 'upi' });
    const captured = await api('POST', `/v1/payments/${id}/capture`, { amount: 120_000, currency: 'INR' });
    expect(captured).toMatchObject({ status: 200, body: { id, status: 'captured', method: 'upi' } });
    expect((await orderOf(order.id)).status).toBe('paid');
  });
});

describe('UPI QR / intent', () => {
  it('answers a upi://pay intent for the order and its QR code, with a created payment waiting for the app', async () => {
    const order = await createOrder(249_950);
    const started = await client.startUpiIntent(order.id, { key: KEY_ID, contact: '9876543210' });
    const url = new URL(started.intent_url);
    expect(`${url.protocol}//${url.host}`).toBe('upi://pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pa: 'sutra.sandbox@razorpay',
      pn: 'Sutra',
      am: '2499.50',
      cu: 'INR',
      tr: order.id,
    });
    // The grid is the QR code of exactly that link: versions run 21, 25, 29… modules a side.
    const expected = QRCode.create(started.intent_url, { errorCorrectionLevel: 'M' }).modules;
    expect(started.qr.size).toBe(expected.size);
    expect((started.qr.size - 21) % 4).toBe(0);
    expect(started.qr.rows).toHaveLength(started.qr.size);
    for (const [row, line] of started.qr.rows.entries()) {
      expect(line).toMatch(new RegExp(`^[01]{${started.qr.size}}$`));
      expect([...line].map(Number)).toEqual([...line].map((_, column) => expected.get(row, column)));
    }
    expect(await payment(started.payment_id)).toMatchObject({
      status: 'created',
      order_id: order.id,
      contact: '9876543210',
      ...upiFields(null),
      acquirer_data: { rrn: null, upi_transaction_id: null },
    });
  });

  it('approve: captured with a payer VPA, signed, and announced; answering again is refused', async () => {
    const order = await createOrder();
    const before = receiver.received.length;
    const { payment_id } = await client.startUpiIntent(order.id, { key: KEY_ID });
    const paid = await client.answerUpiIntent(payment_id, true);
    if (!paid.ok) throw new Error(JSON.stringify(paid));
    expect(paid.result).toEqual({
      razorpay_payment_id: payment_id,
      razorpay_order_id: order.id,
      razorpay_signature: hmac(KEY_SECRET, `${order.id}|${payment_id}`),
    });
    expect(await payment(payment_id)).toMatchObject({ status: 'captured', ...upiFields(TEST_VPAS.success) });
    const hooks = (await receiver.waitFor(before + 3)).slice(before);
    expect(events(hooks)).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    expect(await client.answerUpiIntent(payment_id, false)).toMatchObject({
      ok: false,
      error: { description: 'This payment is already captured' },
    });
  });

  it('decline: failed with Razorpay’s UPI error and payment.failed; a collect payment cannot be answered here', async () => {
    const order = await createOrder();
    const before = receiver.received.length;
    const { payment_id } = await client.startUpiIntent(order.id, { key: KEY_ID });
    const failed = await client.answerUpiIntent(payment_id, false);
    expect(failed).toMatchObject({
      ok: false,
      status: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        source: 'customer',
        step: 'payment_authentication',
        reason: 'payment_cancelled',
        metadata: { order_id: order.id, payment_id },
      },
    });
    expect(await payment(payment_id)).toMatchObject({ status: 'failed', ...upiFields(TEST_VPAS.failure) });
    const [hook] = (await receiver.waitFor(before + 1)).slice(before);
    expect(JSON.parse(hook?.body ?? '{}').event).toBe('payment.failed');

    const collect = sandbox.razorpay.upi.startCollect({ key: KEY_ID, orderId: order.id, vpa: TEST_VPAS.success });
    if (!collect.ok) throw new Error('collect not started');
    expect(await client.answerUpiIntent(collect.payment.id, true)).toMatchObject({ ok: false, status: 400 });
    expect(await client.answerUpiIntent('pay_Unknown0000000', true)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses to approve a waiting QR payment once another payment has paid the order', async () => {
    const order = await createOrder();
    const { payment_id } = await client.startUpiIntent(order.id, { key: KEY_ID });
    expect((await client.pay(order.id, { key: KEY_ID })).ok).toBe(true);
    expect(await client.answerUpiIntent(payment_id, true)).toMatchObject({
      ok: false,
      error: { description: 'Payment has already been made for this order' },
    });
    expect((await payment(payment_id)).status).toBe('created');
  });

  it('answers checkout.js’s cross-origin preflights for the UPI routes', async () => {
    for (const path of ['/sandbox/razorpay/upi/intent', '/sandbox/razorpay/upi/intent/pay_x']) {
      const response = await fetch(`${sandbox.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
