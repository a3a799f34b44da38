import { DEFAULT_FILTERS, DEFAULT_PRICE_LIMIT, type ListingFilters, priceLimitLabel } from './listing-params';

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
 * default (the price limit to the spec's ₹15,000). The sort is no filter and has no chip.
 */
export function appliedFilters(filters: ListingFilters): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (filters.priceLimit !== DEFAULT_PRICE_LIMIT) {
    chips.push({
      key: 'price',
      label: priceLimitLabel(filters.priceLimit),
      without: { ...filters, priceLimit: DEFAULT_PRICE_LIMIT },
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
export const withoutFilters = (filters: ListingFilters): ListingFilters => ({ ...DEFAULT_FILTERS, sort: filters.sort });
