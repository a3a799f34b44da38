import type { Page, Response } from '@playwright/test';

/**
 * Resolves once React has hydrated the page the browser loaded last (the app marks `<html data-hydrated>`): before
 * then the server's HTML shows everything but its buttons do nothing yet. Call it after a full page load the journey
 * did not start with `page.goto` (a login's redirect, say).
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const isPage = (response: Response | null) =>
  (response?.headers()['content-type'] ?? '').startsWith('text/html') &&
  response?.request().resourceType() === 'document';

/** Makes `goto` and `reload` resolve only when the page they load is interactive, as a shopper would wait for it. */
export function waitForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && isPage(response)) await interactive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit' && isPage(response)) await interactive(page);
    return response;
  };
  return page;
}

/** Lets the page answer what just happened (observers report, React renders, paints are reported): two frames. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
