import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBagCounts } from '../../app/layout/use-bag-counts';
import { saveSession } from '../../shared/session/session';
import { type AnyMock, renderStore } from '../../test/render';
import { BUYER_ID, product, wishlist, wishlistMocks } from '../../test/wishlist-fixtures';
import { ProductCard } from '../catalog';

configure({ asyncUtilTimeout: 5000 });

const suit = product('p-milano', 'Milano Wool-Blend Two-Piece Suit');
const blazer = product('p-harbour', 'Harbour Linen Blazer');
const soldOut = product('p-sold', 'Sold-Out Bandhgala', { inStock: false });

/** Cards and the header's wishlist count, as a page shows them. */
function Page({ products }: { products: (typeof suit)[] }) {
  const counts = useBagCounts();
  return (
    <>
      <p data-testid="wishlist-badge">{counts.wishlist}</p>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </>
  );
}

const WRITES = ['AddToWishlist', 'RemoveFromWishlist'];
/** Renders the cards; the wishlist's writes wait until the test releases them. */
const renderCards = (mocks: AnyMock[], products = [suit]) =>
  renderStore(<Page products={products} />, { mocks, hold: WRITES });
const heartOf = (p: typeof suit) =>
  within(screen.getByRole('article', { name: p.name })).getByRole('button', { name: `Add ${p.name} to wishlist` });
const pressed = (p: typeof suit) => heartOf(p).getAttribute('aria-pressed');
const badge = () => screen.getByTestId('wishlist-badge').textContent;

beforeAll(async () => {
  // The writes' and the toaster's code load on first use (on idle in the app); load them once up front here.
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

describe('WishlistHeart', () => {
  it('shows the hearts of saved products filled, from the viewer’s wishlist', async () => {
    renderCards([wishlistMocks.bag([blazer])], [suit, blazer]);
    await waitFor(() => expect(pressed(blazer)).toBe('true'));
    expect(pressed(suit)).toBe('false');
    expect(badge()).toBe('1');
  });

  it('flips at once on a click, while the add is on its way, and confirms it when the server answers', async () => {
    const { held } = renderCards([wishlistMocks.bag([blazer]), wishlistMocks.add(suit.id, wishlist([suit, blazer]))]);
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(heartOf(suit));
    await waitFor(() => expect(held.pending('AddToWishlist')).toBe(1));
    // The server has not answered: the heart and the badge already show the change.
    expect(pressed(suit)).toBe('true');
    expect(badge()).toBe('2');
    expect(screen.queryByText('Added to your wishlist')).toBeNull();

    held.release('AddToWishlist');
    expect(await screen.findByText('Added to your wishlist')).toBeTruthy();
    expect(screen.getByText(suit.name, { selector: '[data-testid="toast"] *' })).toBeTruthy();
    expect(pressed(suit)).toBe('true');
    expect(badge()).toBe('2');
  });

  it('rolls the heart back and says why when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { held } = renderCards([
      wishlistMocks.bag([]),
      wishlistMocks.add(suit.id, 'Your wishlist holds at most 200 products'),
    ]);
    await waitFor(() => expect(badge()).toBe('0'));
    fireEvent.click(heartOf(suit));
    await waitFor(() => expect(held.pending('AddToWishlist')).toBe(1));
    expect(pressed(suit)).toBe('true');
    expect(badge()).toBe('1');

    held.release('AddToWishlist');
    await waitFor(() => expect(pressed(suit)).toBe('false'));
    expect(badge()).toBe('0');
    expect(await screen.findByText(`Couldn’t add ${suit.name} to your wishlist`)).toBeTruthy();
    expect(screen.getByText('Your wishlist holds at most 200 products')).toBeTruthy();
  });

  it('empties a saved product’s heart at once and confirms the removal', async () => {
    const { held } = renderCards([
      wishlistMocks.bag([suit]),
      wishlistMocks.remove({ productId: suit.id }, wishlist([])),
    ]);
    await waitFor(() => expect(pressed(suit)).toBe('true'));
    fireEvent.click(heartOf(suit));
    await waitFor(() => expect(held.pending('RemoveFromWishlist')).toBe(1));
    expect(pressed(suit)).toBe('false');
    expect(badge()).toBe('0');
    held.release('RemoveFromWishlist');
    expect(await screen.findByText('Removed from your wishlist')).toBeTruthy();
    expect(pressed(suit)).toBe('false');
  });

  it('puts a removed heart back when the server refuses the removal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { held } = renderCards([
      wishlistMocks.bag([suit]),
      wishlistMocks.remove({ productId: suit.id }, 'The wishlist is not available right now'),
    ]);
    await waitFor(() => expect(pressed(suit)).toBe('true'));
    fireEvent.click(heartOf(suit));
    await waitFor(() => expect(held.pending('RemoveFromWishlist')).toBe(1));
    expect(pressed(suit)).toBe('false');
    held.release('RemoveFromWishlist');
    await waitFor(() => expect(pressed(suit)).toBe('true'));
    expect(badge()).toBe('1');
    expect(await screen.findByText(`Couldn’t remove ${suit.name} from your wishlist`)).toBeTruthy();
  });

  it('disables the heart of an out-of-stock product unless it is already saved', async () => {
    renderCards([wishlistMocks.bag([blazer])], [soldOut, { ...blazer, inStock: false }]);
    await waitFor(() => expect(badge()).toBe('1'));
    expect(heartOf(soldOut)).toHaveProperty('disabled', true);
    expect(heartOf(blazer)).toHaveProperty('disabled', false);
  });

  it('asks a guest to log in and sends nothing', async () => {
    window.localStorage.clear();
    const { held } = renderCards([]);
    fireEvent.click(heartOf(suit));
    const dialog = await screen.findByRole('alertdialog', { name: 'Login Required' });
    expect(held.sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(pressed(suit)).toBe('false');
    expect(badge()).toBe('0');
    expect(held.sent).toEqual([]);
  });
});
