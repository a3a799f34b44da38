import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../../../shared/session/session';
import { mocks, product, renderDetails } from '../../../test/details-fixtures';

// The whole page is a large DOM for role queries; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

const standard = () => [mocks.product(), mocks.reviews(), mocks.related()];
const heading = () => screen.findByRole('heading', { level: 1, name: product.name });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('ProductDetailsPage reviews and tabs', () => {
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
    const count = within(rating).getByRole('button', { name: '7 reviews' });
    // A link to the panel for a tap before the app runs.
    expect(count.getAttribute('href')).toBe('#info-reviews');
    fireEvent.click(count);
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

  const reviewsHeader = () => {
    const header = document.querySelector('a[role="button"][aria-controls="info-reviews"]');
    if (!header) throw new Error('no accordion header for CUSTOMER REVIEWS');
    return header;
  };

  it("sends every section's content in the page, each tab and header a link to its panel", async () => {
    renderDetails(standard());
    await heading();
    await screen.findAllByTestId('review');
    // Closed panels are in the HTML too (hidden by CSS), so a link to one can open it without the app.
    expect(screen.getByTestId('shipping-information').textContent).toContain('within 14 days of delivery');
    expect(screen.getByTestId('return-exchange').textContent).toContain('within 30 days of delivery');
    const tab = screen.getByRole('tab', { name: 'CUSTOMER REVIEWS' });
    expect(tab.getAttribute('href')).toBe('#info-reviews');
    const panel = document.getElementById('info-reviews');
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.querySelectorAll('[data-testid="review"]').length).toBe(3);
    // The test window is 1024 px wide: the accordion's headers are in the page, shown by CSS below md only.
    const header = reviewsHeader();
    expect(header.textContent).toBe('CUSTOMER REVIEWS');
    expect(header.getAttribute('href')).toBe('#info-reviews');
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a section opened by its link before the app took over', async () => {
    window.location.hash = '#info-reviews';
    try {
      renderDetails(standard());
      await heading();
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: 'CUSTOMER REVIEWS' }).getAttribute('aria-selected')).toBe('true'),
      );
      expect(reviewsHeader().getAttribute('aria-expanded')).toBe('true');
    } finally {
      window.location.hash = '';
    }
  });

  it('moves between tabs with the arrow keys', async () => {
    renderDetails(standard());
    await heading();
    const description = screen.getByRole('tab', { name: 'DESCRIPTION' });
    fireEvent.keyDown(description, { key: 'ArrowRight' });
    const reviews = screen.getByRole('tab', { name: 'CUSTOMER REVIEWS' });
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(reviews);
    fireEvent.keyDown(reviews, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'RETURN & EXCHANGE' }).getAttribute('aria-selected')).toBe('true');
  });
});
