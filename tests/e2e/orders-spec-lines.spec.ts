import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { addToCart, buyableProducts, placeOrderViaApi, saveAddress } from './support/checkout.js';
import { expect, interactive, storeTest, test } from './support/fixtures.js';

test.use(shopperAddress(140));

/** An `rgb(r, g, b)` colour's hue in degrees and its saturation (0 to 1), as HSL has them. */
function hueAndSaturation(css: string): { hue: number; saturation: number } {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((n) => Number(n) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === r ? 60 * (((g - b) / delta) % 6) : max === g ? 60 * ((b - r) / delta + 2) : 60 * ((r - g) / delta + 4);
  return { hue: (hue + 360) % 360, saturation };
}

test('a pending order’s badge reads Pending in yellow', async ({ page }) => {
  const buyer = await signUpAndLogIn(page, 'pending-badge', 'Tara Joshi');
  await saveAddress(page.request, buyer);
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a product is needed');
  await addToCart(page.request, buyer, product);
  await placeOrderViaApi(page.request, buyer);

  await page.goto('/profile/orders');
  const badge = page.getByTestId('order-status').first();
  await expect(badge).toHaveText('Pending');
  const background = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
  // Yellow: a hue between amber and lemon (40° to 65°), clearly coloured (its words are a dark yellow-brown on it).
  const { hue, saturation } = hueAndSaturation(background);
  expect(hue, `the badge (${background}) is yellow`).toBeGreaterThanOrEqual(40);
  expect(hue, `the badge (${background}) is yellow`).toBeLessThanOrEqual(65);
  expect(saturation, `the badge (${background}) is coloured`).toBeGreaterThan(0.5);
});

for (const javaScriptEnabled of [true, false]) {
  storeTest.describe(`a guest at /profile/orders, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    // The store without the hydration wait: with JavaScript off the page never hydrates.
    storeTest.use({ javaScriptEnabled });

    storeTest('reads “Please login to view your orders”, with a way to log in and come back', async ({ page }) => {
      const response = await page.goto('/profile/orders');
      expect(response?.status()).toBe(200);
      // The server says it; with JavaScript on, the app that takes the page over says it too.
      if (javaScriptEnabled) await interactive(page);
      await expect(page.getByText('Please login to view your orders', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/profile\/orders$/);
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fprofile%2Forders',
      );
    });
  });
}
