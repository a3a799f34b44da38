import { DEFAULT_FILTERS, type ListingFilters, priceLimitLabel } from './listing-params';

/** One applied filter as a chip: what it reads, and the filters without it. */
export interface AppliedFilter {
  key: string;
  label: string;
  without: ListingFilters;
}

const AVAILABILITY_LABELS = { inStock: 'In stock', outOfStock: 'Out of stock' } as const;

/**
 * The filters that differ from a plain listing, one chip each, in the panel's order: the price limit, each ticked
 * option ('Color: Navy'), availability and 'Sale items only'. Taking a chip away puts that one filter back to its
 * default (`defaults`': the price limit to the spec's ₹15,000, or none on the search results page). The sort is no
 * filter and has no chip.
 */
export function appliedFilters(filters: ListingFilters, defaults = DEFAULT_FILTERS): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (filters.priceLimit !== defaults.priceLimit) {
    chips.push({
      key: 'price',
      label: priceLimitLabel(filters.priceLimit),
      without: { ...filters, priceLimit: defaults.priceLimit },
    });
  }
  for (const [group, options] of Object.entries(filters.attributes)) {
    for (const option of options) {
      chips.push({
        key: `attr:${group}:${option}`,
        label: `${group}: ${option}`,
        without: { ...filters, attributes: { ...filters.attributes, [group]: options.filter((o) => o !== option) } },
      });
    }
  }
  if (filters.availability !== 'all') {
    chips.push({
      key: 'availability',
      label: AVAILABILITY_LABELS[filters.availability],
      without: { ...filters, availability: 'all' },
    });
  }
  if (filters.saleOnly) chips.push({ key: 'sale', label: 'Sale items only', without: { ...filters, saleOnly: false } });
  return chips;
}

/** 'Clear all': every filter back to its default; the sort stays as chosen. */
export const withoutFilters = (filters: ListingFilters, defaults = DEFAULT_FILTERS): ListingFilters => ({
  ...defaults,
  sort: filters.sort,
});
