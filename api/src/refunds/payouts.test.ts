import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { auditLog, creditNotes } from '../db/schema.js';
import { call, newBuyer } from '../test/accounts.js';
import { stockOf } from '../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  type PlaceAnswer,
  startCheckoutHarness,
} from '../test/checkout.js';
import { linesOf, moneyShirt, orderRow, refundsOf, variantOf } from '../test/money.js';
import { deliver } from '../test/shipping.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';

/** Cash-on-delivery orders: nothing owed before the cash is collected; after, payouts staff pay by hand. */
let h: CheckoutHarness;
let staff: TestStaff & { token: string };
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  staff = await signedInStaff(h.api, 'orders');
  shirt = await moneyShirt(h);
});
afterAll(() => h.close());

const db = () => h.api.database.db;
const post = (path: string, body: Record<string, unknown>) =>
  call<{ code?: string; result: unknown; nextCursor?: string | null }>(h.api, 'POST', path, body, {
    token: staff.token,
  });

async function codOrder(sizes = ['40']): Promise<string> {
  const buyer = await newBuyer(h.api);
  for (const size of sizes) await addToCart(h, buyer, shirt._id, 1, { color: 'Blue', size });
  const started = await call<AnyCheckoutAnswer>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod' }),
    {
      token: buyer.token,
    },
  );
  const placed = await call<PlaceAnswer>(
    h.api,
    'POST',
    '/order/cod',
    { checkoutId: started.body.result._id },
    {
      token: buyer.token,
    },
  );
  expect(placed.status).toBe(201);
  return placed.body.result._id;
}

describe('cancelling an unpaid cash-on-delivery order', () => {
  it('restocks and credits it, refunding nothing; some units alone are refused', async () => {
    const orderId = await codOrder(['38', '42']);
    const [line] = await linesOf(h, orderId);
    const partial = await post(`/admin/orders/${orderId}/cancel`, {
      reason: 'x',
      lines: [{ orderLineId: line?.id, quantity: 1 }],
    });
    expect(partial.status).toBe(409);
    expect(partial.body.code).toBe('partial_cancel_unavailable');
    const before = await stockOf(db(), variantOf(shirt), '38');
    expect((await post(`/admin/orders/${orderId}/cancel`, { reason: 'Buyer did not confirm' })).status).toBe(200);
    expect(await stockOf(db(), variantOf(shirt), '38')).toBe((before ?? 0) + 1);
    expect(await refundsOf(h, orderId)).toEqual([]);
    expect(await db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).toHaveLength(1);
  });
});

describe('refunding a delivered cash-on-delivery order', () => {
  it('needs a destination, records a payout, lists it and marks it paid once', async () => {
    const orderId = await codOrder();
    // Confirmed by the desk, the order is sent to Shiprocket and delivered.
    await confirmCod(h, { _id: orderId });
    await deliver(h, await orderRow(h, orderId));
    expect((await orderRow(h, orderId)).paidAt).toBeInstanceOf(Date);

    const nowhere = await post(`/admin/orders/${orderId}/refunds`, { amountPaise: 50_000, reason: 'Torn seam' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.code).toBe('refund_destination_needed');

    const made = await post(`/admin/orders/${orderId}/refunds`, {
      amountPaise: 50_000,
      reason: 'Torn seam',
      payoutTo: { kind: 'upi', vpa: 'arjun@okbank' },
    });
    expect(made.status).toBe(201);
    const [payout] = await refundsOf(h, orderId);
    expect(payout).toMatchObject({
      method: 'payout',
      status: 'requested',
      payoutTo: { kind: 'upi', vpa: 'arjun@okbank' },
    });

    const due = await call<{ result: { id: string; orderNumber: string }[] }>(
      h.api,
      'GET',
      '/admin/payouts',
      undefined,
      {
        token: staff.token,
      },
    );
    expect(due.body.result.map((p) => p.id)).toContain(payout?.id);

    const paid = await post(`/admin/payouts/${payout?.id}/paid`, { reference: 'UTR 412345678901' });
    expect(paid.status).toBe(200);
    expect((await refundsOf(h, orderId))[0]).toMatchObject({
      status: 'processed',
      payoutReference: 'UTR 412345678901',
    });
    const again = await post(`/admin/payouts/${payout?.id}/paid`, { reference: 'UTR 2' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('payout_already_paid');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'payout.paid'));
    expect(entry).toMatchObject({ staffId: staff.id, entityId: payout?.id });

    const paidList = await call<{ result: { id: string }[] }>(h.api, 'GET', '/admin/payouts?status=paid', undefined, {
      token: staff.token,
    });
    expect(paidList.body.result.map((p) => p.id)).toContain(payout?.id);
  });
});
