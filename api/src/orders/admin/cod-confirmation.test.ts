import { mailboxClient } from '@sutra/sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../../catalog/product-json.js';
import { auditLog, orders } from '../../db/schema.js';
import { call, newBuyer, type SignedInBuyer, TEST_JWT_SECRET } from '../../test/accounts.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  buy,
  type CheckoutHarness,
  checkoutBody,
  type PlaceAnswer,
  startCheckoutHarness,
} from '../../test/checkout.js';
import { signedInStaff, type TestStaff } from '../../test/staff.js';
import { COD_LINK_HOURS, CodConfirmationLinks } from '../cod-links.js';
import type { OrderJson } from '../order-json.js';

/** The cash-on-delivery hold, against the real api, the sandbox's Shiprocket and its mailbox. */
let h: CheckoutHarness;
let shirt: ProductJson;
let desk: TestStaff & { token: string };
let catalogue: TestStaff & { token: string };
const links = new CodConfirmationLinks(TEST_JWT_SECRET);

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Desk Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 100 }],
  });
  desk = await signedInStaff(h.api, 'orders');
  catalogue = await signedInStaff(h.api, 'catalogue');
});
afterAll(() => h.close());

type Confirmed = { result: { confirmedNow: boolean; confirmedBy: string }; code?: string };

async function codOrder(buyer: SignedInBuyer): Promise<OrderJson> {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const started = await call<AnyCheckoutAnswer>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod', email: buyer.email }),
    { token: buyer.token },
  );
  expect(started.status).toBe(201);
  const placed = await call<PlaceAnswer>(
    h.api,
    'POST',
    '/order/cod',
    { checkoutId: started.body.result._id },
    { token: buyer.token },
  );
  expect(placed.status).toBe(201);
  return placed.body.result;
}

const staffConfirm = (orderId: string, token = desk.token) =>
  call<Confirmed>(h.api, 'POST', `/admin/orders/${orderId}/confirm-cod`, undefined, { token });
const buyerConfirm = (orderId: string, token: string) =>
  call<Confirmed>(h.api, 'POST', `/orders/${orderId}/cod-confirmation`, { token });
const shipmentsOf = (order: OrderJson) => h.shiprocket.shipments(order.orderNumber);
const stored = async (orderId: string) => {
  const [row] = await h.api.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};

