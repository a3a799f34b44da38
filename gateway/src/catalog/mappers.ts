import type { HomepageJson, ProductJson, SearchHit, VariantJson } from '@sutra/api/wire';

/** What the catalogue resolvers receive as parents (the REST JSON, lightly wrapped). */

export interface ProductConnectionParent {
  products: ProductJson[];
  total: number;
  aboveMaxPrice: number;
  nextCursor: string | null;
}

export interface AttributeFacetParent {
  name: string;
  options: { label: string; count: number }[];
}

export type BestSellerParent = HomepageJson['bestSeller'];

export type SearchProductParent = SearchHit['products'][number];

/** The variant listings show (and whose prices stand for the product's): the first one. */
export const firstVariant = (product: ProductJson): VariantJson | undefined => product.productVariants[0];
