import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { card, mocks, PRODUCT_ID, product, renderDetails } from '../../../test/details-fixtures';
import { RECENTLY_VIEWED_KEY } from './recently-viewed';

// The whole page is a large DOM for role queries; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

const standard = () => [mocks.product(), mocks.reviews(), mocks.related()];
const heading = () => screen.findByRole('heading', { level: 1, name: product.name });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('ProductDetailsPage related and recently viewed', () => {
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
});
