import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { orders } from '../db/schema.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import { shipmentIs } from '../test/shipping.js';
import type { OrderJson } from './order-json.js';
import { WEBHOOK_TOKEN_INVALID } from './routes.js';
import { BAD_CURSOR, ORDER_NOT_FOUND } from './service.js';
import { retryDelayMs } from './shipments.js';

let h: CheckoutHarness;
let jacket: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  jacket = await createProduct(h.api.database.db, {
    name: 'Fixture Nehru Jacket',
    variants: [{ color: 'Maroon', sizes: ['40', '42'], salePaise: 349_900, retailPaise: 429_900 }],
  });
  // The browser's path on its own (also for the orders made in `beforeAll`s): payment webhooks are held.
  await h.razorpay.pauseWebhooks(true);
});
afterAll(() => h.close());
beforeEach(() => h.razorpay.pauseWebhooks(true));

async function placeOne(buyer: SignedInBuyer, quantity = 1): Promise<OrderJson> {
  await addToCart(h, buyer, jacket._id, quantity, { color: 'Maroon', size: '42' });
  const { placed } = await buy(h, buyer);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.result;
}

type ListAnswer = { success: true; result: OrderJson[]; total: number; nextCursor: string | null };
const getOrders = (buyer: SignedInBuyer, query = '') =>
  call<ListAnswer>(h.api, 'GET', `/order${query}`, undefined, { token: buyer.token });
const getOrder = (buyer: SignedInBuyer, query: string) =>
  call<{ success: true; result: OrderJson }>(h.api, 'GET', `/order${query}`, undefined, { token: buyer.token });
const notFound = (message: string) => ({ status: 404, body: { success: false, status: false, message } });

