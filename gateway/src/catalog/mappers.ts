import type { HomepageJson, ProductJson, VariantJson } from '@sutra/api/wire';

/** What the catalogue resolvers receive as parents (the REST JSON, lightly wrapped). */

export interface ProductConnectionParent {
  products: ProductJson[];
  total: number;
  nextCursor: string | null;
}

export interface AttributeFacetParent {
  name: string;
  options: { label: string; count: number }[];
}

export type BestSellerParent = HomepageJson['bestSeller'];

export interface SearchProductParent {
  _id: string;
  name: string;
  image: string;
  price: number;
  category: { _id: string; value: string; categoryName: string };
}

/** Spec rule: discount only when retail exceeds sale; percent = round((retail - sale) / retail * 100). */
export function discountPercent(retail: number, sale: number): number {
  return retail > sale && retail > 0 ? Math.round(((retail - sale) / retail) * 100) : 0;
}

/** The variant listings show: the first one. */
export const firstVariant = (product: ProductJson): VariantJson | undefined => product.productVariants[0];
