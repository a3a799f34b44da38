import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOTTOM_BAR_VAR } from '../../../shared/bottom-bar';
import { renderWithProviders } from '../../../test/render';
import { resetViewport, setViewportWidth } from '../../../test/viewport';
import { StickyPurchaseBar, type StickyPurchaseBarProps } from './StickyPurchaseBar';

const props = (over: Partial<StickyPurchaseBarProps> = {}): StickyPurchaseBarProps => ({
  shown: true,
  choice: 'Navy · 40',
  quantity: 2,
  addLabel: 'ADD TO CART · ₹29,998',
  inCart: false,
  adding: false,
  inStock: true,
  combinationExists: true,
  onAdd: () => undefined,
  ...over,
});

const addButton = () => screen.getByRole('button', { name: 'ADD TO CART · ₹29,998' });

// The bar is for phones: from Chakra's `md` (768 px) it is not displayed at all.
beforeEach(() => setViewportWidth(375));
afterEach(() => {
  resetViewport();
  document.documentElement.style.removeProperty(BOTTOM_BAR_VAR);
});

describe('the sticky ADD TO CART bar', () => {
  it('is in the page but out of sight until the main button has scrolled away', () => {
    renderWithProviders(<StickyPurchaseBar {...props({ shown: false })} />);
    const bar = screen.getByTestId('sticky-purchase-bar');
    expect(getComputedStyle(bar).display).toBe('none');
    expect(screen.queryByRole('region', { name: 'Add to cart' })).toBeNull();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_VAR)).toBe('');
  });

  it('before the scroll is measured, is hidden and left to the main button’s scroll timeline', () => {
    renderWithProviders(<StickyPurchaseBar {...props({ shown: null })} />);
    const bar = screen.getByTestId('sticky-purchase-bar');
    expect(getComputedStyle(bar).visibility).toBe('hidden');
    const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('\n');
    expect(css).toContain('animation-timeline:--sutra-main-add-to-cart');
    expect(css).toContain('sticky-bar-reveal');
  });

  it('shows, and publishes its height for the chat button, once the main button has scrolled away', () => {
    renderWithProviders(<StickyPurchaseBar {...props()} />);
    expect(getComputedStyle(screen.getByTestId('sticky-purchase-bar')).display).toBe('block');
    expect(screen.getByRole('region', { name: 'Add to cart' })).toBeTruthy();
  });

  it('adds what the main button adds, saying what and how many', () => {
    const onAdd = vi.fn();
    renderWithProviders(<StickyPurchaseBar {...props({ onAdd })} />);
    expect(screen.getByRole('region', { name: 'Add to cart' }).textContent).toContain('Navy · 40');
    expect(screen.getByText('Qty: 2')).toBeTruthy();
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('is disabled, and says why, for a combination no variant offers', () => {
    renderWithProviders(<StickyPurchaseBar {...props({ combinationExists: false })} />);
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('This combination is not available')).toBeTruthy();
  });

  it('is disabled for a product out of stock', () => {
    renderWithProviders(<StickyPurchaseBar {...props({ inStock: false })} />);
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Out Of Stock')).toBeTruthy();
  });

  it('waits while the cart answers, then leads to the cart', () => {
    const adding = renderWithProviders(<StickyPurchaseBar {...props({ adding: true })} />);
    expect(screen.getByTestId('sticky-add-to-cart')).toHaveProperty('disabled', true);
    adding.unmount();
    renderWithProviders(<StickyPurchaseBar {...props({ inCart: true })} />);
    expect(screen.getByRole('link', { name: 'GO TO CART' }).getAttribute('href')).toBe('/cart');
  });
});
