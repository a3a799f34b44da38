import { mailboxClient } from '@sutra/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { returnRequests } from '../db/schema.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  buy,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  type PlaceAnswer,
  startCheckoutHarness,
} from '../test/checkout.js';
import { pngImage } from '../test/images.js';
import { uploadedLocation } from '../test/multipart.js';
import { deliver } from '../test/shipping.js';
import { INVALID_IFSC, INVALID_VPA, REFUND_DESTINATION_NEEDED } from './refund-destination.js';

/**
 * Returns of orders paid in cash on delivery: only once delivered (and so paid); where the refund goes, asked, checked,
 * recorded, and told to the account's owner.
 */
let h: CheckoutHarness;
let shirt: ProductJson;
let me: SignedInBuyer;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture COD Return Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 20 }],
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  me = await newBuyer(h.api);
});

const invalid = (message: string) => ({ success: false, status: false, message: `Invalid request. ${message}` });
const refused = (message: string) => ({ success: false, status: false, message });

/** A shirt bought as cash on delivery: answers the order. */
async function codOrder(buyer: SignedInBuyer) {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const started = await call<AnyCheckoutAnswer>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod' }),
    { token: buyer.token },
  );
  const placed = await call<PlaceAnswer>(
    h.api,
    'POST',
    '/order/cod',
    { checkoutId: started.body.result._id },
    { token: buyer.token },
  );
  expect(placed.status).toBe(201);
  return confirmCod(h, placed.body.result);
}

describe('returns of cash-on-delivery orders', () => {
  const image = (buyer: SignedInBuyer) =>
    uploadedLocation(h.api, buyer.token, { bytes: pngImage(), name: 'tag.png', type: 'image/png' });
  const requestReturn = async (buyer: SignedInBuyer, orderNumber: string, refundTo?: unknown) =>
    call<{ result: { refundTo: string | null; _id: string } }>(
      h.api,
      'POST',
      '/return',
      {
        orderNumber,
        email: 'arjun@example.in',
        reason: "Product size doesn't fit",
        images: [await image(buyer)],
        ...(refundTo === undefined ? {} : { refundTo }),
      },
      { token: buyer.token },
    );

  it('refuses a return of a COD order not delivered, so never paid: no refund of money never collected', async () => {
    const order = await codOrder(me);
    const before = await h.api.database.db.select().from(returnRequests).where(eq(returnRequests.orderId, order._id));
    const attempt = await requestReturn(me, order.orderNumber, { kind: 'upi', vpa: 'attacker@okaxis' });
    expect(attempt).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'orderNumber', code: 'not_delivered' }] },
    });
    await h.shiprocket.advance(order.shiprocketOrderId as string, 'OUT_FOR_DELIVERY');
    expect((await requestReturn(me, order.orderNumber, { kind: 'upi', vpa: 'attacker@okaxis' })).status).toBe(400);
    const after = await h.api.database.db.select().from(returnRequests).where(eq(returnRequests.orderId, order._id));
    expect(after).toEqual(before);
    expect(before).toHaveLength(0);
  });

  it('tells the account’s owner, at the account’s email, when a return names where the refund goes', async () => {
    const order = await codOrder(me);
    await deliver(h, order);
    const mailbox = mailboxClient(h.sandbox.url);
    // The form's email is whatever was typed; the owner is told at the account's own.
    const first = await requestReturn(me, order.orderNumber, { kind: 'upi', vpa: 'someone@okaxis' });
    expect(first.status).toBe(201);
    const [told] = await mailbox.waitFor(me.email, { timeoutMs: 20_000 });
    expect(told?.subject).toBe(`Refund for order ${order.orderNumber}: where it goes`);
    expect(told?.text).toContain('UPI someone@okaxis');
    expect(told?.text).toContain('If this was not you');
    expect(await mailbox.list('arjun@example.in').then((m) => m.some((x) => x.text.includes('someone@okaxis')))).toBe(
      false,
    );
  });

  it('asks where to refund, checks it, and records it (a bank account shown by its last digits)', async () => {
    const order = await codOrder(me);
    await deliver(h, order);
    expect(await requestReturn(me, order.orderNumber)).toMatchObject({
      status: 400,
      body: refused(REFUND_DESTINATION_NEEDED),
    });
    expect(await requestReturn(me, order.orderNumber, { kind: 'upi', vpa: 'not a vpa' })).toMatchObject({
      status: 400,
      body: invalid(`refundTo.vpa: ${INVALID_VPA}`),
    });
    expect(
      await requestReturn(me, order.orderNumber, {
        kind: 'bank',
        accountName: 'Arjun Mehta',
        accountNumber: '123456789012',
        ifsc: 'SBIN001234',
      }),
    ).toMatchObject({ status: 400, body: invalid(`refundTo.ifsc: ${INVALID_IFSC}`) });

    const recorded = await requestReturn(me, order.orderNumber, {
      kind: 'bank',
      accountName: 'Arjun Mehta',
      accountNumber: '1234 5678 9012',
      ifsc: 'sbin0001234',
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.result.refundTo).toBe('Bank account ending 9012 (SBIN0001234), Arjun Mehta');
    const [row] = await h.api.database.db
      .select({ refundTo: returnRequests.refundTo })
      .from(returnRequests)
      .where(eq(returnRequests.id, recorded.body.result._id));
    expect(row?.refundTo).toEqual({
      kind: 'bank',
      accountName: 'Arjun Mehta',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
    });
  });

  it('keeps no refund destination for an order paid online (it is refunded to its payment)', async () => {
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const { placed } = await buy(h, me);
    await deliver(h, placed.body.result);
    const answer = await requestReturn(me, placed.body.result.orderNumber, { kind: 'upi', vpa: 'arjun@okbank' });
    expect(answer.status).toBe(201);
    expect(answer.body.result.refundTo).toBeNull();
  });
});
