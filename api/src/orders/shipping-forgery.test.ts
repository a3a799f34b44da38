import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { creditNotes, orders, pointsEntries } from '../db/schema.js';
import { pointsBalance } from '../membership/points.js';
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
import { postShippingWebhook, shipmentIs, shippingWebhook } from '../test/shipping.js';
import type { OrderJson } from './order-json.js';
import { SHIPPING_WEBHOOK_ANSWERS } from './routes.js';

/**
 * Shiprocket's status webhook as an attacker who has the webhook token sends it: forged endings for orders that are not
 * delivered, cancelled or returned. Nothing that moves money or points may follow unless Shiprocket's tracking shows
 * the same ending for the order's own shipment; a true ending that tracking cannot confirm yet is not lost.
 */
let h: CheckoutHarness;
/** ₹2,499: a COD order of it collects ₹2,548 and earns 25 points on delivery. */
let shirt: ProductJson;
let me: SignedInBuyer;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Forgery Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 50 }],
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  me = await newBuyer(h.api);
});

async function codOrder(buyer: SignedInBuyer): Promise<OrderJson> {
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

async function paidOrder(buyer: SignedInBuyer): Promise<OrderJson> {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const { placed } = await buy(h, buyer);
  expect(placed.status).toBe(201);
  return placed.body.result;
}

const stored = async (orderId: string) => {
  const [row] = await h.api.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no such order');
  return row;
};
const creditNotesOf = (orderId: string) =>
  h.api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
/** Rounds of the status checks, each an hour after the last (so every waiting check is due). */
let clock = Date.now();
const checkRound = () => {
  clock += 60 * 60_000;
  return h.checkStatuses(new Date(clock));
};

describe('a forged ending with the right webhook token', () => {
  it('marks an undelivered COD order neither delivered nor paid, and credits no points', async () => {
    const order = await codOrder(me);
    const answer = await shippingWebhook(h, order, 'DELIVERED');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true, message: SHIPPING_WEBHOOK_ANSWERS.unconfirmed });
    expect(await stored(order._id)).toMatchObject({
      orderStatus: 'Pending',
      shippingStatus: 'NEW',
      paidAt: null,
      deliveredAt: null,
      unconfirmedStatus: 'DELIVERED',
    });
    expect(await pointsBalance(h.api.database.db, me.id)).toBe(0);
    const read = await call<PlaceAnswer>(h.api, 'GET', `/order?id=${order._id}`, undefined, { token: me.token });
    expect(read.body.result).toMatchObject({ orderStatus: 'Pending', paymentStatus: 'Pending' });

    // Asked again while tracking still says NEW, then given up: still nothing moved, and the claim stays on record.
    for (let round = 0; round < 8; round++) expect((await checkRound()).applied).toBe(0);
    expect(await stored(order._id)).toMatchObject({
      orderStatus: 'Pending',
      paidAt: null,
      unconfirmedStatus: 'DELIVERED',
      statusCheckAt: null,
    });
    expect(await pointsBalance(h.api.database.db, me.id)).toBe(0);

    // The real delivery, later, is taken at once.
    await h.shiprocket.advance(order.shiprocketOrderId as string, 'DELIVERED');
    const delivered = await stored(order._id);
    expect(delivered).toMatchObject({ orderStatus: 'Delivered', unconfirmedStatus: null });
    expect(delivered.paidAt).toBeInstanceOf(Date);
    expect(await pointsBalance(h.api.database.db, me.id)).toBe(25);
  });

  it('cancels no paid order: no credit note, its points kept', async () => {
    const order = await paidOrder(me);
    await h.shiprocket.advance(order.shiprocketOrderId as string, 'SHIPPED');
    for (const forged of ['CANCELLED', 'RTO INITIATED', 'RTO DELIVERED']) {
      expect((await shippingWebhook(h, order, forged)).json().message, forged).toBe(
        SHIPPING_WEBHOOK_ANSWERS.unconfirmed,
      );
    }
    expect(await stored(order._id)).toMatchObject({ orderStatus: 'Shipped', shippingStatus: 'SHIPPED' });
    expect(await creditNotesOf(order._id)).toHaveLength(0);
    const [entry] = await h.api.database.db.select().from(pointsEntries).where(eq(pointsEntries.orderId, order._id));
    expect(entry?.pointsEarned).toBe(24);
  });

  it('cannot point tracking at another order’s delivered shipment', async () => {
    // The attacker's own order, really delivered.
    const mine = await codOrder(me);
    await h.shiprocket.advance(mine.shiprocketOrderId as string, 'DELIVERED');
    // The victim's order, placed while Shiprocket was down: the store does not know its Shiprocket order yet.
    const victim = await newBuyer(h.api);
    await h.shiprocket.outage(true);
    let theirs: OrderJson;
    try {
      theirs = await codOrder(victim);
    } finally {
      await h.shiprocket.outage(false);
    }
    expect(theirs.shiprocketOrderId).toBeNull();
    const forged = await postShippingWebhook(h, {
      order_id: theirs.orderNumber,
      sr_order_id: Number(mine.shiprocketOrderId),
      current_status: 'DELIVERED',
    });
    expect(forged.json().message).toBe(SHIPPING_WEBHOOK_ANSWERS.unconfirmed);
    const after = await stored(theirs._id);
    expect(after).toMatchObject({ orderStatus: 'Pending', paidAt: null, shiprocketOrderId: null });
    // The store asks Shiprocket itself, which answers the victim's own (new) shipment.
    expect((await h.retry(new Date(clock))).shipments).toBe(1);
    const created = await stored(theirs._id);
    expect(created.shiprocketOrderId).not.toBe(mine.shiprocketOrderId);
    expect((await checkRound()).applied).toBe(0);
    expect(await stored(theirs._id)).toMatchObject({ orderStatus: 'Pending', paidAt: null });
    expect(await pointsBalance(h.api.database.db, victim.id)).toBe(0);
  });
});

