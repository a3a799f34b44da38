import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

// Chakra's state machines answer asynchronously; give waits room when the suite runs files in parallel.
configure({ asyncUtilTimeout: 5000 });

describe('Footer', () => {
  it('is on the page at once and fills in when its content’s code has loaded', async () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(footer.textContent).toContain('Contact Us');
  });
});
