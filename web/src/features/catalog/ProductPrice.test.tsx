import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inr } from '../../shared/money/format-money';
import { aVariant } from '../../test/factories/catalog';
import { renderWithProviders } from '../../test/render';
import { ProductPrice } from './ProductPrice';
import { variantPrice } from './variant-price';

const price = () => screen.getByTestId('product-price');

describe('ProductPrice', () => {
  it('strikes the retail price through beside the sale price, read out as what it was, with the percent off', () => {
    renderWithProviders(<ProductPrice price={inr(1_499_900)} compareAtPrice={inr(1_879_900)} discountPercent={20} />);
    expect(within(price()).getByTestId('sale-price').textContent).toBe('₹14,999');
    const struck = within(price()).getByTestId('compare-at-price');
    expect(struck.tagName).toBe('S');
    expect(struck.textContent).toBe('Was ₹18,799');
    expect(within(price()).getByTestId('discount').textContent).toBe('20% OFF');
  });

  it('draws the sale price alone when there is no discount', () => {
    renderWithProviders(<ProductPrice price={inr(14_999_900)} compareAtPrice={null} discountPercent={0} />);
    expect(price().textContent).toBe('₹1,49,999');
    expect(within(price()).queryByTestId('compare-at-price')).toBeNull();
    expect(within(price()).queryByTestId('discount')).toBeNull();
  });

  it('writes paise with both digits, and a line’s unit after its price', () => {
    renderWithProviders(<ProductPrice price={inr(109_990)} per="each" size="sm" />);
    expect(within(price()).getByTestId('sale-price').textContent).toBe('₹1,099.90 each');
  });

  const variant = aVariant('v-navy', {
    salePrice: inr(899_900),
    compareAtPrice: inr(1_199_900),
    discountPercent: 25,
  });

  it('takes a variant as its fragment has it', () => {
    renderWithProviders(<ProductPrice {...variantPrice(variant)} size="lg" />);
    expect(price().textContent).toBe('₹8,999Was ₹11,99925% OFF');
  });

  it('leaves the percent to a badge on the picture when told to', () => {
    renderWithProviders(<ProductPrice {...variantPrice(variant)} discountPercent={null} />);
    expect(price().textContent).toBe('₹8,999Was ₹11,999');
  });
});
