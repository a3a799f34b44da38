import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import { shipmentIs } from '../test/shipping.js';
import type { OrderJson } from './order-json.js';
import { ORDER_NOT_FOUND } from './service.js';
import type { OrderTrackingJson } from './tracking.js';

let h: CheckoutHarness;
let kurta: ProductJson;
let me: SignedInBuyer;

beforeAll(async () => {
  h = await startCheckoutHarness();
  kurta = await createProduct(h.api.database.db, {
    name: 'Fixture Tracked Kurta',
    variants: [{ color: 'Ivory', sizes: ['40'], salePaise: 249_900 }],
  });
  await h.razorpay.pauseWebhooks(true);
  me = await newBuyer(h.api);
});
afterAll(() => h.close());

async function placeOne(buyer: SignedInBuyer): Promise<OrderJson> {
  await addToCart(h, buyer, kurta._id, 1, { color: 'Ivory', size: '40' });
  const { placed } = await buy(h, buyer);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.result;
}

const track = (buyer: SignedInBuyer | undefined, ids: string) =>
  call<{ success: true; result: OrderTrackingJson[] }>(
    h.api,
    'GET',
    `/order/tracking?ids=${ids}`,
    undefined,
    buyer ? { token: buyer.token } : {},
  );
const notFound = { status: 404, body: { success: false, status: false, message: ORDER_NOT_FOUND } };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /order/tracking', () => {
  it("answers Shiprocket's tracking of the buyer's orders in the store's words, in the order asked", async () => {
    const placed = await placeOne(me);
    const shipped = await placeOne(me);
    await shipmentIs(h, shipped, 'SHIPPED');

    const answer = await track(me, `${shipped._id},${placed._id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual([
      {
        orderId: shipped._id,
        unavailable: false,
        tracking: {
          status: 'SHIPPED',
          trackStatus: 1,
          courierName: expect.any(String),
          awbCode: expect.any(String),
          trackUrl: expect.stringMatching(/^http.*\/tracking\//),
          estimatedDelivery: expect.stringMatching(ISO),
          deliveredAt: null,
          pickedUpAt: expect.stringMatching(ISO),
        },
      },
      {
        orderId: placed._id,
        unavailable: false,
        // Not picked up yet; the courier its delivery date was promised by is booked with the shipment.
        tracking: expect.objectContaining({
          status: 'NEW',
          courierName: 'Delhivery Surface',
          awbCode: expect.any(String),
          pickedUpAt: null,
        }),
      },
    ]);
  });

  it('answers null before the shipment exists, and each shipment as unavailable while Shiprocket is down', async () => {
    await h.shiprocket.outage(true);
    try {
      // Placed while Shiprocket is down: the order exists, its shipment not yet.
      const waiting = await placeOne(me);
      expect(waiting.shiprocketOrderId).toBeNull();
      const shippedEarlier = (await track(me, waiting._id)).body.result;
      expect(shippedEarlier).toEqual([{ orderId: waiting._id, tracking: null, unavailable: false }]);

      const [before] = (
        await call<{ result: OrderJson[] }>(h.api, 'GET', '/order', undefined, { token: me.token })
      ).body.result.filter((o) => o.shiprocketOrderId);
      const down = await track(me, before?._id ?? '');
      expect(down.status).toBe(200);
      expect(down.body.result).toEqual([{ orderId: before?._id, tracking: null, unavailable: true }]);
    } finally {
      await h.shiprocket.outage(false);
    }
  });

  it("answers another buyer's order exactly like a missing one, even beside the buyer's own", async () => {
    const mine = await placeOne(me);
    const stranger = await newBuyer(h.api);
    const theirs = await placeOne(stranger);
    const stolen = await track(me, `${mine._id},${theirs._id}`);
    const missing = await track(me, `${mine._id},${randomUUID()}`);
    expect(stolen).toMatchObject(notFound);
    expect(missing).toMatchObject(notFound);
    expect(stolen.body).toEqual(missing.body);
  });

  it('answers 401 without a token and 400 for ids that are not order ids', async () => {
    expect((await track(undefined, randomUUID())).status).toBe(401);
    expect((await track(me, 'not-an-order')).status).toBe(400);
    expect((await track(me, Array.from({ length: 51 }, () => randomUUID()).join(','))).status).toBe(400);
  });
});
