import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

/**
 * The footer's code loads only when the shopper comes near it (or touches it); until then the server's HTML of it is
 * kept in the hydrated page. Nothing the shopper does is lost to that: the app navigates (React holds no update for
 * the footer), the footer's links work, and typing or a tap into it before its code arrives carries over.
 */

const FOOTER_CHUNK = /\/assets\/FooterContent-[^/]+\.js$/;

test.use({ viewport: { width: 375, height: 812 } });

/** Whether React rendered this element (the kept server HTML has no fibre behind it). */
const renderedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Counts the footer chunk's requests; `hold` keeps its answer back until the returned release is called. */
async function watchFooterChunk(page: Page, { hold = false } = {}) {
  let requested = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(FOOTER_CHUNK, async (route) => {
    requested += 1;
    if (hold) await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** A marker on the window: gone after a full page load, kept across the app's own navigations. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('the app navigates before and after the footer’s code has come, and the footer’s links are the app’s', async ({
  page,
}) => {
  const chunk = await watchFooterChunk(page, { hold: true });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(chunk.requested(), 'the footer’s code while the shopper is at the top of the page').toBe(0);
  await markWindow(page);

  // Away from the footer, its code not loaded: a navigation is not held back.
  const category = page.locator('main a[href^="/product-listing/"]').first();
  const target = await category.getAttribute('href');
  await category.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page), 'the app’s own navigation').toBe(true);

  // A link of the kept footer (its code held back) navigates as the app's links do.
  const footer = page.getByRole('contentinfo');
  const terms = footer.getByRole('link', { name: 'Terms & Conditions' });
  await terms.scrollIntoViewIfNeeded();
  await expect.poll(chunk.requested, { message: 'the footer’s code, once the shopper came near' }).toBeGreaterThan(0);
  expect(await renderedByReact(terms)).toBe(false);
  await terms.click();
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page), 'a footer link').toBe(true);

  // React's footer in place: its accordion works and a navigation after it too.
  chunk.release();
  await expect.poll(() => renderedByReact(footer.getByRole('button', { name: 'Help' }))).toBe(true);
  const help = footer.getByRole('button', { name: 'Help' });
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await footer.getByRole('link', { name: 'Returns & Exchanges' }).click();
  await expect(page).toHaveURL(/\/support#returns$/);
  expect(await sameDocument(page)).toBe(true);
});

test('text typed and a tap into the footer before its code arrives are kept and acted on', async ({ page }) => {
  const chunk = await watchFooterChunk(page, { hold: true });
  await page.goto('/policy');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  const help = footer.getByRole('button', { name: 'Help' });

  // The accordion's heading tapped before the code has come: it opens once it has.
  await help.scrollIntoViewIfNeeded();
  await help.click();
  await email.fill('kabir@example.com');
  expect(await renderedByReact(email), 'still the server’s footer').toBe(false);
  expect(chunk.requested()).toBe(1);
  chunk.release();

  await expect.poll(() => renderedByReact(email)).toBe(true);
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(email).toHaveValue('kabir@example.com');
  await expect(email).toBeFocused();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    'Thank you for subscribing. Look out for our next letter at kabir@example.com.',
  );
});

test('a subscription sent before the footer’s code arrives is sent once it has', async ({ page }) => {
  const chunk = await watchFooterChunk(page, { hold: true });
  await page.goto('/policy');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  await email.scrollIntoViewIfNeeded();
  await email.fill('kabir@example.com');
  await email.press('Enter');
  expect(await renderedByReact(email)).toBe(false);
  chunk.release();
  await expect(footer.getByRole('status')).toHaveText(
    'Thank you for subscribing. Look out for our next letter at kabir@example.com.',
  );
});
