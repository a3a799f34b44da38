import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Locator } from '@playwright/test';
import { copyFolder, pgliteDataDirTemplate } from '@sutra/api/test-database';
import { storeAtTestHashCost } from '@sutra/api/test-password-hash-cost';
import { startStack } from '../../harness/stack.js';
import { shiprocketOutage } from './checkout.js';
import { waitForHydration } from './hydration.js';
import { DEMO_OWNER, signInAsStaff } from './staff.js';

/** The store this worker's journeys run against: its gateway's origin and its sandbox's. */
export interface Store {
  url: string;
  sandboxUrl: string;
  /**
   * Stores one buyer's password again at the api's test hash cost, for a journey that counts a hundred wrong
   * passwords against that account (`@sutra/api/test-password-hash-cost`); only in a store this worker started.
   */
  useTestHashCost(email: string, password: string): Promise<void>;
}

/** What a browser context holds after signing in: its cookies and storage. */
export type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each worker starts a whole store of its own (sandbox, api, gateway, database: `harness/stack.ts`), so no journey
 * shares mail, payments, carts, rate-limit counters or the sandbox's outage switch with a journey of another worker,
 * and within a worker journeys run one at a time as before. The support helpers find it in SUTRA_BASE_URL and
 * SUTRA_SANDBOX_URL, set in the worker's own process. A runner that starts the store itself (the fleet test) hands
 * it over in those two variables, and then no store is started. The database is a copy of the api's seeded PGlite
 * data directory (`api/src/test/pglite-templates.ts`, kept between runs until a migration or the seed changes):
 * migrating and seeding afresh was most of a store's start. `storeTest` gives Playwright's own page, for pages
 * outside the web app (the GraphQL explorer has no hydration to wait for); every worker-scoped fixture lives here, so
 * both kinds of journey share a worker (Playwright starts a new worker, and so a new store, for other ones).
 *
 * `ownerSession` is the demo owner's back-office session, signed in with a code once per worker: journeys about what
 * the owner does, not about signing in, start from it (`test.use({ storageState: ... })`), since the api takes each
 * 30-second step's code once and a second sign-in within the step waits for the next code.
 */
export const storeTest = base.extend<object, { store: Store; ownerSession: SessionState }>({
  store: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument
    async ({}, use, workerInfo) => {
      const handedOver = process.env.SUTRA_BASE_URL;
      if (handedOver) {
        await use({
          url: handedOver,
          sandboxUrl: process.env.SUTRA_SANDBOX_URL ?? '',
          useTestHashCost: () => Promise.reject(new Error('a store handed over has no database to reach')),
        });
        return;
      }
      const started = performance.now();
      const folder = await mkdtemp(path.join(tmpdir(), 'sutra-journeys-'));
      const dataDir = path.join(folder, 'store');
      await copyFolder(await pgliteDataDirTemplate(), dataDir);
      const stack = await startStack({ dataDir });
      process.env.SUTRA_BASE_URL = stack.url;
      process.env.SUTRA_SANDBOX_URL = stack.sandbox.url;
      console.log(
        `worker ${workerInfo.workerIndex}: store started in ${((performance.now() - started) / 1000).toFixed(1)} s at ${stack.url}`,
      );
      try {
        await use({
          url: stack.url,
          sandboxUrl: stack.sandbox.url,
          useTestHashCost: (email, password) => storeAtTestHashCost(stack.api.database, email, password),
        });
      } finally {
        delete process.env.SUTRA_BASE_URL;
        delete process.env.SUTRA_SANDBOX_URL;
        await stack.stop();
        await rm(folder, { recursive: true, force: true });
      }
    },
    // The first run after a migration or seed change seeds the template: a busy two-core machine can take a minute.
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  baseURL: async ({ store }, use) => {
    await use(store.url);
  },
  ownerSession: [
    async ({ browser, store }, use) => {
      const context = await browser.newContext({ baseURL: store.url });
      await signInAsStaff(await context.newPage(), DEMO_OWNER);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/**
 * The store's journeys: `page` waits, on every `goto` and `reload`, for the page to become interactive.
 * `shiprocketDown` switches the worker's sandbox's Shiprocket outage on for one journey; its teardown switches it off
 * again however the journey ends (a failed assertion or a timeout too), so the outage never leaks into the next one.
 */
export const test = storeTest.extend<{ shiprocketDown: () => Promise<void> }>({
  page: async ({ page }, use) => {
    await use(waitForHydration(page));
  },
  shiprocketDown: async ({ page: _page }, use) => {
    let on = false;
    await use(async () => {
      on = true;
      await shiprocketOutage(true);
    });
    if (on) await shiprocketOutage(false);
  },
});

export { interactive } from './hydration.js';
export { expect };

/** Waits until every animation in `locator` (a dialog opening, say) has finished: what axe or a screenshot sees is final. */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}
