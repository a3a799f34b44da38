import { afterEach, describe, expect, it } from 'vitest';
import {
  api,
  basic,
  client,
  createOrder,
  hmac,
  KEY_ID,
  sandbox,
  useRazorpaySandbox,
  WEBHOOK_SECRET,
} from '../test/razorpay-sandbox.js';
import type { RazorpayRefund } from './entities.js';

useRazorpaySandbox();
afterEach(() => client.refundMode('processed'));

type ErrorBody = { error: { code: string; description: string; field?: string } };

async function paidPayment(amount = 100_000): Promise<string> {
  const order = await createOrder(amount);
  const paid = await client.pay(order.id, { key: KEY_ID });
  if (!paid.ok) throw new Error('payment failed');
  return paid.result.razorpay_payment_id;
}

/** `POST /v1/payments/:id/refund`, with Razorpay's idempotency header when given. */
async function refund<T = RazorpayRefund>(paymentId: string, body: unknown, idempotencyKey?: string) {
  const response = await fetch(`${sandbox.url}/razorpay/v1/payments/${paymentId}/refund`, {
    method: 'POST',
    headers: {
      authorization: basic(),
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'x-refund-idempotency': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const refundEvents = async (paymentId: string) =>
  (await client.webhooks())
    .filter((e) => e.event.startsWith('refund.') && e.body.includes(paymentId))
    .map((e) => e.event)
    .reverse();

describe('refunds', () => {
  it('refunds in parts, never more in all than was captured, with Razorpay’s error when over', async () => {
    const paymentId = await paidPayment(100_000);
    const first = await refund(paymentId, { amount: 30_000, notes: { orderId: 'o-1' } });
    expect(first).toMatchObject({
      status: 200,
      body: { entity: 'refund', amount: 30_000, payment_id: paymentId, status: 'processed', notes: { orderId: 'o-1' } },
    });
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 30_000,
      refund_status: 'partial',
    });
    const over = await refund<ErrorBody>(paymentId, { amount: 70_001 });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The refund amount provided is greater than amount captured',
      field: 'amount',
    });
    expect((await refund(paymentId, { amount: 70_000 })).status).toBe(200);
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'refunded',
      amount_refunded: 100_000,
      refund_status: 'full',
    });
    const done = await refund<ErrorBody>(paymentId, { amount: 100 });
    expect(done.body.error.description).toBe('The payment has been fully refunded already');
  });

  it('lists a payment’s refunds and answers one by id', async () => {
    const paymentId = await paidPayment();
    const a = (await refund(paymentId, { amount: 10_000 })).body;
    const b = (await refund(paymentId, { amount: 20_000 })).body;
    expect((await api('GET', `/v1/payments/${paymentId}/refunds`)).body).toEqual({
      entity: 'collection',
      count: 2,
      items: [b, a],
    });
    expect((await api('GET', `/v1/refunds/${a.id}`)).body).toEqual(a);
    expect((await api('GET', '/v1/refunds/rfnd_missing0000000')).status).toBe(400);
    expect((await api('GET', '/v1/payments/pay_missing00000000/refunds')).status).toBe(400);
  });

  it('answers a repeated idempotency key with the refund it made, and refuses the key with another body', async () => {
    const paymentId = await paidPayment();
    const key = 'refund-0f6b0c3e-6a1d';
    const first = await refund(paymentId, { amount: 25_000 }, key);
    const again = await refund(paymentId, { amount: 25_000 }, key);
    expect(again.body.id).toBe(first.body.id);
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({ amount_refunded: 25_000 });
    const other = await refund<ErrorBody>(paymentId, { amount: 26_000 }, key);
    expect(other.status).toBe(400);
    expect(other.body.error.description).toBe(
      'Different request with the same idempotency key has already been processed.',
    );
    expect((await refund(paymentId, { amount: 100 }, 'short')).status).toBe(400);
  });

  it('sends refund.created then refund.processed, signed like the payment webhooks', async () => {
    const paymentId = await paidPayment();
    const made = (await refund(paymentId, { amount: 5_000 })).body;
    expect(await refundEvents(paymentId)).toEqual(['refund.created', 'refund.processed']);
    const [processed] = await client.webhooks({ event: 'refund.processed' });
    if (!processed) throw new Error('no refund.processed');
    expect(processed.headers['X-Razorpay-Signature']).toBe(hmac(WEBHOOK_SECRET, processed.body));
    expect(JSON.parse(processed.body).payload.refund.entity).toMatchObject({ id: made.id, status: 'processed' });
  });

  it('keeps refunds pending when told, and a failed one makes its amount refundable again', async () => {
    await client.refundMode('pending');
    const paymentId = await paidPayment(50_000);
    const made = (await refund(paymentId, { amount: 50_000 })).body;
    expect(made.status).toBe('pending');
    expect((await refund(paymentId, { amount: 100 })).status).toBe(400);
    await client.settleRefund(made.id, 'failed');
    expect((await api('GET', `/v1/refunds/${made.id}`)).body).toMatchObject({ status: 'failed' });
    expect(await refundEvents(paymentId)).toEqual(['refund.created', 'refund.failed']);
    expect((await refund(paymentId, { amount: 50_000 })).status).toBe(200);
  });

  it('answers 503 to refunds while the outage switch is on', async () => {
    const paymentId = await paidPayment();
    await client.outage(true);
    try {
      expect((await refund(paymentId, { amount: 1_000 })).status).toBe(503);
      expect((await api('GET', `/v1/payments/${paymentId}/refunds`)).status).toBe(503);
    } finally {
      await client.outage(false);
    }
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({ amount_refunded: 0 });
  });
});
