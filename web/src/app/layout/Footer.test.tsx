import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { loadFullSystem } from '../system';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is on the page at once and fills in when the full system has loaded', async () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toBe('');
    await loadFullSystem();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(footer.textContent).toContain('Contact Us');
  });
});
