import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import type { Fleet } from '../fleet.js';
import { type Scenario, waitUntil } from '../scenario.js';
import { Recorder, Shopper, StepFailed } from '../shopper.js';
import {
  addToCart,
  categories,
  checkOutAndPay,
  type ListedProduct,
  listing,
  type PlacedOrder,
  product,
  search,
  updateCartLine,
} from '../store.js';
import { checkNoDuplicates, loadFigures } from './load-checks.js';

/**
 * The load's shape. Eight shoppers keep a busy 2-core machine busy (the whole fleet shares it) without making the
 * test about the machine's limits: each thinks 150–500 ms between steps, as the pacing of people, not of a benchmark.
 * `FLEET_SHOPPERS` and `FLEET_LOAD_SECONDS` change it for a bigger machine.
 */
const SHOPPERS = Number(process.env.FLEET_SHOPPERS ?? 8);
const LOAD_MS = Number(process.env.FLEET_LOAD_SECONDS ?? 60) * 1000;
/** When the api replica is killed, from the load's start. */
const KILL_AT_MS = Math.round(LOAD_MS / 3);
/**
 * Purchases per shopper at most: below the store's limit of 30 checkouts a buyer may start in an hour, which a fast
 * machine's minute could otherwise reach (a shopper at the cap goes on browsing).
 */
