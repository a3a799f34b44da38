import { shiprocketSandboxClient } from '@sutra/sandbox';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { purchase, shipmentIs, shipmentOf } from '../test/purchase.js';

/**
 * Shiprocket's status webhooks, including the ones its sandbox never plays (courier assigned, pickup scheduled, at the
 * destination hub), sent to the real api as Shiprocket sends them; then the same order read three ways — the api's
 * REST answer, the gateway's `order` and its `orders` list — must tell one story. An ending (cancelled, returned) is
 * taken only when Shiprocket's tracking shows it too, so the sandbox's shipment is put there first.
 */

interface Placed {
  id: string;
  orderNumber: string;
  shiprocketOrderId: string | null;
}
interface Seen {
  orderStatus: string;
  listStatus: string;
  statusLabel: string;
  timeline: string[];
}

const FIELDS = 'id orderStatus listStatus shippingStatus statusLabel timeline { kind title }';
interface GraphqlOrder {
  id: string;
  orderStatus: string;
  listStatus: string;
  shippingStatus: string;
  statusLabel: string;
  timeline: { kind: string; title: string }[];
}

let t: GatewayUnderTest;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await startGatewayOverApi();
  buyer = await signUpBuyer(t);
});
afterAll(() => t.close());

/** Posts Shiprocket's status webhook for `order` to the api, shaped as Shiprocket sends it. */
async function webhook(order: Placed, currentStatus: string): Promise<string> {
  const response = await fetch(`${t.api.url}/API/v1/shipping/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': SANDBOX_DEFAULTS.SHIPPING_WEBHOOK_TOKEN },
    body: JSON.stringify({
      awb: '1490812345678',
      courier_name: 'Delhivery Surface',
      current_status: currentStatus,
      shipment_status: currentStatus,
      current_timestamp: '23 11 2026 14:05:00',
      order_id: order.orderNumber,
      sr_order_id: Number(order.shiprocketOrderId),
      etd: '2026-11-27 18:00:00',
      scans: [],
    }),
  });
  expect(response.status, currentStatus).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

/** The order as the api answers it, the gateway's `order` and its `orders` entry: asserts they all agree on `seen`. */
async function expectSeen(order: Placed, api: { orderStatus: string; shippingStatus: string }, seen: Seen) {
  const rest = await fetch(`${t.api.url}/API/v1/order?id=${order.id}`, { headers: buyer.headers });
  expect(((await rest.json()) as { result: unknown }).result).toMatchObject(api);

  const one = await t.graphql<{ order: GraphqlOrder }>(
    `query ($id: ID!) { order(id: $id) { ${FIELDS} } }`,
    { id: order.id },
    buyer.headers,
  );
  const list = await t.graphql<{ orders: { nodes: GraphqlOrder[] } }>(
    `{ orders(first: 20) { nodes { ${FIELDS} } } }`,
    undefined,
    buyer.headers,
  );
  const listed = list.data?.orders.nodes.find((o) => o.id === order.id);
  for (const [where, read] of [
    ['order', one.data?.order],
    ['orders', listed],
  ] as const) {
    expect(read, where).toBeDefined();
    expect(
      {
        orderStatus: read?.orderStatus,
        listStatus: read?.listStatus,
        statusLabel: read?.statusLabel,
        timeline: read?.timeline.map((step) => step.title),
      },
      where,
    ).toEqual(seen);
    expect(read?.shippingStatus, where).toBe(api.shippingStatus);
  }
}

const PLACED = ['Order Placed'];
const PROCESSED = ['Order Processed', ...PLACED];
const SHIPPED = ['Product Shipped', ...PROCESSED];

describe('Shiprocket statuses across the api, the order page and the order list', () => {
  it('follows courier assigned, pickup scheduled, the destination hub, a delay and a return to origin', async () => {
    const order = await purchase(t, buyer);
    // Razorpay's webhook may have placed the order and still be making its shipment when the placement answers.
    await shipmentOf(t, buyer, order.id);
    await expectSeen(
      order,
      { orderStatus: 'Pending', shippingStatus: 'NEW' },
      { orderStatus: 'PENDING', listStatus: 'PENDING', statusLabel: 'Order Received', timeline: PLACED },
    );

    expect(await webhook(order, 'AWB ASSIGNED')).toBe('Order updated');
    await expectSeen(
      order,
      { orderStatus: 'Processing', shippingStatus: 'AWB_ASSIGNED' },
      { orderStatus: 'PROCESSING', listStatus: 'PENDING', statusLabel: 'Courier Assigned', timeline: PROCESSED },
    );

    expect(await webhook(order, 'PICKUP SCHEDULED')).toBe('Order updated');
    await expectSeen(
      order,
      { orderStatus: 'Processing', shippingStatus: 'PICKUP_SCHEDULED' },
      { orderStatus: 'PROCESSING', listStatus: 'PENDING', statusLabel: 'Pickup Scheduled', timeline: PROCESSED },
    );

    expect(await webhook(order, 'REACHED DESTINATION HUB')).toBe('Order updated');
    await expectSeen(
      order,
      { orderStatus: 'Shipped', shippingStatus: 'REACHED_DESTINATION_HUB' },
      { orderStatus: 'SHIPPED', listStatus: 'SHIPPED', statusLabel: 'Reached Destination Hub', timeline: SHIPPED },
    );

    // A delay is news for the shopper but moves the order nowhere.
    expect(await webhook(order, 'DELAYED')).toBe('Order updated');
    await expectSeen(
      order,
      { orderStatus: 'Shipped', shippingStatus: 'DELAYED' },
      { orderStatus: 'SHIPPED', listStatus: 'SHIPPED', statusLabel: 'Delayed', timeline: SHIPPED },
    );

    await shipmentIs(t, await shipmentOf(t, buyer, order.id), 'RTO_INITIATED');
    expect(await webhook(order, 'RTO INITIATED')).toBe('Order updated');
    const returned = {
      orderStatus: 'RETURNED',
      listStatus: 'PENDING',
      statusLabel: 'Return to Origin Initiated',
      timeline: SHIPPED,
    };
    await expectSeen(order, { orderStatus: 'Returned', shippingStatus: 'RTO_INITIATED' }, returned);

    // A late delivery scan cannot undo the return.
    expect(await webhook(order, 'DELIVERED')).toBe('Nothing to change');
    await expectSeen(order, { orderStatus: 'Returned', shippingStatus: 'RTO_INITIATED' }, returned);
  });

  it('cancels on Shiprocket’s cancellation, under either spelling, and a later scan changes nothing', async () => {
    const order = await purchase(t, buyer);
    await shipmentIs(t, await shipmentOf(t, buyer, order.id), 'CANCELLED');
    expect(await webhook(order, 'Canceled')).toBe('Order updated');
    const cancelled = { orderStatus: 'CANCELLED', listStatus: 'PENDING', statusLabel: 'Cancelled', timeline: PLACED };
    await expectSeen(order, { orderStatus: 'Cancelled', shippingStatus: 'CANCELLED' }, cancelled);
    expect(await webhook(order, 'CANCELLED')).toBe('Nothing to change');
    expect(await webhook(order, 'SHIPPED')).toBe('Nothing to change');
    await expectSeen(order, { orderStatus: 'Cancelled', shippingStatus: 'CANCELLED' }, cancelled);
  });

  it('shows the same badge and steps while Shiprocket’s tracking cannot be reached', async () => {
    const order = await purchase(t, buyer);
    await webhook(order, 'OUT FOR DELIVERY');
    const query = `query ($id: ID!) { order(id: $id) { statusLabel timeline { kind courierName } tracking { status } } }`;
    const live = await t.graphql<{ order: { statusLabel: string; timeline: { kind: string }[] } }>(
      query,
      { id: order.id },
      buyer.headers,
    );
    expect(live.errors).toBeUndefined();
    const shiprocket = shiprocketSandboxClient(t.sandbox.url);
    await shiprocket.outage(true);
    try {
      const down = await t.graphql<{ order: { statusLabel: string; timeline: { kind: string }[]; tracking: null } }>(
        query,
        { id: order.id },
        buyer.headers,
      );
      expect(down.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(down.data?.order.tracking).toBeNull();
      expect(down.data?.order.statusLabel).toBe('Out for Delivery');
      expect(down.data?.order.statusLabel).toBe(live.data?.order.statusLabel);
      expect(down.data?.order.timeline.map((s) => s.kind)).toEqual(['SHIPPED', 'PROCESSED', 'PLACED']);
      expect(down.data?.order.timeline.map((s) => s.kind)).toEqual(live.data?.order.timeline.map((s) => s.kind));
    } finally {
      await shiprocket.outage(false);
    }
  });
});
