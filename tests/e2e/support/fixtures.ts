import { test as base, expect, type Locator } from '@playwright/test';
import { shiprocketOutage } from './checkout.js';
import { waitForHydration } from './hydration.js';

/**
 * Journeys' fixtures. `page` waits, on every `goto` and `reload`, for the page to become interactive. `shiprocketDown` switches the sandbox's Shiprocket outage on for one journey; its teardown
 * switches it off again however the journey ends (a failed assertion or a timeout too), so sandbox-wide state never
 * leaks into the next journey.
 */
export const test = base.extend<{ shiprocketDown: () => Promise<void> }>({
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
