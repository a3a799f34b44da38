import { useQuery } from '@apollo/client/react';
import { CategoriesDocument, HomePageDocument, ProductDetailsDocument, ProductListingDocument } from './graphql';
import type { CategoriesQuery, CategoriesQueryVariables, HomePageQuery, HomePageQueryVariables, ProductDetailsQuery, ProductDetailsQueryVariables, ProductListingQuery, ProductListingQueryVariables } from './graphql';

/** Options are optional exactly when the operation has no required variables. */
type QueryHookArgs<TData, TVariables extends Record<string, unknown>> = Record<string, never> extends TVariables
  ? [options?: useQuery.Options<TData, TVariables>]
  : [options: useQuery.Options<TData, TVariables>];

export function useCategoriesQuery(...[options]: QueryHookArgs<CategoriesQuery, CategoriesQueryVariables>) {
  return useQuery(CategoriesDocument, options as useQuery.Options<CategoriesQuery, CategoriesQueryVariables>);
}

export function useHomePageQuery(...[options]: QueryHookArgs<HomePageQuery, HomePageQueryVariables>) {
  return useQuery(HomePageDocument, options as useQuery.Options<HomePageQuery, HomePageQueryVariables>);
}

export function useProductDetailsQuery(...[options]: QueryHookArgs<ProductDetailsQuery, ProductDetailsQueryVariables>) {
  return useQuery(ProductDetailsDocument, options as useQuery.Options<ProductDetailsQuery, ProductDetailsQueryVariables>);
}

export function useProductListingQuery(...[options]: QueryHookArgs<ProductListingQuery, ProductListingQueryVariables>) {
  return useQuery(ProductListingDocument, options as useQuery.Options<ProductListingQuery, ProductListingQueryVariables>);
}
