import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { CartPageDocument } from '../../__generated__/operations/CartPage';
import { typePolicies } from '../../app/type-policies';
import { blazerLine, cart, fullCart, kurtaLine, milanoLine } from '../../test/cart-fixtures';
import { cartFigures, lineTotal, optimisticCart } from './cart-optimistic';

const cached = (answer = fullCart()) => {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: CartPageDocument, data: { __typename: 'Query', cart: answer } });
  return cache;
};

describe('cartFigures', () => {
  it('counts every quantity and totals the matched variants’ sale price × quantity over the lines in stock', () => {
    // Milano 2 × ₹15,499 + kurta 1 × ₹2,499; the out-of-stock blazer counts but is not charged.
    expect(cartFigures(fullCart().lines)).toEqual({ count: 4, total: 33497, outOfStockLines: 1 });
  });

  it('adds in paise, so rupee fractions do not drift', () => {
    const lines = [
      { quantity: 3, unitPrice: 0.1, inStock: true },
      { quantity: 1, unitPrice: 0.2, inStock: true },
    ];
    expect(cartFigures(lines).total).toBe(0.5);
    expect(lineTotal({ quantity: 3, unitPrice: 1499.33 })).toBe(4497.99);
  });

  it('is zero for an empty cart', () => {
    expect(cartFigures([])).toEqual({ count: 0, total: 0, outOfStockLines: 0 });
  });
});

describe('optimisticCart', () => {
  it('sets a line’s quantity and reprices the line and the cart from the server’s unit prices', () => {
    const next = optimisticCart(cached(), { lineId: 'l-milano', quantity: 5 });
    expect(next?.lines.find((l) => l.id === 'l-milano')).toMatchObject({ quantity: 5, lineTotal: 77495 });
    expect(next).toMatchObject({ count: 7, total: 77495 + 2499, outOfStockLines: 1 });
  });

  it('drops a removed line, or one set below 1, from the lines and the figures', () => {
    for (const change of [
      { lineId: 'l-kurta', remove: true as const },
      { lineId: 'l-kurta', quantity: 0 },
    ]) {
      const next = optimisticCart(cached(), change);
      expect(next?.lines.map((l) => l.id)).toEqual(['l-milano', 'l-blazer']);
      expect(next).toMatchObject({ count: 3, total: 30998, outOfStockLines: 1 });
    }
  });

  it('keeps an out-of-stock line out of the total when its quantity changes', () => {
    const next = optimisticCart(cached(cart([milanoLine(), blazerLine()], 30998)), { lineId: 'l-blazer', quantity: 0 });
    expect(next).toMatchObject({ count: 2, total: 30998, outOfStockLines: 0 });
  });

  it('leaves the cart as it is for a line it does not hold, and waits for the server without a cached cart', () => {
    const answer = cart([kurtaLine()], 2499);
    expect(optimisticCart(cached(answer), { lineId: 'l-gone', quantity: 2 })).toMatchObject({ count: 1, total: 2499 });
    expect(optimisticCart(new InMemoryCache({ typePolicies }), { lineId: 'l-kurta', quantity: 2 })).toBeNull();
  });
});
