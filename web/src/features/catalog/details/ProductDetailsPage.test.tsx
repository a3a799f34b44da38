import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mocks, product, renderDetails } from '../../../test/details-fixtures';

// The whole page is a large DOM for role queries; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

const standard = () => [mocks.product(), mocks.reviews(), mocks.related()];
const heading = () => screen.findByRole('heading', { level: 1, name: product.name });
const addToCart = () => screen.getByTestId('add-to-cart');
const mainImage = () => screen.getByTestId('main-image');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('ProductDetailsPage', () => {
  it("shows exactly 'Loading product...' while the product loads", async () => {
    renderDetails([mocks.product(80), mocks.reviews(), mocks.related()]);
    expect(screen.getByText('Loading product...').textContent).toBe('Loading product...');
    await heading();
    expect(screen.queryByText('Loading product...')).toBeNull();
  });

  it('preselects the first option of each attribute and shows the first variant with its prices and discount', async () => {
    renderDetails(standard());
    await heading();
    expect(screen.getByRole('button', { name: 'Navy' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '38' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '40' }).getAttribute('aria-pressed')).toBe('false');
    const price = within(screen.getByTestId('product-summary'));
    expect(price.getByTestId('sale-price').textContent).toBe('₹14,999');
    expect(price.getByTestId('compare-at-price').textContent).toBe('Was ₹18,799');
    expect(price.getByTestId('discount').textContent).toBe('20% OFF');
    expect(screen.getByTestId('category').textContent).toBe('Suits');
    expect(screen.getByText(product.heading, { selector: 'p' })).toBeTruthy();
    expect(mainImage().getAttribute('src')).toBe('/media/navy-1.svg');
    const back = screen.getByRole('link', { name: '← Back to Suits' });
    expect(back.getAttribute('href')).toBe('/product-listing/suits');
  });

  it('keeps the quantity at 1 or more and updates the line total on ADD TO CART', async () => {
    renderDetails(standard());
    await heading();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect(addToCart().textContent).toBe('ADD TO CART · ₹14,999');
    fireEvent.click(minus);
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    expect(addToCart().textContent).toBe('ADD TO CART · ₹29,998');
    fireEvent.click(plus);
    expect(addToCart().textContent).toBe('ADD TO CART · ₹44,997');
    fireEvent.click(minus);
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect(addToCart().textContent).toBe('ADD TO CART · ₹14,999');
  });

  it('sets the main image from a clicked thumbnail', async () => {
    renderDetails(standard());
    await heading();
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    fireEvent.click(second);
    expect(mainImage().getAttribute('src')).toBe('/media/navy-2.svg');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(mainImage().getAttribute('alt')).toBe(`${product.name} in Navy, image 2 of 2`);
  });

  it('switches images and prices when a colour is chosen, keeping a size that colour has', async () => {
    renderDetails(standard());
    await heading();
    fireEvent.click(screen.getByRole('button', { name: '40' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gray' }));
    expect(screen.getByRole('button', { name: 'Gray' }).getAttribute('aria-pressed')).toBe('true');
    expect(mainImage().getAttribute('src')).toBe('/media/gray-1.svg');
    const price = within(screen.getByTestId('product-summary'));
    expect(price.getByTestId('sale-price').textContent).toBe('₹15,499');
    expect(price.queryByTestId('compare-at-price')).toBeNull();
    expect(price.queryByTestId('discount')).toBeNull();
    expect(addToCart().textContent).toBe('ADD TO CART · ₹15,499');
  });

  it('falls back to the first variant for a combination no variant has, and says so', async () => {
    renderDetails(standard());
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Gray' })); // size 38 stays chosen; Gray has no 38
    expect(mainImage().getAttribute('src')).toBe('/media/navy-1.svg');
    expect(screen.getByText('This combination is not available. Please choose another size or colour.')).toBeTruthy();
    expect(addToCart().hasAttribute('disabled')).toBe(true);
  });

  it('opens the Login Required dialog for a guest on ADD TO CART and on the heart, with the exact texts', async () => {
    renderDetails(standard());
    await heading();
    fireEvent.click(addToCart());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Login Required')).toBeTruthy();
    expect(within(dialog).getByText('Please login before accessing your Wishlist or Cart.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toMatch(/^\/login/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const heart = screen.getByRole('button', { name: `Add ${product.name} to wishlist` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const again = await screen.findByRole('alertdialog');
    expect(within(again).getByText('Please login before accessing your Wishlist or Cart.')).toBeTruthy();
  });

  it('links BUY IT NOW to /signup', async () => {
    renderDetails(standard());
    await heading();
    expect(screen.getByRole('link', { name: 'BUY IT NOW' }).getAttribute('href')).toBe('/signup');
  });

  it('puts the title, the preview tags and product and breadcrumb JSON-LD in the document head', async () => {
    renderDetails(standard());
    await heading();
    const jsonLd = () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"][data-head]')].map((s) =>
        JSON.parse(s.textContent ?? '{}'),
      );
    await waitFor(() => expect(document.title).toBe(`${product.name} | Sutra`));
    await waitFor(() => {
      expect(jsonLd().find((d) => d['@type'] === 'Product')?.aggregateRating?.reviewCount).toBe(7);
    });
    const data = jsonLd().find((d) => d['@type'] === 'Product');
    expect(data['@type']).toBe('Product');
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Sutra' });
    expect(data.offers).toMatchObject({
      priceCurrency: 'INR',
      price: '14999.00',
      availability: 'https://schema.org/InStock',
    });
    expect(data.image).toEqual([
      `${window.location.origin}/media/navy-1.jpg`,
      `${window.location.origin}/media/navy-2.jpg`,
    ]);
    expect(jsonLd().find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
    const meta = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:image')).toBe(`${window.location.origin}/media/navy-1.jpg`);
    expect(meta('product:price:amount')).toBe('14999.00');
    expect(meta('product:price:currency')).toBe('INR');
  });

  it('shows a friendly not-found message with a link home for a product the store does not have', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetails([mocks.productNotFound(), mocks.reviews(), mocks.related()]);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this product' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/');
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the same not-found page, asking nothing, for an address whose id cannot be a product’s', async () => {
    const view = renderDetails([], { path: `/product-details/${'x'.repeat(300)}/milano-suit/suits` });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this product' })).toBeTruthy();
    expect(view.held.sent).toEqual([]);
  });

  it('reads "not found" from the NOT_FOUND code only: a refused or failed request offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetails([mocks.productRefused('BAD_USER_INPUT', 'invalid_input'), mocks.reviews(), mocks.related()]);
    expect(await screen.findByTestId('store-unavailable')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'We couldn’t find this product' })).toBeNull();
  });
});
