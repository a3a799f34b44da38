/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A checkbox group of a listing's Filters panel. */
export type AttributeFilter = {
  __typename: 'AttributeFilter';
  category: Category;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<AttributeOption>;
};

/** Products having any of `values` (option labels) for the attribute `label`. */
export type AttributeFilterInput = {
  label: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** One selectable option of an attribute, e.g. the colour Navy or the size 40. */
export type AttributeOption = {
  __typename: 'AttributeOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Availability =
  | 'ALL'
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type BestSellerBlock = {
  __typename: 'BestSellerBlock';
  bannerImage: Scalars['String']['output'];
  /** At most two. */
  products: Array<Product>;
  /** Where '+ See More' goes; '#' when none is set. */
  seeMoreLink: Scalars['String']['output'];
  /** The banner card's 'Start from' price, rupees. */
  startingPrice: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/** A department of the store, e.g. Suits. `value` is what routes use (`/product-listing/suits`). */
export type Category = {
  __typename: 'Category';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Hero = {
  __typename: 'Hero';
  poster: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  video: Scalars['String']['output'];
};

export type HomePage = {
  __typename: 'HomePage';
  bestSeller: BestSellerBlock;
  hero: Hero;
  promoText: Scalars['String']['output'];
  recommended: ProductSection;
  saleBanner: SaleBanner;
  trending: ProductSection;
};

/** Where a page of a connection ends, for fetching the next one with `after`. */
export type PageInfo = {
  __typename: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Product = {
  __typename: 'Product';
  category: Category;
  description: Scalars['String']['output'];
  discountPercent: Scalars['Int']['output'];
  heading: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The first variant's sale price, the price listings show and sort by. */
  price: Scalars['Float']['output'];
  /** Other products of the same category, up to `first` (default 8). */
  related: Array<Product>;
  /** The first variant's retail price. */
  retailPrice: Scalars['Float']['output'];
  /** Reviews, newest first, with the rating summary. */
  reviews: ReviewConnection;
  /** The spec's stock flags; a product is out of stock when either is false. */
  status: Scalars['Boolean']['output'];
  variants: Array<ProductVariant>;
  visibilityStatus: Scalars['Boolean']['output'];
};


export type ProductRelatedArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Curated product lists: the homepage sections and their full listings. */
export type ProductCollection =
  | 'BEST_SELLER'
  | 'RECOMMENDED'
  | 'TRENDING';

export type ProductConnection = {
  __typename: 'ProductConnection';
  nodes: Array<Product>;
  pageInfo: PageInfo;
  /** How many products match the filters, across all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ProductFilter = {
  /** Every listed attribute must match (any of its values). */
  attributes?: InputMaybe<Array<AttributeFilterInput>>;
  availability?: InputMaybe<Availability>;
  discountOnly?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Rupees, compared with the first variant's sale price. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductSection = {
  __typename: 'ProductSection';
  products: Array<Product>;
  /** Relative link to the section's full listing ('trending', 'recommended'). */
  seeMoreLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ProductSort =
  | 'DEFAULT'
  | 'HIGH_TO_LOW'
  | 'LOW_TO_HIGH';

/** A variant is one colour of a product, offered in the sizes it lists. Prices are rupees. */
export type ProductVariant = {
  __typename: 'ProductVariant';
  attributes: Array<VariantAttribute>;
  /** Label of the variant's Color option, if it has one. */
  color: Maybe<Scalars['String']['output']>;
  /** Rounded percent off retail; 0 when there is no discount. */
  discountPercent: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Image URLs (under /media), first image first; the second is the hover image. */
  images: Array<Scalars['String']['output']>;
  retailPrice: Scalars['Float']['output'];
  salePrice: Scalars['Float']['output'];
};

export type Query = {
  __typename: 'Query';
  /** Filter definitions, of one category when given. */
  attributeFilters: Array<AttributeFilter>;
  categories: Array<Category>;
  homepage: HomePage;
  /** Always true; lets tools check the gateway is up. */
  ok: Scalars['Boolean']['output'];
  product: Maybe<Product>;
  /**
   * A listing: one category (its value or name; omit or ALL for every product) or a collection, filtered, sorted
   * and paged on the server.
   */
  products: ProductConnection;
  /** Typo-tolerant search over product and category names; `query` needs 3+ characters. */
  search: SearchResults;
};


export type QueryAttributeFiltersArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  collection?: InputMaybe<ProductCollection>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};

export type Review = {
  __typename: 'Review';
  /** The reviewer's name. */
  author: Scalars['String']['output'];
  /** The review text (the list shows this, not the title). */
  comment: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 1 to 5. */
  rating: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type ReviewConnection = {
  __typename: 'ReviewConnection';
  nodes: Array<Review>;
  pageInfo: PageInfo;
  summary: ReviewSummary;
  totalCount: Scalars['Int']['output'];
};

export type ReviewSummary = {
  __typename: 'ReviewSummary';
  /** Mean rating to one decimal; 0 without reviews. */
  average: Scalars['Float']['output'];
  /** One entry per star, 5 down to 1. */
  counts: Array<StarCount>;
  total: Scalars['Int']['output'];
};

export type SaleBanner = {
  __typename: 'SaleBanner';
  ctaText: Scalars['String']['output'];
  image: Scalars['String']['output'];
  link: Scalars['String']['output'];
  offer: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SearchProduct = {
  __typename: 'SearchProduct';
  category: Category;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type SearchResults = {
  __typename: 'SearchResults';
  categories: Array<Category>;
  products: Array<SearchProduct>;
};

export type StarCount = {
  __typename: 'StarCount';
  count: Scalars['Int']['output'];
  stars: Scalars['Int']['output'];
};

/** The options a variant offers for one attribute (one Color, usually several Sizes). */
export type VariantAttribute = {
  __typename: 'VariantAttribute';
  label: Scalars['String']['output'];
  options: Array<AttributeOption>;
};

/** Products having any of `values` (option labels) for the attribute `label`. */
export type AttributeFilterInput = {
  label: string;
  values: Array<string>;
};

export type Availability =
  | 'ALL'
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** Curated product lists: the homepage sections and their full listings. */
export type ProductCollection =
  | 'BEST_SELLER'
  | 'RECOMMENDED'
  | 'TRENDING';

export type ProductFilter = {
  /** Every listed attribute must match (any of its values). */
  attributes?: Array<AttributeFilterInput> | null | undefined;
  availability?: Availability | null | undefined;
  discountOnly?: boolean | null | undefined;
  maxPrice?: number | null | undefined;
  /** Rupees, compared with the first variant's sale price. */
  minPrice?: number | null | undefined;
};

export type ProductSort =
  | 'DEFAULT'
  | 'HIGH_TO_LOW'
  | 'LOW_TO_HIGH';

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { __typename: 'Query', categories: Array<{ __typename: 'Category', id: string, name: string, value: string }> };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename: 'Query', homepage: { __typename: 'HomePage', promoText: string, hero: { __typename: 'Hero', video: string, poster: string, title: string, subtitle: string }, bestSeller: { __typename: 'BestSellerBlock', title: string, bannerImage: string, startingPrice: number, seeMoreLink: string, products: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, price: number, retailPrice: number, discountPercent: number, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, salePrice: number, retailPrice: number, discountPercent: number, images: Array<string>, color: string | null }> }> }, trending: { __typename: 'ProductSection', title: string, seeMoreLink: string, products: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, price: number, retailPrice: number, discountPercent: number, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, salePrice: number, retailPrice: number, discountPercent: number, images: Array<string>, color: string | null }> }> }, recommended: { __typename: 'ProductSection', title: string, seeMoreLink: string, products: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, price: number, retailPrice: number, discountPercent: number, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, salePrice: number, retailPrice: number, discountPercent: number, images: Array<string>, color: string | null }> }> }, saleBanner: { __typename: 'SaleBanner', title: string, offer: string, ctaText: string, link: string, image: string } } };

export type ProductCardFragment = { __typename: 'Product', id: string, name: string, inStock: boolean, price: number, retailPrice: number, discountPercent: number, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, salePrice: number, retailPrice: number, discountPercent: number, images: Array<string>, color: string | null }> };

export type ProductListingQueryVariables = Exact<{
  category?: string | null | undefined;
  collection?: ProductCollection | null | undefined;
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductListingQuery = { __typename: 'Query', products: { __typename: 'ProductConnection', totalCount: number, nodes: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, price: number, retailPrice: number, discountPercent: number, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, salePrice: number, retailPrice: number, discountPercent: number, images: Array<string>, color: string | null }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const CategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homepage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hero"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoText"}},{"kind":"Field","name":{"kind":"Name","value":"bestSeller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bannerImage"}},{"kind":"Field","name":{"kind":"Name","value":"startingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"seeMoreLink"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"trending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seeMoreLink"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommended"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seeMoreLink"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"saleBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"ctaText"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const ProductListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCollection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"retailPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ProductListingQuery, ProductListingQueryVariables>;