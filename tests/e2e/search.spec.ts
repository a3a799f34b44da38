import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

test.describe('header search', () => {
  test('searches after 3 characters and groups categories and products', async ({ page }) => {
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      const variables = url.searchParams.get('variables') ?? JSON.stringify(request.postDataJSON()?.variables ?? {});
      const { query } = JSON.parse(variables) as { query?: unknown };
      if (typeof query === 'string') searched.push(query);
    });
    // The page's clock is ours: the search's debounce fires when the test moves time on, not when a busy machine does.
    await page.clock.install();
    await page.goto('/product-listing');
    const box = page.getByRole('combobox', { name: 'Search products and categories' });
    await expect(box).toHaveAttribute('placeholder', 'Find what you want');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    // Two characters: the debounce runs out and nothing is asked. Three: the search goes out, after that one.
    await box.fill('bl');
    await page.clock.runFor(1000);
    await box.fill('blazr');
    await page.clock.runFor(1000);
    await page.clock.resume();
    const results = page.getByTestId('search-results');
    await expect(results.getByText('CATEGORIES')).toBeVisible();
    await expect(results.getByText('PRODUCTS')).toBeVisible();
    await expect(results.getByRole('option', { name: /Blazers/ }).first()).toBeVisible();
    // Asked once or twice (an automatic persisted query may be sent again with its text), and never for 'bl'.
    expect([...new Set(searched)]).toEqual(['blazr']);
    const product = results
      .getByRole('option')
      .filter({ has: page.locator('img') })
      .first();
    await expect(product).toContainText(/₹[\d,]+/);
    await expectNoSeriousA11yViolations(page, 'the search dropdown');

    await page.getByRole('heading', { name: 'Suits & Blazers' }).click();
    await expect(results).toHaveCount(0);
  });

  test('is keyboard navigable and opens a product with the category value as the last segment', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products and categories' });
    await box.fill('velvet dinner');
    const first = page.getByRole('option').filter({ hasText: 'Velvet Dinner Suit' });
    await expect(first).toBeVisible();
    // Down to the one match, on to 'See all results', and round again to the match.
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'See all results for “velvet dinner”' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product-details\/[0-9a-f-]{36}\/velvet-dinner-suit\/suits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Velvet Dinner Suit' })).toBeVisible();
  });

  test('Escape closes the dropdown', async ({ page }) => {
    await page.goto('/product-listing');
    const box = page.getByRole('combobox', { name: 'Search products and categories' });
    await box.fill('kurta');
    await expect(page.getByTestId('search-results')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByTestId('search-results')).toHaveCount(0);
  });
});
