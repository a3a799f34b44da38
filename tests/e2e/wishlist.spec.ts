import type { Page } from '@playwright/test';
import { asBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';
import { failOperation, holdOperation } from './support/network.js';

test.use(shopperAddress(21));

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const heart = (page: Page, name: string) => card(page, name).getByRole('button', { name: `Add ${name} to wishlist` });
const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

/** The names of the first in-stock cards a listing shows. */
async function inStockCards(page: Page, count: number): Promise<string[]> {
  const cards = page.locator('[data-testid="product-card"]:not([data-out-of-stock])');
  await expect(cards.first()).toBeVisible();
  const names = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThanOrEqual(count);
  return names.slice(0, count);
}

interface ListedProduct {
  id: string;
  name: string;
}

const PRODUCTS = `query ($filter: ProductFilter, $first: Int) {
  products(filter: $filter, first: $first) { nodes { id name } } }`;
const ADD = 'mutation ($productId: ID!) { addToWishlist(productId: $productId) { count } }';

test.describe('a buyer’s wishlist', () => {
  test('hearts on cards flip at once, roll back on a failure, and the wishlist page removes', async ({ page }) => {
    test.slow();
    const errors = collectPageErrors(page);
    await signUpAndLogIn(page, 'wishlist');
    await page.goto('/product-listing');
    const [first, second] = (await inStockCards(page, 2)) as [string, string];
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    // The heart and the header's badge change while the add is still on its way; the notice follows the answer.
    const held = await holdOperation(page, 'AddToWishlist');
    await heart(page, first).click();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await expect.poll(held.seen, { message: 'the add reached the network (and waits there)' }).toBeGreaterThan(0);
    await expect(toast(page, 'Added to your wishlist')).toHaveCount(0);
    await held.release();
    await expect(toast(page, 'Added to your wishlist')).toContainText(first);
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');

    // A failed add flips back and says so.
    const failing = await failOperation(page, 'AddToWishlist');
    await heart(page, second).click();
    await expect(toast(page, `Couldn’t add ${second} to your wishlist`)).toBeVisible();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
    await failing.restore();

    await heart(page, second).click();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 items');
    await expect(toast(page, 'Added to your wishlist').filter({ hasText: second })).toBeVisible();

    // The hearts are the account's: a reload shows them filled.
    await page.reload();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');

    // The header's icon opens the wishlist page: newest first.
    await wishlistLink(page).click();
    await expect(page).toHaveURL(/\/profile\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('article');
    await expect(saved).toHaveCount(2);
    await expect(saved.nth(0)).toHaveAccessibleName(second);
    await expect(saved.nth(1)).toHaveAccessibleName(first);
    await expect(card(page, first).getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      /^\/product-details\/[0-9a-f-]{36}\/[\w-]+\/[\w-]+$/,
    );
    await expectNoSeriousA11yViolations(page, 'the wishlist page');

    // Remove from the page: gone at once, confirmed, and the badge follows.
    await card(page, second)
      .getByRole('button', { name: `Remove ${second} from wishlist` })
      .click();
    await expect(card(page, second)).toHaveCount(0);
    await expect(toast(page, 'Removed from your wishlist').filter({ hasText: second })).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

    // Remove the other from its card's heart on the listing; the page then says the wishlist is empty.
    await page.goto('/product-listing');
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    await heart(page, first).click();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');
    await expect(toast(page, 'Removed from your wishlist').filter({ hasText: first })).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
    await wishlistLink(page).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/product-listing');
    expect(errors).toEqual([]);
  });

  test('the wishlist page shows 12, then 12 more on scrolling, with sold-out items marked', async ({
    page,
    request,
  }) => {
    test.slow();
    const buyer = await signUpAndLogIn(page, 'wishlist-many');
    const listing = await asBuyer<{ products: { nodes: ListedProduct[] } }>(request, buyer, PRODUCTS, {
      filter: { availability: 'IN_STOCK', maxPrice: 30000 },
      first: 13,
    });
    const soldOut = await asBuyer<{ products: { nodes: ListedProduct[] } }>(request, buyer, PRODUCTS, {
      filter: { availability: 'OUT_OF_STOCK', maxPrice: 30000 },
      first: 1,
    });
    const sold = soldOut.products.nodes[0] as ListedProduct;
    // Saved oldest first, so the sold-out product is the newest (first on the page) and 14 are saved in all.
    for (const product of [...listing.products.nodes, sold]) {
      await asBuyer(request, buyer, ADD, { productId: product.id });
    }

    await page.goto('/profile/wishlist');
    const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('article');
    await expect(saved).toHaveCount(12);
    await expect(page.getByTestId('wishlist-saved-count')).toHaveText('14 saved items');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 14 items');

    // The sold-out item: the overlay, Buy Now disabled, and no hover swap.
    const soldCard = card(page, sold.name);
    await expect(soldCard.getByText('Out Of Stock')).toBeVisible();
    await expect(soldCard.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    await expect(soldCard.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);

    // An in-stock card swaps to its second image on hover, and a swatch shows that colour's images.
    const inStock = saved.nth(1);
    const image = inStock.getByRole('img').first();
    const before = await image.getAttribute('src');
    await image.hover();
    await expect(image).not.toHaveAttribute('src', before ?? '');
    const swatches = inStock.getByRole('group', { name: 'Colours' }).getByRole('button');
    if ((await swatches.count()) > 1) {
      await page.mouse.move(0, 0);
      await swatches.nth(1).click();
      await expect(swatches.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(image).not.toHaveAttribute('src', before ?? '');
    }

    // Scrolling to the end shows the spinner, then the rest.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText('Loading More Items')).toBeVisible();
    await expect(saved).toHaveCount(14);
    await expect(page.getByText('Loading More Items')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'a long wishlist');
  });
});
