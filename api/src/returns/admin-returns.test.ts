import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import {
  creditNotes,
  messageOutbox,
  orderLines,
  orders,
  pointsEntries,
  refunds,
  returnRequestLines,
  returnRequests,
} from '../db/schema.js';
import { call, newBuyer } from '../test/accounts.js';
import { type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import { postShippingWebhook } from '../test/shipping.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import { REJECT_REASON_NEEDED } from './admin-schemas.js';
import { EXCHANGE_SAME_PRODUCT } from './exchange.js';
import { RETURN_STALE } from './moves.js';
import { bookDuePickups } from './pickup.js';
import { auditOf, mailsTo, requestedReturn, returnDepsOf, staffCall, stockOf } from './test-harness.js';
import { refundReturn } from './work-returns.js';

let h: CheckoutHarness;
let staff: TestStaff & { token: string };
let shirt: ProductJson;
let other: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  staff = await signedInStaff(h.api, 'orders');
  const { createProduct } = await import('../test/catalog-fixtures.js');
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Return Shirt',
    variants: [
      { color: 'White', sizes: ['40', '42'], salePaise: 249_900, stock: 50 },
      { color: 'Black', sizes: ['40'], salePaise: 299_900, stock: 50 },
      { color: 'Grey', sizes: ['40'], salePaise: 199_900, stock: 50 },
    ],
  });
  other = await createProduct(h.api.database.db, {
    name: 'Fixture Other Kurta',
    variants: [{ color: 'Ivory', sizes: ['40'], salePaise: 249_900, stock: 5 }],
  });
});
afterAll(() => h.close());

const whiteForty = () => requestedReturn(h, shirt, { color: 'White', sizes: ['40'] });
const act = (path: string, body?: Record<string, unknown>) => staffCall(h, staff.token, path, body);

describe('approving a return', () => {
  it('books the pickup as a Shiprocket return order once, mails the buyer, and audits the move', async () => {
    const { buyer, order, id } = await whiteForty();
    const approved = await act(`/${id}/approve`, { version: 0 });
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({
      status: 'approved',
      version: 1,
      pickup: { status: 'RETURN PENDING' },
    });
    const pickupId = approved.body.result.pickup.orderId;
    expect(pickupId).toMatch(/^\d+$/);
    const booked = await h.shiprocket.shipments();
    const mine = booked.filter((s) => s.order_id === Number(pickupId));
    expect(mine).toMatchObject([{ is_return: true, status: 'RETURN PENDING' }]);
    expect(mine[0]?.channel_order_id).toMatch(new RegExp(`^R${order.orderNumber}-`));
    expect(await mailsTo(h, buyer.email, 'is approved')).toHaveLength(1);
    expect(await auditOf(h, id)).toMatchObject([
      { action: 'return.approve', staffId: staff.id, before: { status: 'requested' }, after: { status: 'approved' } },
    ]);
  });

  it('lets one of two staff approving at once win; the other is refused and nothing is booked twice', async () => {
    const { id } = await whiteForty();
    const answers = await Promise.all([act(`/${id}/approve`, { version: 0 }), act(`/${id}/approve`, { version: 0 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(['stale_version', 'return_wrong_state']).toContain(refused?.body.code);
    const [row] = await h.api.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const channel = row?.pickupChannelId ?? '';
    expect(await h.shiprocket.shipments(channel)).toHaveLength(1);
    expect((await auditOf(h, id)).map((e) => e.action)).toEqual(['return.approve']);
  });

  it('stays approved while Shiprocket is down, and the retry worker books it once when it is back', async () => {
    const { id } = await whiteForty();
    await h.shiprocket.outage(true);
    let approved: Awaited<ReturnType<typeof act>>;
    try {
      approved = await act(`/${id}/approve`, { version: 0 });
    } finally {
      await h.shiprocket.outage(false);
    }
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({ status: 'approved', pickup: { orderId: null, attempts: 1 } });
    expect(approved.body.result.pickup.error).toContain('unavailable');
    const deps = returnDepsOf(h);
    const later = new Date(Date.now() + 60 * 60_000);
    // Two rounds at once (two replicas): the claim lets one send it.
    const rounds = await Promise.all([bookDuePickups(deps, later), bookDuePickups(deps, later)]);
    // Shiprocket is asked once: the other round finds the booking claimed (real Shiprocket may not dedupe).
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await bookDuePickups(deps, later)).toBe(0);
    const [row] = await h.api.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row?.pickupOrderId).toMatch(/^\d+$/);
    expect(await h.shiprocket.shipments(row?.pickupChannelId ?? '')).toHaveLength(1);
  });

  it('refuses a move made from an older view with stale_version', async () => {
    const { id } = await whiteForty();
    const late = await act(`/${id}/approve`, { version: 3 });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'stale_version', message: RETURN_STALE });
  });
});

