import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { boxOf } from './support/geometry.js';
import { cards, itemsFound } from './support/listing.js';

/** A picture of the listing's controls, the notice and the top of the grid, for the docs. */
async function pictureOfNotice(page: Page, notice: Locator, path: string): Promise<void> {
  const controls = await boxOf(page.getByRole('form', { name: 'Filter and sort' }));
  const below = await boxOf(notice);
  const width = page.viewportSize()?.width ?? 1366;
  const top = Math.max(0, controls.y - 12);
  await page.screenshot({ path, clip: { x: 0, y: top, width, height: below.y + below.height + 120 - top } });
}

/** '13 more above ₹15,000 — Show all': the count it names. */
const hiddenCount = async (notice: Locator): Promise<number> => {
  const text = (await notice.textContent()) ?? '';
  const match = /^(\d+) more above ₹15,000 — Show all$/.exec(text.trim());
  expect(match, `the notice reads "${text}"`).not.toBeNull();
  return Number(match?.[1]);
};

test.describe("the listing's price limit says what it hides", () => {
  test('SUITS tells the shopper how many suits cost more than ₹15,000, and Show all shows them', async ({
    page,
  }, testInfo) => {
    await page.goto('/product-listing/suits');
    const notice = page.getByTestId('price-limit-notice');
    await expect(notice).toBeVisible();
    const hidden = await hiddenCount(notice);
    expect(hidden).toBeGreaterThan(0);
    const shown = await itemsFound(page);
    await pictureOfNotice(page, notice, testInfo.outputPath('listing-price-limit-notice-1366.png'));

    await notice.getByRole('link', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/\/product-listing\/suits\?maxPrice=30000$/);
    await expect(page.getByTestId('items-found')).toHaveText(`${shown + hidden} Items Found`);
    await expect(notice).toHaveCount(0);
    // The Best Seller the homepage links here is on the page now.
    await expect(cards(page).filter({ hasText: 'Jodhpur Bandhgala Suit' })).toHaveCount(1);
    // The lifted limit is a filter like any other: its chip puts the spec's default back.
    await page.getByRole('link', { name: 'Remove filter ₹30,000+' }).click();
    await expect(page.getByTestId('items-found')).toHaveText(`${shown} Items Found`);
    await expect(page.getByTestId('price-limit-notice')).toHaveText(`${hidden} more above ₹15,000 — Show all`);
  });

  test('on a phone the notice sits above the grid, and Show all works before the app runs', async ({
    browser,
  }, testInfo) => {
    const phoneSize = { width: 375, height: 812 };
    const running = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, viewport: phoneSize });
    const withApp = await running.newPage();
    await withApp.goto('/product-listing/suits');
    await withApp.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const shownNotice = withApp.getByTestId('price-limit-notice');
    const hidden = await hiddenCount(shownNotice);
    const box = await boxOf(shownNotice);
    expect(box.x + box.width).toBeLessThanOrEqual(phoneSize.width);
    expect(box.y + box.height).toBeLessThanOrEqual((await boxOf(cards(withApp).first())).y);
    await pictureOfNotice(withApp, shownNotice, testInfo.outputPath('listing-price-limit-notice-375.png'));
    await running.close();

    const context = await browser.newContext({
      baseURL: process.env.SUTRA_BASE_URL,
      javaScriptEnabled: false,
      viewport: phoneSize,
    });
    const phone = await context.newPage();
    await phone.goto('/product-listing/suits');
    const notice = phone.getByTestId('price-limit-notice');
    expect(await hiddenCount(notice)).toBe(hidden);
    const shown = await itemsFound(phone);
    await notice.getByRole('link', { name: 'Show all' }).click();
    await expect(phone).toHaveURL(/\/product-listing\/suits\?maxPrice=30000$/);
    await expect(phone.getByTestId('items-found')).toHaveText(`${shown + hidden} Items Found`);
    await context.close();
  });

  test('the search results page hides no price: "sherwani" lists what the dropdown found', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products and categories' }).fill('sherwani');
    const results = page.getByTestId('search-results');
    const products = results.getByRole('option').filter({ has: page.locator('img') });
    await expect(products.first()).toBeVisible();
    const suggested = await products.count();
    expect(suggested).toBeGreaterThan(1);
    expect(suggested).toBeLessThan(8);
    await results.getByRole('option', { name: 'See all results for “sherwani”' }).click();
    await expect(page).toHaveURL(/\/search\?q=sherwani$/);
    await expect(page.getByTestId('items-found')).toHaveText(`${suggested} Items Found`);
    await expect(page.getByTestId('price-limit-notice')).toHaveCount(0);
    await expect(page.getByTestId('applied-filters')).toHaveCount(0);
  });
});
