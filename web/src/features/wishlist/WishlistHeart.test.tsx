import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBagCounts } from '../../app/layout/AppLayout';
import { renderStore } from '../../test/render';
import { saveSession } from '../accounts/session';
import { ProductCard } from '../catalog/ProductCard';
import { BUYER_ID, product, wishlist, wishlistMocks } from './wishlist-fixtures';

configure({ asyncUtilTimeout: 5000 });

const suit = product('p-milano', 'Milano Wool-Blend Two-Piece Suit');
const blazer = product('p-harbour', 'Harbour Linen Blazer');
const soldOut = product('p-sold', 'Sold-Out Bandhgala', { inStock: false });

/** A card and the header's wishlist count, as a page shows them. */
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

// biome-ignore lint/suspicious/noExplicitAny: MockedProvider takes mocks of any operation.
const renderCards = (mocks: any[], products = [suit]) => renderStore(<Page products={products} />, { mocks });
const heartOf = (p: typeof suit) =>
  within(screen.getByRole('article', { name: p.name })).getByRole('button', { name: `Add ${p.name} to wishlist` });
const badge = () => screen.getByTestId('wishlist-badge').textContent;

beforeAll(async () => {
  // The writes' and the toaster's code load on first use (on idle in the app); load them once up front here.
  await Promise.all([import('./wishlist-writes'), import('../../app/AppToaster')]);
});
beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
});
afterEach(() => window.localStorage.clear());

describe('WishlistHeart', () => {
  it('shows the hearts of saved products filled, from the viewer’s wishlist', async () => {
    renderCards([wishlistMocks.bag([blazer])], [suit, blazer]);
    await waitFor(() => expect(heartOf(blazer).getAttribute('aria-pressed')).toBe('true'));
    expect(heartOf(suit).getAttribute('aria-pressed')).toBe('false');
    expect(badge()).toBe('1');
  });

  it('flips at once on a click, before the server answers, and confirms the add', async () => {
    renderCards([wishlistMocks.bag([blazer]), wishlistMocks.add(suit.id, wishlist([suit, blazer]), 1500)]);
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(heartOf(suit));
    // Optimistic: the heart and the badge change long before the (1.5 s) answer.
    await waitFor(() => expect(heartOf(suit).getAttribute('aria-pressed')).toBe('true'), { timeout: 1000 });
    expect(badge()).toBe('2');
    expect(screen.queryByText('Added to your wishlist')).toBeNull();
    expect(await screen.findByText('Added to your wishlist')).toBeTruthy();
    expect(heartOf(suit).getAttribute('aria-pressed')).toBe('true');
    expect(badge()).toBe('2');
  });

  it('rolls the heart back and says why when the server refuses', async () => {
    renderCards([wishlistMocks.bag([]), wishlistMocks.add(suit.id, 'Your wishlist holds at most 200 products', 1000)]);
    await waitFor(() => expect(badge()).toBe('0'));
    fireEvent.click(heartOf(suit));
    await waitFor(() => expect(heartOf(suit).getAttribute('aria-pressed')).toBe('true'), { timeout: 800 });
    expect(badge()).toBe('1');
    await waitFor(() => expect(heartOf(suit).getAttribute('aria-pressed')).toBe('false'));
    expect(badge()).toBe('0');
    expect(await screen.findByText(`Couldn’t add ${suit.name} to your wishlist`)).toBeTruthy();
    expect(screen.getByText('Your wishlist holds at most 200 products')).toBeTruthy();
  });

  it('removes a saved product at once and confirms it', async () => {
    renderCards([wishlistMocks.bag([suit]), wishlistMocks.remove({ productId: suit.id }, wishlist([]), 1000)]);
    await waitFor(() => expect(heartOf(suit).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heartOf(suit));
    await waitFor(() => expect(heartOf(suit).getAttribute('aria-pressed')).toBe('false'), { timeout: 800 });
    expect(badge()).toBe('0');
    expect(await screen.findByText('Removed from your wishlist')).toBeTruthy();
  });

  it('disables the heart of an out-of-stock product unless it is already saved', async () => {
    renderCards([wishlistMocks.bag([])], [soldOut]);
    await waitFor(() => expect(badge()).toBe('0'));
    expect(heartOf(soldOut)).toHaveProperty('disabled', true);
  });
});
