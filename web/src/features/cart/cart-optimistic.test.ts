import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { CartPageDocument } from '../../__generated__/operations/CartPage';
import { typePolicies } from '../../app/type-policies';
import { inr } from '../../shared/money/format-money';
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
    expect(cartFigures(fullCart().lines)).toEqual({ count: 4, total: inr(3_349_700), outOfStockLines: 1 });
  });

  it('adds whole paise, so rupee fractions never drift', () => {
    const lines = [
      { quantity: 3, unitPrice: inr(10), inStock: true },
      { quantity: 1, unitPrice: inr(20), inStock: true },
    ];
    expect(cartFigures(lines).total).toEqual(inr(50));
    expect(lineTotal({ quantity: 3, unitPrice: inr(149_933) })).toEqual(inr(449_799));
  });

  it('is zero for an empty cart', () => {
    expect(cartFigures([])).toEqual({ count: 0, total: inr(0), outOfStockLines: 0 });
  });
});

describe('optimisticCart', () => {
  it('sets a line’s quantity and reprices the line and the cart from the server’s unit prices', () => {
    const next = optimisticCart(cached(), { lineId: 'l-milano', quantity: 5 });
    expect(next?.lines.find((l) => l.id === 'l-milano')).toMatchObject({ quantity: 5, lineTotal: inr(7_749_500) });
    expect(next).toMatchObject({ count: 7, total: inr(7_749_500 + 249_900), outOfStockLines: 1 });
  });

  it('drops a removed line, or one set below 1, from the lines and the figures', () => {
    for (const change of [
      { lineId: 'l-kurta', remove: true as const },
      { lineId: 'l-kurta', quantity: 0 },
    ]) {
      const next = optimisticCart(cached(), change);
      expect(next?.lines.map((l) => l.id)).toEqual(['l-milano', 'l-blazer']);
      expect(next).toMatchObject({ count: 3, total: inr(3_099_800), outOfStockLines: 1 });
    }
  });

  it('keeps an out-of-stock line out of the total when its quantity changes', () => {
    const next = optimisticCart(cached(cart([milanoLine(), blazerLine()], 3_099_800)), {
      lineId: 'l-blazer',
      quantity: 0,
    });
    expect(next).toMatchObject({ count: 2, total: inr(3_099_800), outOfStockLines: 0 });
  });

  it('leaves the cart as it is for a line it does not hold, and waits for the server without a cached cart', () => {
    const answer = cart([kurtaLine()], 249_900);
    expect(optimisticCart(cached(answer), { lineId: 'l-gone', quantity: 2 })).toMatchObject({
      count: 1,
      total: inr(249_900),
    });
    expect(optimisticCart(new InMemoryCache({ typePolicies }), { lineId: 'l-kurta', quantity: 2 })).toBeNull();
  });
});
