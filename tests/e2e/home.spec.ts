import { expectNoSeriousA11yViolations } from './support/axe.js';
import { collectCspViolations, collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

test.describe('homepage', () => {
  test('shows the hero video, promo bar and every section', async ({ page }) => {
    const errors = collectPageErrors(page);
    const cspViolations = await collectCspViolations(page);
    await page.goto('/');

    const video = page.getByTestId('hero').locator('video');
    await expect(video).toHaveAttribute('poster', /\/media\/hero\/.+/);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.autoplay, v.loop, v.muted])).toEqual([true, true, true]);
    await expect(page.getByText('Apply 10% Off T & C apply')).toBeVisible();

    const best = page.getByTestId('best-seller');
    await expect(best.getByRole('heading', { name: 'Best Seller', level: 2 })).toBeVisible();
    await expect(best.getByRole('link', { name: '+ See More' })).toBeVisible();
    // The products arrive with the page's data: count them once the first has rendered.
    await expect(best.getByTestId('product-card').first()).toBeVisible();
    expect(await best.getByTestId('product-card').count()).toBeLessThanOrEqual(2);
    await expect(best.getByTestId('best-seller-banner')).toContainText(/Start from ₹[\d,]+/);

    const trending = page.getByTestId('top-trending');
    await expect(trending.getByRole('heading', { name: 'Top Trending' })).toBeVisible();
    await expect(trending.getByRole('link', { name: 'See More' })).toHaveAttribute('href', '/trending');
    const recommended = page.getByTestId('recommended');
    await expect(recommended.getByRole('link', { name: 'See More' })).toHaveAttribute('href', '/recommended');

    await expect(page.getByRole('heading', { name: '50% OFF' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toBeVisible();
    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'the homepage');
  });

  test('lays Top Trending out in 4, 3 and 2 columns by width, and swatches switch a card’s variant', async ({
    page,
  }) => {
    const columns = async () =>
      page
        .getByTestId('top-trending')
        .locator('> div')
        .last()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    await page.goto('/');
    await expect(page.getByTestId('top-trending').getByTestId('product-card').first()).toBeVisible();
    expect(await columns()).toBe(4);
    await page.setViewportSize({ width: 900, height: 900 });
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 400, height: 900 });
    expect(await columns()).toBe(2);

    await page.setViewportSize({ width: 1366, height: 900 });
    const card = page
      .getByTestId('top-trending')
      .getByTestId('product-card')
      .filter({ has: page.getByRole('group', { name: 'Colours' }) })
      .first();
    const image = card.getByRole('img').first();
    const before = await image.getAttribute('src');
    const swatches = card.getByRole('group', { name: 'Colours' }).getByRole('button');
    await swatches.nth(1).click();
    await expect(swatches.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(image).not.toHaveAttribute('src', before ?? '');
  });

  test('keeps the header transparent over the hero until the page scrolls past 50 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 120);
    await expect(header).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('an unknown address shows a friendly page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
