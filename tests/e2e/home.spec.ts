import { expectNoSeriousA11yViolations } from './support/axe.js';
import { collectCspViolations, collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

test.describe('homepage hero video', () => {
  test('is not in the server’s HTML, and not loaded under Save-Data or on a slow link', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('<video');
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: '3g' },
    ]) {
      // Chromium's Network Information API, as a phone in data-saver mode or on 3G reports it.
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoRequests.push(request.url());
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.getByTestId('hero-poster')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('hero').locator('video')).toHaveCount(0);
      expect(videoRequests).toEqual([]);
    }
  });
});

test.describe('homepage', () => {
  test('shows the hero video, promo bar and every section', async ({ page }) => {
    const errors = collectPageErrors(page);
    const cspViolations = await collectCspViolations(page);
    await page.goto('/');

    // The poster paints first: a WebP rendition by width, fetched with high priority and preloaded in the head.
    const poster = page.getByTestId('hero-poster');
    await expect(poster).toHaveAttribute('srcset', /\/media\/hero\/.+\.w480\.webp 480w/);
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('head link[rel=preload][as=image][fetchpriority=high]')).toHaveAttribute(
      'imagesrcset',
      /\/media\/hero\/.+\.webp/,
    );
    // The video takes over once the page is interactive.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const video = page.getByTestId('hero').locator('video');
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
