import assert from 'node:assert/strict';
import { shiprocketSandboxClient } from '@sutra/sandbox';
import { type Scenario, waitUntil } from '../scenario.js';
import { Recorder, Shopper } from '../shopper.js';
import { addToCart, checkOutAndPay, listing, orders } from '../store.js';

/**
 * A shopper signs up, picks a product from a listing, adds it to the cart, checks out, pays through the Razorpay
 * sandbox and finds the order in the order list — every request through the shop's balancer, so the steps land on
 * both gateways, and the gateways' calls on both apis.
 */
export const purchaseJourney: Scenario = {
  name: 'a purchase through the balancer: signed up, paid, the order in the list and shipped once',
  run: async (fleet, figures) => {
    const shopper = new Shopper(fleet.shop.url, new Recorder(), 0);
    const before = { ...fleet.shop.forwarded };
    const apisBefore = { ...fleet.apiBalancer.forwarded };
    await shopper.signUp();
    const [item] = await listing(shopper);
    assert.ok(item, 'the listing shows a product in stock');
    await addToCart(shopper, item);
    const order = await checkOutAndPay(shopper, fleet.sandbox.url);
    const listed = await orders(shopper);
    assert.deepEqual(
      listed.map((o) => o.id),
      [order.id],
      'the order list shows the one order placed',
    );
    // The shipment is created once the order is placed (or by the retry worker): exactly one for this order.
    const shiprocket = shiprocketSandboxClient(fleet.sandbox.url);
    await waitUntil(
      'the order has a Shiprocket shipment',
      async () => (await shiprocket.shipments(order.orderNumber)).length > 0,
      30_000,
    );
    assert.equal((await shiprocket.shipments(order.orderNumber)).length, 1, 'one shipment for the order');
    const spread = (now: Record<string, number>, then: Record<string, number>) =>
      Object.values(now).map((n, i) => n - (Object.values(then)[i] ?? 0));
    const perGateway = spread(fleet.shop.forwarded, before);
    const perApi = spread(fleet.apiBalancer.forwarded, apisBefore);
    Object.assign(figures, { requestsPerGateway: perGateway, requestsPerApi: perApi, orderNumber: order.orderNumber });
    assert.ok(
      perGateway.every((n) => n > 0),
      `every gateway served part of the journey (${perGateway.join(', ')})`,
    );
    assert.ok(
      perApi.every((n) => n > 0),
      `every api served part of the journey (${perApi.join(', ')})`,
    );
  },
};
