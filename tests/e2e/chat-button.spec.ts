import type { Locator, Page } from '@playwright/test';
import { type BuyableProduct, buyableProducts } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { type Box, boxOf, overlaps, scrollElementTo } from './support/geometry.js';
import { keepPageScreenshot } from './support/screenshots.js';

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1366, height: 900 };

/** The chat button, found whether or not it is showing. */
const chatButton = (page: Page) => page.locator('button[aria-label^="Chat with us"]');

const productPage = (product: BuyableProduct) => `/product-details/${product.id}/x/${product.category}`;

/**
 * The button as a shopper meets it: painted (not faded out, not hidden) and the element a tap at its centre lands on,
 * so nothing lies over it and it takes the pointer.
 */
async function seenAndTappable(page: Page, where: string): Promise<void> {
  const chat = chatButton(page);
  await expect(chat, `${where}: one chat button`).toHaveCount(1);
  await expect
    .poll(
      () => chat.evaluate((button) => button.checkVisibility({ opacityProperty: true, visibilityProperty: true })),
      {
        message: `${where}: the chat button shows`,
      },
    )
    .toBe(true);
  await expect
    .poll(
      () =>
        chat.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && button.contains(hit) && getComputedStyle(button).pointerEvents !== 'none';
        }),
      { message: `${where}: a tap on the chat button reaches it` },
    )
    .toBe(true);
  await chat.click({ trial: true });
}

/**
 * Where the shopper sees the page: above the chat's strip where it spans the screen's width (narrow screens; the
 * content scrolls behind it as behind any bar), the whole screen where the button floats in the margin.
 */
const seenUpTo = (page: Page): Promise<number> =>
  page.getByTestId(/^chat-(dock|widget)$/).evaluate((dock) => {
    const box = dock.getBoundingClientRect();
    return box.width >= window.innerWidth - 1 ? box.top : window.innerHeight;
  });

/** The part of a box the shopper sees (none when it is all behind the strip). */
const seenPart = (box: Box, bottom: number): Box | null =>
  box.y >= bottom ? null : { ...box, height: Math.min(box.y + box.height, bottom) - box.y };

/** The chat button's box and the part the shopper sees of each of `targets` (each named) share no area. */
async function clearOf(page: Page, targets: [string, Locator][]): Promise<void> {
  for (const [name, target] of targets) {
    await expect
      .poll(
        async () => {
          const seen = seenPart(await boxOf(target), await seenUpTo(page));
          return seen !== null && overlaps(await boxOf(chatButton(page)), seen);
        },
        { message: `the chat button leaves ${name} clear` },
      )
      .toBe(false);
  }
}

/** Opens the product page's CUSTOMER REVIEWS (a tab from md up, an accordion item below) and returns its reviews. */
async function openReviews(page: Page): Promise<Locator> {
  const tab = page.getByRole('tab', { name: 'CUSTOMER REVIEWS' });
  if (await tab.isVisible()) await tab.click();
  else await page.getByRole('button', { name: 'CUSTOMER REVIEWS' }).click();
  const review = page.getByTestId('review').first();
  await expect(review).toBeVisible();
  return page.getByTestId('review');
}

for (const viewport of [LAPTOP, PHONE]) {
  test.describe(`the chat button at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('shows and takes a tap on the homepage (top and scrolled), a listing and the cart', async ({ page }) => {
      await page.goto('/');
      await seenAndTappable(page, 'home, top');
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }),
      );
      await seenAndTappable(page, 'home, scrolled');
      await page.goto('/product-listing/shirts');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await seenAndTappable(page, 'listing');
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await seenAndTappable(page, 'listing, scrolled');
      await page.goto('/cart');
      await seenAndTappable(page, 'cart');
    });

    test('on the product page it shows, takes a tap and covers neither the name, a review nor ADD TO CART', async ({
      page,
    }) => {
      const [product] = await buyableProducts(page.request, 1);
      if (!product) throw new Error('a product is needed');
      await page.goto(productPage(product));
      const name = page.getByRole('heading', { level: 1, name: product.name });
      await expect(name).toBeVisible();
      await seenAndTappable(page, 'product page, top');
      await clearOf(page, [['the product name', name]]);

      // Reading the reviews: each in turn low on the screen, where the button stands.
      const reviews = await openReviews(page);
      const count = Math.min(await reviews.count(), 3);
      for (let i = 0; i < count; i += 1) {
        const text = reviews.nth(i).locator('p').last();
        await scrollElementTo(text, viewport.height - 200);
        await seenAndTappable(page, `product page, review ${i + 1}`);
        await clearOf(page, [[`review ${i + 1}'s text`, text]]);
      }

      // The name low on the screen too (a shopper scrolling back up).
      await scrollElementTo(name, viewport.height - 140);
      await clearOf(page, [['the product name, low on the screen', name]]);

      const bar = page.getByTestId('sticky-purchase-bar');
      if (viewport.width < 768) {
        await scrollElementTo(page.getByTestId('add-to-cart'), -300);
        await expect(bar).toBeVisible();
        await seenAndTappable(page, 'product page, sticky bar showing');
        await clearOf(page, [
          ['the sticky ADD TO CART', bar.getByTestId('sticky-add-to-cart')],
          ['the sticky bar', bar],
        ]);
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(name).toBeInViewport();
      await seenAndTappable(page, 'product page, back at the top');
      const shot = viewport.width < 768 ? 'chat-button-product-375.png' : 'chat-button-product-1366.png';
      await keepPageScreenshot(
        page,
        shot,
        viewport.width < 768
          ? { x: 0, y: viewport.height - 420, width: viewport.width, height: 420 }
          : { x: viewport.width - 560, y: viewport.height - 360, width: 560, height: 360 },
      );
    });
  });
}
