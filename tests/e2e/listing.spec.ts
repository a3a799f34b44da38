import { expectNoSeriousA11yViolations } from './support/axe.js';
import { animationsSettled, expect, test } from './support/fixtures.js';
import { interactive, settled } from './support/hydration.js';
import { cardPrices, cards, isSorted, itemsFound } from './support/listing.js';

const FILTERS_NOT_LOADED = 'The filters could not load. Check your connection and tap Filters again.';

test.describe('listings', () => {
  test('shows the banner, breadcrumb, count and at most 15000 by default, 12 cards at first', async ({ page }) => {
    await page.goto('/product-listing');
    await expect(page.getByRole('heading', { level: 1, name: 'Suits & Blazers' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb).toContainText('Homepage');
    await expect(breadcrumb).toContainText('Man');
    await expect(page.getByTestId('items-found')).toHaveText(/^\d+ Items Found$/);
    await expect(cards(page)).toHaveCount(12);
    expect((await cardPrices(page)).every((p) => p <= 1_500_000)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'a listing');
  });

  test('sorts by price both ways', async ({ page }) => {
    await page.goto('/product-listing');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('lowToHigh');
    await expect(page).toHaveURL(/sort=lowToHigh/);
    await expect.poll(async () => isSorted(await cardPrices(page), 'ascending')).toBe(true);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('highToLow');
    await expect.poll(async () => isSorted(await cardPrices(page), 'descending')).toBe(true);
  });

  test('filters by price, colour and sale, keeps them in the URL across a reload, and resets', async ({ page }) => {
    await page.goto('/product-listing/shirts');
    const all = await itemsFound(page);

    await page.getByTestId('filters-button').click();
    const panel = page.getByTestId('filter-panel');
    await expect(panel.getByTestId('price-limit')).toHaveText('Up to ₹15,000');
    // The panel slides in: wait for it to come to rest, then tick the colour by its label as a shopper does.
    await animationsSettled(panel);
    await panel.getByText('White', { exact: true }).click();
    await expect(panel.getByRole('checkbox', { name: 'White' })).toBeChecked();
    const thumb = panel.getByRole('slider', { name: 'Price' });
    await thumb.focus();
    await thumb.press('Home');
    for (let i = 0; i < 20; i++) await thumb.press('ArrowRight');
    await expect(panel.getByTestId('price-limit')).toHaveText('Up to ₹2,000');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/maxPrice=2000/);
    await expect(page).toHaveURL(/attr\.Color=White/);
    await expect.poll(() => itemsFound(page)).toBeLessThan(all);
    expect((await cardPrices(page)).every((p) => p <= 200_000)).toBe(true);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('button', { name: 'White' })).toHaveCount(1);
    }

    // The sale-only listing's answer, whether sent as a GET (persisted query) or a POST.
    const saleListing = page.waitForResponse((response) => {
      const request = response.request();
      const sent = decodeURIComponent(request.url()) + (request.postData() ?? '');
      return sent.includes('ProductListing') && sent.includes('"discountOnly":true');
    });
    await page.getByRole('checkbox', { name: 'Shop sale items only' }).check({ force: true });
    await expect(page).toHaveURL(/sale=1/);
    await saleListing;
    // Until the answer is drawn the cards before it stay, and their count may match the new one's: wait for every
    // card to carry its discount.
    const discounted = cards(page).filter({ has: page.getByText(/^-\d+%$/) });
    await expect
      .poll(async () => {
        const shown = await cards(page).count();
        return shown > 0 && shown === (await discounted.count()) && shown === Math.min(12, await itemsFound(page));
      })
      .toBe(true);

    const filtered = await itemsFound(page);
    await page.reload();
    await expect(page.getByTestId('items-found')).toHaveText(`${filtered} Items Found`);
    await expect(page.getByRole('checkbox', { name: 'Shop sale items only' })).toBeChecked();

    await page.getByTestId('filters-button').click();
    await page.getByTestId('filter-panel').getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/product-listing\/shirts$/);
    await expect(page.getByTestId('items-found')).toHaveText(`${all} Items Found`);
  });

  test('a tap on Filters before the panel’s code has come is kept: the button is busy, then the panel opens', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = 0;
    await page.route(/\/assets\/FilterPanel-[^/]+\.js$/, async (route) => {
      requested += 1;
      await released;
      await route.continue();
    });
    await page.goto('/product-listing');
    await interactive(page);
    await page.waitForLoadState('networkidle');
    expect(requested, 'the panel’s code before the shopper shows intent').toBe(0);
    const button = page.getByTestId('filters-button');
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    expect(requested).toBe(1);
    // The app acts on the tap: the browser did not follow the link to the server's form.
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByTestId('filter-fallback')).toBeHidden();
    release();
    const panel = page.getByTestId('filter-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('price-limit')).toHaveText('Up to ₹15,000');
    await expect(page.getByTestId('filters-button')).not.toHaveAttribute('aria-busy', 'true');
  });

  test('a press on Filters whose code comes before the finger lets go still opens the panel', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let chunk = '';
    await page.route(/\/assets\/FilterPanel-[^/]+\.js$/, async (route) => {
      chunk = route.request().url();
      await released;
      await route.continue();
    });
    await page.goto('/product-listing');
    await interactive(page);
    const box = await page.getByTestId('filters-button').boundingBox();
    if (!box) throw new Error('no Filters button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => chunk).not.toBe('');
    release();
    // The panel's code has come and run while the finger is still down (the page's own import of it settles then),
    // and the page has drawn what it does with it.
    await page.evaluate(async (url) => {
      await import(url);
    }, chunk);
    await settled(page);
    await page.mouse.up();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
  });

  test('a tap on Filters whose code cannot be fetched is answered in words; the next tap opens the panel', async ({
    page,
  }) => {
    let requested = 0;
    // The connection drops for the first fetch of the panel's code only.
    await page.route(/\/assets\/FilterPanel-[^/]+\.js$/, (route) => {
      requested += 1;
      return requested === 1 ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto('/product-listing');
    await interactive(page);
    const button = page.getByTestId('filters-button');
    await button.click();
    await expect(page.getByRole('alert')).toHaveText(FILTERS_NOT_LOADED);
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('filter-panel')).toBeHidden();

    await button.click();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: FILTERS_NOT_LOADED })).toHaveCount(0);
    expect(requested).toBe(2);
  });

  test('the filter panel closes on an outside click and on its ×', async ({ page }) => {
    await page.goto('/product-listing');
    await page.getByTestId('filters-button').click();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByTestId('filter-panel')).toBeHidden();
    await page.getByTestId('filters-button').click();
    await page.getByRole('button', { name: 'Close filters' }).click();
    await expect(page.getByTestId('filter-panel')).toBeHidden();
  });

  test('reveals 12 more items after scrolling to the bottom, with the spinner in between', async ({ page }) => {
    await page.goto('/product-listing?maxPrice=30000');
    await expect(cards(page)).toHaveCount(12);
    const total = await itemsFound(page);
    expect(total).toBeGreaterThan(24);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('loading-more')).toContainText('Loading More Items');
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByTestId('loading-more')).toBeHidden();
  });

  test('the trending and recommended listings use their own breadcrumbs', async ({ page }) => {
    await page.goto('/trending');
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Home');
    await expect(page.getByRole('heading', { level: 1, name: 'Top Trending' })).toBeVisible();
    await page.goto('/recommended');
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended For You' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });
});
