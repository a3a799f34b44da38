import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  DEFAULT_PRICE_LIMIT,
  listingPage,
  listingSearch,
  MAX_PAGES,
  nextPageSearch,
  parseListingParams,
  SEARCH_DEFAULT_FILTERS,
  toListingParams,
  toQueryArguments,
} from './listing-params';

describe('listing URL parameters', () => {
  it('gives the spec defaults for a bare URL: limit 15000, default sort, availability all, no sale filter', () => {
    expect(parseListingParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.priceLimit).toBe(15000);
    expect(toListingParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('gives the search results page no price limit: a bare URL asks for every price, a chosen limit is kept', () => {
    const search = new URLSearchParams('q=sherwani');
    expect(parseListingParams(search, SEARCH_DEFAULT_FILTERS).priceLimit).toBe(30000);
    expect(toQueryArguments(parseListingParams(search, SEARCH_DEFAULT_FILTERS)).filter.maxPrice).toBe(30000);
    expect(listingSearch(search, SEARCH_DEFAULT_FILTERS, SEARCH_DEFAULT_FILTERS)).toBe('?q=sherwani');
    expect(activeFilterCount(SEARCH_DEFAULT_FILTERS, SEARCH_DEFAULT_FILTERS)).toBe(0);
    const limited = { ...SEARCH_DEFAULT_FILTERS, priceLimit: 15000 };
    expect(listingSearch(search, limited, SEARCH_DEFAULT_FILTERS)).toBe('?q=sherwani&maxPrice=15000');
    expect(parseListingParams(new URLSearchParams('q=sherwani&maxPrice=15000'), SEARCH_DEFAULT_FILTERS)).toEqual(
      limited,
    );
  });

  it('round-trips every filter through the URL so a listing can be shared and reloaded', () => {
    const filters = {
      priceLimit: 9000,
      sort: 'highToLow' as const,
      availability: 'inStock' as const,
      saleOnly: true,
      attributes: { Color: ['Navy', 'Black'], Size: ['40'] },
    };
    const params = toListingParams(filters);
    expect(params.toString()).toBe(
      'maxPrice=9000&sort=highToLow&availability=inStock&sale=1&attr.Color=Navy%2CBlack&attr.Size=40',
    );
    expect(parseListingParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('ignores nonsense and snaps the price to the slider (0 to 30000, step 100)', () => {
    const parsed = parseListingParams(
      new URLSearchParams('maxPrice=999999&sort=cheap&availability=maybe&attr.Color=,,'),
    );
    expect(parsed.priceLimit).toBe(30000);
    expect(parsed.sort).toBe('default');
    expect(parsed.availability).toBe('all');
    expect(parsed.attributes).toEqual({});
    expect(parseListingParams(new URLSearchParams('maxPrice=4321')).priceLimit).toBe(4300);
    expect(parseListingParams(new URLSearchParams('maxPrice=abc')).priceLimit).toBe(DEFAULT_PRICE_LIMIT);
  });

  it('turns filters into the GraphQL arguments the server filters with', () => {
    expect(toQueryArguments({ ...DEFAULT_FILTERS, attributes: { Size: ['42', '40'], Color: [] } })).toEqual({
      sort: 'DEFAULT',
      filter: {
        maxPrice: 15000,
        availability: 'ALL',
        discountOnly: false,
        attributes: [{ label: 'Size', values: ['40', '42'] }],
      },
    });
    expect(
      toQueryArguments({ ...DEFAULT_FILTERS, sort: 'lowToHigh', availability: 'outOfStock', saleOnly: true }),
    ).toMatchObject({ sort: 'LOW_TO_HIGH', filter: { availability: 'OUT_OF_STOCK', discountOnly: true } });
  });

  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, priceLimit: 2000, attributes: { Color: ['Navy', 'Black'] } })).toBe(
      3,
    );
  });

  it('reads one parameter per ticked box, as a form without the app sends them', () => {
    const parsed = parseListingParams(new URLSearchParams('attr.Color=Navy&attr.Color=Black&attr.Color=Navy'));
    expect(parsed.attributes).toEqual({ Color: ['Navy', 'Black'] });
    // An emptied price field is no limit of ₹0.
    expect(parseListingParams(new URLSearchParams('maxPrice=')).priceLimit).toBe(DEFAULT_PRICE_LIMIT);
  });

  it('reads the pages an address shows (1 to 8) and writes the next page, dropping it when filters change', () => {
    expect(listingPage(new URLSearchParams())).toBe(1);
    expect(listingPage(new URLSearchParams('page=3'))).toBe(3);
    expect(listingPage(new URLSearchParams('page=99'))).toBe(MAX_PAGES);
    expect(listingPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(listingPage(new URLSearchParams('page=two'))).toBe(1);
    expect(nextPageSearch(new URLSearchParams('q=navy&page=2&sort=lowToHigh'), 2)).toBe(
      '?q=navy&sort=lowToHigh&page=3',
    );
    expect(listingSearch(new URLSearchParams('q=navy&page=3'), { ...DEFAULT_FILTERS, saleOnly: true })).toBe(
      '?q=navy&sale=1',
    );
  });
});
