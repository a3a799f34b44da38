import type { GraphQLResolveInfo } from 'graphql';
import type { CategoryJson, ProductJson, VariantJson, VariantAttributeJson, AttributeFilterJson, SearchHit, HomepageJson, ReviewJson, ReviewSummaryJson } from '@sutra/api/wire';
import type { SearchProductParent, BestSellerParent, ProductConnectionParent } from '../catalog/mappers.js';
import type { ReviewConnectionParent } from '../reviews/mappers.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
  __typename?: 'AttributeFilter';
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
  __typename?: 'AttributeOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Availability =
  | 'ALL'
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type BestSellerBlock = {
  __typename?: 'BestSellerBlock';
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
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Hero = {
  __typename?: 'Hero';
  poster: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  video: Scalars['String']['output'];
};

export type HomePage = {
  __typename?: 'HomePage';
  bestSeller: BestSellerBlock;
  hero: Hero;
  promoText: Scalars['String']['output'];
  recommended: ProductSection;
  saleBanner: SaleBanner;
  trending: ProductSection;
};

/** Where a page of a connection ends, for fetching the next one with `after`. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Product = {
  __typename?: 'Product';
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
  __typename?: 'ProductConnection';
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
  __typename?: 'ProductSection';
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
  __typename?: 'ProductVariant';
  attributes: Array<VariantAttribute>;
  /** Label of the variant's Color option, if it has one. */
  color?: Maybe<Scalars['String']['output']>;
  /** Rounded percent off retail; 0 when there is no discount. */
  discountPercent: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Image URLs (under /media), first image first; the second is the hover image. */
  images: Array<Scalars['String']['output']>;
  retailPrice: Scalars['Float']['output'];
  salePrice: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Filter definitions, of one category when given. */
  attributeFilters: Array<AttributeFilter>;
  categories: Array<Category>;
  homepage: HomePage;
  /** Always true; lets tools check the gateway is up. */
  ok: Scalars['Boolean']['output'];
  product?: Maybe<Product>;
  /**
   * A listing: one category (its value or name; omit or ALL for every product) or a collection, filtered, sorted
   * and paged on the server.
   */
  products: ProductConnection;
  /**
   * Products by id (at most 24), in the order asked; unknown or repeated ids are skipped. Feeds lists kept by id in
   * the browser, such as 'Recently viewed'.
   */
  productsByIds: Array<Product>;
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


export type QueryProductsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};

export type Review = {
  __typename?: 'Review';
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
  __typename?: 'ReviewConnection';
  nodes: Array<Review>;
  pageInfo: PageInfo;
  summary: ReviewSummary;
  totalCount: Scalars['Int']['output'];
};

export type ReviewSummary = {
  __typename?: 'ReviewSummary';
  /** Mean rating to one decimal; 0 without reviews. */
  average: Scalars['Float']['output'];
  /** One entry per star, 5 down to 1. */
  counts: Array<StarCount>;
  total: Scalars['Int']['output'];
};

