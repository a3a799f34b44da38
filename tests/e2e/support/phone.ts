import type { Page, Route } from '@playwright/test';

/**
 * A shopper's slow phone, as Lighthouse's mobile profile has it: the CPU four times slower and slow 4G (1.6 Mbps down,
 * 750 Kbps up, 150 ms round trip). Chromium only (it goes through the DevTools protocol).
 */
export async function onSlowPhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The app's own scripts (module entry and chunks), not pictures, styles or GraphQL. */
const APP_SCRIPT = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');

/**
 * Holds the app's scripts until `release()`: the page shows the server's HTML and nothing of the app runs, so a
 * journey can act before hydration for as long as it needs, on any machine, then let the app take over and see
 * whether what the shopper did survives. Load the page with `page.goto(url, { waitUntil: 'commit' })`: the document's
 * `load` never comes while its scripts are held.
 */
export async function holdAppScripts(page: Page) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  const handler = async (route: Route) => {
    held += 1;
    await gate;
    return route.fallback();
  };
  await page.route(APP_SCRIPT, handler);
  return {
    /** How many script requests have been held so far. */
    held: () => held,
    /** Lets the scripts go and waits until React has taken over the page (`<html data-hydrated>`). */
    release: async () => {
      open();
      await page.unroute(APP_SCRIPT, handler);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    },
  };
}
