import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Razorpay, type RazorpayPaymentEntity } from '../providers/razorpay.js';
import {
  confirmPayment,
  PAYMENT_FOR_ANOTHER_ORDER,
  PAYMENT_UNCONFIRMED,
  PAYMENT_UNKNOWN,
  PaymentRefusedError,
  PaymentUnconfirmedError,
  paymentAmountDiffers,
  paymentInOtherCurrency,
  paymentNotTaken,
  paymentRefused,
} from './payment-confirmation.js';

/**
 * Razorpay's wire answers the sandbox never gives (a payment in another currency or for another amount on the
 * checkout's own order, a key Razorpay refuses, a capture raced by another request), played by a stub of its
 * payments API. Everything the sandbox can play is tested through it in `payment-forgery.test.ts`.
 */
const EXPECTED = { razorpayOrderId: 'order_Checkout00000001', amountPaise: 1_299_900 };
const payment = (overrides: Partial<RazorpayPaymentEntity> = {}): RazorpayPaymentEntity => ({
  id: 'pay_Stub0000000001',
  order_id: EXPECTED.razorpayOrderId,
  amount: EXPECTED.amountPaise,
  currency: 'INR',
  status: 'captured',
  captured: true,
  ...overrides,
});

interface StubAnswer {
  status: number;
  body: unknown;
}
let stub: FastifyInstance;
let razorpay: Razorpay;
let fetchAnswers: StubAnswer[];
let captureAnswer: StubAnswer;
const calls: string[] = [];

beforeAll(async () => {
  stub = Fastify();
  stub.get('/v1/payments/:id', async (request, reply) => {
    calls.push(`GET ${request.url}`);
    const next = fetchAnswers.length > 1 ? fetchAnswers.shift() : fetchAnswers[0];
    return reply.status(next?.status ?? 500).send(next?.body);
  });
  stub.post('/v1/payments/:id/capture', async (request, reply) => {
    calls.push(`POST ${request.url} ${JSON.stringify(request.body)}`);
    return reply.status(captureAnswer.status).send(captureAnswer.body);
  });
  const url = await stub.listen({ port: 0, host: '127.0.0.1' });
  razorpay = new Razorpay({
    apiUrl: url,
    keyId: 'rzp_test_stub',
    keySecret: 'stub-secret',
    webhookSecret: 'stub-hook',
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  calls.length = 0;
  fetchAnswers = [{ status: 200, body: payment() }];
  captureAnswer = { status: 500, body: {} };
});

const outcome = async () => {
  try {
    await confirmPayment(razorpay, EXPECTED, 'pay_Stub0000000001');
    return 'confirmed';
  } catch (error) {
    if (error instanceof PaymentRefusedError || error instanceof PaymentUnconfirmedError) {
      return `${error.statusCode} ${error.message}`;
    }
    throw error;
  }
};

describe('confirmPayment', () => {
  it('confirms a captured INR payment of the checkout’s order for exactly its amount, without capturing again', async () => {
    expect(await outcome()).toBe('confirmed');
    expect(calls).toEqual(['GET /v1/payments/pay_Stub0000000001']);
  });

  it('refuses a payment for another amount, in another currency, or of another order', async () => {
    fetchAnswers = [{ status: 200, body: payment({ amount: 100 }) }];
    expect(await outcome()).toBe(`400 ${paymentRefused(paymentAmountDiffers(100, EXPECTED.amountPaise))}`);
    expect(paymentAmountDiffers(100, EXPECTED.amountPaise)).toBe('Razorpay took ₹1 but the order is ₹12,999');
    fetchAnswers = [{ status: 200, body: payment({ currency: 'USD' }) }];
    expect(await outcome()).toBe(`400 ${paymentRefused(paymentInOtherCurrency('USD'))}`);
    fetchAnswers = [{ status: 200, body: payment({ order_id: 'order_Someone0000000' }) }];
    expect(await outcome()).toBe(`400 ${paymentRefused(PAYMENT_FOR_ANOTHER_ORDER)}`);
    fetchAnswers = [{ status: 200, body: payment({ order_id: null }) }];
    expect(await outcome()).toBe(`400 ${paymentRefused(PAYMENT_FOR_ANOTHER_ORDER)}`);
  });

  it('refuses a payment that is not captured: created, failed or refunded', async () => {
    for (const status of ['created', 'failed', 'refunded']) {
      fetchAnswers = [{ status: 200, body: payment({ status, captured: status === 'refunded' }) }];
      expect(await outcome()).toBe(`400 ${paymentRefused(paymentNotTaken(status))}`);
    }
  });

  it('refuses a payment id Razorpay does not know', async () => {
    fetchAnswers = [{ status: 400, body: { error: { description: 'The id provided does not exist' } } }];
    expect(await outcome()).toBe(`400 ${paymentRefused(PAYMENT_UNKNOWN)}`);
  });

  it('captures an authorized payment for the checkout’s amount in INR', async () => {
    fetchAnswers = [{ status: 200, body: payment({ status: 'authorized', captured: false }) }];
    captureAnswer = { status: 200, body: payment() };
    expect(await outcome()).toBe('confirmed');
    expect(calls).toEqual([
      'GET /v1/payments/pay_Stub0000000001',
      `POST /v1/payments/pay_Stub0000000001/capture {"amount":${EXPECTED.amountPaise},"currency":"INR"}`,
    ]);
  });

  it('accepts a capture another request made first, once Razorpay shows it captured', async () => {
    fetchAnswers = [
      { status: 200, body: payment({ status: 'authorized', captured: false }) },
      { status: 200, body: payment() },
    ];
    captureAnswer = { status: 400, body: { error: { description: 'This payment has already been captured' } } };
    expect(await outcome()).toBe('confirmed');
  });

  it('refuses an authorized payment whose capture Razorpay refuses and that stays uncaptured', async () => {
    fetchAnswers = [{ status: 200, body: payment({ status: 'authorized', captured: false }) }];
    captureAnswer = {
      status: 400,
      body: { error: { description: 'Capture amount must be equal to the amount authorized' } },
    };
    expect(await outcome()).toBe(`400 ${paymentRefused(paymentNotTaken('authorized'))}`);
  });

  it('answers 503 when Razorpay is down or refuses the store’s keys: nothing is known either way', async () => {
    for (const status of [500, 503, 429, 401]) {
      fetchAnswers = [{ status, body: { error: { description: 'down' } } }];
      expect(await outcome()).toBe(`503 ${PAYMENT_UNCONFIRMED}`);
    }
  });
});
