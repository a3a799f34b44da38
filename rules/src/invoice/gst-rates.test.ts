import { describe, expect, it } from 'vitest';
import { apparelRateBp, chargeRateBp, DELIVERY_SAC, hsnForCategory } from './gst-rates.js';

describe('GST rate for apparel (since 22 September 2025)', () => {
  it('is 5 % at exactly ₹2,500 of sale value a piece (₹2,625 with the 5 % in it) and 18 % one paisa above', () => {
    expect(apparelRateBp(262_500, 1)).toBe(500);
    expect(apparelRateBp(262_501, 1)).toBe(1800);
  });

  it('is 5 % for a piece priced ₹2,500 with GST, and 18 % for ₹2,999', () => {
    expect(apparelRateBp(250_000, 1)).toBe(500);
    expect(apparelRateBp(299_900, 1)).toBe(1800);
  });

  it('judges the value per piece, not per line', () => {
    expect(apparelRateBp(3 * 262_500, 3)).toBe(500);
    expect(apparelRateBp(3 * 262_500 + 1, 3)).toBe(1800);
  });

  it('refuses a quantity that is not a whole number of pieces', () => {
    expect(() => apparelRateBp(100, 0)).toThrow(RangeError);
  });
});

describe('HSN and charges', () => {
  it('gives each department of the catalogue its heading, in any case, and 6203 when unknown', () => {
    expect(['Suits', 'Blazers', 'Trousers', 'Shirts', 'Ethnic Wear', 'Accessories'].map(hsnForCategory)).toEqual([
      '6203',
      '6203',
      '6203',
      '6205',
      '6211',
      '6215',
    ]);
    expect(hsnForCategory('  ethnic WEAR ')).toBe('6211');
    expect(hsnForCategory(null)).toBe('6203');
  });

  it('taxes a charge at the highest goods rate (the principal supply), 18 % with no goods, under SAC 996812', () => {
    expect(chargeRateBp([500, 1800, 500])).toBe(1800);
    expect(chargeRateBp([500, 500])).toBe(500);
    expect(chargeRateBp([])).toBe(1800);
    expect(DELIVERY_SAC).toBe('996812');
  });
});