const MAX_PURCHASES_PER_SHOPPER = 20;
/** How long a shopper's app keeps retrying one step. */
const RETRY_FOR_MS = 30_000;
const SEARCHES = ['navy suit', 'linen', 'wool blazer', 'kurta', 'slim fit', 'tuxedo', 'shirt', 'sut'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(150 + randomInt(350));
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

export interface Purchase {
  shopper: Shopper;
  order: PlacedOrder;
}

export interface CrashTimes {
  /** From the load's start. */
  killedAtMs: number;
  /** Requests the balancer had sent to the replica and not yet seen answered when it was killed. */
  inFlightAtKill: number;
  /** From the restart until the api balancer saw the new process answer /ready 200. */
  restartToReadyMs: number;
  /** When the restarted replica was ready, from the load's start. */
  readyAtMs: number;
}

/** One shopper's 60 seconds: browse, sometimes buy; every step retried as a shopper's app does. */
async function shop(
  shopper: Shopper,
  fleet: Fleet,
  catalogue: { categories: string[]; products: ListedProduct[] },
  until: number,
  purchases: Purchase[],
  failedPurchases: string[],
): Promise<void> {
  while (Date.now() < until) {
    try {
      const listed = await listing(shopper, pick(catalogue.categories));
      await think();
      const seen = listed.length ? pick(listed) : pick(catalogue.products);
      await product(shopper, seen.id);
      await think();
      if (randomInt(3) === 0) {
        await search(shopper, pick(SEARCHES));
        await think();
      }
      const bought = purchases.filter((p) => p.shopper === shopper).length;
      if (randomInt(2) === 0 || Date.now() >= until || bought >= MAX_PURCHASES_PER_SHOPPER) continue;
      const lines = await addToCart(shopper, seen);
      await think();
      const line = lines[0];
      if (line && randomInt(3) === 0) {
        await updateCartLine(shopper, line.id, Math.min(line.quantity + 1, 3));
        await think();
      }
      try {
        const order = await checkOutAndPay(shopper, fleet.sandbox.url);
        purchases.push({ shopper, order });
      } catch (error) {
        failedPurchases.push(error instanceof Error ? error.message : String(error));
      }
      await think();
    } catch (error) {
      // A browse or cart step that failed for good is in the recorder's failed steps; the shopper goes on.
      if (!(error instanceof StepFailed)) throw error;
    }
  }
}

/**
 * Kills api replica 2 with SIGKILL (a crash: no drain) at `KILL_AT_MS`, at a moment it is answering a request (so
 * the crash cuts requests on the wire, waiting at most 5 s for one), restarts it at once and waits until it is ready.
 */
async function crashAndRestart(fleet: Fleet, started: number): Promise<CrashTimes> {
  await sleep(Math.max(0, started + KILL_AT_MS - Date.now()));
  const victim = fleet.apis[1];
  assert.ok(victim, 'the fleet has a second api replica');
  const busy = () => fleet.apiBalancer.inFlight(victim.url) > 0;
  await waitUntil('api 2 answers a request', busy, 5000, 1).catch(() => undefined);
  const inFlightAtKill = fleet.apiBalancer.inFlight(victim.url);
  const killedAtMs = Date.now() - started;
  await victim.stop('SIGKILL');
  const restarting = Date.now();
  const restarted = await fleet.restartApi(1);
  await fleet.apiBalancer.waitUntilReady([restarted.url], 60_000);
  const ready = Date.now();
  return { killedAtMs, inFlightAtKill, restartToReadyMs: ready - restarting, readyAtMs: ready - started };
}

/**
 * Shoppers browse (listings, products, search), fill carts and buy for a minute while one api replica is killed
 * and restarted. Asserted: no step a shopper took failed for good (every error seen was retried until it worked),
 * no purchase failed, and no order, shipment or refund was made twice.
 */
export const mixedLoadWithCrash: Scenario = {
  name: '60 s of mixed load with an api replica killed and restarted: every error retried, nothing done twice',
  run: async (fleet, figures) => {
    const recorder = new Recorder();
    const shoppers = Array.from({ length: SHOPPERS }, () => new Shopper(fleet.shop.url, recorder, RETRY_FOR_MS));
    await Promise.all(shoppers.map((s) => s.signUp()));
    const first = shoppers[0] as Shopper;
    const catalogue = { categories: await categories(first), products: await listing(first, undefined, 24) };
    assert.ok(catalogue.categories.length && catalogue.products.length, 'the store lists products');
    recorder.exchanges.length = 0;

    const purchases: Purchase[] = [];
    const failedPurchases: string[] = [];
    const started = Date.now();
    const until = started + LOAD_MS;
    // Everything runs to its end before anything is judged: no shopper is left running into the next step.
    const [crashed, ...shopped] = await Promise.allSettled([
      crashAndRestart(fleet, started),
      ...shoppers.map((s) => shop(s, fleet, catalogue, until, purchases, failedPurchases)),
    ]);
    const loadMs = Date.now() - started;
    for (const outcome of [crashed, ...shopped]) if (outcome?.status === 'rejected') throw outcome.reason;
    const crash = (crashed as PromiseFulfilledResult<CrashTimes>).value;

    Object.assign(figures, { shoppers: SHOPPERS }, loadFigures(recorder, started, crash, loadMs, purchases.length), {
      failedPurchases,
      failedSteps: recorder.failedSteps,
    });
    const duplicates = await checkNoDuplicates(fleet, shoppers, purchases);
    Object.assign(figures, duplicates);
    assert.deepEqual(recorder.failedSteps, [], 'every step a shopper saw fail was retried until it worked');
    assert.deepEqual(failedPurchases, [], 'no purchase failed');
    assert.ok(purchases.length > 0, 'shoppers bought something');
    assert.equal(duplicates.checkoutsWithManyOrders, 0, 'one order per checkout');
    assert.equal(duplicates.ordersNotBought, 0, 'no order the shoppers did not see placed');
    assert.equal(duplicates.purchasesWithoutOrder, 0, 'every purchase a shopper saw is stored');
    assert.equal(duplicates.shoppersWithOtherOrderCounts, 0, "each shopper's orders are the purchases they made");
    assert.equal(duplicates.ordersWithManyShipments, 0, 'one shipment per order');
    assert.equal(duplicates.ordersWithoutShipment, 0, 'every order shipped');
    assert.equal(duplicates.ordersShippedElsewhere, 0, 'each order records the shipment Shiprocket holds');
    assert.equal(duplicates.paymentsRefundedTwice, 0, 'no payment refunded twice');
    assert.equal(duplicates.purchasesRefunded, 0, 'no completed purchase refunded');
  },
};
