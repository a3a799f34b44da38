import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { auditLog, couponRedemptions, creditNotes, mailOutbox, pointsEntries } from '../db/schema.js';
import { pointsBalance } from '../membership/points.js';
import { call } from '../test/accounts.js';
import { stockOf } from '../test/catalog-fixtures.js';
import { type CheckoutHarness, razorpayEntity, startCheckoutHarness } from '../test/checkout.js';
import { linesOf, moneyShirt, orderRow, paidOrder, refundsOf, variantOf } from '../test/money.js';
import { shipmentIs } from '../test/shipping.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';

/** Staff cancelling orders before dispatch: everything given back in one transaction, and each refusal's code. */
let h: CheckoutHarness;
let staff: TestStaff & { token: string };
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  // Orders are placed by the browser's call (not a webhook first), so each has its Shiprocket order when placed.
  await h.razorpay.pauseWebhooks(true);
  staff = await signedInStaff(h.api, 'orders');
  shirt = await moneyShirt(h);
});
afterAll(() => h.close());

const db = () => h.api.database.db;
const cancel = (orderId: string, body: Record<string, unknown>, token = staff.token) =>
  call<{ result: { whole: boolean; order: { refundedPaise: number; refunds: { status: string }[] } } }>(
    h.api,
    'POST',
    `/admin/orders/${orderId}/cancel`,
    body,
    { token },
  );