describe('GET /order', () => {
  let me: SignedInBuyer;
  let placed: OrderJson[];
  beforeAll(async () => {
    me = await newBuyer(h.api);
    placed = [];
    for (const quantity of [1, 2, 3]) placed.push(await placeOne(me, quantity));
  });

  it('lists the buyer’s orders newest first, a page at a time', async () => {
    const first = await getOrders(me, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.result.map((o) => o._id)).toEqual([placed[2]?._id, placed[1]?._id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await getOrders(me, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.result.map((o) => o._id)).toEqual([placed[0]?._id]);
    expect(second.body.nextCursor).toBeNull();
    // The spec's client sends empty values.
    const spec = await getOrders(me, `?buyerId=${me.id}&id=&productItemId=`);
    expect(spec.body.result).toHaveLength(3);
    expect(spec.body.result[0]).toMatchObject({
      orderStatus: 'Pending',
      products: [
        {
          name: 'Fixture Nehru Jacket',
          quantity: 3,
          price: 3_499,
          retailPricePaise: 429_900,
          attributes: { color: 'Maroon', size: '42' },
          productId: { _id: jacket._id, productVariants: [{ retailPrice: 4_299 }] },
          productRef: jacket._id,
        },
      ],
      deliveryAddress: { add1: '14 Johari Bazaar Road', add2: 'Near Hawa Mahal', city: 'Jaipur' },
      totalAmount: 10_497,
      orderValue: 10_497,
    });
    expect(await getOrders(me, '?cursor=garbage')).toMatchObject({ status: 400, body: { message: BAD_CURSOR } });
  });

  it('answers one order by id, also with one of its product lines', async () => {
    const order = placed[1] as OrderJson;
    const line = order.products[0]?._id;
    expect((await getOrder(me, `?id=${order._id}`)).body.result).toEqual(order);
    const withLine = await getOrder(me, `?buyerId=${me.id}&id=${order._id}&productItemId=${line}`);
    expect(withLine.body.result._id).toBe(order._id);
    const otherLine = placed[0]?.products[0]?._id;
    expect(await getOrder(me, `?id=${order._id}&productItemId=${otherLine}`)).toMatchObject(notFound(ORDER_NOT_FOUND));
  });

  it('answers another buyer’s order exactly like a missing one', async () => {
    const other = await newBuyer(h.api);
    const mine = placed[0] as OrderJson;
    expect(await getOrder(other, `?id=${mine._id}`)).toMatchObject(notFound(ORDER_NOT_FOUND));
    expect(await getOrder(other, '?id=00000000-0000-4000-8000-000000000000')).toMatchObject(notFound(ORDER_NOT_FOUND));
    expect(await getOrders(other, `?buyerId=${me.id}`)).toMatchObject(notFound(BUYER_NOT_FOUND));
    expect((await getOrders(other)).body).toMatchObject({ result: [], total: 0 });
  });

  it('answers 401 without a token', async () => {
    expect(await call(h.api, 'GET', '/order')).toMatchObject({ status: 401, body: { message: LOGIN_REQUIRED } });
  });
});

const postShippingWebhook = (body: Record<string, unknown>, token?: string) =>
  h.api.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/shipping/webhook`,
    headers: token === undefined ? {} : { 'x-api-key': token },
    payload: body,
  });
const statusOf = async (orderId: string) => {
  const [row] = await h.api.database.db
    .select({ orderStatus: orders.orderStatus, shippingStatus: orders.shippingStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
};

describe('POST /shipping/webhook', () => {
  it('moves orderStatus as Shiprocket’s status webhooks arrive, and never back', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    const id = order.shiprocketOrderId as string;
    const steps: [string, string, string][] = [
      ['PROCESSING', 'Processing', 'PROCESSING'],
      ['READY_TO_SHIP', 'Processing', 'READY_TO_SHIP'],
      ['SHIPPED', 'Shipped', 'SHIPPED'],
    ];
    for (const [status, orderStatus, shippingStatus] of steps) {
      const advanced = await h.shiprocket.advance(id);
      expect(advanced.status).toBe(status);
      expect(advanced.webhook?.status).toBe(200);
      expect(await statusOf(order._id)).toEqual({ orderStatus, shippingStatus });
    }
    // A late copy of an older status changes nothing.
    const [processing] = await h.shiprocket.webhooks({ subject: id, event: 'shipment.PROCESSING' });
    const replay = await h.shiprocket.sendWebhook(processing?.id ?? '');
    expect(JSON.parse(replay.response)).toEqual({ status: true, message: 'Nothing to change' });
    expect(await statusOf(order._id)).toEqual({ orderStatus: 'Shipped', shippingStatus: 'SHIPPED' });

    await h.shiprocket.advance(id);
    expect(await statusOf(order._id)).toEqual({ orderStatus: 'Delivered', shippingStatus: 'DELIVERED' });
    const listed = await getOrder(me, `?id=${order._id}`);
    expect(listed.body.result).toMatchObject({ orderStatus: 'Delivered', shippingStatus: 'DELIVERED' });
  });

  it('takes cancellations and returns, and Shiprocket’s other status names', async () => {
    const me = await newBuyer(h.api);
    const cancelled = await placeOne(me);
    await h.shiprocket.advance(cancelled.shiprocketOrderId as string, 'CANCELLED');
    expect((await statusOf(cancelled._id))?.orderStatus).toBe('Cancelled');

    const other = await placeOne(me);
    const token = h.api.config.shiprocket.webhookToken;
    const send = (current_status: string) =>
      postShippingWebhook(
        { order_id: other.orderNumber, sr_order_id: Number(other.shiprocketOrderId), current_status },
        token,
      );
    expect((await send('OUT FOR DELIVERY')).json()).toEqual({ status: true, message: 'Order updated' });
    expect(await statusOf(other._id)).toEqual({ orderStatus: 'Shipped', shippingStatus: 'OUT_FOR_DELIVERY' });
    // An ending is taken once Shiprocket's tracking shows it too.
    await shipmentIs(h, other, 'RTO_INITIATED');
    await send('RTO INITIATED');
    expect((await statusOf(other._id))?.orderStatus).toBe('Returned');
    await send('DELIVERED');
    expect((await statusOf(other._id))?.orderStatus).toBe('Returned');
  });

  it('reads the statuses its sandbox never plays, and keeps the order’s status on an exception', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    const token = h.api.config.shiprocket.webhookToken;
    const send = async (current_status: string) =>
      (await postShippingWebhook({ order_id: order.orderNumber, current_status }, token)).json().message;
    const steps: [sent: string, message: string, orderStatus: string, shippingStatus: string][] = [
      ['AWB ASSIGNED', 'Order updated', 'Processing', 'AWB_ASSIGNED'],
      ['Pickup Scheduled', 'Order updated', 'Processing', 'PICKUP_SCHEDULED'],
      ['PICKUP EXCEPTION', 'Order updated', 'Processing', 'PICKUP_EXCEPTION'],
      ['Reached at Destination Hub', 'Order updated', 'Shipped', 'REACHED_DESTINATION_HUB'],
      ['UNDELIVERED', 'Order updated', 'Shipped', 'UNDELIVERED'],
      // A status Shiprocket may add later is kept as heard, and moves nothing.
      ['HELD AT HUB', 'Order updated', 'Shipped', 'HELD_AT_HUB'],
      ['AWB ASSIGNED', 'Nothing to change', 'Shipped', 'HELD_AT_HUB'],
    ];
    for (const [sent, message, orderStatus, shippingStatus] of steps) {
      expect(await send(sent), sent).toBe(message);
      expect(await statusOf(order._id), sent).toEqual({ orderStatus, shippingStatus });
    }
    // An ending in other words than tracking's: the same ending (Returned), so it is taken as sent.
    await shipmentIs(h, order, 'RTO_INITIATED');
    expect(await send('RTO OFD')).toBe('Order updated');
    expect(await statusOf(order._id)).toEqual({ orderStatus: 'Returned', shippingStatus: 'RTO_OFD' });
  });

  it('keeps a cancelled order cancelled when a late webhook says it shipped or was delivered', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    const token = h.api.config.shiprocket.webhookToken;
    const send = (current_status: string) =>
      postShippingWebhook({ order_id: order.orderNumber, current_status }, token);
    await shipmentIs(h, order, 'CANCELLED');
    expect((await send('CANCELLED')).json()).toEqual({ status: true, message: 'Order updated' });
    for (const late of ['DELIVERED', 'SHIPPED', 'OUT FOR DELIVERY', 'RTO DELIVERED']) {
      expect((await send(late)).json(), late).toEqual({ status: true, message: 'Nothing to change' });
      expect(await statusOf(order._id), late).toEqual({ orderStatus: 'Cancelled', shippingStatus: 'CANCELLED' });
    }
  });

  it('refuses a missing or wrong token, and ignores unknown orders', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    const body = { order_id: order.orderNumber, current_status: 'DELIVERED' };
    for (const token of [undefined, 'wrong-token', `${h.api.config.shiprocket.webhookToken}x`]) {
      const answer = await postShippingWebhook(body, token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        success: false,
        status: false,
        code: 'webhook_unauthenticated',
        message: WEBHOOK_TOKEN_INVALID,
      });
    }
    expect((await statusOf(order._id))?.orderStatus).toBe('Pending');
    const unknown = await postShippingWebhook(
      { order_id: '1', current_status: 'DELIVERED' },
      h.api.config.shiprocket.webhookToken,
    );
    expect(unknown.json()).toEqual({ status: true, message: 'Unknown order' });
  });
});

describe('Shiprocket down when an order is placed', () => {
  it('places and shows the order meanwhile, and creates the shipment once Shiprocket is back', async () => {
    const me = await newBuyer(h.api);
    await h.shiprocket.outage(true);
    let order: OrderJson;
    try {
      order = await placeOne(me);
      expect(order).toMatchObject({ shiprocketOrderId: null, shippingStatus: 'PENDING', orderStatus: 'Pending' });
      expect((await getOrder(me, `?id=${order._id}`)).body.result.shiprocketOrderId).toBeNull();
      // Still down at the first retry: the next one is later.
      expect(await h.retry(new Date(Date.now() + retryDelayMs(1) + 1000))).toEqual({ shipments: 0, refunds: 0 });
      const [row] = await h.api.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row?.shipmentAttempts).toBe(2);
      expect(row?.shipmentError).toMatch(/Shiprocket is unavailable/);
    } finally {
      await h.shiprocket.outage(false);
    }
    // Not due yet: nothing happens.
    expect(await h.retry()).toEqual({ shipments: 0, refunds: 0 });
    expect(await h.retry(new Date(Date.now() + 10 * 60_000))).toEqual({ shipments: 1, refunds: 0 });
    const read = await getOrder(me, `?id=${order._id}`);
    expect(read.body.result).toMatchObject({
      shippingStatus: 'NEW',
      shiprocketOrderId: expect.stringMatching(/^\d+$/),
    });
    expect(await h.shiprocket.shipments(order.orderNumber)).toHaveLength(1);
    // Done is done.
    expect(await h.retry(new Date(Date.now() + 60 * 60_000))).toEqual({ shipments: 0, refunds: 0 });
  });

  it('backs off from 30 seconds, doubling, to at most 30 minutes', () => {
    expect([1, 2, 3, 4, 10, 50].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_800_000, 1_800_000]);
  });
});
