import { expect, test } from './support/fixtures.js';

test('a shopper goes from the homepage to a suit listing and opens a product', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/');
  const trending = page.getByTestId('top-trending');
  await expect(trending.getByRole('heading', { name: 'Top Trending' })).toBeVisible();
  await expect(trending.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText('Apply 10% Off T & C apply')).toBeVisible();

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Suits' }).click();
  await expect(page).toHaveURL(/\/product-listing\/suits$/);
  await expect(page.getByTestId('items-found')).toHaveText(/^\d+ Items Found$/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);

  const first = cards.first();
  const name = await first.getAttribute('aria-label');
  const price = await first.getByTestId('sale-price').textContent();
  expect(price).toMatch(/^₹[\d,]+$/);
  await first.getByRole('link', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(/\/product-details\/[0-9a-f-]{36}\/[\w-]+\/suits$/);
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  await expect(page.getByText(price ?? '').first()).toBeVisible();
  expect(errors).toEqual([]);
});
