import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { rupees } from './support/checkout.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

/** Rupees as a decimal, as schema.org's offer price is written: `1499900` -> `14999.00`. */
const decimalRupees = (paise: number) => {
  const digits = String(paise).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

interface Candidate {
  id: string;
  name: string;
  category: string;
  inStock: boolean;
  variants: {
    color: string | null;
    salePrice: { paise: number };
    images: string[];
    attributes: { label: string; options: { label: string }[] }[];
  }[];
  reviews: { totalCount: number };
}

/**
 * A product a listing shows among its first 12 cards (at the listing's default price limit) with two colours and
 * more than 3 reviews, so every part of the details page has something to show.
 */
async function findProduct(request: APIRequestContext): Promise<Candidate> {
  for (const category of ['suits', 'blazers', 'shirts', 'trousers', 'ethnic-wear']) {
    const res = await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: `query($category: String) { products(category: $category, first: 12, filter: { maxPrice: 15000 }) {
          nodes { id name inStock category { value }
            variants { color salePrice { paise } images attributes { label options { label } } }
            reviews(first: 1) { totalCount } } } }`,
        variables: { category },
      },
    });
    const body = (await res.json()) as {
      data: { products: { nodes: (Omit<Candidate, 'category'> & { category: { value: string } })[] } };
    };
    const found = body.data.products.nodes.find(
      (p) => p.inStock && p.variants.length >= 2 && p.variants[1]?.images.length === 2 && p.reviews.totalCount > 3,
    );
    if (found) return { ...found, category: found.category.value };
  }
  throw new Error('the seed has no listed product with two colours and more than 3 reviews');
}

/** The product's own price, in its summary (the related products' cards below carry theirs). */
const summaryPrice = (page: Page) => page.getByTestId('product-summary').getByTestId('sale-price');

interface ProductLd {
  '@type': string;
  name: string;
  image: string[];
  offers: { priceCurrency: string; price: string; availability: string; url: string };
  aggregateRating?: { reviewCount: number };
}

/** The page's schema.org documents of one type, from every JSON-LD script in its head. */
const jsonLdOfType = async (page: Page, type: string): Promise<ProductLd[]> => {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as ProductLd).filter((document) => document['@type'] === type);
};

/** The page's one Product document (waiting for the page's head to name it). */
const jsonLd = async (page: Page): Promise<ProductLd> => {
  await expect.poll(async () => (await jsonLdOfType(page, 'Product')).length).toBe(1);
  const [product] = await jsonLdOfType(page, 'Product');
  return product as ProductLd;
};

