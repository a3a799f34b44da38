import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE } from '../../../shared/store-info';
import { renderWithProviders } from '../../../test/render';
import { resetViewport, setViewportWidth } from '../../../test/viewport';
import FooterContent from './FooterContent';
import { NEWSLETTER_ERRORS } from './newsletter-email';

// Chakra's state machines answer asynchronously; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => resetViewport());

const newsletter = () => within(screen.getByTestId('newsletter'));
const emailBox = () => newsletter().getByRole('textbox', { name: 'Email address' });
const subscribe = () => fireEvent.click(newsletter().getByRole('button', { name: 'Subscribe' }));

describe('FooterContent', () => {
  it('stands Help, Useful Links and Contact Us side by side on a wide screen', () => {
    setViewportWidth(1366);
    renderWithProviders(<FooterContent />);
    // The accordion is in the page too (the same HTML at every width), out of sight.
    expect(getComputedStyle(screen.getByTestId('footer-accordion')).display).toBe('none');
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    for (const title of ['Help', 'Useful Links', 'Contact Us']) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    const useful = screen.getByRole('region', { name: 'Useful Links' });
    expect(within(useful).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(within(useful).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/policy');
    const help = screen.getByRole('region', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Help & Support' }).getAttribute('href')).toBe('/support');
  });

  it('folds the three columns into an accordion on a small screen', async () => {
    setViewportWidth(375);
    renderWithProviders(<FooterContent />);
    expect(getComputedStyle(screen.getByTestId('footer-columns')).display).toBe('none');
    expect(screen.queryByRole('region', { name: 'Help' })).toBeNull();
    const accordion = screen.getByTestId('footer-accordion');
    const triggers = within(accordion).getAllByRole('button');
    expect(triggers.map((t) => t.textContent)).toEqual(['Help', 'Useful Links', 'Contact Us']);
    expect(triggers.every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(within(accordion).getByRole('heading', { level: 2, name: 'Help' })).toBeTruthy();

    const contact = within(accordion).getByRole('button', { name: 'Contact Us' });
    act(() => contact.focus());
    fireEvent.click(contact);
    await waitFor(() => expect(contact.getAttribute('aria-expanded')).toBe('true'));
    const panel = document.getElementById(contact.getAttribute('aria-controls') ?? '') as HTMLElement;
    // The panel shows once its opening has begun, which a busy machine may take a moment to get to.
    expect(await within(panel).findByRole('link', { name: STORE.email })).toBeTruthy();
    act(() => contact.focus());
    fireEvent.click(contact);
    await waitFor(() => expect(contact.getAttribute('aria-expanded')).toBe('false'));
  });

  it('gives the store’s address, email and phone', () => {
    setViewportWidth(1366);
    renderWithProviders(<FooterContent />);
    const contact = within(screen.getByRole('region', { name: 'Contact Us' }));
    expect(contact.getByTestId('footer-address').textContent).toContain('21 Prithviraj Road, C-Scheme');
    expect(contact.getByTestId('footer-address').textContent).toContain('Jaipur, Rajasthan 302001');
    expect(contact.getByRole('link', { name: STORE.email }).getAttribute('href')).toBe('mailto:care@sutra.in');
    expect(contact.getByRole('link', { name: STORE.phoneDisplay }).getAttribute('href')).toBe('tel:+919829041414');
  });

  it('labels its four social links and opens them in a new tab', () => {
    renderWithProviders(<FooterContent />);
    const social = screen.getByRole('list', { name: 'Sutra elsewhere' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Sutra on Instagram (opens in a new tab)',
      'Sutra on Facebook (opens in a new tab)',
      'Sutra on YouTube (opens in a new tab)',
      'Sutra on X (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('asks for an email before subscribing, then for a valid one', () => {
    renderWithProviders(<FooterContent />);
    subscribe();
    expect(newsletter().getByText(NEWSLETTER_ERRORS.required)).toBeTruthy();
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailBox());

    fireEvent.change(emailBox(), { target: { value: 'arjun@example' } });
    // Typing clears the message until the next try.
    expect(newsletter().queryByText(NEWSLETTER_ERRORS.required)).toBeNull();
    subscribe();
    const error = newsletter().getByText(NEWSLETTER_ERRORS.invalid);
    expect(emailBox().getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByTestId('newsletter-confirmation')).toBeNull();
  });

  it('thanks the shopper once the email is valid', () => {
    renderWithProviders(<FooterContent />);
    fireEvent.change(emailBox(), { target: { value: '  arjun@example.com ' } });
    subscribe();
    expect(screen.getByTestId('newsletter-confirmation').textContent).toBe(
      'Thank you for subscribing. Look out for our next letter at arjun@example.com.',
    );
    expect(newsletter().getByRole('status').textContent).toContain('Thank you for subscribing');
    expect(newsletter().queryByRole('textbox')).toBeNull();
  });
});
