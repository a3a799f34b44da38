import { formatRupees } from '@sutra/rules';
import type { Availability, ProductFilter, ProductSort } from '../../../__generated__/graphql';

/** Spec constants of a listing. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 30000;
export const PRICE_STEP = 100;
export const DEFAULT_PRICE_LIMIT = 15000;
export const PAGE_SIZE = 12;
/** The most pages one address renders (`?page=8`: 96 products, within the api's 100 a request). */
export const MAX_PAGES = 8;
export const REVEAL_DELAY_MS = 1000;
export const REVEAL_TRIGGER_PX = 100;

export type SortValue = 'default' | 'lowToHigh' | 'highToLow';
export type AvailabilityValue = 'all' | 'inStock' | 'outOfStock';

export interface ListingFilters {
  /** Items priced above this are hidden. */
  priceLimit: number;
  sort: SortValue;
  availability: AvailabilityValue;
  saleOnly: boolean;
  /** Attribute label -> chosen option labels. */
  attributes: Record<string, string[]>;
}

/** What Reset restores, and what a listing shows when the URL says nothing. */
export const DEFAULT_FILTERS: ListingFilters = {
  priceLimit: DEFAULT_PRICE_LIMIT,
  sort: 'default',
  availability: 'all',
  saleOnly: false,
  attributes: {},
};

const SORTS: SortValue[] = ['default', 'lowToHigh', 'highToLow'];
const AVAILABILITIES: AvailabilityValue[] = ['all', 'inStock', 'outOfStock'];
const ATTR_PREFIX = 'attr.';
/** The URL parameter of one attribute's choices (`attr.Color`). */
export const attributeParam = (label: string): string => `${ATTR_PREFIX}${label}`;

const clampPrice = (n: number) => Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n / PRICE_STEP) * PRICE_STEP));

/**
 * What the search results page shows when its URL says nothing: every price. The price limit is the spec's for its
 * listings; a search is ours, and finds on its page what its suggestions found.
 */
export const SEARCH_DEFAULT_FILTERS: ListingFilters = { ...DEFAULT_FILTERS, priceLimit: PRICE_MAX };

/**
 * Reads a listing's filters from its URL (`?maxPrice=9000&sort=lowToHigh&sale=1&attr.Color=Navy,Black`); what it does
 * not say is `defaults`' (DEFAULT_FILTERS, or SEARCH_DEFAULT_FILTERS on the search results page).
 */
export function parseListingParams(params: URLSearchParams, defaults = DEFAULT_FILTERS): ListingFilters {
  const price = Number(params.get('maxPrice'));
  const sort = params.get('sort') as SortValue;
  const availability = params.get('availability') as AvailabilityValue;
  const attributes: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(ATTR_PREFIX)) continue;
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length) continue;
    // A form without the app sends one `attr.Color=Navy` per ticked box; the app joins them with commas.
    const label = key.slice(ATTR_PREFIX.length);
    attributes[label] = [...new Set([...(attributes[label] ?? []), ...values])];
  }
  return {
    // An emptied field (a form without the app) says nothing, not a limit of ₹0.
    priceLimit: params.get('maxPrice') && Number.isFinite(price) ? clampPrice(price) : defaults.priceLimit,
    sort: SORTS.includes(sort) ? sort : 'default',
    availability: AVAILABILITIES.includes(availability) ? availability : 'all',
    saleOnly: params.get('sale') === '1',
    attributes,
  };
}

/**
 * How many pages of the listing its address shows (`?page=3`: the first 36 products), from 1 to MAX_PAGES. The
 * listing's "next page" link leads there without the app; with it, the same products show and scrolling reveals more.
 */
export function listingPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGES) : 1;
}

/** The address of the listing's next page: the same filters, one page more. */
export function nextPageSearch(current: URLSearchParams, page: number): string {
  const next = new URLSearchParams([...current].filter(([key]) => key !== 'page'));
  next.set('page', String(page + 1));
  return `?${next}`;
}

/**
 * The listing's own URL parameters: `keepOtherParams` leaves any other (a search's `q`) alone. New filters start
 * again at the first page, so `page` goes with them.
 */
const isListingParam = (key: string) =>
  key === 'maxPrice' ||
  key === 'sort' ||
  key === 'availability' ||
  key === 'sale' ||
  key === 'page' ||
  key.startsWith(ATTR_PREFIX);

/** The search part (`?…`, or '' for none) of `current` with the listing parameters of `filters`. */
export function listingSearch(current: URLSearchParams, filters: ListingFilters, defaults = DEFAULT_FILTERS): string {
  const next = keepOtherParams(current, filters, defaults).toString();
  return next ? `?${next}` : '';
}

/** `current` with its listing parameters replaced by those of `filters` (a search's `q` stays first). */
export function keepOtherParams(
  current: URLSearchParams,
  filters: ListingFilters,
  defaults = DEFAULT_FILTERS,
): URLSearchParams {
  const next = new URLSearchParams([...current].filter(([key]) => !isListingParam(key)));
  for (const [key, value] of toListingParams(filters, defaults)) next.append(key, value);
  return next;
}

/** A limit of the slider (whole rupees, as the URL carries it) as the one formatter writes it. */
const wholeRupees = (rupees: number): string => formatRupees(rupees * 100);

/** The price limit as the panel and the chips say it: 'Up to ₹15,000', or '₹30,000+' at the slider's top. */
export const priceLimitLabel = (limit: number): string =>
  limit >= PRICE_MAX ? `${wholeRupees(PRICE_MAX)}+` : `Up to ${wholeRupees(limit)}`;

/** Writes filters to URL parameters, leaving out defaults so a plain listing keeps a plain URL. */
export function toListingParams(filters: ListingFilters, defaults = DEFAULT_FILTERS): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.priceLimit !== defaults.priceLimit) params.set('maxPrice', String(filters.priceLimit));
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.availability !== 'all') params.set('availability', filters.availability);
  if (filters.saleOnly) params.set('sale', '1');
  for (const label of Object.keys(filters.attributes).sort()) {
    const values = filters.attributes[label] ?? [];
    if (values.length) params.set(`${ATTR_PREFIX}${label}`, values.join(','));
  }
  return params;
}

const SORT_ENUM: Record<SortValue, ProductSort> = {
  default: 'DEFAULT',
  lowToHigh: 'LOW_TO_HIGH',
  highToLow: 'HIGH_TO_LOW',
};
const AVAILABILITY_ENUM: Record<AvailabilityValue, Availability> = {
  all: 'ALL',
  inStock: 'IN_STOCK',
  outOfStock: 'OUT_OF_STOCK',
};

/** The GraphQL `filter` and `sort` arguments of these filters (all filtering runs on the server). */
export function toQueryArguments(filters: ListingFilters): { filter: ProductFilter; sort: ProductSort } {
  const attributes = Object.entries(filters.attributes)
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, values]) => ({ label, values: [...values].sort() }));
  return {
    sort: SORT_ENUM[filters.sort],
    filter: {
      maxPrice: filters.priceLimit,
      availability: AVAILABILITY_ENUM[filters.availability],
      discountOnly: filters.saleOnly,
      ...(attributes.length ? { attributes } : {}),
    },
  };
}

/** How many filters differ from the defaults (shown on the Filters button). */
export function activeFilterCount(filters: ListingFilters, defaults = DEFAULT_FILTERS): number {
  return (
    (filters.priceLimit !== defaults.priceLimit ? 1 : 0) +
    (filters.availability !== 'all' ? 1 : 0) +
    Object.values(filters.attributes).reduce((n, values) => n + values.length, 0)
  );
}
