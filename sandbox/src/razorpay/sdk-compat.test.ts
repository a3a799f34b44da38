import { SANDBOX_DEFAULTS } from '@sutra/settings';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { razorpaySandboxClient } from './client.js';

/**
 * The sandbox against Razorpay's own Node SDK: its orders, payments and refunds calls (pointed at the sandbox instead
 * of api.razorpay.com) work unchanged, and its signature checks accept what the sandbox signs.
 */
const {
  RAZORPAY_KEY_ID: key_id,
  RAZORPAY_KEY_SECRET: key_secret,
  RAZORPAY_WEBHOOK_SECRET: webhookSecret,
} = SANDBOX_DEFAULTS;

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
let sdk: Razorpay;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', API_URL: receiver.url }),
  );
  sdk = new Razorpay({ key_id, key_secret });
  // The SDK's host is fixed to api.razorpay.com; its axios instance is the one place to point it elsewhere.
  (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
    `${sandbox.url}/razorpay`;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('Razorpay’s Node SDK against the sandbox', () => {
  it('creates and fetches orders, fetches payments and refunds them', async () => {
    const order = await sdk.orders.create({ amount: 149_900, currency: 'INR', receipt: 'sdk-1', notes: { a: 'b' } });
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 149_900, status: 'created' });
    expect(await sdk.orders.fetch(order.id)).toMatchObject({ id: order.id, receipt: 'sdk-1' });

    const paid = await razorpaySandboxClient(sandbox.url).pay(order.id, { key: key_id });
    if (!paid.ok) throw new Error('not paid');
    const paymentId = paid.result.razorpay_payment_id;
    expect(await sdk.payments.fetch(paymentId)).toMatchObject({ id: paymentId, status: 'captured', amount: 149_900 });
    expect((await sdk.orders.fetchPayments(order.id)).items.map((p) => p.id)).toEqual([paymentId]);
    expect(await sdk.payments.refund(paymentId, { amount: 49_900 })).toMatchObject({
      amount: 49_900,
      status: 'processed',
    });
    expect(await sdk.payments.fetch(paymentId)).toMatchObject({ amount_refunded: 49_900, refund_status: 'partial' });
  });

  it('fetches a UPI payment as Razorpay’s UPI entity, and verifies its checkout signature', async () => {
    const order = await sdk.orders.create({ amount: 99_900, currency: 'INR', receipt: 'sdk-upi' });
    const paid = await razorpaySandboxClient(sandbox.url).payUpi(order.id, { key: key_id, vpa: 'success@razorpay' });
    if (!paid.ok) throw new Error('not paid');
    const { razorpay_payment_id, razorpay_signature } = paid.result;
    const payment = await sdk.payments.fetch(razorpay_payment_id);
    expect(payment).toMatchObject({
      id: razorpay_payment_id,
      order_id: order.id,
      amount: 99_900,
      status: 'captured',
      method: 'upi',
      vpa: 'success@razorpay',
      card_id: null,
      wallet: null,
      acquirer_data: { rrn: expect.stringMatching(/^\d{12}$/) },
    });
    expect((payment as unknown as { upi: unknown }).upi).toEqual({
      vpa: 'success@razorpay',
      payer_account_type: 'bank_account',
    });
    expect((await sdk.orders.fetchPayments(order.id)).items.map((p) => p.method)).toEqual(['upi']);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: razorpay_payment_id },
        razorpay_signature,
        key_secret,
      ),
    ).toBe(true);
  });

  it('surfaces the sandbox’s errors as the SDK surfaces Razorpay’s', async () => {
    await expect(sdk.orders.create({ amount: 50, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Order amount less than minimum amount allowed' },
    });
  });

  it('validatePaymentVerification accepts the checkout signature, and rejects it for another order or payment', async () => {
    const order = await sdk.orders.create({ amount: 10_000, currency: 'INR' });
    const other = await sdk.orders.create({ amount: 10_000, currency: 'INR' });
    const paid = await razorpaySandboxClient(sandbox.url).pay(order.id, { key: key_id });
    if (!paid.ok) throw new Error('not paid');
    const { razorpay_payment_id, razorpay_signature } = paid.result;
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: razorpay_payment_id },
        razorpay_signature,
        key_secret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: other.id, payment_id: razorpay_payment_id },
        razorpay_signature,
        key_secret,
      ),
    ).toBe(false);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: 'pay_forged000000000' },
        razorpay_signature,
        key_secret,
      ),
    ).toBe(false);
  });

  it('Razorpay.validateWebhookSignature accepts every webhook the sandbox sends, on its raw body', async () => {
    const before = receiver.received.length;
    const order = await sdk.orders.create({ amount: 20_000, currency: 'INR' });
    await razorpaySandboxClient(sandbox.url).pay(order.id, { key: key_id });
    const hooks = (await receiver.waitFor(before + 2)).slice(before);
    for (const hook of hooks) {
      const signature = String(hook.headers['x-razorpay-signature']);
      expect(Razorpay.validateWebhookSignature(hook.body, signature, webhookSecret)).toBe(true);
      expect(Razorpay.validateWebhookSignature(hook.body, signature, 'another-secret')).toBe(false);
      expect(Razorpay.validateWebhookSignature(`${hook.body} `, signature, webhookSecret)).toBe(false);
    }
  });
});
