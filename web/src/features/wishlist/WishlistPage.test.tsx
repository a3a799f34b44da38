import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../shared/session/session';
import { type AnyMock, renderStore } from '../../test/render';
import { BUYER_ID, product, wishlist, wishlistMocks } from '../../test/wishlist-fixtures';
import WishlistPage from './WishlistPage';

configure({ asyncUtilTimeout: 5000 });

const suit = product('p-milano', 'Milano Wool-Blend Two-Piece Suit');
const soldOut = product('p-sold', 'Sold-Out Bandhgala', { inStock: false });

const renderPage = (mocks: AnyMock[]) =>
  renderStore(<WishlistPage />, {
    mocks,
    route: '/profile/wishlist',
    path: '/profile/wishlist',
    hold: ['RemoveFromWishlist'],
  });

beforeAll(async () => {
  await Promise.all([import('./wishlist-writes'), import('../../app/AppToaster')]);
});
beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('WishlistPage', () => {
  it("says 'Your wishlist is empty' with a way to shop", async () => {
    renderPage([wishlistMocks.bag([]), wishlistMocks.page([])]);
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/product-listing');
  });

  it('shows saved products as cards: Buy Now to the details route, disabled when out of stock, and swatches', async () => {
    renderPage([wishlistMocks.bag([suit, soldOut]), wishlistMocks.page([suit, soldOut])]);
    const card = await screen.findByRole('article', { name: suit.name });
    expect(within(card).getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(
      '/product-details/p-milano/milano-wool-blend-two-piece-suit/suits',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Gray' }));
    expect(within(card).getByRole('img', { name: suit.name }).getAttribute('src')).toBe('/media/p-milano-gray-1.svg');

    const sold = screen.getByRole('article', { name: soldOut.name });
    expect(within(sold).getByText('Out Of Stock')).toBeTruthy();
    expect(within(sold).getByRole('button', { name: 'Buy Now' })).toHaveProperty('disabled', true);
    expect(within(sold).queryByRole('link', { name: 'Buy Now' })).toBeNull();
  });

  it('removes an item at once with its remove button, then confirms it', async () => {
    const { held } = renderPage([
      wishlistMocks.bag([suit, soldOut]),
      wishlistMocks.page([suit, soldOut]),
      wishlistMocks.remove({ itemId: 'item-p-milano' }, wishlist([soldOut])),
    ]);
    const card = await screen.findByRole('article', { name: suit.name });
    fireEvent.click(within(card).getByRole('button', { name: `Remove ${suit.name} from wishlist` }));
    await waitFor(() => expect(held.pending('RemoveFromWishlist')).toBe(1));
    // Gone before the server answers.
    expect(screen.queryByRole('article', { name: suit.name })).toBeNull();
    expect(screen.getByTestId('wishlist-saved-count').textContent).toBe('1 saved item');
    held.release('RemoveFromWishlist');
    expect(await screen.findByText('Removed from your wishlist')).toBeTruthy();
    expect(screen.getByRole('article', { name: soldOut.name })).toBeTruthy();
  });

  it('shows a removed item again, with a notice, when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { held } = renderPage([
      wishlistMocks.bag([suit]),
      wishlistMocks.page([suit]),
      wishlistMocks.remove({ itemId: 'item-p-milano' }, 'The wishlist is not available right now'),
    ]);
    const card = await screen.findByRole('article', { name: suit.name });
    fireEvent.click(within(card).getByRole('button', { name: `Remove ${suit.name} from wishlist` }));
    await waitFor(() => expect(held.pending('RemoveFromWishlist')).toBe(1));
    expect(screen.queryByRole('article', { name: suit.name })).toBeNull();
    held.release('RemoveFromWishlist');
    expect(await screen.findByRole('article', { name: suit.name })).toBeTruthy();
    expect(await screen.findByText(`Couldn’t remove ${suit.name} from your wishlist`)).toBeTruthy();
  });

  it('shows 12 items first, then the spinner, and 12 more after the pause, up to all of them', async () => {
    const many = Array.from({ length: 30 }, (_, i) => product(`p-${i + 1}`, `Suit number ${i + 1}`));
    renderPage([wishlistMocks.bag(many), wishlistMocks.page(many)]);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    // The test page is never taller than the window, so each reveal starts by itself.
    expect(await screen.findByText('Loading More Items')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    await waitFor(() => expect(screen.queryByText('Loading More Items')).toBeNull());
    expect(screen.getByTestId('wishlist-saved-count').textContent).toBe('30 saved items');
  });
});
