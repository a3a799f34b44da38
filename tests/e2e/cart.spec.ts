import type { APIRequestContext, Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { rupees } from './support/checkout.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';
import { holdOperation } from './support/network.js';

test.use(shopperAddress(22));

interface Variant {
  color: string;
  salePrice: { paise: number };
  images: string[];
  attributes: { label: string; options: { label: string }[] }[];
}

interface Candidate {
  id: string;
  name: string;
  category: string;
  variants: Variant[];
}

/** An in-stock product with two colours, each offered in at least one size. */
async function findProduct(request: APIRequestContext): Promise<Candidate> {
  const res = await request.post('/graphql', {
    data: {
      query: `query { products(category: "suits", first: 24, filter: { availability: IN_STOCK, maxPrice: 30000 }) {
        nodes { id name category { value } variants { color salePrice { paise } images attributes { label options { label } } } } } }`,
    },
  });
  const body = (await res.json()) as {
    data: { products: { nodes: (Omit<Candidate, 'category'> & { category: { value: string } })[] } };
  };
  const found = body.data.products.nodes.find(
    (p) =>
      p.variants.length >= 2 &&
      p.variants.slice(0, 2).every((v) => v.color && v.attributes.some((a) => a.label === 'Size')),
  );
  if (!found) throw new Error('the seed has no in-stock suit with two colours in sizes');
  return { ...found, category: found.category.value };
}

const sizesOf = (v: Variant) => v.attributes.find((a) => a.label === 'Size')?.options.map((o) => o.label) ?? [];
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

test('a buyer adds two variants to the cart, changes quantities and empties it', async ({ page, request }) => {
  test.slow();
  const errors = collectPageErrors(page);
  const product = await findProduct(request);
  const [first, second] = product.variants as [Variant, Variant];
  const firstSize = sizesOf(first)[0] as string;
  const secondSize = sizesOf(second).at(-1) as string;
  const firstLine = `${product.name} (${first.color}, ${firstSize})`;
  const secondLine = `${product.name} (${second.color}, ${secondSize})`;
  await signUpAndLogIn(page, 'cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  // The first colour and size, as preselected: ADD TO CART, then GO TO CART and PROCEED TO CHECKOUT.
  await page.goto(`/product-details/${product.id}/x/${product.category}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BUY IT NOW' })).toHaveAttribute('href', '/signup');
  const adding = await holdOperation(page, 'AddToCart');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await adding.release();
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('link', { name: 'BUY IT NOW' })).toHaveCount(0);
  await expect(toast(page, 'Added to your cart')).toContainText(`${firstLine} × 1`);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // Another colour and size is another line; two of it.
  const colours = page.getByRole('group', { name: /^Color/ });
  const sizes = page.getByRole('group', { name: /^Size/ });
  await colours.getByRole('button', { name: second.color, exact: true }).click();
  await sizes.getByRole('button', { name: secondSize, exact: true }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('add-to-cart')).toHaveText(`ADD TO CART · ${rupees(second.salePrice.paise * 2)}`);
  await expect(page.getByRole('link', { name: 'BUY IT NOW' })).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
  await expect(toast(page, 'Added to your cart').filter({ hasText: `${secondLine} × 2` })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  // The cart: newest line first, each with its own variant's image and price, and the total of both.
  await page.getByRole('link', { name: 'GO TO CART' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAccessibleName(secondLine);
  await expect(lines.nth(1)).toHaveAccessibleName(firstLine);
  const one = page.getByRole('listitem', { name: firstLine });
  const two = page.getByRole('listitem', { name: secondLine });
  await expect(one.getByTestId('line-image')).toHaveAttribute('src', first.images[0] ?? '');
  await expect(two.getByTestId('line-image')).toHaveAttribute('src', second.images[0] ?? '');
  await expect(two.getByTestId('line-options')).toHaveText(`Color:${second.color}Size:${secondSize}`);
  await expect(two.getByTestId('line-quantity')).toHaveText('2');
  await expect(two.getByTestId('line-total')).toHaveText(rupees(second.salePrice.paise * 2));
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(first.salePrice.paise + second.salePrice.paise * 2));
  await expect(page.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('list', { name: 'We accept' }).getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByTestId('cart-notes')).toContainText('15 days free returns');
  await expectNoSeriousA11yViolations(page, 'the cart');

  // Edit leads back to the product with that line's options chosen, and it is in the cart.
  await two.getByRole('link', { name: `Edit ${secondLine}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(colours.getByRole('button', { name: second.color, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sizes.getByRole('button', { name: secondSize, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
  await page.getByRole('link', { name: 'GO TO CART' }).click();

  // + on the first line: its quantity, line total and the total change at once; the server keeps them.
  await one.getByRole('button', { name: `Increase quantity of ${firstLine}` }).click();
  await expect(one.getByTestId('line-quantity')).toHaveText('2');
  await expect(one.getByTestId('line-total')).toHaveText(rupees(first.salePrice.paise * 2));
  const both = rupees(first.salePrice.paise * 2 + second.salePrice.paise * 2);
  await expect(page.getByTestId('cart-total')).toHaveText(both);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await page.reload();
  await expect(one.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(both);

  // − takes the second line to 1, then − at 1 removes it.
  await two.getByRole('button', { name: `Decrease quantity of ${secondLine}` }).click();
  await expect(two.getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(first.salePrice.paise * 2 + second.salePrice.paise));
  await two.getByRole('button', { name: `Remove ${secondLine} from cart` }).click();
  await expect(two).toHaveCount(0);
  await expect(toast(page, 'Removed from your cart').filter({ hasText: secondLine })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(rupees(first.salePrice.paise * 2));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // The last line down to nothing: the empty state.
  await one.getByRole('button', { name: `Decrease quantity of ${firstLine}` }).click();
  await expect(one.getByTestId('line-quantity')).toHaveText('1');
  await one.getByRole('button', { name: `Remove ${firstLine} from cart` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/product-listing');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await expectNoSeriousA11yViolations(page, 'the empty cart');
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a guest’s cart page is empty and asks them to sign in', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const prompt = page.getByTestId('cart-sign-in');
  await expect(prompt).toContainText('Sign in to see your cart');
  await expect(prompt.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
  await expectNoSeriousA11yViolations(page, 'a guest’s cart');
});
