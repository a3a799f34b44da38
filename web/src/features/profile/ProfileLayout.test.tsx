import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutDocument } from '../../__generated__/operations/Logout';
import { readToken, readUser, saveSession } from '../../shared/session/session';
import { type AnyMock, renderPage, viewer } from '../../test/render-page';
import ProfileLayout from './ProfileLayout';
import { PROFILE_MENU } from './profile-menu';

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

const user = { _id: viewer.id, name: viewer.name, email: viewer.email, contactNumber: viewer.contactNumber };

function renderProfile(route: string, mocks: AnyMock[] = []) {
  return renderPage(
    <Routes>
      <Route element={<ProfileLayout />}>
        <Route index element={<p>Account settings</p>} />
        <Route path="account" element={<p>Account settings</p>} />
        <Route path="*" element={<p>Another profile page</p>} />
      </Route>
    </Routes>,
    { route, path: '/profile/*', mocks },
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 1024, height: 768 });
});

describe('ProfileLayout', () => {
  it('sends a guest to log in, coming back to the page afterwards', () => {
    renderProfile('/profile/account?tab=2');
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fprofile%2Faccount%3Ftab%3D2');
  });

  it('tells a guest at /profile/orders to log in, in the spec’s words, with a link that comes back', () => {
    renderProfile('/profile/orders');
    expect(screen.getByText('Please login to view your orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fprofile%2Forders',
    );
    expect(screen.queryByTestId('profile-header')).toBeNull();
  });

  it('shows the stored user’s name and email, and the side menu in the spec’s order', () => {
    saveSession('jwt-1', user);
    renderProfile('/profile');
    expect(screen.getByTestId('profile-name').textContent).toBe(viewer.name);
    expect(screen.getByTestId('profile-email').textContent).toBe(viewer.email);
    expect(screen.getByText('Account settings')).toBeTruthy();

    const menu = screen.getByRole('navigation', { name: 'Account' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My Account', '/profile/account'],
      ['My Orders', '/profile/orders'],
      ['Wishlist', '/profile/wishlist'],
      ['Membership', '/profile/membership'],
      ['Send Feedback', '/profile/feedback'],
      ['Contact Us', '/profile/contact'],
      ['Request Return', '/profile/return'],
    ]);
    expect(PROFILE_MENU).toHaveLength(7);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    // /profile is the account page: My Account is the current entry.
    expect(within(menu).getByRole('link', { name: 'My Account' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks the current entry, also on pages below it', () => {
    saveSession('jwt-1', user);
    renderProfile('/profile/orders/details/o1/p1');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'My Orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'My Account' }).getAttribute('aria-current')).toBeNull();
  });

  it('folds the menu behind an Account Menu button on small screens', () => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 375, height: 740 });
    saveSession('jwt-1', user);
    renderProfile('/profile/account');
    const toggle = screen.getByRole('button', { name: 'Account Menu' });
    // Folded away: out of the accessibility tree until asked for.
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    const folded = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(folded?.getAttribute('aria-label')).toBe('Account');
    expect(folded && getComputedStyle(folded).display).toBe('none');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Wishlist' }));
    expect(screen.getByText('Another profile page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('Logout revokes the token on the server, removes the stored token and user and goes to the homepage', async () => {
    saveSession('jwt-1', user);
    const revoked = vi.fn(() => ({ data: { logout: { __typename: 'MessagePayload', message: 'Logged out' } } }));
    renderProfile('/profile/account', [{ request: { query: LogoutDocument }, result: revoked, delay: 0 }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
    expect(readUser()).toBeNull();
  });

  it('Logout still logs out here when the server cannot be reached', async () => {
    saveSession('jwt-1', user);
    renderProfile('/profile/account', [
      { request: { query: LogoutDocument }, error: new TypeError('Failed to fetch') },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(readToken()).toBeNull();
  });
});