describe('cancelling a whole paid order', () => {
  it('restocks the sizes, releases the coupon, returns the points, refunds through Razorpay and issues a credit note', async () => {
    const { orderId, buyer } = await paidOrder(h, shirt, { sizes: ['38', '42'], points: 500, coupon: 'SUTRA10' });
    const before = await orderRow(h, orderId);
    expect(before.pointsUsed).toBeGreaterThan(0);
    expect(await stockOf(db(), variantOf(shirt), '38')).toBe(19);
    const balanceBefore = await pointsBalance(db(), buyer.id);

    const answer = await cancel(orderId, { reason: 'Buyer asked on the phone' });
    expect(answer.status).toBe(200);
    expect(answer.body.result.whole).toBe(true);

    expect(await stockOf(db(), variantOf(shirt), '38')).toBe(20);
    expect(await stockOf(db(), variantOf(shirt), '42')).toBe(20);
    expect(await stockOf(db(), variantOf(shirt), '40')).toBe(20);
    const after = await orderRow(h, orderId);
    expect(after.orderStatus).toBe('Cancelled');
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toEqual([]);
    const [entry] = await db().select().from(pointsEntries).where(eq(pointsEntries.orderId, orderId));
    expect(entry).toMatchObject({ pointsEarned: 0, pointsRedeemed: 0 });
    expect(await pointsBalance(db(), buyer.id)).toBe(balanceBefore - before.pointsEarned + before.pointsUsed);

    const [refund] = await refundsOf(h, orderId);
    expect(refund).toMatchObject({ amountPaise: before.totalPaise, status: 'processed', source: 'cancellation' });
    expect(refund?.idempotencyKey).toMatch(/^refund-/);
    expect(await razorpayEntity(h, `/payments/${before.razorpayPaymentId}`)).toMatchObject({
      status: 'refunded',
      amount_refunded: before.totalPaise,
    });
    const notes = await db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.scope).toBe('whole');
    const [entryLog] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.cancel')));
    expect(entryLog).toMatchObject({ staffId: staff.id });
    const mails = await db().select().from(mailOutbox);
    expect(mails.some((m) => JSON.stringify(m.job).includes(`Your order ${before.orderNumber} is cancelled`))).toBe(
      true,
    );
  });

  it('refuses a second cancellation (already_cancelled) and leaves everything as it was', async () => {
    const { orderId } = await paidOrder(h, shirt);
    expect((await cancel(orderId, { reason: 'Duplicate order' })).status).toBe(200);
    const again = await cancel(orderId, { reason: 'Duplicate order' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_cancelled' });
    expect(await refundsOf(h, orderId)).toHaveLength(1);
    expect(await stockOf(db(), variantOf(shirt), '40')).toBe(20);
  });
});

describe('cancelling some units', () => {
  it('gives back those units and their share of the money and points, with a credit note for the part', async () => {
    const { orderId } = await paidOrder(h, shirt, { sizes: ['38', '40'], quantity: 2, points: 300 });
    const order = await orderRow(h, orderId);
    const lines = await linesOf(h, orderId);
    const first = lines.find((l) => l.attributes.size === '38');
    if (!first || lines.length !== 2) throw new Error('two lines expected');
    const answer = await cancel(orderId, {
      reason: 'Size 38 not wanted',
      lines: [{ orderLineId: first.id, quantity: 1 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result.whole).toBe(false);
    expect(await stockOf(db(), variantOf(shirt), '38')).toBe(19);
    expect((await linesOf(h, orderId)).find((l) => l.id === first.id)?.cancelledQuantity).toBe(1);
    // One of four ₹2,000 units: a quarter of the goods' part of the total, rounded down to the paisa.
    const goodsPaid = order.totalPaise - order.deliveryPaise - order.codFeePaise;
    const [refund] = await refundsOf(h, orderId);
    expect(refund?.amountPaise).toBe(Math.floor(goodsPaid / 4));
    expect(refund?.lines).toEqual([{ orderLineId: first.id, quantity: 1 }]);
    const [entry] = await db().select().from(pointsEntries).where(eq(pointsEntries.orderId, orderId));
    expect(entry?.pointsRedeemed).toBe(order.pointsUsed - Math.floor(order.pointsUsed / 4));
    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(note).toMatchObject({ scope: 'part', refundId: refund?.id });
    expect(note?.document.lines.filter((l) => l.kind === 'goods')).toHaveLength(1);
    expect((await orderRow(h, orderId)).orderStatus).not.toBe('Cancelled');
  });

  it('cancelling the last units cancels the order and refunds exactly the rest, delivery included', async () => {
    const { orderId } = await paidOrder(h, shirt, { sizes: ['38', '40'] });
    const order = await orderRow(h, orderId);
    const [first, second] = await linesOf(h, orderId);
    if (!first || !second) throw new Error('two lines expected');
    expect((await cancel(orderId, { reason: 'x', lines: [{ orderLineId: first.id, quantity: 1 }] })).status).toBe(200);
    // The booked Shiprocket order now holds one unit.
    const [shipment] = await h.shiprocket.shipments(order.orderNumber);
    expect(shipment).toMatchObject({ status: 'NEW', units: 1 });
    expect((await cancel(orderId, { reason: 'y', lines: [{ orderLineId: second.id, quantity: 1 }] })).status).toBe(200);
    const total = (await refundsOf(h, orderId)).reduce((n, r) => n + r.amountPaise, 0);
    expect(total).toBe(order.totalPaise);
    expect((await orderRow(h, orderId)).orderStatus).toBe('Cancelled');
  });

  it('refuses more units than are left on a line, and a line of another order', async () => {
    const { orderId } = await paidOrder(h, shirt, { sizes: ['40'], quantity: 2 });
    const other = await paidOrder(h, shirt);
    const [line] = await linesOf(h, orderId);
    const [foreign] = await linesOf(h, other.orderId);
    const tooMany = await cancel(orderId, { reason: 'x', lines: [{ orderLineId: line?.id, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'nothing_to_refund' });
    const notOurs = await cancel(orderId, { reason: 'x', lines: [{ orderLineId: foreign?.id, quantity: 1 }] });
    expect(notOurs.status).toBe(400);
    expect(await refundsOf(h, orderId)).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses an order the courier has picked up (already_dispatched)', async () => {
    const { orderId } = await paidOrder(h, shirt);
    const order = await orderRow(h, orderId);
    await shipmentIs(h, order, 'SHIPPED');
    const moved = await call(
      h.api,
      'POST',
      '/shipping/webhook',
      { order_id: order.orderNumber, current_status: 'SHIPPED' },
      {
        headers: { 'x-api-key': h.api.config.shiprocket.webhookToken },
      },
    );
    expect(moved.status).toBe(200);
    expect((await orderRow(h, orderId)).orderStatus).toBe('Shipped');
    const answer = await cancel(orderId, { reason: 'Too late' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'already_dispatched' });
    expect(await refundsOf(h, orderId)).toEqual([]);
  });

  it('refuses a cancellation made on stale figures (stale_version)', async () => {
    const { orderId } = await paidOrder(h, shirt);
    const answer = await cancel(orderId, { reason: 'x', expectedRefundedPaise: 100 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'stale_version' });
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000000', { reason: 'x' })).status).toBe(404);
  });

  it('forbids a catalogue member (403 staff_forbidden) and changes nothing', async () => {
    const { orderId } = await paidOrder(h, shirt);
    const catalogue = await signedInStaff(h.api, 'catalogue');
    const answer = await cancel(orderId, { reason: 'x' }, catalogue.token);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'staff_forbidden' });
    expect((await orderRow(h, orderId)).orderStatus).not.toBe('Cancelled');
    const refund = await call(
      h.api,
      'POST',
      `/admin/orders/${orderId}/refunds`,
      { reason: 'x', amountPaise: 100 },
      {
        token: catalogue.token,
      },
    );
    expect(refund.status).toBe(403);
    expect(refund.body).toMatchObject({ code: 'staff_forbidden' });
  });
});

describe('the Shiprocket order', () => {
  it('is cancelled at Shiprocket with the order', async () => {
    const { orderId } = await paidOrder(h, shirt);
    const order = await orderRow(h, orderId);
    expect(order.shiprocketOrderId).not.toBeNull();
    expect((await cancel(orderId, { reason: 'x' })).status).toBe(200);
    const [shipment] = await h.shiprocket.shipments(order.orderNumber);
    expect(shipment?.status).toBe('CANCELLED');
    expect((await orderRow(h, orderId)).shipmentError).toBeNull();
  });
});
