import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../../../shared/session/session';
import { card, mocks, PRODUCT_ID, product, renderDetails } from '../../../test/details-fixtures';
import { RECENTLY_VIEWED_KEY } from './recently-viewed';

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
    expect(screen.getByTestId('price').textContent).toBe('₹14,999');
    expect(screen.getByTestId('old-price').textContent).toBe('Was ₹18,799');
    expect(screen.getByTestId('discount').textContent).toBe('20% OFF');
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
    expect(screen.getByTestId('price').textContent).toBe('₹15,499');
    expect(screen.queryByTestId('old-price')).toBeNull();
    expect(screen.queryByTestId('discount')).toBeNull();
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

  it('shows 3 reviews, then 3 more with See More Reviews, with names, dates and comments (not titles)', async () => {
    renderDetails([...standard(), mocks.moreReviews()]);
    await heading();
    fireEvent.click(screen.getByRole('tab', { name: 'CUSTOMER REVIEWS' }));
    const panel = await screen.findByRole('tabpanel', { name: 'CUSTOMER REVIEWS' });
    await waitFor(() => expect(within(panel).getAllByTestId('review')).toHaveLength(3));
    const first = within(panel).getAllByTestId('review')[0] as HTMLElement;
    expect(within(first).getByText('Aarav Mehta')).toBeTruthy();
    expect(within(first).getByText('1 March 2026')).toBeTruthy();
    expect(within(first).getByText('Comment number 1: the fit across the shoulders is excellent.')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(panel).getByTestId('review-average').textContent).toContain('4.9');
    expect(within(panel).getByTestId('stars-5').textContent).toContain('6');

    fireEvent.click(within(panel).getByRole('button', { name: 'See More Reviews' }));
    await waitFor(() => expect(within(panel).getAllByTestId('review')).toHaveLength(6));
    expect(within(panel).getByText('Dev Malhotra')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'See More Reviews' })).toBeTruthy();
  });

  it('shows the rating and review count beside the name, which open the reviews tab', async () => {
    renderDetails(standard());
    await heading();
    const rating = screen.getByTestId('rating');
    await waitFor(() => expect(within(rating).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeTruthy());
    fireEvent.click(within(rating).getByRole('button', { name: '7 reviews' }));
    expect(screen.getByRole('tab', { name: 'CUSTOMER REVIEWS' }).getAttribute('aria-selected')).toBe('true');
  });

  const openReviews = async () => {
    fireEvent.click(screen.getByRole('tab', { name: 'CUSTOMER REVIEWS' }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'CUSTOMER REVIEWS' })).toBeTruthy());
    await screen.findAllByTestId('review');
  };

  it('hides WRITE A REVIEW from guests', async () => {
    renderDetails(standard());
    await heading();
    await openReviews();
    expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'WRITE A REVIEW' })).toBeNull();
    expect(screen.queryByText('WRITE A REVIEW')).toBeNull();
  });

  it('shows WRITE A REVIEW to a signed-in buyer', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'token');
    window.localStorage.setItem(USER_KEY, JSON.stringify({ _id: 'b1', name: 'Demo', email: 'demo@sutra.in' }));
    renderDetails([...standard(), mocks.bag(), mocks.cart()]);
    await heading();
    await openReviews();
    expect(screen.getByRole('button', { name: 'WRITE A REVIEW' })).toBeTruthy();
  });

  it("shows the server's message when reviews fail to load, else 'Failed to fetch reviews'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderDetails([mocks.product(), mocks.reviewsError('Reviews are resting'), mocks.related()]);
    await heading();
    expect(await screen.findByText('Reviews are resting')).toBeTruthy();
    first.unmount();

    renderDetails([mocks.product(), mocks.reviewsError(), mocks.related()]);
    await heading();
    expect(await screen.findByText('Failed to fetch reviews')).toBeTruthy();
  });

  it('switches between the four tabs with the shipping and return copy where the spec places it', async () => {
    renderDetails(standard());
    await heading();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['DESCRIPTION', 'CUSTOMER REVIEWS', 'SHIPPING INFORMATION', 'RETURN & EXCHANGE']);
    expect(screen.getByTestId('description').textContent).toContain(product.description);
    fireEvent.click(screen.getByRole('tab', { name: 'SHIPPING INFORMATION' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'SHIPPING INFORMATION' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByRole('tabpanel', { name: 'SHIPPING INFORMATION' })).toBeTruthy();
    expect(screen.getByTestId('shipping-information').textContent).toContain('within 14 days of delivery');
    expect(screen.getByTestId('return-exchange').textContent).toContain('within 30 days of delivery');
    expect(screen.getByTestId('delivery-notes').textContent).toContain('Returns within 7 days of delivery');
    expect(screen.getByTestId('delivery-notes').textContent).toContain('Duties and taxes are non-refundable');
    expect(screen.getByTestId('delivery-notes').textContent).toContain(
      '3–6 days within India, 12–26 days international',
    );
  });

  it('opens the size guide with the jacket chart for a suit, in inches and centimetres', async () => {
    renderDetails(standard());
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Size Guide' }));
    const dialog = await screen.findByRole('dialog');
    const chart = within(dialog).getByTestId('size-chart');
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Size', 'Chest', 'Waist', 'Shoulder', 'Sleeve']);
    expect(within(chart).getAllByRole('row')).toHaveLength(7);
    expect(within(chart).getByRole('rowheader', { name: '46' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Centimetres' }));
    expect(within(chart).getByText('Body measurements in centimetres')).toBeTruthy();
    expect(
      within(chart)
        .getAllByRole('cell')
        .some((c) => c.textContent === '102'),
    ).toBe(true);
  });

  it('lists related products, without the current one, as cards linking to their pages', async () => {
    const currentAsCard = {
      ...card(PRODUCT_ID, product.name),
      variants: product.variants.map(({ attributes: _, ...v }) => v),
    };
    renderDetails([
      mocks.product(),
      mocks.reviews(),
      mocks.related([card('rel-1', 'Windsor Three-Piece Suit'), currentAsCard]),
    ]);
    await heading();
    const related = await screen.findByTestId('related-products');
    const cards = within(related).getAllByTestId('product-card');
    expect(cards).toHaveLength(1);
    expect(within(related).getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(
      '/product-details/rel-1/windsor-three-piece-suit/suits',
    );
  });

  it('shows recently viewed products from this browser, then records the current product first', async () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['seen-1', PRODUCT_ID, 'seen-2']));
    renderDetails([
      ...standard(),
      mocks.recentlyViewed(
        ['seen-1', 'seen-2'],
        [card('seen-1', 'Oxford Pinstripe Suit'), card('seen-2', 'Linen Summer Suit')],
      ),
    ]);
    await heading();
    const row = await screen.findByTestId('recently-viewed');
    expect(
      within(row)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Oxford Pinstripe Suit', 'Linen Summer Suit']);
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([
      PRODUCT_ID,
      'seen-1',
      'seen-2',
    ]);
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
});
