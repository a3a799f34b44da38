import { expect, test } from './support/fixtures.js';
import { boxOf, insideViewport } from './support/geometry.js';
import { cards, itemsFound } from './support/listing.js';

test.describe('search by what shoppers type', () => {
  test('"navy suit" finds navy suits, in the dropdown and on the results page alike', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products and categories' });
    await box.fill('navy suit');
    const results = page.getByTestId('search-results');
    const products = results.getByRole('option').filter({ has: page.locator('img') });
    await expect(products.first()).toBeVisible();
    const suggested = (await products.allTextContents()).map((text) => text.replace(/₹[\d,]+.*$/, '').trim());
    expect(suggested.length).toBeGreaterThan(0);

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=navy(\+|%20)suit$/);
    await expect(page.getByTestId('items-found')).toBeVisible();
    expect(await itemsFound(page)).toBeGreaterThanOrEqual(suggested.length);
    // The page's own order is the search's ranking: it starts with what the dropdown showed.
    const shown = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.getAttribute('aria-label') ?? ''),
    );
    expect(shown.slice(0, suggested.length)).toEqual(suggested);

    // The first of them comes in navy.
    await cards(page).first().getByRole('link', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/product-details\//);
    // The page's own colour picker comes first (related products' cards follow).
    await expect(page.getByRole('button', { name: 'Navy' }).first()).toBeVisible();
  });

  test('"See all results" stays in sight at 1366x900 when the dropdown is full', async ({ page }) => {
    await page.goto('/product-listing');
    await page.getByRole('combobox', { name: 'Search products and categories' }).fill('suits');
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('option').filter({ has: page.locator('img') })).toHaveCount(8);
    const seeAll = results.getByRole('option', { name: 'See all results for “suits”' });
    const list = await boxOf(results);
    const entry = await boxOf(seeAll);
    // Wholly inside the dropdown's visible box (not below its scroll) and inside the window.
    expect(entry.y).toBeGreaterThanOrEqual(list.y);
    expect(entry.y + entry.height).toBeLessThanOrEqual(list.y + list.height + 0.5);
    expect(insideViewport(page, entry)).toBe(true);
    // Nothing covers it: a click at its middle lands on it.
    await page.mouse.click(entry.x + entry.width / 2, entry.y + entry.height / 2);
    await expect(page).toHaveURL(/\/search\?q=suits$/);
  });

  test('a colour chosen on a card is the colour Buy Now opens', async ({ page }) => {
    await page.goto('/product-listing/suits');
    const card = cards(page)
      .filter({ has: page.getByRole('group', { name: 'Colours' }) })
      .first();
    const swatches = card.getByRole('group', { name: 'Colours' }).getByRole('button');
    const second = swatches.nth(1);
    const colour = (await second.getAttribute('aria-label')) ?? '';
    expect(colour).not.toBe('');
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('link', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?color=${encodeURIComponent(colour)}$`));
    // The product's own picker (named 'Color: <chosen>'), not a related product's card swatches.
    const picker = page.getByRole('group', { name: /^Colou?r:/ });
    await expect(picker.getByRole('button', { name: colour, pressed: true })).toBeVisible();
  });
});
