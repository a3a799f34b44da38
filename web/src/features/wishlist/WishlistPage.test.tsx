import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStore } from '../../test/render';
import { saveSession } from '../accounts/session';
import WishlistPage from './WishlistPage';
import { BUYER_ID, product, wishlist, wishlistMocks } from './wishlist-fixtures';

configure({ asyncUtilTimeout: 5000 });

const suit = product('p-milano', 'Milano Wool-Blend Two-Piece Suit');
const soldOut = product('p-sold', 'Sold-Out Bandhgala', { inStock: false });

// biome-ignore lint/suspicious/noExplicitAny: MockedProvider takes mocks of any operation.
const renderPage = (mocks: any[]) =>
  renderStore(<WishlistPage />, { mocks, route: '/profile/wishlist', path: '/profile/wishlist' });

beforeAll(async () => {
  await Promise.all([import('./wishlist-writes'), import('../../app/AppToaster')]);
});
beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
});
afterEach(() => window.localStorage.clear());

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

  it('removes an item at once with its remove button', async () => {
    renderPage([
      wishlistMocks.bag([suit, soldOut]),
      wishlistMocks.page([suit, soldOut]),
      wishlistMocks.remove({ itemId: 'item-p-milano' }, wishlist([soldOut]), 1000),
    ]);
    const card = await screen.findByRole('article', { name: suit.name });
    fireEvent.click(within(card).getByRole('button', { name: `Remove ${suit.name} from wishlist` }));
    await waitFor(() => expect(screen.queryByRole('article', { name: suit.name })).toBeNull(), { timeout: 800 });
    expect(await screen.findByText('Removed from your wishlist')).toBeTruthy();
    expect(screen.getByRole('article', { name: soldOut.name })).toBeTruthy();
  });

  it('shows 12 items first and 12 more after the reveal', async () => {
    const many = Array.from({ length: 30 }, (_, i) => product(`p-${i + 1}`, `Suit number ${i + 1}`));
    renderPage([wishlistMocks.bag(many), wishlistMocks.page(many)]);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    // The test page is never taller than the window, so the reveal runs by itself, one second apart.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), { timeout: 3000 });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30), { timeout: 3000 });
  });
});
