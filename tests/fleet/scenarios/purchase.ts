import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shiprocketSandboxClient } from '@sutra/sandbox';
import { type Scenario, waitUntil } from '../scenario.js';

const testsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the fleet's Chromium journey (`browser/purchase.spec.ts`) against the running fleet; answers its exit code. */
async function runBrowserJourney(shopUrl: string, sandboxUrl: string): Promise<number | null> {
  const child = spawn(
    path.join(testsDir, 'node_modules', '.bin', 'playwright'),
    ['test', '--config', 'playwright.fleet.config.ts'],
    {
      cwd: testsDir,
      env: { ...process.env, SUTRA_BASE_URL: shopUrl, SUTRA_SANDBOX_URL: sandboxUrl },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

/**
 * A shopper in real Chromium signs in, adds a product to the cart from its page, checks out, pays in the Razorpay
 * sandbox's window and finds the order in the order list — every request through the shop's balancer, so the pages
 * and GraphQL calls land on both gateways, and the gateways' calls on both apis. Then: exactly one order was placed,
 * with exactly one Shiprocket shipment.
 */
export const purchaseJourney: Scenario = {
  name: 'a purchase in Chromium through the balancer: paid, listed, shipped once, served by every replica',
  run: async (fleet, figures) => {
    const startedAt = new Date().toISOString();
    const gatewaysBefore = { ...fleet.shop.forwarded };
    const apisBefore = { ...fleet.apiBalancer.forwarded };
    const code = await runBrowserJourney(fleet.shop.url, fleet.sandbox.url);
    const spread = (now: Record<string, number>, then: Record<string, number>) =>
      Object.entries(now).map(([backend, n]) => n - (then[backend] ?? 0));
    const perGateway = spread(fleet.shop.forwarded, gatewaysBefore);
    const perApi = spread(fleet.apiBalancer.forwarded, apisBefore);
    Object.assign(figures, { browserJourneyExit: code, requestsPerGateway: perGateway, requestsPerApi: perApi });
    assert.equal(code, 0, 'the Chromium journey passed');

    const placed = fleet.postgres.query(`select order_number from orders where created_at >= '${startedAt}'`, 'sutra');
    assert.equal(placed.length, 1, 'one order was placed');
    const orderNumber = placed[0] as string;
    figures.orderNumber = orderNumber;
    const shiprocket = shiprocketSandboxClient(fleet.sandbox.url);
    await waitUntil(
      'the order has its Shiprocket shipment',
      async () => (await shiprocket.shipments(orderNumber)).length > 0,
      30_000,
    );
    assert.equal((await shiprocket.shipments(orderNumber)).length, 1, 'one shipment for the order');
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
