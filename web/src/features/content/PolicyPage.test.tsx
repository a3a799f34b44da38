import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../shared/session/session';
import { renderWithProviders } from '../../test/render';
import PolicyPage from './PolicyPage';

// Chakra's state machines answer asynchronously; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => window.localStorage.clear());

const buyer = { _id: 'b1', name: 'Demo Buyer', email: 'demo@sutra.in' };

describe('PolicyPage', () => {
  it('shows the banner and the five headings in the spec’s order', () => {
    renderWithProviders(<PolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getByTestId('policy-banner').getAttribute('src')).toBe('/banners/policy.svg');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Terms',
      'Limitations',
      'Revisions and errata',
      'Site terms of use modifications',
      'Risks',
    ]);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Risks' }).getAttribute('href')).toBe('#risks');
    expect(document.getElementById('risks')?.textContent).toContain('Risks');
  });

  it('offers the Return link to a signed-in buyer', () => {
    saveSession('jwt-1', buyer);
    renderWithProviders(<PolicyPage />);
    const link = screen.getByRole('link', { name: 'Request a Return' });
    expect(link.getAttribute('href')).toBe('/profile/return');
  });

  it('shows no Return link to a guest, only a login that leads to it', () => {
    clearSession();
    renderWithProviders(<PolicyPage />);
    expect(screen.queryByRole('link', { name: /return/i })).toBeNull();
    const login = within(screen.getByTestId('policy-returns')).getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fprofile%2Freturn');
  });

  it('shows or hides the Return link as the buyer signs in or out on the page', async () => {
    renderWithProviders(<PolicyPage />);
    expect(screen.queryByRole('link', { name: 'Request a Return' })).toBeNull();
    saveSession('jwt-1', buyer);
    expect(await screen.findByRole('link', { name: 'Request a Return' })).toBeTruthy();
    clearSession();
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: 'Request a Return' })).toBeNull();
  });
});
