import type { Locator, Page } from '@playwright/test';
import { type SignedInBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import {
  addToCart,
  type BuyableProduct,
  buyableProducts,
  type PlacedOrder,
  placeOrderViaApi,
  saveAddress,
} from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { boxOf, insideViewport, showsAllItsContent } from './support/geometry.js';

test.use(shopperAddress(51));

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1366, height: 900 };

/** The rendered line height of an element's text, in pixels. */
const lineHeight = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));

/** Signs a fresh buyer in (on the laptop layout, whose header shows the account link), then goes back to the page's width. */
async function signIn(page: Page, label: string): Promise<SignedInBuyer> {
  const width = page.viewportSize();
  await page.setViewportSize(LAPTOP);
  const buyer = await signUpAndLogIn(page, label, 'Vikram Sethi');
  if (width) await page.setViewportSize(width);
  return buyer;
}

/** A fresh buyer with `count` products in the cart. */
async function buyerWithCart(page: Page, label: string, count: number): Promise<BuyableProduct[]> {
  const buyer = await signIn(page, label);
  const products = await buyableProducts(page.request, count);
  for (const product of products) await addToCart(page.request, buyer, product);
  return products;
}

/** A fresh buyer with one placed order (which also starts the points history). */
async function buyerWithOrder(page: Page, label: string): Promise<{ buyer: SignedInBuyer; order: PlacedOrder }> {
  const buyer = await signIn(page, label);
  await saveAddress(page.request, buyer);
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a product is needed');
  await addToCart(page.request, buyer, product);
  return { buyer, order: await placeOrderViaApi(page.request, buyer) };
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('checkout’s order items give the text the width and the price a row of its own', async ({ page }) => {
    const products = await buyerWithCart(page, 'layout-checkout', 2);
    await page.goto('/checkout');
    const lines = page.getByTestId('checkout-line');
    await expect(lines).toHaveCount(products.length);

    for (const product of products) {
      const line = lines.filter({ hasText: product.name });
      const name = line.getByText(product.name, { exact: true });
      const options = line.getByText(/^(Color|Size): /);
      const total = line.getByTestId('line-total');

      // The whole name shows, not 'Line n…'.
      expect(await showsAllItsContent(name), `${product.name} is not cut off`).toBe(true);
      // 'Color: Beige · Size: 36' reads as a phrase: two lines at most, not a word a line.
      const optionsBox = await boxOf(options);
      expect(optionsBox.height, 'the options take at most two lines').toBeLessThanOrEqual(
        2 * (await lineHeight(options)) + 1,
      );
      // The price sits on its own row, under the text, instead of squeezing it.
      const totalBox = await boxOf(total);
      expect(totalBox.y, 'the line total is below the options').toBeGreaterThanOrEqual(
        optionsBox.y + optionsBox.height - 1,
      );
    }
  });

  test('the order detail thumbnail keeps the picture’s 4:5 shape', async ({ page }) => {
    const { order } = await buyerWithOrder(page, 'layout-thumb-phone');
    const line = order.lines[0];
    if (!line) throw new Error('the order has a line');
    await page.goto(`/profile/orders/details/${order.id}/${line.id}`);
    await expectPortraitThumbnail(page, line.name);
  });

  test('the membership points table fits the screen, every column in view', async ({ page }) => {
    await buyerWithOrder(page, 'layout-points');
    await page.goto('/profile/membership');
    const table = page.getByTestId('points-history');
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.scrollIntoViewIfNeeded();
    const region = page.getByRole('region', { name: 'Points history table' });
    expect(await showsAllItsContent(region), 'the table needs no sideways scroll').toBe(true);
    const regionBox = await boxOf(region);
    const headers = ['Date', 'Order', 'Earned', 'Redeemed'].map((name) => table.getByRole('columnheader', { name }));
    const cells = [0, 1, 2, 3].map((i) => table.getByRole('row').nth(1).getByRole('cell').nth(i));
    for (const [i, cell] of [...headers, ...cells].entries()) {
      const box = await boxOf(cell);
      expect(insideViewport(page, box), `cell ${i + 1} is on screen`).toBe(true);
      expect(box.x + box.width, `cell ${i + 1} is not clipped`).toBeLessThanOrEqual(
        regionBox.x + regionBox.width + 0.5,
      );
    }
  });

  test('the invoice’s table says it scrolls sideways and every column can be reached', async ({ page }) => {
    await page.goto('/invoice-1');
    const region = page.getByRole('region', { name: 'Invoice items' });
    await region.scrollIntoViewIfNeeded();
    await expect(page.getByText('Scroll sideways to see every column', { exact: false }).first()).toBeVisible();
    const total = region.getByRole('columnheader', { name: 'Total (₹)' });
    await total.scrollIntoViewIfNeeded();
    expect(insideViewport(page, await boxOf(total)), 'Total (₹) can be scrolled into view').toBe(true);
  });
});

test.describe('on a laptop (1366 px)', () => {
  test.use({ viewport: LAPTOP });

  test('the invoice shows every column without a sideways scroll', async ({ page }) => {
    await page.goto('/invoice-1');
    const region = page.getByRole('region', { name: 'Invoice items' });
    await region.scrollIntoViewIfNeeded();
    expect(await showsAllItsContent(region), 'the items table fits its box').toBe(true);
    const regionBox = await boxOf(region);
    for (const column of ['CGST', 'SGST', 'Total (₹)']) {
      const box = await boxOf(region.getByRole('columnheader', { name: column, exact: true }));
      expect(insideViewport(page, box), `${column} is on screen`).toBe(true);
      expect(box.x + box.width, `${column} is not clipped by the table's box`).toBeLessThanOrEqual(
        regionBox.x + regionBox.width,
      );
    }
    await expect(page.getByText('Scroll sideways to see every column', { exact: false })).toHaveCount(0);
  });

  test('the order detail thumbnail keeps the picture’s 4:5 shape', async ({ page }) => {
    const { order } = await buyerWithOrder(page, 'layout-thumb-laptop');
    const line = order.lines[0];
    if (!line) throw new Error('the order has a line');
    await page.goto(`/profile/orders/details/${order.id}/${line.id}`);
    await expectPortraitThumbnail(page, line.name);
  });
});

/** The header's product picture is a 4:5 portrait of a readable size, not a squeezed strip. */
async function expectPortraitThumbnail(page: Page, name: string): Promise<void> {
  const thumbnail = page.getByRole('img', { name, exact: true }).first();
  await expect(thumbnail).toBeVisible();
  const box = await boxOf(thumbnail);
  expect(box.width / box.height, 'width to height is 4:5').toBeCloseTo(0.8, 1);
  expect(box.width, 'at least 64 px wide').toBeGreaterThanOrEqual(64);
}