test('a shopper opens a product from a listing and explores its details page', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const product = await findProduct(request);
  const [first, second] = product.variants as [Candidate['variants'][0], Candidate['variants'][0]];
  const sizeOf = (v: Candidate['variants'][0]) => v.attributes.find((a) => a.label === 'Size')?.options ?? [];

  // From the listing to the product.
  await page.goto(`/product-listing/${product.category}`);
  await page.getByRole('article', { name: product.name, exact: true }).getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/product-details/${product.id}/[\\w-]+/[\\w-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | Sutra`);
  await expect(page.getByRole('link', { name: /^← Back to / })).toHaveAttribute(
    'href',
    `/product-listing/${product.category}`,
  );

  // The first colour and size are preselected; the price and the JSON-LD offer are the first variant's.
  const colours = page.getByRole('group', { name: /^Color/ });
  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(colours.getByRole('button', { name: first.color ?? '', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sizes.getByRole('button', { name: sizeOf(first)[0]?.label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(summaryPrice(page)).toHaveText(rupees(first.salePrice.paise));
  const ld = await jsonLd(page);
  expect(ld['@type']).toBe('Product');
  expect(ld.name).toBe(product.name);
  expect(ld.offers.priceCurrency).toBe('INR');
  expect(ld.offers.price).toBe(decimalRupees(first.salePrice.paise));
  expect(ld.offers.availability).toBe('https://schema.org/InStock');
  expect(ld.image[0]).toMatch(/^https?:\/\/.+\/media\//);

  // Gallery: a thumbnail sets the main image.
  const main = page.getByTestId('main-image');
  await expect(main).toHaveAttribute('src', first.images[0] ?? '');
  await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
  await expect(main).toHaveAttribute('src', first.images[1] ?? '');

  // Colour then a size that colour has: the second variant's images and price.
  const secondSize = sizeOf(second).at(-1)?.label ?? '';
  await colours.getByRole('button', { name: second.color ?? '', exact: true }).click();
  await sizes.getByRole('button', { name: secondSize, exact: true }).click();
  await expect(colours.getByRole('button', { name: second.color ?? '', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sizes.getByRole('button', { name: secondSize, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toHaveAttribute('src', second.images[0] ?? '');
  await expect(summaryPrice(page)).toHaveText(rupees(second.salePrice.paise));

  // Quantity: never below 1; the line total follows.
  const addToCart = page.getByTestId('add-to-cart');
  await expect(addToCart).toHaveText(`ADD TO CART · ${rupees(second.salePrice.paise)}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await expect(addToCart).toHaveText(`ADD TO CART · ${rupees(second.salePrice.paise * 2)}`);
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  // Size guide opens and closes.
  await page.getByRole('button', { name: 'Size Guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size Guide' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('How to measure')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the size guide');
  await guide.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(guide).toBeHidden();

  // Tabs switch; the reviews show 3, then 3 more.
  await page.getByRole('tab', { name: 'SHIPPING INFORMATION' }).click();
  await expect(page.getByRole('tabpanel', { name: 'SHIPPING INFORMATION' })).toContainText(
    'within 14 days of delivery',
  );
  await page.getByRole('tab', { name: 'RETURN & EXCHANGE' }).click();
  await expect(page.getByRole('tabpanel', { name: 'RETURN & EXCHANGE' })).toContainText('within 30 days of delivery');
  await page.getByRole('tab', { name: 'CUSTOMER REVIEWS' }).click();
  const reviews = page.getByRole('tabpanel', { name: 'CUSTOMER REVIEWS' });
  await expect(reviews.getByTestId('review')).toHaveCount(3);
  await expect(reviews.getByRole('button', { name: 'WRITE A REVIEW' })).toHaveCount(0);
  await reviews.getByRole('button', { name: 'See More Reviews' }).click();
  await expect(reviews.getByTestId('review')).toHaveCount(Math.min(6, product.reviews.totalCount));
  await expect(reviews.getByTestId('review').first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expectNoSeriousA11yViolations(page, 'the product details page');

  // A guest's ADD TO CART asks to log in.
  await addToCart.click();
  const dialog = page.getByRole('alertdialog', { name: 'Login Required' });
  await expect(dialog).toContainText('Please login before accessing your Wishlist or Cart.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'BUY IT NOW' })).toHaveAttribute('href', '/signup');

  // Related products link to other products of the category; opening one shows this one under Recently viewed.
  const related = page.getByTestId('related-products');
  const relatedCards = related.getByTestId('product-card');
  await expect(relatedCards.first()).toBeVisible();
  expect(await relatedCards.count()).toBeLessThanOrEqual(8);
  for (const href of await related
    .getByRole('link', { name: 'Buy Now' })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/product-details\/[0-9a-f-]{36}\//);
    expect(href).not.toContain(product.id);
  }
  const next = (await relatedCards.first().getAttribute('aria-label')) ?? '';
  await relatedCards.first().getByRole('link', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  const recent = page.getByTestId('recently-viewed');
  await expect(recent.getByRole('article', { name: product.name, exact: true })).toBeVisible();
  await expect.poll(async () => (await jsonLd(page)).name).toBe(next);

  expect(errors).toEqual([]);
});

test('on a phone the four sections are an accordion', async ({ page, request }) => {
  const product = await findProduct(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/product-details/${product.id}/x/${product.category}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const shipping = page.getByRole('button', { name: 'SHIPPING INFORMATION' });
  await expect(shipping).toHaveAttribute('aria-expanded', 'false');
  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('within 14 days of delivery')).toBeVisible();
});

test('an unknown product shows a way back home', async ({ page }) => {
  await page.goto('/product-details/00000000-0000-4000-8000-000000000000/gone/suits');
  await expect(page.getByRole('heading', { name: 'We couldn’t find this product' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
