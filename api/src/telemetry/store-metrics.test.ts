import { createHmac, randomUUID } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { readSample } from '@sutra/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  buy,
  type CheckoutHarness,
  pay,
  placeOrder,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { shippingWebhook } from '../test/shipping.js';

let h: CheckoutHarness;
let blazer: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  blazer = await createProduct(h.api.database.db, {
    name: 'Fixture Metrics Blazer',
    variants: [{ color: 'Navy', sizes: ['40'], salePaise: 499_900 }],
  });
  // Orders here are placed by the shopper's request: a webhook placing one first would answer the request 200.
  await h.razorpay.pauseWebhooks(true);
});
afterAll(() => h.close());

/** The api's metrics as its metrics port (METRICS_PORT) serves them; the test's app does not listen. */
async function scrape(): Promise<string> {
  expect(h.api.app.serviceMetrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  return h.api.app.serviceMetrics.exposition();
}

/** How much `name{labels}` moved while `work` ran. */
async function change(name: string, labels: Record<string, string>, work: () => Promise<unknown>): Promise<number> {
  const before = readSample(await scrape(), name, labels) ?? 0;
  await work();
  return (readSample(await scrape(), name, labels) ?? 0) - before;
}

async function paidCheckout() {
  const buyer = await newBuyer(h.api);
  await addToCart(h, buyer, blazer._id, 1, { color: 'Navy', size: '40' });
  const started = await startCheckout(h, buyer);
  expect(started.status).toBe(201);
  return { buyer, checkout: started.body.result };
}

describe('GET /metrics on the api', () => {
  it('counts an order placed once under its payment method, however often its payment is sent', async () => {
    const buyer = await newBuyer(h.api);
    await addToCart(h, buyer, blazer._id, 1, { color: 'Navy', size: '40' });
    let proof: object = {};
    const placed = await change('sutra_orders_placed_total', { payment_method: 'razorpay' }, async () => {
      const started = await startCheckout(h, buyer);
      proof = await pay(h, started.body.result.razorpayOrderId);
      expect((await placeOrder(h, buyer, proof)).status).toBe(201);
    });
    expect(placed).toBe(1);
    const replayed = await change('sutra_orders_placed_total', {}, async () => {
      expect((await placeOrder(h, buyer, proof)).status).toBeLessThan(300);
    });
    expect(replayed).toBe(0);
  });

  it('counts a forged signature and a payment Razorpay does not confirm as refused payments, by reason', async () => {
    const { buyer, checkout } = await paidCheckout();
    const proof = await pay(h, checkout.razorpayOrderId);
    const badSignature = await change('sutra_payments_refused_total', { reason: 'signature_invalid' }, async () => {
      const answer = await placeOrder(h, buyer, { ...proof, razorpay_signature: '0'.repeat(64) });
      expect(answer.status).toBe(400);
    });
    expect(badSignature).toBe(1);

    // A real payment of another checkout, correctly signed for this one's order: Razorpay says it paid another order.
    const other = await paidCheckout();
    const otherProof = await pay(h, other.checkout.razorpayOrderId);
    const forged = {
      razorpay_order_id: checkout.razorpayOrderId,
      razorpay_payment_id: otherProof.razorpay_payment_id,
      razorpay_signature: createHmac('sha256', SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET)
        .update(`${checkout.razorpayOrderId}|${otherProof.razorpay_payment_id}`)
        .digest('hex'),
    };
    const unconfirmed = await change('sutra_payments_refused_total', { reason: 'verification_failed' }, async () => {
      expect((await placeOrder(h, buyer, forged)).status).toBe(400);
    });
    expect(unconfirmed).toBe(1);
  });

  it('counts listing-total cache lookups: the same listing asked twice is a hit the second time', async () => {
    const listing = `/product?categoryName=Suits&limit=3&sort=lowToHigh&minPrice=${Math.floor(Math.random() * 1000)}`;
    const first = await change('sutra_cache_lookups_total', { cache: 'listing-totals', result: 'miss' }, () =>
      call(h.api, 'GET', listing),
    );
    expect(first).toBe(1);
    const second = await change('sutra_cache_lookups_total', { cache: 'listing-totals', result: 'hit' }, () =>
      call(h.api, 'GET', listing),
    );
    expect(second).toBe(1);
  });

  it('labels requests by route pattern and status class, and provider calls by the route that made them', async () => {
    const buyer = await newBuyer(h.api);
    const unknownOrder = randomUUID();
    expect(
      (await call(h.api, 'GET', `/orders/${unknownOrder}/invoice`, undefined, { token: buyer.token })).status,
    ).toBe(404);
    await paidCheckout();
    const text = await scrape();
    const labels = { method: 'GET', route: '/API/v1/orders/:id/invoice', status_class: '4xx' };
    expect(readSample(text, 'http_requests_total', labels)).toBeGreaterThanOrEqual(1);
    expect(readSample(text, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(unknownOrder);
    const razorpay = { upstream: 'razorpay', operation: '/API/v1/payment/order', outcome: 'ok' };
    expect(readSample(text, 'sutra_upstream_requests_total', razorpay)).toBeGreaterThanOrEqual(1);
    expect(readSample(text, 'sutra_retry_queue_depth', { queue: 'mail' })).toBeGreaterThanOrEqual(0);
    expect(readSample(text, 'process_resident_memory_bytes', { service: 'api' })).toBeGreaterThan(0);
  });

  it("is not served on the public port (it was, to anyone: versions, memory, every route's counts)", async () => {
    const answer = await h.api.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toMatch(/http_requests_total|nodejs_version_info|process_resident_memory/);
  });

  it('counts shipping endings waiting for Shiprocket’s tracking to confirm them', async () => {
    const buyer = await newBuyer(h.api);
    await addToCart(h, buyer, blazer._id, 1, { color: 'Navy', size: '40' });
    const order = (await buy(h, buyer)).placed.body.result;
    const waiting = await change('sutra_retry_queue_depth', { queue: 'status_checks' }, () =>
      shippingWebhook(h, order, 'DELIVERED'),
    );
    expect(waiting).toBe(1);
  });

  it('is left out of the OpenAPI document', async () => {
    const docs = await call<{ paths: Record<string, unknown> }>(h.api, 'GET', '/docs');
    expect(Object.keys(docs.body.paths).some((path) => path.includes('metrics'))).toBe(false);
  });
});
