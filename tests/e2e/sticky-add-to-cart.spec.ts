import type { Page } from '@playwright/test';
import { type SignedInBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { type BuyableProduct, buyableProducts, rupees } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { boxOf, overlaps, scrollElementTo } from './support/geometry.js';
import { settled } from './support/hydration.js';

test.use(shopperAddress(53));

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1366, height: 900 };

const productPage = (product: BuyableProduct) => `/product-details/${product.id}/x/${product.category}`;
const bar = (page: Page) => page.getByTestId('sticky-purchase-bar');

/** Signs a fresh buyer in on the laptop layout (its header has the account link), then takes the page's width. */
async function signIn(page: Page, label: string): Promise<SignedInBuyer> {
  const width = page.viewportSize();
  await page.setViewportSize(LAPTOP);
  const buyer = await signUpAndLogIn(page, label, 'Aditya Rathore');
  if (width) await page.setViewportSize(width);
  return buyer;
}

/**
 * Scrolls the main ADD TO CART up under the header and out of sight, as reading on would (again, should the page
 * still be settling and move it back).
 */
async function scrollPastMainButton(page: Page): Promise<void> {
  const main = page.getByTestId('add-to-cart');
  await expect(async () => {
    await scrollElementTo(main, -200);
    await expect(main).not.toBeInViewport({ timeout: 2_000 });
  }).toPass();
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('ADD TO CART follows the shopper down the page, adds the line and leaves the chat button above it', async ({
    page,
  }) => {
    await signIn(page, 'sticky-bar');
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await page.goto(productPage(product));
    const main = page.getByTestId('add-to-cart');
    await expect(main).toHaveText(`ADD TO CART · ${rupees(product.salePricePaise)}`);

    // While the main button is on screen the bar is out of sight (it is in the page from the server's HTML on).
    await scrollElementTo(main, 300);
    await settled(page);
    await expect(bar(page)).toBeHidden();

    // Once it has scrolled away, the bar offers the same button, saying what it adds.
    await scrollPastMainButton(page);
    await expect(bar(page)).toBeVisible();
    const sticky = bar(page).getByTestId('sticky-add-to-cart');
    await expect(sticky).toHaveText(`ADD TO CART · ${rupees(product.salePricePaise)}`);
    await expect(sticky).toBeEnabled();
    for (const option of product.attributes) await expect(bar(page)).toContainText(option.value);
    await expect(bar(page)).toContainText('Qty: 1');

    // The chat button stands above the bar, never on it.
    const chat = page.locator('button[aria-label^="Chat with us"]');
    await expect(chat).toHaveCount(1);
    await expect
      .poll(async () => overlaps(await boxOf(chat), await boxOf(bar(page))), {
        message: 'chat button clear of the bar',
      })
      .toBe(false);

    // It adds the line, as the main button does: both become GO TO CART.
    await sticky.click();
    await expect(bar(page).getByRole('link', { name: 'GO TO CART' })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to your cart' })).toBeVisible();
    await scrollElementTo(page.getByRole('link', { name: 'PROCEED TO CHECKOUT' }), 300);
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'GO TO CART' })).toHaveAttribute('href', '/cart');
  });

  test('a guest’s ADD TO CART in the bar asks to log in, as the main button does', async ({ page }) => {
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await page.goto(productPage(product));
    await scrollPastMainButton(page);
    await bar(page).getByTestId('sticky-add-to-cart').click();
    await expect(page.getByRole('alertdialog', { name: 'Login Required' })).toBeVisible();
  });
});

test.describe('on a laptop (1366 px)', () => {
  test.use({ viewport: LAPTOP });

  test('no bar shows: the page’s two columns keep the button near', async ({ page }) => {
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await page.goto(productPage(product));
    await scrollPastMainButton(page);
    await settled(page);
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Add to cart' })).toHaveCount(0);
  });
});
