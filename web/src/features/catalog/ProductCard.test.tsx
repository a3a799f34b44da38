import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCardFragment } from '../../__generated__/graphql';
import { inr } from '../../shared/money/format-money';
import { aCategory, aProduct, aVariant } from '../../test/factories/catalog';
import { renderWithProviders } from '../../test/render';
import { PLACEHOLDER_IMAGE } from './card-image';
import { ProductCard } from './ProductCard';

const suit: ProductCardFragment = aProduct('p1', {
  name: 'Milano Wool-Blend Two-Piece Suit',
  category: aCategory('Suits'),
  variants: [
    aVariant('v1', {
      color: 'Navy',
      salePrice: inr(1_499_900),
      compareAtPrice: inr(1_879_900),
      discountPercent: 20,
      images: ['/media/navy-1.svg', '/media/navy-2.svg'],
    }),
    aVariant('v2', { color: 'Gray', salePrice: inr(14_999_900), images: ['/media/gray-1.svg', '/media/gray-2.svg'] }),
  ],
});

describe('ProductCard', () => {
  it('shows the first variant with en-IN rupee prices, the struck retail price and the discount badge', () => {
    renderWithProviders(<ProductCard product={suit} />);
    const card = screen.getByRole('article', { name: suit.name });
    expect(within(card).getByTestId('sale-price').textContent).toBe('₹14,999');
    expect(within(card).getByTestId('compare-at-price').textContent).toBe('Was ₹18,799');
    expect(within(card).getByText('-20%')).toBeTruthy();
    expect(within(card).getByRole('img', { name: suit.name }).getAttribute('src')).toBe('/media/navy-1.svg');
  });

  it('links name and Buy Now to the details route with the slugs', () => {
    renderWithProviders(<ProductCard product={suit} />);
    const buyNow = screen.getByRole('link', { name: 'Buy Now' });
    expect(buyNow.getAttribute('href')).toBe('/product-details/p1/milano-wool-blend-two-piece-suit/suits');
  });

  it('switches the displayed variant, its prices and badge when a colour swatch is chosen', () => {
    renderWithProviders(<ProductCard product={suit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gray' }));
    expect(screen.getByRole('img', { name: suit.name }).getAttribute('src')).toBe('/media/gray-1.svg');
    expect(screen.getByTestId('sale-price').textContent).toBe('₹1,49,999');
    expect(screen.queryByTestId('compare-at-price')).toBeNull();
    expect(screen.queryByText('-20%')).toBeNull();
    expect(screen.getByRole('button', { name: 'Gray' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the colour chosen on the card: Buy Now, the name and the picture carry ?color=', () => {
    renderWithProviders(<ProductCard product={suit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gray' }));
    const path = '/product-details/p1/milano-wool-blend-two-piece-suit/suits?color=Gray';
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(path);
    for (const link of screen.getAllByRole('link', { name: suit.name })) expect(link.getAttribute('href')).toBe(path);
    // Back to the first colour, the page's own default: the plain address.
    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(screen.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toBe(
      '/product-details/p1/milano-wool-blend-two-piece-suit/suits',
    );
  });

  it('swaps to the second image on hover', () => {
    renderWithProviders(<ProductCard product={suit} />);
    const img = screen.getByRole('img', { name: suit.name });
    fireEvent.mouseEnter(img.closest('a')?.parentElement as HTMLElement);
    expect(img.getAttribute('src')).toBe('/media/navy-2.svg');
  });

  it('marks an out-of-stock product, dims it and keeps the first image on hover', () => {
    renderWithProviders(<ProductCard product={{ ...suit, inStock: false }} />);
    expect(screen.getByText('Out Of Stock')).toBeTruthy();
    const card = screen.getByRole('article', { name: suit.name });
    expect(card.hasAttribute('data-out-of-stock')).toBe(true);
    const img = screen.getByRole('img', { name: suit.name });
    fireEvent.mouseEnter(img.closest('a')?.parentElement as HTMLElement);
    expect(img.getAttribute('src')).toBe('/media/navy-1.svg');
  });

  it('falls back to the placeholder image when a variant has none', () => {
    const bare = { ...suit, variants: [{ ...suit.variants[0], images: [] }] } as ProductCardFragment;
    renderWithProviders(<ProductCard product={bare} />);
    expect(screen.getByRole('img', { name: suit.name }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });
});
