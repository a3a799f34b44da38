import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotalPaise } from './totals.js';

describe('cart totals', () => {
  it('counts every quantity and totals sale price × quantity over the lines in stock', () => {
    const lines = [
      { quantity: 2, unitPricePaise: 1_549_900, inStock: true },
      { quantity: 1, unitPricePaise: 249_900, inStock: true },
      { quantity: 1, unitPricePaise: 899_900, inStock: false },
    ];
    expect(cartTotals(lines)).toEqual({ count: 4, totalPaise: 3_349_700, outOfStockLines: 1 });
  });

  it('prices a line as its unit price times its quantity, in whole paise', () => {
    expect(lineTotalPaise({ quantity: 3, unitPricePaise: 149_933 })).toBe(449_799);
    expect(lineTotalPaise({ quantity: 3, unitPricePaise: 10 })).toBe(30);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, totalPaise: 0, outOfStockLines: 0 });
  });
});
