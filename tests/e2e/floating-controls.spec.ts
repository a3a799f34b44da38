import type { Page } from '@playwright/test';
import { type SignedInBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { type BuyableProduct, buyableProducts } from './support/checkout.js';
import { animationsSettled, expect, test } from './support/fixtures.js';
import { boxOf, overlaps, scrollElementTo } from './support/geometry.js';

test.use(shopperAddress(52));

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1366, height: 900 };

/** The chat button, found whether or not it is showing. */
const chatButton = (page: Page) => page.locator('button[aria-label^="Chat with us"]');

/**
 * The server renders the chat's launcher; the widget's code loads on the shopper's first sign of intent. A key press
 * is one (Shift does nothing else): this brings the widget and waits until it has taken the launcher over.
 */
async function chatLoaded(page: Page): Promise<void> {
  await expect(chatButton(page)).toHaveCount(1);
  await page.keyboard.press('Shift');
  await expect(page.getByTestId('chat-widget')).toHaveCount(1);
  await expect(chatButton(page)).toHaveCount(1);
}

/**
 * What the chat button covers now: the prices and Buy Now buttons of the product cards whose seen part lies under its
 * box. The button must show all along (it never fades out of the way); where its strip spans the screen's width, what
 * has scrolled behind the strip is out of sight, as below the screen's edge, and covered by nothing.
 */
const coveredByChat = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const button = document.querySelector('button[aria-label^="Chat with us"]');
    if (!button?.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      return ['the hidden chat button'];
    const chat = button.getBoundingClientRect();
    const dock = button.closest('[data-testid^="chat-"]')?.getBoundingClientRect();
    const seenUpTo = dock && dock.width >= window.innerWidth - 1 ? dock.top : window.innerHeight;
    const targets = [
      ...document.querySelectorAll('[data-testid="sale-price"], [data-testid="compare-at-price"]'),
      ...[...document.querySelectorAll('a, button')].filter((e) => e.textContent?.trim() === 'Buy Now'),
    ];
    return targets
      .filter((target) => {
        const box = target.getBoundingClientRect();
        const bottom = Math.min(box.bottom, seenUpTo);
        return box.left < chat.right && chat.left < box.right && box.top < chat.bottom && chat.top < bottom;
      })
      .map((target) => `${target.textContent?.trim()} at ${Math.round(target.getBoundingClientRect().top)}px`);
  });

/** Signs a fresh buyer in on the laptop layout (its header has the account link), then takes the page's width. */
async function signIn(page: Page, label: string): Promise<SignedInBuyer> {
  const width = page.viewportSize();
  await page.setViewportSize(LAPTOP);
  const buyer = await signUpAndLogIn(page, label, 'Rohan Kapoor');
  if (width) await page.setViewportSize(width);
  return buyer;
}

const productPage = (product: BuyableProduct) => `/product-details/${product.id}/x/${product.category}`;

test.describe('the chat button on a phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('never covers a card’s price or Buy Now while the shopper scrolls the listing', async ({ page }) => {
    await page.goto('/product-listing/shirts');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await chatLoaded(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < Math.min(height, 3000); y += 90) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect.poll(() => coveredByChat(page), { message: `covered at ${y}px` }).toEqual([]);
    }
  });

  test('stands clear of everything at the end of a page', async ({ page }) => {
    await page.goto('/product-listing/shirts');
    await chatLoaded(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const copyright = page.getByText(/^©/);
    await expect(chatButton(page)).toBeVisible();
    await expect(chatButton(page)).not.toHaveAttribute('data-tucked');
    expect(overlaps(await boxOf(chatButton(page)), await boxOf(copyright)), 'the last line is clear').toBe(false);
  });
});

test.describe('the chat button before its code', () => {
  test('a tap before the widget’s code has arrived marks it busy, then opens the box', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/ChatWidget-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('chat-widget')).toHaveCount(0);
    await chatButton(page).click();
    await expect(chatButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');
    release();
    const box = page.getByRole('dialog', { name: 'Sutra Style Desk' });
    await expect(box).toBeVisible();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(chatButton(page)).not.toHaveAttribute('aria-busy');
    await expect(box.getByRole('textbox')).toBeFocused();
  });
});

test.describe('the chat button and dialogs', () => {
  test('hides while a dialog holds the page and comes back when it closes', async ({ page }) => {
    await page.goto('/');
    await chatLoaded(page);
    await expect(chatButton(page)).toBeVisible();
    await page.getByRole('link', { name: /^Wishlist/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Login Required' });
    await expect(dialog).toBeVisible();
    await expect(chatButton(page)).toBeHidden();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(chatButton(page)).toBeVisible();
  });
});

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`the “Added to your cart” notice at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [where, fromTop] of [
      ['low on the screen', viewport.height - 150],
      ['high on the screen', 150],
    ] as const) {
      test(`never covers PROCEED TO CHECKOUT when ADD TO CART is ${where}`, async ({ page }) => {
        await signIn(page, `notice-${viewport.width}`);
        const [product] = await buyableProducts(page.request, 1);
        if (!product) throw new Error('a product is needed');
        await page.goto(productPage(product));
        const add = page.getByTestId('add-to-cart');
        await scrollElementTo(add, fromTop);
        await add.click();
        const notice = page.getByTestId('toast').filter({ hasText: 'Added to your cart' });
        await expect(notice).toBeVisible();
        await animationsSettled(notice);
        const proceed = page.getByRole('link', { name: 'PROCEED TO CHECKOUT' });
        await expect(proceed).toBeVisible();
        expect(overlaps(await boxOf(notice), await boxOf(proceed)), 'the notice leaves the button clear').toBe(false);
      });
    }
  });
}
