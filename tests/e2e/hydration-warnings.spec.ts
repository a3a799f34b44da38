import type { Page } from '@playwright/test';
import { type SignedInBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { type BuyableProduct, buyableProducts } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';

/**
 * The app's first render in the browser is the server's, at a phone's width and a laptop's: React reports any
 * difference it finds while hydrating (a text or tree mismatch, #418 / #423 / #425 in a production build) in the
 * console or as an uncaught error, and then throws the server's HTML away and renders again, which a shopper sees.
 */

test.use(shopperAddress(62));
// Each journey has a page and a buyer of its own: they may be shared out between the workers.
test.describe.configure({ mode: 'parallel' });

const HYDRATION_PROBLEM =
  /hydrat|did not match|server rendered|Minified React error #(418|423|425)|react\.dev\/errors\/(418|423|425)/i;

/** Every console message and uncaught error that names a hydration problem, from the moment the page starts. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message} ${error.stack ?? ''}`)) problems.push(`uncaught: ${error.message}`);
  });
  return problems;
}

/** Loads the page, waits until it and everything it loads (lazy parts, the footer's content) is done. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

const productPage = (product: BuyableProduct) => `/product-details/${product.id}/x/${product.category}`;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest’s pages hydrate without a warning: home, listing, product, search, login, unknown product', async ({
      page,
    }) => {
      const [product] = await buyableProducts(page.request, 1);
      if (!product) throw new Error('a product is needed');
      const urls = [
        '/',
        '/product-listing',
        `/product-listing/${product.category}`,
        productPage(product),
        '/search?q=blazer',
        '/login',
        '/login/phone',
        '/signup/phone',
        '/about',
        `/product-details/00000000-0000-0000-0000-000000000000/x/${product.category}`,
        '/product-listing/no-such-category',
      ];
      const problems = hydrationProblems(page);
      for (const url of urls) {
        problems.length = 0;
        await visit(page, url);
        expect(problems, `hydrating ${url}`).toEqual([]);
      }
    });

    test('a signed-in shopper’s cart and product page hydrate without a warning', async ({ page }) => {
      const width = page.viewportSize();
      await page.setViewportSize({ width: 1366, height: 900 });
      const buyer: SignedInBuyer = await signUpAndLogIn(page, 'hydration', 'Aditya Rathore');
      if (width) await page.setViewportSize(width);
      expect(buyer.token).toBeTruthy();
      const [product] = await buyableProducts(page.request, 1);
      if (!product) throw new Error('a product is needed');
      const problems = hydrationProblems(page);
      for (const url of ['/cart', productPage(product), '/']) {
        problems.length = 0;
        await visit(page, url);
        expect(problems, `hydrating ${url}`).toEqual([]);
      }
    });
  });
}
