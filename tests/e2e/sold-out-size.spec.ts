import type { APIRequestContext } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

test.use(shopperAddress(62));

interface Found {
  id: string;
  name: string;
  category: string;
  color: string;
  soldOut: string;
  open: string;
}

/** A product on show with a size sold out in one colour (the seed has one), and a size of that colour still for sale. */
async function productWithSoldOutSize(request: APIRequestContext): Promise<Found> {
  const res = await request.post('/graphql', {
    data: {
      query: `query { products(category: "suits", first: 24) {
        nodes { id name inStock category { value } variants { color sizes { label available } } } } }`,
    },
  });
  const body = (await res.json()) as {
    data: {
      products: {
        nodes: {
          id: string;
          name: string;
          inStock: boolean;
          category: { value: string };
          variants: { color: string; sizes: { label: string; available: boolean }[] }[];
        }[];
      };
    };
  };
  for (const product of body.data.products.nodes.filter((p) => p.inStock)) {
    for (const variant of product.variants) {
      const soldOut = variant.sizes.find((s) => !s.available);
      const open = variant.sizes.find((s) => s.available);
      if (soldOut && open) {
        const { id, name } = product;
        return {
          id,
          name,
          category: product.category.value,
          color: variant.color,
          soldOut: soldOut.label,
          open: open.label,
        };
      }
    }
  }
  throw new Error('the seed has no visible product with a sold-out size');
}

test('a sold-out size cannot be added to the cart; another size of the colour can', async ({ page, request }) => {
  test.slow();
  const errors = collectPageErrors(page);
  const found = await productWithSoldOutSize(request);
  const buyer = await signUpAndLogIn(page, 'sold-out-size');

  await page.goto(`/product-details/${found.id}/x/${found.category}`);
  await expect(page.getByRole('heading', { level: 1, name: found.name })).toBeVisible();
  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('button', { name: found.color, exact: true })
    .click();
  const sizes = page.getByRole('group', { name: /^Size/ });
  const soldOut = sizes.getByRole('button', { name: `${found.soldOut}, sold out`, exact: true });
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await expect(soldOut).toHaveCSS('text-decoration-line', 'line-through');
  await expectNoSeriousA11yViolations(page);

  // Clicking it chooses nothing: the size chosen before stays chosen.
  const before = await sizes.getByRole('button', { pressed: true }).textContent();
  await soldOut.click({ force: true });
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
  await expect(sizes.getByRole('button', { pressed: true })).toHaveText(before ?? '');

  // Nor can it be added behind the page's back: the server refuses it with its code, about the size.
  const refused = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      query: `mutation ($id: ID!, $attributes: [CartLineAttributeInput!]) {
        addToCart(productId: $id, quantity: 1, attributes: $attributes) { id } }`,
      variables: {
        id: found.id,
        attributes: [
          { name: 'color', value: found.color },
          { name: 'size', value: found.soldOut },
        ],
      },
    },
  });
  const answer = (await refused.json()) as {
    errors?: { extensions?: { reason?: string; fields?: { field: string; code: string }[] } }[];
  };
  expect(answer.errors?.[0]?.extensions).toMatchObject({
    reason: 'out_of_stock',
    fields: [{ field: 'attributes.size', code: 'sold_out' }],
  });

  // Another size of the colour goes in.
  await sizes.getByRole('button', { name: found.open, exact: true }).click();
  await expect(page.getByTestId('size-sold-out')).toHaveCount(0);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toHaveAttribute('href', '/cart');
  await page.getByRole('link', { name: 'GO TO CART' }).click();
  await expect(page.getByTestId('line-options')).toHaveText(`Color:${found.color}Size:${found.open}`);
  expect(errors).toEqual([]);
});