/** The token of the link mailed to the buyer when the order was placed. */
async function mailedToken(buyer: SignedInBuyer, orderId: string): Promise<string> {
  await h.api.app.outbox.drain();
  const mailbox = mailboxClient(h.sandbox.url);
  const [mail] = await mailbox.waitFor(buyer.email, { timeoutMs: 20_000 });
  const link = /https?:\/\/\S+\/orders\/confirm-cod\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link mailed to ${buyer.email}`);
  // The mail says what is true of an unpaid order: nothing paid, and the amount to pay at the door.
  expect(mail?.text).toMatch(/Nothing has been paid yet: you pay ₹[\d,.]+ in cash to the courier on delivery\./);
  expect(mail?.text).not.toMatch(/payment was received/i);
  const url = new URL(link);
  expect(url.searchParams.get('order')).toBe(orderId);
  return url.searchParams.get('token') ?? '';
}

describe('a cash-on-delivery order waits for its confirmation', () => {
  it('is not sent to Shiprocket, even by the retry worker, until confirmed; a prepaid one goes at once', async () => {
    const buyer = await newBuyer(h.api);
    const order = await codOrder(buyer);
    expect(order.shiprocketOrderId).toBeNull();
    await h.retry(new Date(Date.now() + 24 * 3_600_000));
    expect(await shipmentsOf(order)).toEqual([]);
    expect(await stored(order._id)).toMatchObject({ codConfirmedAt: null, shipmentRetryAt: null });

    await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
    const { placed } = await buy(h, buyer);
    expect(placed.body.result.shiprocketOrderId).not.toBeNull();
    expect(await shipmentsOf(placed.body.result)).toHaveLength(1);
  });

  it('is shipped once when two of the desk confirm it at once, and audited once', async () => {
    const other = await signedInStaff(h.api, 'orders');
    for (let round = 0; round < 3; round++) {
      const order = await codOrder(await newBuyer(h.api));
      const answers = await Promise.all([staffConfirm(order._id), staffConfirm(order._id, other.token)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.filter((a) => a.body.result.confirmedNow)).toHaveLength(1);
      expect(await shipmentsOf(order)).toHaveLength(1);
      expect((await stored(order._id))?.shiprocketOrderId).not.toBeNull();
      const entries = await h.api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.confirm_cod')));
      expect(entries).toHaveLength(1);
      expect([desk.id, other.id]).toContain(entries[0]?.staffId);
    }
  });

  it('refuses a cancelled order and one not paid on delivery, with their codes, and the catalogue role', async () => {
    const buyer = await newBuyer(h.api);
    const order = await codOrder(buyer);
    expect((await staffConfirm(order._id, catalogue.token)).body.code).toBe('staff_forbidden');
    await h.api.database.db.update(orders).set({ orderStatus: 'Cancelled' }).where(eq(orders.id, order._id));
    const cancelled = await staffConfirm(order._id);
    expect([cancelled.status, cancelled.body.code]).toEqual([409, 'order_cancelled']);
    const byLink = await buyerConfirm(order._id, links.token(order._id));
    expect([byLink.status, byLink.body.code]).toEqual([409, 'order_cancelled']);
    expect(await shipmentsOf(order)).toEqual([]);

    await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
    const { placed } = await buy(h, buyer);
    const prepaid = await staffConfirm(placed.body.result._id);
    expect([prepaid.status, prepaid.body.code]).toEqual([409, 'not_cash_on_delivery']);
    const missing = await staffConfirm('00000000-0000-4000-8000-000000000000');
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
  });
});

describe("the buyer's mailed link", () => {
  it('confirms the order it was made for, once; a replay changes nothing', async () => {
    const buyer = await newBuyer(h.api);
    const order = await codOrder(buyer);
    const token = await mailedToken(buyer, order._id);
    const first = await buyerConfirm(order._id, token);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ confirmedNow: true, confirmedBy: 'buyer' });
    expect(await shipmentsOf(order)).toHaveLength(1);
    const replay = await buyerConfirm(order._id, token);
    expect(replay.status).toBe(200);
    expect(replay.body.result.confirmedNow).toBe(false);
    expect(await shipmentsOf(order)).toHaveLength(1);
    // The buyer's confirmation is no staff write: nothing in the audit log.
    expect(await h.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, order._id))).toEqual([]);
  });

  it("refuses a forged link, an expired one and another order's, confirming nothing", async () => {
    const buyer = await newBuyer(h.api);
    const mine = await codOrder(buyer);
    const theirs = await codOrder(await newBuyer(h.api));
    const token = await mailedToken(buyer, mine._id);
    const [expires, signature = ''] = token.split('.');
    const forgeries = {
      'a changed signature': `${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'a later expiry with the old signature': `${Number(expires) + 3600}.${signature}`,
      'a link signed with another key': new CodConfirmationLinks('x'.repeat(40)).token(mine._id),
      'an expired link': links.token(mine._id, new Date(Date.now() - (COD_LINK_HOURS + 1) * 3_600_000)),
      'not a link at all': 'confirm',
    };
    for (const [what, forged] of Object.entries(forgeries)) {
      const answer = await buyerConfirm(mine._id, forged);
      expect([what, answer.status, answer.body.code]).toEqual([what, 400, 'cod_link_invalid']);
    }
    const crossed = await buyerConfirm(theirs._id, token);
    expect([crossed.status, crossed.body.code]).toEqual([400, 'cod_link_invalid']);
    expect(await stored(mine._id)).toMatchObject({ codConfirmedAt: null });
    expect(await stored(theirs._id)).toMatchObject({ codConfirmedAt: null });
    expect(await shipmentsOf(theirs)).toEqual([]);
  });
});
