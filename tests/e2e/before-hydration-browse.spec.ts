import type { APIRequestContext, Page } from '@playwright/test';
import { collectConsoleErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';
import { holdAppScripts, onSlowPhone } from './support/phone.js';

/**
 * A shopper on a slow phone acts while the server's page shows but the app's scripts have not arrived (they are held
 * until `release()`); once the app takes over, they are where they asked to be and nothing they did is lost.
 */

const PHONE = { width: 375, height: 812 };

/** Any listed product with reviews, as a shopper opens it. */
async function reviewedProduct(request: APIRequestContext): Promise<{ id: string; category: string }> {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query: `{ products(first: 24) { nodes { id category { value } reviews(first: 1) { totalCount } } } }`,
    },
  });
  const body = (await res.json()) as {
    data: { products: { nodes: { id: string; category: { value: string }; reviews: { totalCount: number } }[] } };
  };
  const found = body.data.products.nodes.find((p) => p.reviews.totalCount > 0);
  if (!found) throw new Error('the seed has no listed product with reviews');
  return { id: found.id, category: found.category.value };
}

/** Loads `path` with the app's scripts held: the server's page, not yet the app's. */
async function beforeTheApp(page: Page, path: string) {
  await onSlowPhone(page);
  const scripts = await holdAppScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return scripts;
}

test('search + Enter before the app runs lands on the results, which the app then runs', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await beforeTheApp(page, '/product-listing');
  const box = page.getByRole('combobox', { name: 'Search products and categories' }).first();
  await box.fill('suit');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=suit$/);
  await expect(page.getByTestId('search-query')).toHaveText('for “suit”');
  await scripts.release();
  await expect(page).toHaveURL(/\/search\?q=suit$/);
  await expect(page.getByTestId('search-query')).toHaveText('for “suit”');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a sort and a tap on "Shop sale items only" before the app runs are applied once it does', async ({ page }) => {
  const scripts = await beforeTheApp(page, '/product-listing');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('lowToHigh');
  await page.getByText('Shop sale items only').click();
  await scripts.release();
  await expect(page).toHaveURL(/\/product-listing\?sort=lowToHigh&sale=1$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lowToHigh');
  await expect(page.getByRole('region', { name: 'Applied filters' }).getByTestId('filter-chip')).toHaveText([
    'Sale items only',
  ]);
});

test('the Filters button tapped before the app runs opens the filters, which the app keeps open', async ({ page }) => {
  const scripts = await beforeTheApp(page, '/product-listing');
  await page.getByTestId('filters-button').click();
  await expect(page.getByTestId('filter-fallback')).toBeVisible();
  await page.getByTestId('filter-fallback').getByRole('combobox').selectOption('inStock');
  await scripts.release();
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('filter-fallback')).toBeHidden();
  // The choice made before the app ran is the panel's draft: Apply applies it.
  await expect(panel.getByLabel('Availability')).toHaveValue('inStock');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/availability=inStock/);
});

test('a tap on CUSTOMER REVIEWS before the app runs opens the reviews, and they stay open', async ({
  page,
  request,
}) => {
  const product = await reviewedProduct(request);
  await page.setViewportSize(PHONE);
  const scripts = await beforeTheApp(page, `/product-details/${product.id}/x/${product.category}`);
  const header = page.getByRole('button', { name: 'CUSTOMER REVIEWS' });
  await header.click();
  const panel = page.getByRole('tabpanel', { name: 'CUSTOMER REVIEWS' });
  await expect(panel.getByTestId('review').first()).toBeVisible();
  const y = await panel.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await scripts.release();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByTestId('review').first()).toBeVisible();
  await expect(page.getByTestId('description')).toBeHidden();
  // The layout did not move under the shopper: the panel is where it was.
  expect(await panel.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(y);
});

test('on a wide screen a tab tapped before the app runs stays the open tab', async ({ page, request }) => {
  const product = await reviewedProduct(request);
  const scripts = await beforeTheApp(page, `/product-details/${product.id}/x/${product.category}`);
  await page.getByRole('tab', { name: 'SHIPPING INFORMATION' }).click();
  await expect(page.getByText('within 14 days of delivery')).toBeVisible();
  await scripts.release();
  await expect(page.getByRole('tab', { name: 'SHIPPING INFORMATION' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'SHIPPING INFORMATION' })).toContainText(
    'within 14 days of delivery',
  );
});

test('the review count tapped before the app runs shows the reviews, and the app keeps their tab open', async ({
  page,
  request,
}) => {
  const product = await reviewedProduct(request);
  const scripts = await beforeTheApp(page, `/product-details/${product.id}/x/${product.category}`);
  await page
    .getByTestId('rating')
    .getByRole('button', { name: /reviews?$/ })
    .click();
  const panel = page.getByRole('tabpanel', { name: 'CUSTOMER REVIEWS' });
  await expect(panel.getByTestId('review').first()).toBeVisible();
  await scripts.release();
  await expect(page.getByRole('tab', { name: 'CUSTOMER REVIEWS' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('review').first()).toBeVisible();
});

test('"Next page" followed before the app runs shows two pages, which the app keeps and goes on from', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const scripts = await beforeTheApp(page, '/product-listing?maxPrice=30000');
  await page.getByTestId('next-page').click();
  await expect(page).toHaveURL(/\/product-listing\?maxPrice=30000&page=2$/);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  await scripts.release();
  // The app hydrates the same two pages (no mismatch), hides the link and reveals more by scrolling.
  await expect(cards).toHaveCount(24);
  await expect(page.getByTestId('next-page')).toBeHidden();
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  expect(errors).toEqual([]);
});

test('a phone’s menu opened before the app runs is the app’s open menu once it does', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize(PHONE);
  const scripts = await beforeTheApp(page, '/product-listing');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('menu-fallback')).toBeVisible();
  await scripts.release();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await expect(page.getByTestId('menu-fallback')).toBeHidden();
  await expect(page).toHaveURL(/\/product-listing$/);
  expect(errors).toEqual([]);
});
