import type { Page } from '@playwright/test';
import { asBuyer, type SignedInBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { type BuyableProduct, buyableProducts } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { settled } from './support/hydration.js';
import { holdAppScripts, onSlowPhone } from './support/phone.js';

/**
 * What a shopper does on a slow phone while the server's page is shown and the app's scripts are still on their way:
 * the scripts are held until the journey has acted, then let go, and nothing the shopper did may be lost or undone.
 */

test.use({ ...shopperAddress(61), viewport: { width: 375, height: 812 } });

/** The product page with the product's choice in the address (as the cart's Edit link gives it): a size chosen. */
const productPage = (product: BuyableProduct) => {
  const search = new URLSearchParams(product.attributes.map((a) => [a.name, a.value]));
  return `/product-details/${product.id}/x/${product.category}${product.attributes.length ? `?${search}` : ''}`;
};

/** Opens the page as a slow phone gets it, with the app's scripts held: only the server's HTML is there. */
async function openBeforeTheApp(page: Page, url: string) {
  await onSlowPhone(page);
  const scripts = await holdAppScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  // The whole server page has arrived (the footer is its last part).
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  return scripts;
}

/** Lets the app's scripts go and waits until the page and everything it loads is done. */
async function release(page: Page, scripts: Awaited<ReturnType<typeof holdAppScripts>>) {
  await scripts.release();
  await page.waitForLoadState('networkidle');
  await settled(page);
}

interface CartState {
  cart: { lines: { product: { id: string }; attributes: { name: string; value: string }[] }[] } | null;
}
const cartOf = (page: Page, buyer: SignedInBuyer) =>
  asBuyer<CartState>(page.request, buyer, 'query { cart { lines { product { id } attributes { name value } } } }');

const wishlistOf = (page: Page, buyer: SignedInBuyer) =>
  asBuyer<{ wishlist: { productIds: string[] } | null }>(page.request, buyer, 'query { wishlist { productIds } }');

/** Signs a fresh buyer in on the laptop layout (its header has the account link), then back to the phone's width. */
async function signIn(page: Page, label: string): Promise<SignedInBuyer> {
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 900 });
  const buyer = await signUpAndLogIn(page, label, 'Aditya Rathore');
  if (phone) await page.setViewportSize(phone);
  return buyer;
}

async function someProduct(page: Page): Promise<BuyableProduct> {
  const products = await buyableProducts(page.request, 3);
  // One with options to choose, where the journey names its size.
  const product = products.find((p) => p.attributes.length > 0) ?? products[0];
  if (!product) throw new Error('a product is needed');
  return product;
}

test('a product page scrolled before the app runs stays where the shopper left it', async ({ page }) => {
  const product = await someProduct(page);
  const scripts = await openBeforeTheApp(page, productPage(product));
  // The server's page is the product's, laid out past the scroll and drawn, before the wheel turns. A render that ran
  // past the gateway's deadline leaves the product to the browser (seen with four journey workers on two cores): the
  // page is then a short shell, and this says so instead of failing on a scroll that stopped short.
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThanOrEqual(1500);
  await settled(page);
  await page.mouse.move(187, 400);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

  await release(page, scripts);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  // The main button is far above: the sticky bar offers it, as it would had the shopper scrolled afterwards.
  await expect(page.getByTestId('sticky-purchase-bar')).toBeVisible();
});

test('a pincode typed before the app runs is still there once it does, and is what Check sends', async ({ page }) => {
  const product = await someProduct(page);
  const scripts = await openBeforeTheApp(page, productPage(product));
  const pincode = page.getByTestId('delivery-check').getByLabel('Delivery pincode');
  await pincode.fill('302001');
  await pincode.focus();
  await release(page, scripts);
  await expect(pincode).toHaveValue('302001');
  await expect(pincode).toBeFocused();
  const box = page.getByTestId('delivery-check');
  await box.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(box.getByTestId('delivery-headline')).toBeVisible();
  await expect(box.getByText('Enter a valid 6-digit pincode')).toHaveCount(0);
});

test('the sticky ADD TO CART is in the server’s page, before any script has run', async ({ page }) => {
  const product = await someProduct(page);
  const scripts = await openBeforeTheApp(page, productPage(product));
  const bar = page.getByTestId('sticky-purchase-bar');
  // Not while the main button is in sight.
  await expect(bar).toBeHidden();
  await page.getByTestId('add-to-cart').evaluate((b) => {
    window.scrollTo({ top: b.getBoundingClientRect().bottom + window.scrollY + 400, behavior: 'instant' });
  });
  await expect(bar).toBeVisible();
  const scrolled = await page.evaluate(() => window.scrollY);
  await release(page, scripts);
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a guest’s tap on ADD TO CART before the app runs asks to log in once it does', async ({ page }) => {
  const product = await someProduct(page);
  const scripts = await openBeforeTheApp(page, productPage(product));
  const add = page.getByTestId('add-to-cart');
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await release(page, scripts);
  await expect(page.getByRole('alertdialog', { name: 'Login Required' })).toBeVisible();
});

test('a guest’s tap on the heart before the app runs asks to log in once it does', async ({ page }) => {
  const product = await someProduct(page);
  const scripts = await openBeforeTheApp(page, productPage(product));
  await page.getByTestId('add-to-cart').locator('..').getByTestId('wishlist-heart').click();
  await release(page, scripts);
  await expect(page.getByRole('alertdialog', { name: 'Login Required' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product-details/${product.id}/`));
});

test.describe('a signed-in shopper', () => {
  test('taps ADD TO CART with a size chosen before the app runs: the line is in the cart once it does', async ({
    page,
  }) => {
    const buyer = await signIn(page, 'early-add');
    const product = await someProduct(page);
    const scripts = await openBeforeTheApp(page, productPage(product));
    await page.getByTestId('add-to-cart').click();
    await release(page, scripts);

    await expect(page.getByRole('link', { name: 'GO TO CART' }).first()).toBeVisible();
    const { cart } = await cartOf(page, buyer);
    expect(cart?.lines.map((l) => l.product.id)).toEqual([product.id]);
    for (const option of product.attributes) {
      expect(cart?.lines[0]?.attributes.map((a) => a.value)).toContain(option.value);
    }
  });

  test('taps the heart on a product page before the app runs: the product is wishlisted once it does', async ({
    page,
  }) => {
    const buyer = await signIn(page, 'early-heart');
    const product = await someProduct(page);
    const scripts = await openBeforeTheApp(page, productPage(product));
    const heart = page.getByTestId('add-to-cart').locator('..').getByTestId('wishlist-heart');
    await heart.click();
    await release(page, scripts);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await wishlistOf(page, buyer)).wishlist?.productIds).toEqual([product.id]);
  });

  test('taps a card’s heart on a listing before the app runs: that product is wishlisted once it does', async ({
    page,
  }) => {
    const buyer = await signIn(page, 'early-card-heart');
    const scripts = await openBeforeTheApp(page, '/product-listing');
    const card = page.locator('[data-testid="product-card"]:not([data-out-of-stock])').first();
    const name = await card.getAttribute('aria-label');
    await card.getByTestId('wishlist-heart').click();
    await release(page, scripts);
    await expect(card.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/product-listing$/);
    const { wishlist } = await wishlistOf(page, buyer);
    expect(wishlist?.productIds).toHaveLength(1);
    expect(name).toBeTruthy();
  });
});
