import type { APIRequestContext } from '@playwright/test';
import { expect, storeTest as test } from './support/fixtures.js';
import { cardPrices, cards, isSorted, itemsFound } from './support/listing.js';

// The browser runs no script at all: every step is a link followed or a form submitted, answered by the server.
test.use({ javaScriptEnabled: false });

interface Candidate {
  id: string;
  name: string;
  category: string;
  colors: string[];
  sizes: string[];
}

/** A listed product with two colours, sizes and reviews, so every picker and panel has something to show. */
async function findProduct(request: APIRequestContext): Promise<Candidate> {
  for (const category of ['suits', 'blazers', 'shirts', 'trousers', 'ethnic-wear']) {
    const res = await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: `query($category: String) { products(category: $category, first: 12, filter: { maxPrice: 15000 }) {
          nodes { id name inStock category { value }
            variants { color attributes { label options { label } } }
            reviews(first: 1) { totalCount } } } }`,
        variables: { category },
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
            variants: { color: string | null; attributes: { label: string; options: { label: string }[] }[] }[];
            reviews: { totalCount: number };
          }[];
        };
      };
    };
    for (const p of body.data.products.nodes) {
      const colors = [...new Set(p.variants.map((v) => v.color).filter((c): c is string => Boolean(c)))];
      const sizes = p.variants[1]?.attributes.find((a) => a.label === 'Size')?.options.map((o) => o.label) ?? [];
      if (p.inStock && colors.length >= 2 && sizes.length >= 2 && p.reviews.totalCount > 0) {
        return { id: p.id, name: p.name, category: p.category.value, colors, sizes };
      }
    }
  }
  throw new Error('the seed has no listed product with two colours, sizes and reviews');
}

test('with JavaScript off a shopper browses, searches, filters, sorts, pages, picks and reads reviews', async ({
  page,
  request,
}) => {
  // The home page to a category, by its link.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Suits' }).click();
  await expect(page).toHaveURL(/\/product-listing\/suits$/);
  await expect(page.getByTestId('items-found')).toHaveText(/^\d+ Items Found$/);
  await expect(cards(page).first()).toBeVisible();

  // Search: type, then Enter submits the header's form to the results page.
  const box = page.getByRole('combobox', { name: 'Search products and categories' }).first();
  await box.fill('suit');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=suit$/);
  await expect(page.getByTestId('search-query')).toHaveText('for “suit”');
  await expect(cards(page).first()).toBeVisible();

  // Every product: sort by price, then a filter from the form the Filters button links to.
  await page.goto('/product-listing');
  const all = await itemsFound(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('lowToHigh');
  await page.getByRole('button', { name: 'Apply' }).click();
  // The form sends the filter form's fields too, at their defaults (a plain listing).
  await expect(page).toHaveURL(/\/product-listing\?sort=lowToHigh&/);
  await expect(page.getByTestId('applied-filters')).toHaveCount(0);
  expect(isSorted(await cardPrices(page), 'ascending')).toBe(true);

  await page.getByTestId('filters-button').click();
  const filters = page.getByTestId('filter-fallback');
  await expect(filters).toBeVisible();
  await filters.getByLabel('Price limit (₹)').fill('30000');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/maxPrice=30000/);
  await expect(page).toHaveURL(/sort=lowToHigh/);
  const chips = page.getByRole('region', { name: 'Applied filters' });
  await expect(chips.getByTestId('filter-chip')).toHaveText(['₹30,000+']);
  const widened = await itemsFound(page);
  expect(widened).toBeGreaterThanOrEqual(all);
  expect(widened).toBeGreaterThan(12);

  // The next page: the first two pages, from the server.
  await page.getByTestId('next-page').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(Math.min(24, widened));
  const prices = await cardPrices(page);
  expect(prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)).toBe(true);

  // A chip's remove is a link: back to the default price limit, the sort kept, the first page again.
  await chips.getByRole('link', { name: 'Remove filter ₹30,000+' }).click();
  await expect(page).toHaveURL(/\/product-listing\?sort=lowToHigh$/);
  expect(await itemsFound(page)).toBe(all);

  // A product: its colour and size are links, its reviews a link to their panel.
  const product = await findProduct(request);
  await page.goto(`/product-listing/${product.category}`);
  await page.getByRole('article', { name: product.name, exact: true }).getByRole('link', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const colours = page.getByRole('group', { name: /^Color/ });
  const second = product.colors[1] ?? '';
  await colours.getByRole('button', { name: second, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?color=${encodeURIComponent(second).replace(/%20/g, '\\+')}$`));
  await expect(colours.getByRole('button', { name: second, exact: true })).toHaveAttribute('aria-pressed', 'true');

  const sizes = page.getByRole('group', { name: /^Size/ });
  const open = sizes.locator('a[role="button"][href]');
  const size = (await open.last().textContent()) ?? '';
  await open.last().click();
  await expect(page).toHaveURL(new RegExp(`size=${size}$`));
  await expect(sizes.getByRole('button', { name: size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(colours.getByRole('button', { name: second, exact: true })).toHaveAttribute('aria-pressed', 'true');

  const reviewsPanel = page.locator('#info-reviews');
  await expect(reviewsPanel).toBeHidden();
  await page.getByRole('tab', { name: 'CUSTOMER REVIEWS' }).click();
  await expect(page).toHaveURL(/#info-reviews$/);
  await expect(reviewsPanel).toBeVisible();
  await expect(reviewsPanel.getByTestId('review').first()).toBeVisible();
  await expect(page.getByTestId('description')).toBeHidden();
});

test('with JavaScript off a phone opens a product section from its accordion header', async ({ page, request }) => {
  const product = await findProduct(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product-details/${product.id}/x/${product.category}`);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'SHIPPING INFORMATION' }).click();
  await expect(page.getByText('within 14 days of delivery')).toBeVisible();
  await expect(page.getByTestId('description')).toBeHidden();
});

test('with JavaScript off a phone opens the menu, searches from it and follows a category', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const menu = page.getByTestId('menu-fallback');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('searchbox', { name: 'Search for products' }).fill('blazer');
  await menu.getByRole('searchbox', { name: 'Search for products' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=blazer$/);
  await expect(page.getByTestId('items-found')).toHaveText(/^\d+ Items Found$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('menu-fallback').getByRole('link', { name: 'Suits' }).click();
  await expect(page).toHaveURL(/\/product-listing\/suits$/);
  await expect(page.getByTestId('items-found')).toHaveText(/^\d+ Items Found$/);
});