export type SaleBanner = {
  __typename?: 'SaleBanner';
  ctaText: Scalars['String']['output'];
  image: Scalars['String']['output'];
  link: Scalars['String']['output'];
  offer: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SearchProduct = {
  __typename?: 'SearchProduct';
  category: Category;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type SearchResults = {
  __typename?: 'SearchResults';
  categories: Array<Category>;
  products: Array<SearchProduct>;
};

export type StarCount = {
  __typename?: 'StarCount';
  count: Scalars['Int']['output'];
  stars: Scalars['Int']['output'];
};

/** The options a variant offers for one attribute (one Color, usually several Sizes). */
export type VariantAttribute = {
  __typename?: 'VariantAttribute';
  label: Scalars['String']['output'];
  options: Array<AttributeOption>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AttributeFilter: ResolverTypeWrapper<AttributeFilterJson>;
  AttributeFilterInput: AttributeFilterInput;
  AttributeOption: ResolverTypeWrapper<AttributeOption>;
  Availability: Availability;
  BestSellerBlock: ResolverTypeWrapper<BestSellerParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  Category: ResolverTypeWrapper<CategoryJson>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Hero: ResolverTypeWrapper<Hero>;
  HomePage: ResolverTypeWrapper<HomepageJson>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Product: ResolverTypeWrapper<ProductJson>;
  ProductCollection: ProductCollection;
  ProductConnection: ResolverTypeWrapper<ProductConnectionParent>;
  ProductFilter: ProductFilter;
  ProductSection: ResolverTypeWrapper<Omit<ProductSection, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  ProductVariant: ResolverTypeWrapper<VariantJson>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Review: ResolverTypeWrapper<ReviewJson>;
  ReviewConnection: ResolverTypeWrapper<ReviewConnectionParent>;
  ReviewSummary: ResolverTypeWrapper<ReviewSummaryJson>;
  SaleBanner: ResolverTypeWrapper<SaleBanner>;
  SearchProduct: ResolverTypeWrapper<SearchProductParent>;
  SearchResults: ResolverTypeWrapper<SearchHit>;
  StarCount: ResolverTypeWrapper<StarCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  VariantAttribute: ResolverTypeWrapper<VariantAttributeJson>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AttributeFilter: AttributeFilterJson;
  AttributeFilterInput: AttributeFilterInput;
  AttributeOption: AttributeOption;
  BestSellerBlock: BestSellerParent;
  Boolean: Scalars['Boolean']['output'];
  Category: CategoryJson;
  Float: Scalars['Float']['output'];
  Hero: Hero;
  HomePage: HomepageJson;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  PageInfo: PageInfo;
  Product: ProductJson;
  ProductConnection: ProductConnectionParent;
  ProductFilter: ProductFilter;
  ProductSection: Omit<ProductSection, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  ProductVariant: VariantJson;
  Query: Record<PropertyKey, never>;
  Review: ReviewJson;
  ReviewConnection: ReviewConnectionParent;
  ReviewSummary: ReviewSummaryJson;
  SaleBanner: SaleBanner;
  SearchProduct: SearchProductParent;
  SearchResults: SearchHit;
  StarCount: StarCount;
  String: Scalars['String']['output'];
  VariantAttribute: VariantAttributeJson;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AttributeFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeFilter'] = ResolversParentTypes['AttributeFilter']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AttributeOption']>, ParentType, ContextType>;
};

export type AttributeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeOption'] = ResolversParentTypes['AttributeOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BestSellerBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BestSellerBlock'] = ResolversParentTypes['BestSellerBlock']> = {
  bannerImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  seeMoreLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeroResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hero'] = ResolversParentTypes['Hero']> = {
  poster?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = {
  bestSeller?: Resolver<ResolversTypes['BestSellerBlock'], ParentType, ContextType>;
  hero?: Resolver<ResolversTypes['Hero'], ParentType, ContextType>;
  promoText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['ProductSection'], ParentType, ContextType>;
  saleBanner?: Resolver<ResolversTypes['SaleBanner'], ParentType, ContextType>;
  trending?: Resolver<ResolversTypes['ProductSection'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<ProductRelatedArgs, 'first'>>;
  retailPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewConnection'], ParentType, ContextType, RequireFields<ProductReviewsArgs, 'first'>>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  visibilityStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductSection'] = ResolversParentTypes['ProductSection']> = {
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  seeMoreLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  attributes?: Resolver<Array<ResolversTypes['VariantAttribute']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  attributeFilters?: Resolver<Array<ResolversTypes['AttributeFilter']>, ParentType, ContextType, Partial<QueryAttributeFiltersArgs>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  homepage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'sort'>>;
  productsByIds?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsByIdsArgs, 'ids'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
};

export type ReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewConnection'] = ResolversParentTypes['ReviewConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['ReviewSummary'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewSummary'] = ResolversParentTypes['ReviewSummary']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['StarCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SaleBannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaleBanner'] = ResolversParentTypes['SaleBanner']> = {
  ctaText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchProduct'] = ResolversParentTypes['SearchProduct']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SearchProduct']>, ParentType, ContextType>;
};

export type StarCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StarCount'] = ResolversParentTypes['StarCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VariantAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariantAttribute'] = ResolversParentTypes['VariantAttribute']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AttributeOption']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AttributeFilter?: AttributeFilterResolvers<ContextType>;
  AttributeOption?: AttributeOptionResolvers<ContextType>;
  BestSellerBlock?: BestSellerBlockResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Hero?: HeroResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductSection?: ProductSectionResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewSummary?: ReviewSummaryResolvers<ContextType>;
  SaleBanner?: SaleBannerResolvers<ContextType>;
  SearchProduct?: SearchProductResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  StarCount?: StarCountResolvers<ContextType>;
  VariantAttribute?: VariantAttributeResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
