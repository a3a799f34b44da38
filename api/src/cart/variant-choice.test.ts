import { describe, expect, it } from 'vitest';
import type { ProductJson, VariantJson } from '../catalog/product-json.js';
import { HttpError } from '../http/errors.js';
import { aProductJson, aVariantJson } from '../test/factories/catalog.js';
import { cartTotals, priceLine } from './pricing.js';
import { matchVariant, normalizeChoice, productOptions } from './variant-choice.js';

const variant = (
  id: string,
  color: string,
  sizes: string[],
  salePricePaise: number,
  retailPricePaise = salePricePaise,
): VariantJson =>
  aVariantJson(
    id,
    { salePricePaise, retailPricePaise },
    {
      attributes: [
        { attribute: { label: 'Color' }, value: [{ label: color, value: color.toLowerCase() }] },
        { attribute: { label: 'Size' }, value: sizes.map((s) => ({ label: s, value: `size-${s}` })) },
      ],
    },
  );

const product = (variants: VariantJson[], inStock = true): ProductJson =>
  aProductJson({ visibilityStatus: inStock, productVariants: variants });

const suit = product([
  variant('navy', 'Navy', ['38', '40'], 109_990),
  variant('black', 'Black', ['40', '42'], 125_000),
]);

describe('the matched variant of a REST document (the shared rule, adapted)', () => {
  it('is the variant in which every attribute has its chosen option, by label or value, in any case', () => {
    expect(matchVariant(suit, { color: 'black', size: 'SIZE-40' })?._id).toBe('black');
    expect(matchVariant(suit, { color: 'Navy', size: '42' })?._id).toBe('navy');
    expect(matchVariant(product([]), {})).toBeUndefined();
  });
});

describe('normalizeChoice', () => {
  it('answers the options in the catalogue spelling under lower-cased keys', () => {
    expect(normalizeChoice(suit, { SIZE: ' size-42 ', Color: 'BLACK' })).toEqual({ color: 'Black', size: '42' });
    expect(productOptions(suit).map((o) => [o.key, o.options.map((x) => x.label)])).toEqual([
      ['color', ['Navy', 'Black']],
      ['size', ['38', '40', '42']],
    ]);
  });

  it('refuses what no variant offers', () => {
    const refusal = (requested: Record<string, string | null> | null) => {
      try {
        normalizeChoice(suit, requested);
      } catch (error) {
        return error instanceof HttpError ? `${error.statusCode} ${error.message}` : 'other';
      }
      return 'accepted';
    };
    expect(refusal({ color: 'Navy', size: '42' })).toBe('400 This product is not available in Color Navy with Size 42');
    expect(refusal({ color: 'Navy', size: '' })).toBe('400 Choose a Size');
    expect(refusal(null)).toBe('400 Choose a Color');
  });
});

describe('cart pricing', () => {
  it('sums in paise: quantities for the count, in-stock lines for the total', () => {
    const lines = [
      priceLine(suit, { color: 'Navy', size: '38' }, 3),
      priceLine(suit, { color: 'Black', size: '40' }, 1),
      priceLine(product([variant('x', 'Red', ['M'], 10)], false), { color: 'Red', size: 'M' }, 3),
    ];
    expect(lines.map((l) => [l.variant?._id, l.unitPricePaise, l.lineTotalPaise, l.inStock])).toEqual([
      ['navy', 109_990, 329_970, true],
      ['black', 125_000, 125_000, true],
      ['x', 10, 30, false],
    ]);
    expect(cartTotals(lines)).toEqual({ count: 7, totalPaise: 454_970, outOfStockLines: 1 });
  });

  it('leaves a line whose size is sold out in its colour out of stock and out of the total', () => {
    const navy = variant('navy', 'Navy', ['38', '40'], 100_000);
    const soldOut40 = {
      ...navy,
      skus: navy.skus.map((sku) => (sku.size === '40' ? { ...sku, inStock: false } : sku)),
    };
    const shirt = product([soldOut40, variant('black', 'Black', ['40'], 100_000)]);
    const lines = [
      priceLine(shirt, { color: 'Navy', size: '40' }, 1),
      priceLine(shirt, { color: 'Navy', size: '38' }, 1),
      priceLine(shirt, { color: 'Black', size: '40' }, 1),
    ];
    expect(lines.map((l) => l.inStock)).toEqual([false, true, true]);
    expect(cartTotals(lines)).toEqual({ count: 3, totalPaise: 200_000, outOfStockLines: 1 });
  });

  it("strikes the matched variant's retail price only when the document says it is discounted", () => {
    const sale = product([variant('navy', 'Navy', ['40'], 149_950, 199_900), variant('gray', 'Gray', ['40'], 149_900)]);
    const struck = priceLine(sale, { color: 'Navy', size: '40' }, 1);
    const plain = priceLine(sale, { color: 'Gray', size: '40' }, 1);
    expect([struck.retailPricePaise, struck.compareAtPricePaise]).toEqual([199_900, 199_900]);
    expect([plain.retailPricePaise, plain.compareAtPricePaise]).toEqual([149_900, null]);
  });
});
