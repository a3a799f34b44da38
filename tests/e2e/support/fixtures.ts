import { test as base, expect, type Locator } from '@playwright/test';
import { shiprocketOutage } from './checkout.js';

/**
 * Journeys' fixtures. `shiprocketDown` switches the sandbox's Shiprocket outage on for one journey; its teardown
 * switches it off again however the journey ends (a failed assertion or a timeout too), so sandbox-wide state never
 * leaks into the next journey.
 */
export const test = base.extend<{ shiprocketDown: () => Promise<void> }>({
  shiprocketDown: async ({ page: _page }, use) => {
    let on = false;
    await use(async () => {
      on = true;
      await shiprocketOutage(true);
    });
    if (on) await shiprocketOutage(false);
  },
});

export { expect };

/** Waits until every animation in `locator` (a dialog opening, say) has finished: what axe or a screenshot sees is final. */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}
