import { expectNoSeriousA11yViolations } from './support/axe.js';
import { animationsSettled, expect, test } from './support/fixtures.js';
import { cardPrices, cards, isSorted, itemsFound } from './support/listing.js';

test.describe('the search results page', () => {
  test('Enter in the search box lists every match, with the listing’s filters, sort and chips', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products and categories' });
    await box.fill('shirt');
    // Enter with no suggestion highlighted opens the results page, not the first suggestion.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=shirt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByTestId('search-query')).toHaveText('for “shirt”');
    // More than the eight suggestions. The page is ours, not the spec's: it hides no price, so nothing says so.
    await expect.poll(() => itemsFound(page)).toBeGreaterThan(8);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('region', { name: 'Applied filters' })).toHaveCount(0);
    await expect(page.getByTestId('price-limit-notice')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('lowToHigh');
    await expect(page).toHaveURL(/\/search\?q=shirt&sort=lowToHigh$/);
    await expect.poll(async () => isSorted(await cardPrices(page), 'ascending')).toBe(true);
    const everyPrice = await itemsFound(page);

    // The slider starts at its top (no limit); one step down is a limit of the shopper's own. The Filters panel
    // counts each colour.
    await page.getByTestId('filters-button').click();
    const panel = page.getByTestId('filter-panel');
    await animationsSettled(panel);
    await expect(panel.getByTestId('price-limit')).toHaveText('₹30,000+');
    const thumb = panel.getByRole('slider', { name: 'Price' });
    await thumb.focus();
    await thumb.press('ArrowLeft');
    await expect(panel.getByTestId('price-limit')).toHaveText('Up to ₹29,900');
    const white = panel.getByRole('checkbox', { name: /^White/ });
    await expect(white).toHaveAccessibleName(/^White \(\d+\)$/);
    const label = await white.evaluate((box) => box.closest('label')?.textContent ?? '');
    const whiteCount = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(whiteCount).toBeGreaterThan(0);
    await panel.getByText('White', { exact: true }).click();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=shirt/);
    await expect(page).toHaveURL(/maxPrice=29900/);
    await expect.poll(() => itemsFound(page)).toBe(whiteCount);

    const chips = page.getByRole('region', { name: 'Applied filters' });
    await expect(chips.getByTestId('filter-chip')).toHaveText(['Up to ₹29,900', 'Color: White']);
    await expectNoSeriousA11yViolations(page, 'search results with applied filters');
    await chips.getByRole('link', { name: 'Remove filter Color: White' }).click();
    await expect(chips.getByTestId('filter-chip')).toHaveText(['Up to ₹29,900']);
    await expect.poll(() => itemsFound(page)).toBeGreaterThan(whiteCount);
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await expect(page.getByRole('region', { name: 'Applied filters' })).toHaveCount(0);
    // Clear all keeps the sort and the search.
    await expect(page).toHaveURL(/\/search\?q=shirt&sort=lowToHigh$/);
    await expect.poll(() => itemsFound(page)).toBe(everyPrice);
  });

  test("'See all results' in the suggestions opens the page; a reload renders it on the server", async ({ page }) => {
    await page.goto('/product-listing');
    const box = page.getByRole('combobox', { name: 'Search products and categories' });
    await box.fill('blazer');
    await page.getByRole('option', { name: 'See all results for “blazer”' }).click();
    await expect(page).toHaveURL(/\/search\?q=blazer$/);
    await expect.poll(() => itemsFound(page)).toBeGreaterThan(0);
    for (const card of await cards(page).all()) await expect(card).toContainText(/blazer/i);

    const response = await page.request.get('/search?q=blazer&sort=highToLow');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Search results');
    expect(html).toMatch(/\d+ Items Found/);
    expect(html).toContain('noindex');
  });
});

test.describe('listing filters', () => {
  test('applied filters show as chips that take themselves away, and the slider top lists suits above ₹30,000', async ({
    page,
  }) => {
    await page.goto('/product-listing/suits?sort=highToLow');
    const atDefault = await itemsFound(page);
    await expect(page.getByRole('region', { name: 'Applied filters' })).toHaveCount(0);

    await page.goto('/product-listing/suits?sort=highToLow&maxPrice=30000&availability=inStock');
    const chips = page.getByRole('region', { name: 'Applied filters' });
    await expect(chips.getByTestId('filter-chip')).toHaveText(['₹30,000+', 'In stock']);
    await expect.poll(async () => (await cardPrices(page))[0] ?? 0).toBeGreaterThan(3_000_000);
    await expect.poll(() => itemsFound(page)).toBeGreaterThan(atDefault);

    await chips.getByRole('link', { name: 'Remove filter ₹30,000+' }).click();
    await expect(page).toHaveURL(/\/product-listing\/suits\?sort=highToLow&availability=inStock$/);
    await expect(chips.getByTestId('filter-chip')).toHaveText(['In stock']);
    expect((await cardPrices(page)).every((p) => p <= 1_500_000)).toBe(true);
  });

  test('an unknown category is the not-found page with a 404, in the browser too', async ({ page }) => {
    const response = await page.goto('/product-listing/nonexistent');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.getByTestId('items-found')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);

    // Reached inside the app (no server render), it is the same page.
    await page.goto('/product-listing/suits');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/product-listing/no-such-thing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});
