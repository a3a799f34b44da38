import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../shared/session/session';
import { renderStore } from '../../test/render';
import { BUYER_ID, product, wishlistMocks } from '../../test/wishlist-fixtures';
import { useWishlist } from './wishlist-context';

const suit = product('p-milano', 'Milano Wool-Blend Two-Piece Suit');

let mounts = 0;
/** A page below the provider: counts its mounts and shows what the wishlist says. */
function Probe() {
  useEffect(() => {
    mounts += 1;
  }, []);
  const wishlist = useWishlist();
  return (
    <p data-testid="probe">
      {wishlist.count} {wishlist.has(suit.id) ? 'saved' : 'not saved'}
    </p>
  );
}

afterEach(() => {
  window.localStorage.clear();
  mounts = 0;
});

describe('WishlistProvider', () => {
  it('gives a signed-in buyer’s wishlist, and a guest’s once they log out, without remounting the page', async () => {
    saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
    renderStore(<Probe />, { mocks: [wishlistMocks.bag([suit])] });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1 saved'));
    act(() => {
      void clearSession();
    });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('0 not saved'));
    expect(mounts).toBe(1);
  });

  it('asks a guest’s server nothing', () => {
    const { held } = renderStore(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('0 not saved');
    expect(held.sent).toEqual([]);
  });
});
