import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import type { ProductJson } from '../catalog/product-json.js';
import { auditLog, creditNotes } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { Razorpay } from '../providers/razorpay.js';
import { call } from '../test/accounts.js';
import { type CheckoutHarness, razorpayEntity, startCheckoutHarness } from '../test/checkout.js';
import { linesOf, moneyShirt, orderRow, paidOrder, refundsOf } from '../test/money.js';
import { deliver } from '../test/shipping.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import { recordRefund } from './record.js';
import { retryDueRefunds, sendRefund } from './send.js';

/** Refunds after dispatch, the entry point's guarantees, and Razorpay's refund webhooks. */
let h: CheckoutHarness;
let staff: TestStaff & { token: string };
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  staff = await signedInStaff(h.api, 'orders');
  shirt = await moneyShirt(h);
});
afterAll(async () => {
  await h.razorpay.refundMode('processed');
  await h.close();
});

const db = () => h.api.database.db;
const deps = () => ({ db: db(), razorpay: new Razorpay(h.api.config.razorpay), log: h.api.app.log });
const refund = (orderId: string, body: Record<string, unknown>) =>
  call<{ code?: string; result: { refundId: string } }>(h.api, 'POST', `/admin/orders/${orderId}/refunds`, body, {
    token: staff.token,
  });

async function deliveredOrder(options: Parameters<typeof paidOrder>[2] = {}) {
  const placed = await paidOrder(h, shirt, options);
  await deliver(h, await orderRow(h, placed.orderId));
  expect((await orderRow(h, placed.orderId)).orderStatus).toBe('Delivered');
  return placed;
}

