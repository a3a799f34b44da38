import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../shared/store-info';
import { renderWithProviders } from '../../test/render';
import SupportPage from './SupportPage';
import { FAQ_TOPICS, PAYMENT_STEPS } from './support-copy';

// Chakra's state machines answer asynchronously; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

describe('SupportPage', () => {
  it('gives the store’s phone, WhatsApp, email and address', () => {
    renderWithProviders(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeTruthy();
    expect(screen.getByRole('link', { name: STORE.phoneDisplay }).getAttribute('href')).toBe('tel:+919829041414');
    expect(screen.getByRole('link', { name: STORE.email }).getAttribute('href')).toBe(`mailto:${STORE.email}`);
    const whatsapp = screen.getByRole('link', { name: /Start a chat/ });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/${STORE.whatsappNumber}`);
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(/21 Prithviraj Road, C-Scheme, Jaipur, Rajasthan 302001/)).toBeTruthy();
  });

  it('tells a shopper whose payment failed what to do', () => {
    renderWithProviders(<SupportPage />);
    const section = screen.getByRole('region', { name: 'Payment didn’t go through?' });
    expect(section.id).toBe('payment');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('suggests only the ways to pay that checkout offers: card, UPI and Cash on Delivery', () => {
    const payments = FAQ_TOPICS.find((topic) => topic.id === 'payments');
    const accepted = payments?.faqs.find((faq) => faq.question === 'Which payment methods do you accept?');
    const { container } = renderWithProviders(
      <>
        {PAYMENT_STEPS.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <p key={i}>{step}</p>
        ))}
        <p>{accepted?.answer}</p>
      </>,
    );
    const text = container.textContent ?? '';
    expect(accepted).toBeDefined();
    for (const offered of ['card', 'UPI', 'Cash on Delivery']) expect(text).toContain(offered);
    expect(text).not.toMatch(/net ?banking|wallet|EMI|pay later/i);
  });

  it('answers questions by topic, one accordion each', async () => {
    renderWithProviders(<SupportPage />);
    const returns = screen.getByTestId('faq-returns');
    expect(returns.id).toBe('returns');
    const question = within(returns).getByRole('button', { name: 'How do I return or exchange a piece?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    act(() => question.focus());
    fireEvent.click(question);
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('true'));
    // The open panel's content mounts after the trigger flips: wait for it rather than read it at once.
    const link = await within(returns).findByRole('link', { name: 'Request Return' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/profile/return');
  });
});
