import { productPath } from '@sutra/rules';
import type { SearchQuery } from '../../__generated__/graphql';
import type { Money } from '../../shared/money/format-money';

/** Search runs after typing stops for this long, and only for this many characters or more. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 3;

export interface SearchItem {
  key: string;
  group: 'CATEGORIES' | 'PRODUCTS';
  label: string;
  href: string;
  image?: string;
  price?: Money;
}

/** The dropdown's entries in keyboard order: categories first, then products (linked with the category value). */
export function searchItems(results: SearchQuery['search'] | undefined): SearchItem[] {
  if (!results) return [];
  return [
    ...results.categories.map((c) => ({
      key: `c:${c.id}`,
      group: 'CATEGORIES' as const,
      label: c.name,
      href: `/product-listing/${c.value}`,
    })),
    ...results.products.map((p) => ({
      key: `p:${p.id}`,
      group: 'PRODUCTS' as const,
      label: p.name,
      href: productPath(p, p.category.value),
      image: p.image,
      price: p.price,
    })),
  ];
}

/** The search results page of a typed text. */
export const searchResultsPath = (text: string): string => `/search?q=${encodeURIComponent(text.trim())}`;