describe('rejecting a return', () => {
  it('needs a reason, mails it to the buyer once, closes the lines, and lets the buyer ask again', async () => {
    const { buyer, order, id } = await whiteForty();
    const bare = await act(`/${id}/reject`, { version: 0, reason: '' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain(REJECT_REASON_NEEDED);
    const rejected = await act(`/${id}/reject`, { version: 0, reason: 'The tag was removed' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.result).toMatchObject({ status: 'rejected', staffNote: 'The tag was removed' });
    expect(rejected.body.result.lines.map((l) => l.status)).toEqual(['rejected']);
    const mails = await mailsTo(h, buyer.email, `Your return for order ${order.orderNumber}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Reason: The tag was removed');
    const again = await act(`/${id}/approve`, { version: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('return_wrong_state');
    const { uploadedLocation } = await import('../test/multipart.js');
    const { pngImage } = await import('../test/images.js');
    const image = await uploadedLocation(h.api, buyer.token, { bytes: pngImage(), name: 'tag.png', type: 'image/png' });
    const askedAgain = await call(
      h.api,
      'POST',
      '/return',
      { orderNumber: order.orderNumber, email: buyer.email, reason: "Product size doesn't fit", images: [image] },
      { token: buyer.token },
    );
    expect(askedAgain.status).toBe(201);
  });
});

describe("Shiprocket's return statuses", () => {
  it('move the return to picked up, then to received once tracking shows it at the warehouse', async () => {
    const { id } = await whiteForty();
    const approved = (await act(`/${id}/approve`, { version: 0 })).body.result;
    const pickupId = approved.pickup.orderId ?? '';
    for (const status of ['RETURN PICKUP GENERATED', 'RETURN OUT FOR PICKUP', 'RETURN PICKED UP'] as const) {
      await h.shiprocket.advance(pickupId, status);
    }
    const picked = (await act(`/${id}`)).body.result;
    expect(picked).toMatchObject({ status: 'picked_up', pickup: { status: 'RETURN PICKED UP' } });
    expect(picked.pickup.awb).toMatch(/^SR\d+$/);
    expect(picked.pickedUpAt).not.toBeNull();
    await h.shiprocket.advance(pickupId, 'RETURN IN TRANSIT');
    await h.shiprocket.advance(pickupId, 'RETURN DELIVERED');
    expect((await act(`/${id}`)).body.result).toMatchObject({ status: 'received', resellable: null });
    // Nothing of it is a staff member's: no audit entries.
    expect(await auditOf(h, id)).toHaveLength(1);
  });

  it('do not receive a return on a forged RETURN DELIVERED that tracking does not show', async () => {
    const { id } = await whiteForty();
    await act(`/${id}/approve`, { version: 0 });
    const [row] = await h.api.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const forged = await postShippingWebhook(h, {
      order_id: row?.pickupChannelId,
      current_status: 'RETURN DELIVERED',
    });
    expect(forged.statusCode).toBe(200);
    expect((await act(`/${id}`)).body.result.status).toBe('approved');
  });
});

describe('receiving a return', () => {
  it('restocks its size only when staff say the item can be sold again', async () => {
    const kept = await whiteForty();
    const damaged = await whiteForty();
    for (const { id } of [kept, damaged]) await act(`/${id}/approve`, { version: 0 });
    const before = (await stockOf(h, shirt, '40')).stock ?? 0;
    const resold = await act(`/${kept.id}/receive`, { version: 1, resellable: true });
    expect(resold.body.result).toMatchObject({ status: 'received', resellable: true });
    expect((await stockOf(h, shirt, '40')).stock).toBe(before + 1);
    const notResold = await act(`/${damaged.id}/receive`, { version: 1, resellable: false });
    expect(notResold.body.result).toMatchObject({ status: 'received', resellable: false });
    expect((await stockOf(h, shirt, '40')).stock).toBe(before + 1);
    expect((await auditOf(h, kept.id)).map((e) => e.action)).toEqual(['return.approve', 'return.receive']);
  });

  it('refuses a refund before the parcel is received', async () => {
    const { id } = await whiteForty();
    const early = await act(`/${id}/refund`, { version: 0 });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('return_wrong_state');
  });
});

const received = async (resellable = false) => {
  const r = await whiteForty();
  await act(`/${r.id}/approve`, { version: 0 });
  await act(`/${r.id}/receive`, { version: 1, resellable });
  return r;
};

describe('closing a return as a refund', () => {
  it("records the lines' paid share once, keyed by the return, and closes the lines as refunded", async () => {
    const { order, id } = await received();
    const desk = { ...staff, name: 'Desk', sessionId: 'test' };
    const closed = await refundReturn(returnDepsOf(h), desk, id, 2);
    expect(closed).toMatchObject({ status: 'refunded', refundPaise: 249_900 });
    expect(closed.lines.map((l) => l.status)).toEqual(['refunded']);
    const made = await h.api.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(made).toMatchObject([
      {
        source: 'return',
        amountPaise: 249_900,
        staffId: staff.id,
        payoutTo: null,
        idempotencyKey: `return-${id}`,
        lines: [{ orderLineId: order.products[0]?._id, quantity: 1 }],
      },
    ]);
    await expect(refundReturn(returnDepsOf(h), desk, id, 3)).rejects.toMatchObject({ code: 'return_wrong_state' });
    expect(await h.api.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
  });

  it('refunds through Razorpay once, with a part credit note, when staff close it from the desk', async () => {
    const { order, id } = await received();
    const closed = await act(`/${id}/refund`, { version: 2 });
    expect(closed.status).toBe(200);
    expect(closed.body.result).toMatchObject({ status: 'refunded', refundPaise: 249_900 });
    const db = h.api.database.db;
    const made = await db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(made).toMatchObject([
      { source: 'return', amountPaise: 249_900, method: 'razorpay', status: 'processed', staffId: staff.id },
    ]);
    expect(made[0]?.razorpayRefundId).toMatch(/^rfnd_/);
    const notes = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refundId, made[0]?.id ?? ''));
    expect(notes).toHaveLength(1);
    // The buyer's phone is told of the refund, once, as of a refund from the order desk.
    const told = await db
      .select({ job: messageOutbox.job })
      .from(messageOutbox)
      .where(eq(messageOutbox.dedupeKey, `refund:${made[0]?.id}:issued`));
    expect(told).toMatchObject([{ job: { kind: 'order-update', event: 'refund_issued', orderId: order._id } }]);
    expect((await act(`/${id}/refund`, { version: 3 })).body.code).toBe('return_wrong_state');
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
  });
});

describe('closing a return as an exchange', () => {
  const skuOf = async (index: number, size: string) => (await stockOf(h, shirt, size, index)).id;

  it('places a free replacement at the other size, takes its stock once, and ships it', async () => {
    const { buyer, order, id } = await received();
    const options = await act(`/${id}/exchange-options`);
    expect(options.status).toBe(200);
    const before = (await stockOf(h, shirt, '42')).stock ?? 0;
    const lineId = order.products[0]?._id ?? '';
    const items = [{ orderLineId: lineId, skuId: await skuOf(0, '42') }];
    const answers = await Promise.all([
      act(`/${id}/exchange`, { version: 2, items }),
      act(`/${id}/exchange`, { version: 2, items }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const exchanged = answers.find((a) => a.status === 200)?.body.result;
    expect(exchanged).toMatchObject({ status: 'exchanged', refundPaise: 0 });
    expect(exchanged?.lines.map((l) => l.status)).toEqual(['exchanged']);
    expect((await stockOf(h, shirt, '42')).stock).toBe(before - 1);
    const replacementId = exchanged?.replacementOrderId ?? '';
    const [replacement] = await h.api.database.db.select().from(orders).where(eq(orders.id, replacementId));
    expect(replacement).toMatchObject({ buyerId: buyer.id, totalPaise: 0, deliveryAddress: order.deliveryAddress });
    expect(replacement?.shiprocketOrderId).toMatch(/^\d+$/);
    const lines = await h.api.database.db.select().from(orderLines).where(eq(orderLines.orderId, replacementId));
    expect(lines).toMatchObject([{ attributes: { color: 'White', size: '42' }, quantity: 1, unitPricePaise: 249_900 }]);
    // The buyer sees it among their orders.
    const mine = await call<{ result: { orderNumber: string }[] }>(h.api, 'GET', '/order', undefined, {
      token: buyer.token,
    });
    expect(mine.body.result.map((o) => o.orderNumber)).toContain(replacement?.orderNumber);
    // And sees the return's state and its replacement on the order; another buyer sees none of it.
    const seen = await call<{ result: unknown[] }>(h.api, 'GET', `/order/${order._id}/returns`, undefined, {
      token: buyer.token,
    });
    expect(seen.body.result).toMatchObject([
      { _id: id, status: 'exchanged', replacementOrderNumber: replacement?.orderNumber, refundPaise: 0 },
    ]);
    const stranger = await newBuyer(h.api);
    const hidden = await call(h.api, 'GET', `/order/${order._id}/returns`, undefined, { token: stranger.token });
    expect(hidden.status).toBe(404);
  });

  it('refunds the difference when the replacement costs less, and moves no points', async () => {
    const { order, id } = await received();
    const { exchangeReturn } = await import('./exchange.js');
    const lineId = order.products[0]?._id ?? '';
    const [before] = await h.api.database.db.select().from(pointsEntries).where(eq(pointsEntries.orderId, order._id));
    const done = await exchangeReturn(returnDepsOf(h), { ...staff, name: 'Desk', sessionId: 't' }, id, 2, [
      { orderLineId: lineId, skuId: await skuOf(2, '40') },
    ]);
    expect(done).toMatchObject({ status: 'exchanged', refundPaise: 50_000 });
    const made = await h.api.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    // The unit is replaced, not returned: the refund gives none back (only the credit note names it), and the order
    // keeps the points it earned and spent.
    expect(made).toMatchObject([{ source: 'return', amountPaise: 50_000, lines: [] }]);
    const [note] = await h.api.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refundId, made[0]?.id ?? ''));
    expect(note?.document.lines.filter((l) => l.kind === 'goods')).toHaveLength(1);
    const [after] = await h.api.database.db.select().from(pointsEntries).where(eq(pointsEntries.orderId, order._id));
    expect(after).toMatchObject({ pointsEarned: before?.pointsEarned, pointsRedeemed: before?.pointsRedeemed });
    expect(before?.pointsEarned).toBeGreaterThan(0);
  });

  it('refuses a replacement that costs more, or another product, taking nothing', async () => {
    const { order, id } = await received();
    const lineId = order.products[0]?._id ?? '';
    const before = (await stockOf(h, shirt, '40', 1)).stock;
    const dearer = await act(`/${id}/exchange`, {
      version: 2,
      items: [{ orderLineId: lineId, skuId: await skuOf(1, '40') }],
    });
    expect(dearer.status).toBe(409);
    expect(dearer.body.code).toBe('exchange_costs_more');
    expect((await stockOf(h, shirt, '40', 1)).stock).toBe(before);
    const otherSku = (await stockOf(h, other, '40')).id;
    const elsewhere = await act(`/${id}/exchange`, { version: 2, items: [{ orderLineId: lineId, skuId: otherSku }] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toContain(EXCHANGE_SAME_PRODUCT);
    const [row] = await h.api.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row?.status).toBe('received');
    const open = await h.api.database.db
      .select()
      .from(returnRequestLines)
      .where(eq(returnRequestLines.returnRequestId, id));
    expect(open.map((l) => l.status)).toEqual(['open']);
  });
});

describe('the returns queue', () => {
  it('lists returns by state, newest first, a page at a time', async () => {
    await whiteForty();
    await whiteForty();
    await whiteForty();
    const first = await act('?status=requested&limit=2');
    expect(first.status).toBe(200);
    const page = first.body.result as unknown as { items: { id: string; status: string }[]; nextCursor: string };
    expect(page.items).toHaveLength(2);
    expect(page.items.every((r) => r.status === 'requested')).toBe(true);
    const second = await act(`?status=requested&limit=2&cursor=${encodeURIComponent(page.nextCursor)}`);
    const next = second.body.result as unknown as { items: { id: string }[] };
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.some((r) => page.items.some((p) => p.id === r.id))).toBe(false);
  });
});