const postWebhook = (body: string, secret = h.api.config.razorpay.webhookSecret) =>
  h.api.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/payment/webhook`,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    payload: body,
  });

describe('refunding a delivered order', () => {
  it('refunds an amount through Razorpay with a credit note, and never more than is left', async () => {
    const { orderId } = await deliveredOrder();
    const order = await orderRow(h, orderId);
    const first = await refund(orderId, { amountPaise: 50_000, reason: 'Late delivery' });
    expect(first.status).toBe(201);
    const [made] = await refundsOf(h, orderId);
    expect(made).toMatchObject({ amountPaise: 50_000, status: 'processed', method: 'razorpay', source: 'adjustment' });
    expect(await razorpayEntity(h, `/payments/${order.razorpayPaymentId}`)).toMatchObject({ amount_refunded: 50_000 });
    const [note] = await db()
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refundId, made?.id ?? ''));
    expect(note?.document.totals.payablePaise).toBe(50_000);

    const over = await refund(orderId, { amountPaise: order.totalPaise - 50_000 + 1, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('refund_exceeds_paid');
    expect(await refundsOf(h, orderId)).toHaveLength(1);
    expect((await refund(orderId, { amountPaise: order.totalPaise - 50_000, reason: 'The rest' })).status).toBe(201);
    const none = await refund(orderId, { amountPaise: 100, reason: 'More' });
    expect(none.body.code).toBe('nothing_to_refund');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(entry).toMatchObject({ action: 'order.refund', staffId: staff.id });
  });

  it('refunds units at their share, and refuses them twice', async () => {
    const { orderId } = await deliveredOrder({ quantity: 2 });
    const order = await orderRow(h, orderId);
    const [line] = await linesOf(h, orderId);
    const lines = [{ orderLineId: line?.id, quantity: 1 }];
    expect((await refund(orderId, { lines, reason: 'Stitching came apart' })).status).toBe(201);
    const [made] = await refundsOf(h, orderId);
    expect(made?.amountPaise).toBe(Math.floor((order.totalPaise - order.deliveryPaise) / 2));
    expect((await refund(orderId, { lines, reason: 'Again' })).status).toBe(201);
    const third = await refund(orderId, { lines, reason: 'Once more' });
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('nothing_to_refund');
  });

  it('refuses an order not yet dispatched (not_dispatched): it is cancelled instead', async () => {
    const { orderId } = await paidOrder(h, shirt);
    const answer = await refund(orderId, { amountPaise: 100, reason: 'x' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('not_dispatched');
  });
});

describe('the refund entry point', () => {
  it('keeps a refund Razorpay could not take and sends it again later, once', async () => {
    const { orderId } = await deliveredOrder();
    const order = await orderRow(h, orderId);
    h.razorpayProxy.failRefunds(true);
    try {
      expect((await refund(orderId, { amountPaise: 30_000, reason: 'Razorpay down' })).status).toBe(201);
    } finally {
      h.razorpayProxy.failRefunds(false);
    }
    const [waiting] = await refundsOf(h, orderId);
    expect(waiting).toMatchObject({ status: 'requested', razorpayRefundId: null, attempts: 1 });
    expect(waiting?.lastError).toMatch(/unavailable/);
    // Not due yet: nothing is sent; due: sent once, however often the round runs.
    expect(await sendRefund(deps(), waiting?.id ?? '')).toBe(false);
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await retryDueRefunds(deps(), later)).toBeGreaterThanOrEqual(1);
    expect(await retryDueRefunds(deps(), later)).toBe(0);
    const [sent] = await refundsOf(h, orderId);
    expect(sent).toMatchObject({ status: 'processed', attempts: 2 });
    expect(await razorpayEntity(h, `/payments/${order.razorpayPaymentId}`)).toMatchObject({ amount_refunded: 30_000 });
  });

  it('answers the same refund for the same idempotency key, recording one', async () => {
    const { orderId } = await deliveredOrder();
    const input = {
      orderId,
      amountPaise: 10_000,
      reason: 'Return received',
      source: 'return' as const,
      staffId: staff.id,
      idempotencyKey: `return-${orderId}`,
    };
    const a = await inTransaction(db(), (tx) => recordRefund(tx, input));
    const b = await inTransaction(db(), (tx) => recordRefund(tx, input));
    expect(b?.id).toBe(a?.id);
    expect(await refundsOf(h, orderId)).toHaveLength(1);
  });
});

describe('Razorpay refund webhooks', () => {
  it('move a pending refund only as Razorpay confirms it; replays and forgeries change nothing', async () => {
    const { orderId } = await deliveredOrder();
    await h.razorpay.refundMode('pending');
    try {
      expect((await refund(orderId, { amountPaise: 20_000, reason: 'Goodwill' })).status).toBe(201);
    } finally {
      await h.razorpay.refundMode('processed');
    }
    const [pending] = await refundsOf(h, orderId);
    expect(pending).toMatchObject({ status: 'requested', razorpayStatus: 'pending' });
    const rfnd = pending?.razorpayRefundId ?? '';

    // A forgery signed with the (published) sandbox secret claiming it processed: Razorpay says pending.
    const forged = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: rfnd, payment_id: pending?.razorpayPaymentId, status: 'processed' } } },
    });
    expect((await postWebhook(forged)).statusCode).toBe(200);
    expect((await refundsOf(h, orderId))[0]?.status).toBe('requested');
    expect((await postWebhook(forged, 'not-the-secret')).statusCode).toBe(400);

    await h.razorpay.settleRefund(rfnd, 'processed');
    const [event] = await h.razorpay.webhooks({ event: 'refund.processed' });
    if (!event) throw new Error('no refund.processed webhook');
    expect((await h.razorpay.sendWebhook(event.id)).status).toBe(200);
    expect((await refundsOf(h, orderId))[0]).toMatchObject({ status: 'processed', razorpayStatus: 'processed' });
    const replay = await h.razorpay.sendWebhook(event.id);
    expect(replay.status).toBe(200);
    expect((await refundsOf(h, orderId))[0]?.status).toBe('processed');
  });

  it('mark a refund Razorpay failed as failed, so its amount may be refunded again', async () => {
    const { orderId } = await deliveredOrder();
    const order = await orderRow(h, orderId);
    await h.razorpay.refundMode('pending');
    try {
      expect((await refund(orderId, { amountPaise: order.totalPaise, reason: 'All of it' })).status).toBe(201);
    } finally {
      await h.razorpay.refundMode('processed');
    }
    const [pending] = await refundsOf(h, orderId);
    await h.razorpay.settleRefund(pending?.razorpayRefundId ?? '', 'failed');
    const [event] = await h.razorpay.webhooks({ event: 'refund.failed' });
    if (!event) throw new Error('no refund.failed webhook');
    expect((await h.razorpay.sendWebhook(event.id)).status).toBe(200);
    expect((await refundsOf(h, orderId))[0]?.status).toBe('failed');
    expect((await refund(orderId, { amountPaise: order.totalPaise, reason: 'Again' })).status).toBe(201);
  });
});
