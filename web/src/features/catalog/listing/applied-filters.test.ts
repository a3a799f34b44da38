import { describe, expect, it } from 'vitest';
import { appliedFilters, withoutFilters } from './applied-filters';
import { DEFAULT_FILTERS, keepOtherParams, type ListingFilters, priceLimitLabel } from './listing-params';

const filters: ListingFilters = {
  priceLimit: 30000,
  sort: 'highToLow',
  availability: 'inStock',
  saleOnly: true,
  attributes: { Color: ['Navy', 'Black'], Size: ['40'] },
};

describe('applied filters as chips', () => {
  it('has none for a plain listing, whatever its sort', () => {
    expect(appliedFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(appliedFilters({ ...DEFAULT_FILTERS, sort: 'lowToHigh' })).toEqual([]);
  });

  it('names each filter, the price limit first and its top as ₹30,000+', () => {
    expect(appliedFilters(filters).map((c) => c.label)).toEqual([
      '₹30,000+',
      'Color: Navy',
      'Color: Black',
      'Size: 40',
      'In stock',
      'Sale items only',
    ]);
    expect(appliedFilters({ ...DEFAULT_FILTERS, priceLimit: 9000 }).map((c) => c.label)).toEqual(['Up to ₹9,000']);
  });

  it('takes away one filter per chip, the price back to the spec’s ₹15,000', () => {
    const [price, navy, , size, stock, sale] = appliedFilters(filters);
    expect(price?.without).toEqual({ ...filters, priceLimit: 15000 });
    expect(navy?.without.attributes).toEqual({ Color: ['Black'], Size: ['40'] });
    expect(size?.without.attributes).toEqual({ Color: ['Navy', 'Black'], Size: [] });
    expect(stock?.without.availability).toBe('all');
    expect(sale?.without.saleOnly).toBe(false);
  });

  it('clears every filter but keeps the sort', () => {
    expect(withoutFilters(filters)).toEqual({ ...DEFAULT_FILTERS, sort: 'highToLow' });
  });
});

describe('listing parameters beside others', () => {
  it('labels the price limit, and its top as ₹30,000+', () => {
    expect(priceLimitLabel(15000)).toBe('Up to ₹15,000');
    expect(priceLimitLabel(30000)).toBe('₹30,000+');
  });

  it("keeps a search's q when the filters change", () => {
    const current = new URLSearchParams('q=navy+suit&maxPrice=9000&attr.Color=Navy');
    expect(keepOtherParams(current, { ...DEFAULT_FILTERS, sort: 'lowToHigh' }).toString()).toBe(
      'q=navy+suit&sort=lowToHigh',
    );
  });
});
