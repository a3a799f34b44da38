import type { GraphQLResolveInfo } from 'graphql';
import type { CategoryJson, ProductJson, VariantJson, VariantAttributeJson, AttributeFilterJson, SearchHit, HomepageJson, ReviewJson, ReviewSummaryJson, BuyerJson, AddressJson, WishlistJson, WishlistItemJson, CartJson, CartLineJson, ReturnRequestJson } from '@sutra/api/wire';
import type { SearchProductParent, BestSellerParent, ProductConnectionParent } from '../catalog/mappers.js';
import type { ReviewConnectionParent, WriteReviewParent } from '../reviews/mappers.js';
import type { AuthPayloadParent } from '../accounts/mappers.js';
import type { SupportReceiptParent, ReturnRequestPayloadParent } from '../support/mappers.js';
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

/** A delivery address. The first of a buyer's addresses is the default. */
export type Address = {
  __typename?: 'Address';
  add1: Scalars['String']['output'];
  add2: Scalars['String']['output'];
  city: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** True for the first address only. */
  isDefault: Scalars['Boolean']['output'];
  landmark: Scalars['String']['output'];
  mobile: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type AddressInput = {
  add1: Scalars['String']['input'];
  add2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  /** Marks the default; it is moved to the front. Without a mark the first address is the default. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  landmark?: InputMaybe<Scalars['String']['input']>;
  mobile: Scalars['String']['input'];
  pincode: Scalars['String']['input'];
  state: Scalars['String']['input'];
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

/** What login and a password change answer: a bearer token to store, and the buyer it speaks for. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  viewer: Viewer;
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

/**
 * The signed-in buyer's cart, priced by the server from the catalogue as it is now. `id` is the buyer's id (one cart per
 * buyer), so Apollo Client normalizes it, and every cart mutation answers the whole cart: the cached one updates
 * without a refetch.
 */
export type Cart = {
  __typename?: 'Cart';
  /** The sum of quantities over every line (the header badge). */
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Newest line first. */
  lines: Array<CartLine>;
  /** The most lines a cart holds (50). */
  maxLines: Scalars['Int']['output'];
  /** The most one line takes (10): adding more fills the line up to it. */
  maxQuantityPerLine: Scalars['Int']['output'];
  /** Lines whose product went out of stock after they were added. They stay in the cart, but not in `total`. */
  outOfStockLines: Scalars['Int']['output'];
  /** Rupees: the sum over the lines in stock of the matched variant's sale price × quantity. */
  total: Scalars['Float']['output'];
};

export type CartLine = {
  __typename?: 'CartLine';
  /** The chosen options in the product's attribute order; empty for a product without options. */
  attributes: Array<CartLineAttribute>;
  id: Scalars['ID']['output'];
  /** False when the product went out of stock after it was added: the line can be lowered or removed, and is not in the total. */
  inStock: Scalars['Boolean']['output'];
  /** Rupees: `unitPrice` × `quantity`. */
  lineTotal: Scalars['Float']['output'];
  product: Product;
  quantity: Scalars['Int']['output'];
  /** Rupees: the matched variant's retail price (struck through when above `unitPrice`). */
  retailPrice: Scalars['Float']['output'];
  /** Rupees: the matched variant's sale price. */
  unitPrice: Scalars['Float']['output'];
  /** The variant offering every chosen option, else the first variant; null only for a product without variants. */
  variant?: Maybe<ProductVariant>;
};

/** One chosen option of a cart line: the lower-cased attribute label and the option's label, e.g. `color` / `Navy`. */
export type CartLineAttribute = {
  __typename?: 'CartLineAttribute';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A chosen option to add: `name` is the attribute's label in any case (`color`), `value` an option's label or value. */
export type CartLineAttributeInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A department of the store, e.g. Suits. `value` is what routes use (`/product-listing/suits`). */
export type Category = {
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ContactQueryInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  query: Scalars['String']['input'];
};

export type FeedbackInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
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

/** A confirmation to show as it is. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds `quantity` (1 to 10) of an in-stock product with every one of its attributes chosen (`attributes` null or
   * empty for a product without options); some variant must offer the combination. The same product and options add
   * to the existing line, which stops at 10. Answers the whole cart.
   */
  addToCart: Cart;
  /** Saves a product (saving it again changes nothing). Answers the whole wishlist. */
  addToWishlist: Wishlist;
  /** Checks the current password. Every earlier login token stops working; use the token answered. */
  changePassword: AuthPayload;
  login: AuthPayload;
  /** Always true and changes nothing; lets tools check mutations reach the gateway. */
  ok: Scalars['Boolean']['output'];
  /** Removes a line. Answers the whole cart. */
  removeCartLine: Cart;
  /** Removes a saved product, named by its `productId` or by the item's `itemId` (give one). Answers the whole wishlist. */
  removeFromWishlist: Wishlist;
  /** Mails a 6-digit code valid for 10 minutes. The same answer whether or not the email has an account. */
  requestPasswordReset: MessagePayload;
  /**
   * Asks to return one of the buyer's orders, with 1 to 3 images the buyer uploaded. Another buyer's order or image is
   * NOT_FOUND, exactly like one that does not exist.
   */
  requestReturn: ReturnRequestPayload;
  /** Sets a new password; every earlier login token stops working. */
  resetPassword: MessagePayload;
  /** Sends the store a question (Contact Us). Needs a signed-in buyer. */
  sendContactQuery: SupportReceipt;
  /** Sends the store feedback (Send Feedback). Needs a signed-in buyer. */
  sendFeedback: SupportReceipt;
  /**
   * Creates an account; log in afterwards. An email that already has an account gets the same answer (its owner is
   * told by mail), so the answer never says which emails have accounts.
   */
  signup: MessagePayload;
  /** Replaces the saved addresses (an empty list removes them all). */
  updateAddresses: Viewer;
  /** Sets a line's quantity (at most 10); below 1 removes the line. Answers the whole cart. */
  updateCartLine: Cart;
  /** Changes name, email and/or phone; fields left out stay as they are. */
  updateProfile: Viewer;
  /** Checks a mailed code (5 tries per code). */
  verifyPasswordResetCode: PasswordResetTicket;
  /**
   * Writes the signed-in buyer's review of a product: a rating of 1 to 5 stars, a title and a comment (both required).
   * One review per buyer and product: writing again replaces the first, which keeps its place in the list.
   */
  writeReview: WriteReviewPayload;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationAddToCartArgs = {
  attributes?: InputMaybe<Array<CartLineAttributeInput>>;
  productId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationRemoveCartLineArgs = {
  lineId: Scalars['ID']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationRemoveFromWishlistArgs = {
  itemId?: InputMaybe<Scalars['ID']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationRequestReturnArgs = {
  input: ReturnRequestInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationSendContactQueryArgs = {
  input: ContactQueryInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationSendFeedbackArgs = {
  input: FeedbackInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationSignupArgs = {
  input: SignupInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationUpdateAddressesArgs = {
  addresses: Array<AddressInput>;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationUpdateCartLineArgs = {
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationVerifyPasswordResetCodeArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationWriteReviewArgs = {
  comment: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  title: Scalars['String']['input'];
};

/** Where a page of a connection ends, for fetching the next one with `after`. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** Answered for a right reset code: pass `resetToken` to `resetPassword` within 15 minutes; it works once. */
export type PasswordResetTicket = {
  __typename?: 'PasswordResetTicket';
  message: Scalars['String']['output'];
  resetToken: Scalars['String']['output'];
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

export type ProfileInput = {
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Filter definitions, of one category when given. */
  attributeFilters: Array<AttributeFilter>;
  /** The signed-in buyer's cart; null without a token. A token the store no longer accepts is UNAUTHENTICATED. */
  cart?: Maybe<Cart>;
  categories: Array<Category>;
  homepage: HomePage;
  /** The signed-in buyer; null without a token. A token the store no longer accepts is an UNAUTHENTICATED error. */
  me?: Maybe<Viewer>;
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
  /** The signed-in buyer's wishlist; null without a token. A token the store no longer accepts is UNAUTHENTICATED. */
  wishlist?: Maybe<Wishlist>;
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

/** Why a buyer returns an order (the Request Return form's reasons). */
export type ReturnReason =
  /** Product quality issue */
  | 'QUALITY_ISSUE'
  /** Product size doesn't fit */
  | 'SIZE_DOES_NOT_FIT'
  /** Received wrong item */
  | 'WRONG_ITEM';

/** A return request as the store received it. */
export type ReturnRequest = {
  __typename?: 'ReturnRequest';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Locations of the images (`/media/uploads/…`), in the order sent. */
  images: Array<Scalars['String']['output']>;
  orderNumber: Scalars['String']['output'];
  reason: ReturnReason;
  /** ISO 8601. */
  requestedAt: Scalars['String']['output'];
};

export type ReturnRequestInput = {
  email: Scalars['String']['input'];
  /**
   * 1 to 3 image locations, each answered by the store's upload endpoint (`POST /upload/image`, multipart with the
   * image in a `file` field and the buyer's bearer token: `data[0]` is the location) for this same buyer.
   */
  images: Array<Scalars['String']['input']>;
  /** One of the buyer's own orders. */
  orderNumber: Scalars['String']['input'];
  reason: ReturnReason;
};

export type ReturnRequestPayload = {
  __typename?: 'ReturnRequestPayload';
  /** A confirmation to show as it is ('Return request submitted!'). */
  message: Scalars['String']['output'];
  returnRequest: ReturnRequest;
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

export type SignupInput = {
  /** Optional phone number. */
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** At least 6 characters. */
  password: Scalars['String']['input'];
};

export type StarCount = {
  __typename?: 'StarCount';
  count: Scalars['Int']['output'];
  stars: Scalars['Int']['output'];
};

/**
 * What the store answered for a message a buyer sent it (feedback or a contact query): the message is kept and a
 * copy goes to the store's mailbox.
 */
export type SupportReceipt = {
  __typename?: 'SupportReceipt';
  /** The kept message's id. */
  id: Scalars['ID']['output'];
  /** A confirmation to show as it is. */
  message: Scalars['String']['output'];
  /** ISO 8601. */
  receivedAt: Scalars['String']['output'];
};

/** The options a variant offers for one attribute (one Color, usually several Sizes). */
export type VariantAttribute = {
  __typename?: 'VariantAttribute';
  label: Scalars['String']['output'];
  options: Array<AttributeOption>;
};

/** The signed-in buyer, known from the bearer token (never from an id argument). */
export type Viewer = {
  __typename?: 'Viewer';
  /** Saved addresses, the default first. */
  addresses: Array<Address>;
  /** Blank when none was given. */
  contactNumber: Scalars['String']['output'];
  /** The first saved address, or null when there is none ('No address saved yet'). */
  defaultAddress?: Maybe<Address>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/**
 * The signed-in buyer's saved products. `id` is the buyer's id (one wishlist per buyer), so Apollo Client normalizes
 * it, and every wishlist mutation answers the whole wishlist: the cached one updates without a refetch.
 */
export type Wishlist = {
  __typename?: 'Wishlist';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Newest first. */
  items: Array<WishlistItem>;
  /**
   * Ids of the saved products: what a heart needs to know whether it is filled, with no product loaded. Ask for it
   * with the wishlist once per page; mutations answer it, so hearts flip from the cache.
   */
  productIds: Array<Scalars['ID']['output']>;
};

export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** ISO 8601. */
  addedAt: Scalars['String']['output'];
  /** The item's own id (what `removeFromWishlist(itemId:)` takes). */
  id: Scalars['ID']['output'];
  /** The saved product, in stock or not (`inStock` says which). */
  product: Product;
};

/** What `writeReview` answers: the buyer's review, and the product's rating summary including it. */
export type WriteReviewPayload = {
  __typename?: 'WriteReviewPayload';
  product: Product;
  review: Review;
  summary: ReviewSummary;
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
  Address: ResolverTypeWrapper<AddressJson>;
  AddressInput: AddressInput;
  AttributeFilter: ResolverTypeWrapper<AttributeFilterJson>;
  AttributeFilterInput: AttributeFilterInput;
  AttributeOption: ResolverTypeWrapper<AttributeOption>;
  AuthPayload: ResolverTypeWrapper<AuthPayloadParent>;
  Availability: Availability;
  BestSellerBlock: ResolverTypeWrapper<BestSellerParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  Cart: ResolverTypeWrapper<CartJson>;
  CartLine: ResolverTypeWrapper<CartLineJson>;
  CartLineAttribute: ResolverTypeWrapper<CartLineAttribute>;
  CartLineAttributeInput: CartLineAttributeInput;
  Category: ResolverTypeWrapper<CategoryJson>;
  ChangePasswordInput: ChangePasswordInput;
  ContactQueryInput: ContactQueryInput;
  FeedbackInput: FeedbackInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Hero: ResolverTypeWrapper<Hero>;
  HomePage: ResolverTypeWrapper<HomepageJson>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordResetTicket: ResolverTypeWrapper<PasswordResetTicket>;
  Product: ResolverTypeWrapper<ProductJson>;
  ProductCollection: ProductCollection;
  ProductConnection: ResolverTypeWrapper<ProductConnectionParent>;
  ProductFilter: ProductFilter;
  ProductSection: ResolverTypeWrapper<Omit<ProductSection, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  ProductVariant: ResolverTypeWrapper<VariantJson>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReturnReason: ReturnReason;
  ReturnRequest: ResolverTypeWrapper<ReturnRequestJson>;
  ReturnRequestInput: ReturnRequestInput;
  ReturnRequestPayload: ResolverTypeWrapper<ReturnRequestPayloadParent>;
  Review: ResolverTypeWrapper<ReviewJson>;
  ReviewConnection: ResolverTypeWrapper<ReviewConnectionParent>;
  ReviewSummary: ResolverTypeWrapper<ReviewSummaryJson>;
  SaleBanner: ResolverTypeWrapper<SaleBanner>;
  SearchProduct: ResolverTypeWrapper<SearchProductParent>;
  SearchResults: ResolverTypeWrapper<SearchHit>;
  SignupInput: SignupInput;
  StarCount: ResolverTypeWrapper<StarCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SupportReceipt: ResolverTypeWrapper<SupportReceiptParent>;
  VariantAttribute: ResolverTypeWrapper<VariantAttributeJson>;
  Viewer: ResolverTypeWrapper<BuyerJson>;
  Wishlist: ResolverTypeWrapper<WishlistJson>;
  WishlistItem: ResolverTypeWrapper<WishlistItemJson>;
  WriteReviewPayload: ResolverTypeWrapper<WriteReviewParent>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: AddressJson;
  AddressInput: AddressInput;
  AttributeFilter: AttributeFilterJson;
  AttributeFilterInput: AttributeFilterInput;
  AttributeOption: AttributeOption;
  AuthPayload: AuthPayloadParent;
  BestSellerBlock: BestSellerParent;
  Boolean: Scalars['Boolean']['output'];
  Cart: CartJson;
  CartLine: CartLineJson;
  CartLineAttribute: CartLineAttribute;
  CartLineAttributeInput: CartLineAttributeInput;
  Category: CategoryJson;
  ChangePasswordInput: ChangePasswordInput;
  ContactQueryInput: ContactQueryInput;
  FeedbackInput: FeedbackInput;
  Float: Scalars['Float']['output'];
  Hero: Hero;
  HomePage: HomepageJson;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PasswordResetTicket: PasswordResetTicket;
  Product: ProductJson;
  ProductConnection: ProductConnectionParent;
  ProductFilter: ProductFilter;
  ProductSection: Omit<ProductSection, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  ProductVariant: VariantJson;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  ReturnRequest: ReturnRequestJson;
  ReturnRequestInput: ReturnRequestInput;
  ReturnRequestPayload: ReturnRequestPayloadParent;
  Review: ReviewJson;
  ReviewConnection: ReviewConnectionParent;
  ReviewSummary: ReviewSummaryJson;
  SaleBanner: SaleBanner;
  SearchProduct: SearchProductParent;
  SearchResults: SearchHit;
  SignupInput: SignupInput;
  StarCount: StarCount;
  String: Scalars['String']['output'];
  SupportReceipt: SupportReceiptParent;
  VariantAttribute: VariantAttributeJson;
  Viewer: BuyerJson;
  Wishlist: WishlistJson;
  WishlistItem: WishlistItemJson;
  WriteReviewPayload: WriteReviewParent;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  add1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  add2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type BestSellerBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BestSellerBlock'] = ResolversParentTypes['BestSellerBlock']> = {
  bannerImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  seeMoreLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startingPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  maxLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxQuantityPerLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfStockLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  attributes?: Resolver<Array<ResolversTypes['CartLineAttribute']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
};

export type CartLineAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLineAttribute'] = ResolversParentTypes['CartLineAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'productId' | 'quantity'>>;
  addToWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'productId'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveCartLineArgs, 'lineId'>>;
  removeFromWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, Partial<MutationRemoveFromWishlistArgs>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestReturn?: Resolver<ResolversTypes['ReturnRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'resetToken'>>;
  sendContactQuery?: Resolver<ResolversTypes['SupportReceipt'], ParentType, ContextType, RequireFields<MutationSendContactQueryArgs, 'input'>>;
  sendFeedback?: Resolver<ResolversTypes['SupportReceipt'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  signup?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  updateAddresses?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationUpdateAddressesArgs, 'addresses'>>;
  updateCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'lineId' | 'quantity'>>;
  updateProfile?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyPasswordResetCode?: Resolver<ResolversTypes['PasswordResetTicket'], ParentType, ContextType, RequireFields<MutationVerifyPasswordResetCodeArgs, 'code' | 'email'>>;
  writeReview?: Resolver<ResolversTypes['WriteReviewPayload'], ParentType, ContextType, RequireFields<MutationWriteReviewArgs, 'comment' | 'productId' | 'rating' | 'title'>>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasswordResetTicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetTicket'] = ResolversParentTypes['PasswordResetTicket']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  homepage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'sort'>>;
  productsByIds?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsByIdsArgs, 'ids'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type ReturnRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnRequest'] = ResolversParentTypes['ReturnRequest']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnRequestPayload'] = ResolversParentTypes['ReturnRequestPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnRequest?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType>;
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

export type SupportReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportReceipt'] = ResolversParentTypes['SupportReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariantAttribute'] = ResolversParentTypes['VariantAttribute']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AttributeOption']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  contactNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type WriteReviewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriteReviewPayload'] = ResolversParentTypes['WriteReviewPayload']> = {
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['ReviewSummary'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  AttributeFilter?: AttributeFilterResolvers<ContextType>;
  AttributeOption?: AttributeOptionResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BestSellerBlock?: BestSellerBlockResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartLineAttribute?: CartLineAttributeResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Hero?: HeroResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordResetTicket?: PasswordResetTicketResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductSection?: ProductSectionResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReturnRequest?: ReturnRequestResolvers<ContextType>;
  ReturnRequestPayload?: ReturnRequestPayloadResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewSummary?: ReviewSummaryResolvers<ContextType>;
  SaleBanner?: SaleBannerResolvers<ContextType>;
  SearchProduct?: SearchProductResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  StarCount?: StarCountResolvers<ContextType>;
  SupportReceipt?: SupportReceiptResolvers<ContextType>;
  VariantAttribute?: VariantAttributeResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WriteReviewPayload?: WriteReviewPayloadResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