describe('a true ending tracking cannot confirm yet', () => {
  it('is applied once Shiprocket’s tracking is back after an outage, however long it lasted', async () => {
    const order = await codOrder(me);
    await h.shiprocket.advance(order.shiprocketOrderId as string, 'SHIPPED');
    await h.shiprocket.outage(true);
    try {
      // The courier delivers; Shiprocket's webhook arrives while its tracking API is down.
      const delivered = await h.shiprocket.advance(order.shiprocketOrderId as string, 'DELIVERED');
      expect(JSON.parse(delivered.webhook?.response ?? '{}').message).toBe(SHIPPING_WEBHOOK_ANSWERS.unconfirmed);
      expect(await stored(order._id)).toMatchObject({ orderStatus: 'Shipped', paidAt: null });
      // Longer than the checks ever wait for an answer that shows no ending: an outage is not an answer.
      for (let round = 0; round < 12; round++) expect((await checkRound()).applied).toBe(0);
      expect((await stored(order._id)).statusCheckAt).toBeInstanceOf(Date);
    } finally {
      await h.shiprocket.outage(false);
    }
    expect((await checkRound()).applied).toBe(1);
    const after = await stored(order._id);
    expect(after).toMatchObject({
      orderStatus: 'Delivered',
      shippingStatus: 'DELIVERED',
      unconfirmedStatus: null,
      statusCheckAt: null,
    });
    expect(after.paidAt).toBeInstanceOf(Date);
    expect(after.deliveredAt).toBeInstanceOf(Date);
    expect(await pointsBalance(h.api.database.db, me.id)).toBe(25);
    // Applied once: the held check and the webhook's copy change nothing more.
    expect((await checkRound()).applied).toBe(0);
    const [event] = await h.shiprocket.webhooks({
      subject: order.shiprocketOrderId as string,
      event: 'shipment.DELIVERED',
    });
    expect(JSON.parse((await h.shiprocket.sendWebhook(event?.id ?? '')).response).message).toBe(
      SHIPPING_WEBHOOK_ANSWERS.unchanged,
    );
    expect(await pointsBalance(h.api.database.db, me.id)).toBe(25);
  });

  it('is applied when tracking catches up with a webhook that came first', async () => {
    const order = await paidOrder(me);
    await shipmentIs(h, order, 'OUT_FOR_DELIVERY');
    expect((await shippingWebhook(h, order, 'CANCELED')).json().message).toBe(SHIPPING_WEBHOOK_ANSWERS.unconfirmed);
    // Tracking shows the cancellation a little later.
    await shipmentIs(h, order, 'CANCELLED');
    expect((await checkRound()).applied).toBe(1);
    expect(await stored(order._id)).toMatchObject({ orderStatus: 'Cancelled', shippingStatus: 'CANCELLED' });
    expect(await creditNotesOf(order._id)).toHaveLength(1);
  });
});
