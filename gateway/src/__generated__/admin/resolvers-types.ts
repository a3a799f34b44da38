import type { GraphQLResolveInfo } from 'graphql';
import type { StaffJson, StaffInviteJson, AuditEntryJson, AuditPageJson, HomepageJson, HomepagePickJson, CouponJson, CategoryJson } from '../../admin/rest.js';
import type { ProductRowJson, ProductPageJson, AdminProductJson, VariantJson, SkuJson } from '../../admin/catalogue-rest.js';
import type { OrderMoneyJson, OrderMoneyLineJson, RefundJson, PayoutJson, PayoutPageJson } from '../../admin/refunds/rest.js';
import type { AdminContext } from '../../admin/context.js';
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

export type AcceptInviteInput = {
  name: Scalars['String']['input'];
  /** 10 characters or more, not a common one. */
  password: Scalars['String']['input'];
  /** The `token` of the mailed link (`/admin/invite?token=inv_…`). */
  token: Scalars['String']['input'];
};

export type AdminCategory = {
  __typename?: 'AdminCategory';
  filters: Array<ListingFilter>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Menu order, smallest first. */
  position: Scalars['Int']['output'];
  /** Products in it, shown or not. */
  products: Scalars['Int']['output'];
  /** The route segment: /product-listing/<value>. */
  value: Scalars['String']['output'];
};

/** A product as the editor shows it. */
export type AdminProduct = {
  __typename?: 'AdminProduct';
  category: ProductCategoryRef;
  colours: Array<ProductColour>;
  description: Scalars['String']['output'];
  /** GST rate in basis points (500 = 5 %); null: the apparel rule by price. */
  gstRateBp?: Maybe<Scalars['Int']['output']>;
  heading: Scalars['String']['output'];
  /** 4, 6 or 8 digits; null: its department's heading. */
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Some size has units. */
  onSale: Scalars['Boolean']['output'];
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
  /** Named by every write, which is refused when another save came first. */
  version: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
};

export type AuditConnection = {
  __typename?: 'AuditConnection';
  nodes: Array<AuditEntry>;
  pageInfo: PageInfo;
};

/** One staff write: who, when, what, and the record before and after. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, e.g. `product.update`. */
  action: Scalars['String']['output'];
  /** The record after the write as JSON text, or null for a deletion. */
  after?: Maybe<Scalars['String']['output']>;
  /** The record before the write as JSON text, or null for a creation. */
  before?: Maybe<Scalars['String']['output']>;
  /** When, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** What it was done to, e.g. `product`. */
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  staff: AuditStaff;
};

/** Every filter is optional; they combine. */
export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601: entries at or after. */
  from?: InputMaybe<Scalars['String']['input']>;
  staffId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO 8601: entries before. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Who made a write, as the log keeps them. */
export type AuditStaff = {
  __typename?: 'AuditStaff';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CategoryInput = {
  name: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  value: Scalars['String']['input'];
};

export type ColourInput = {
  colour: Scalars['String']['input'];
  retailPricePaise: Scalars['Int']['input'];
  salePricePaise: Scalars['Int']['input'];
};

export type Coupon = {
  __typename?: 'Coupon';
  /** For a flat coupon. */
  amountOffPaise?: Maybe<Scalars['Int']['output']>;
  /** Upper-case; matched in any case at checkout. */
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: CouponKind;
  /** Shown among checkout's offers; false for a code given out privately. */
  listed: Scalars['Boolean']['output'];
  /** A percent coupon's cap, if any. */
  maxDiscountPaise?: Maybe<Scalars['Int']['output']>;
  minOrderPaise: Scalars['Int']['output'];
  /** 1–100, for a percent coupon. */
  percentOff?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601, or null for open. */
  startsAt?: Maybe<Scalars['String']['output']>;
  state: CouponState;
  totalUses?: Maybe<Scalars['Int']['output']>;
  /** Orders that used it. */
  uses: Scalars['Int']['output'];
  usesPerBuyer?: Maybe<Scalars['Int']['output']>;
};

export type CouponInput = {
  amountOffPaise?: InputMaybe<Scalars['Int']['input']>;
  code: Scalars['String']['input'];
  description: Scalars['String']['input'];
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  kind: CouponKind;
  listed: Scalars['Boolean']['input'];
  maxDiscountPaise?: InputMaybe<Scalars['Int']['input']>;
  minOrderPaise: Scalars['Int']['input'];
  percentOff?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['String']['input']>;
  totalUses?: InputMaybe<Scalars['Int']['input']>;
  usesPerBuyer?: InputMaybe<Scalars['Int']['input']>;
};

export type CouponKind =
  | 'FLAT'
  | 'PERCENT';

/** Whether a coupon applies now. */
export type CouponState =
  | 'ENDED'
  | 'LIVE'
  | 'SCHEDULED';

/** The homepage as staff edit it. */
export type Homepage = {
  __typename?: 'Homepage';
  bestSeller: HomepageBestSeller;
  hero: HomepageHero;
  picks: HomepagePicks;
  promoText: Scalars['String']['output'];
  recommended: HomepageSectionHeading;
  saleBanner: HomepageSaleBanner;
  trending: HomepageSectionHeading;
  /** ISO 8601: the last save. */
  updatedAt: Scalars['String']['output'];
  /** Send it back with a change: a save made from an older version is refused (CONFLICT, `stale_version`). */
  version: Scalars['Int']['output'];
};

/** The Best Seller section's banner card. */
export type HomepageBestSeller = {
  __typename?: 'HomepageBestSeller';
  bannerImg: Scalars['String']['output'];
  /** The banner card's 'Start from' price, in paise. */
  pricePaise: Scalars['Int']['output'];
  seeMoreLink?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type HomepageBestSellerInput = {
  bannerImg: Scalars['String']['input'];
  pricePaise: Scalars['Int']['input'];
  seeMoreLink?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** The hero at the top: a video with its poster picture, a heading and a line of text. */
export type HomepageHero = {
  __typename?: 'HomepageHero';
  poster: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  video: Scalars['String']['output'];
};

export type HomepageHeroInput = {
  poster: Scalars['String']['input'];
  subtitle: Scalars['String']['input'];
  title: Scalars['String']['input'];
  video: Scalars['String']['input'];
};

/** The whole homepage, and the version it was made from. */
export type HomepageInput = {
  bestSeller: HomepageBestSellerInput;
  hero: HomepageHeroInput;
  picks: HomepagePicksInput;
  promoText: Scalars['String']['input'];
  recommended: HomepageSectionHeadingInput;
  saleBanner: HomepageSaleBannerInput;
  trending: HomepageSectionHeadingInput;
  version: Scalars['Int']['input'];
};

/** A product chosen for a homepage section. */
export type HomepagePick = {
  __typename?: 'HomepagePick';
  id: Scalars['ID']['output'];
  /** The first picture of its first colour, or empty. */
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Shown to shoppers (visible and in stock); a hidden pick is left off the homepage. */
  visible: Scalars['Boolean']['output'];
};

/** The products each section lists, in order (the homepage shows the first few). */
export type HomepagePicks = {
  __typename?: 'HomepagePicks';
  bestSeller: Array<HomepagePick>;
  recommended: Array<HomepagePick>;
  trending: Array<HomepagePick>;
};

/** Product ids, in the order each section lists them. */
export type HomepagePicksInput = {
  bestSeller: Array<Scalars['ID']['input']>;
  recommended: Array<Scalars['ID']['input']>;
  trending: Array<Scalars['ID']['input']>;
};

export type HomepageSaleBanner = {
  __typename?: 'HomepageSaleBanner';
  /** The call to action's words, and where it leads. */
  ctaText: Scalars['String']['output'];
  image: Scalars['String']['output'];
  link: Scalars['String']['output'];
  offer: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type HomepageSaleBannerInput = {
  ctaText: Scalars['String']['input'];
  image: Scalars['String']['input'];
  link: Scalars['String']['input'];
  offer: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** A section's heading and where its 'See more' leads. */
export type HomepageSectionHeading = {
  __typename?: 'HomepageSectionHeading';
  seeMoreLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type HomepageSectionHeadingInput = {
  seeMoreLink: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type InviteStaffInput = {
  email: Scalars['String']['input'];
  role: StaffRole;
};

/** A checkbox group a category's listing offers. */
export type ListingFilter = {
  __typename?: 'ListingFilter';
  attributeName: Scalars['String']['output'];
  values: Array<ListingFilterValue>;
};

export type ListingFilterInput = {
  attributeName: Scalars['String']['input'];
  values: Array<ListingFilterValueInput>;
};

/** One checkbox of a listing filter: its label and the value a product's option carries. */
export type ListingFilterValue = {
  __typename?: 'ListingFilterValue';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ListingFilterValueInput = {
  label: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts a mailed invitation (no session: public, like `signIn`): sets the name and password and answers the
   * authenticator secret once. A used, replaced or expired link is BAD_USER_INPUT with reason `invite_invalid`.
   */
  acceptInvite: StaffEnrolment;
  /** Adds a colour with its sizes (catalogue, owner). */
  addColour: AdminProduct;
  /** Adds a size to a colour (catalogue, owner). */
  addSize: AdminProduct;
  /** Cancels the order, or some units, before the courier has it; refunds and credits them (orders:write). */
  cancelOrder: OrderMoney;
  /** Gives a member another role (owner); the last active owner keeps theirs. */
  changeStaffRole: StaffMember;
  /** Creates a coupon (coupons:write). */
  createCoupon: Coupon;
  /** Creates a product, hidden until `visible` (catalogue, owner). */
  createProduct: AdminProduct;
  /** Removes a colour no order names; one that was ordered is refused (`variant_in_use`): set its sizes to 0 instead. */
  deleteColour: AdminProduct;
  /** Removes one picture of a colour (catalogue, owner). */
  deletePicture: AdminProduct;
  /** Ends a coupon now; none is deleted, a used one keeps its history (coupons:write). */
  endCoupon: Coupon;
  /** Mails a one-time invitation link (owner). */
  inviteStaff: StaffInvite;
  /** Marks a payout paid with the bank's reference (orders:write). */
  markPayoutPaid: OrderMoney;
  /** Refunds units or an amount of a dispatched order (orders:write). */
  refundOrder: OrderMoney;
  /** Puts a colour's pictures in a new order: exactly the ones it has (catalogue, owner). */
  reorderPictures: AdminProduct;
  /** Ends every session of a member (owner). */
  revokeStaffSessions: Scalars['Boolean']['output'];
  /** Saves the homepage; the storefront shows it within seconds (homepage:write). */
  saveHomepage: Homepage;
  /** Replaces the filters the category's listing offers, in order (catalogue:write). */
  setListingFilters: AdminCategory;
  /** Disables or enables an account (owner); disabling ends its sessions. */
  setStaffDisabled: StaffMember;
  /** Sets a size's units on hand: 0 sells it out, null stops counting (catalogue, owner). */
  setStock: AdminProduct;
  /**
   * Signs in with the password and the authenticator's code. The session travels in an HttpOnly cookie scoped to
   * `/admin`, never in the answer. Wrong email, password or code are refused alike (UNAUTHENTICATED).
   */
  signIn: StaffMember;
  /** Ends the session in the api and clears its cookie. */
  signOut: Scalars['Boolean']['output'];
  /** Saves a category's name, route value and position (catalogue:write). */
  updateCategory: AdminCategory;
  /** Changes a colour's name or prices (catalogue, owner). */
  updateColour: AdminProduct;
  /** Saves a coupon's terms; a used coupon keeps its code (coupons:write). */
  updateCoupon: Coupon;
  /** Changes a product's fields (catalogue, owner). */
  updateProduct: AdminProduct;
};


export type MutationAcceptInviteArgs = {
  input: AcceptInviteInput;
};


export type MutationAddColourArgs = {
  input: NewColourInput;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAddSizeArgs = {
  colourId: Scalars['ID']['input'];
  input: SizeInput;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationCancelOrderArgs = {
  expectedRefundedPaise?: InputMaybe<Scalars['Int']['input']>;
  lines?: InputMaybe<Array<RefundLineInput>>;
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  role: StaffRole;
};


export type MutationCreateCouponArgs = {
  input: CouponInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationDeleteColourArgs = {
  colourId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeletePictureArgs = {
  colourId: Scalars['ID']['input'];
  picture: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationEndCouponArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationMarkPayoutPaidArgs = {
  id: Scalars['ID']['input'];
  reference: Scalars['String']['input'];
};


export type MutationRefundOrderArgs = {
  amountPaise?: InputMaybe<Scalars['Int']['input']>;
  expectedRefundedPaise?: InputMaybe<Scalars['Int']['input']>;
  lines?: InputMaybe<Array<RefundLineInput>>;
  orderId: Scalars['ID']['input'];
  payoutTo?: InputMaybe<PayoutDestinationInput>;
  reason: Scalars['String']['input'];
};


export type MutationReorderPicturesArgs = {
  colourId: Scalars['ID']['input'];
  pictures: Array<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRevokeStaffSessionsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveHomepageArgs = {
  input: HomepageInput;
};


export type MutationSetListingFiltersArgs = {
  filters: Array<ListingFilterInput>;
  id: Scalars['ID']['input'];
};


export type MutationSetStaffDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetStockArgs = {
  productId: Scalars['ID']['input'];
  skuId: Scalars['ID']['input'];
  stock?: InputMaybe<Scalars['Int']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateColourArgs = {
  colourId: Scalars['ID']['input'];
  input: ColourInput;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationUpdateCouponArgs = {
  id: Scalars['ID']['input'];
  input: CouponInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
  version: Scalars['Int']['input'];
};

export type NewColourInput = {
  colour: Scalars['String']['input'];
  retailPricePaise: Scalars['Int']['input'];
  salePricePaise: Scalars['Int']['input'];
  sizes: Array<SizeInput>;
};

/** An order's money as staff work it. */
export type OrderMoney = {
  __typename?: 'OrderMoney';
  /** Before the courier has it: cancel (whole or some units). */
  cancellable: Scalars['Boolean']['output'];
  codFeePaise: Scalars['Int']['output'];
  deliveryPaise: Scalars['Int']['output'];
  lines: Array<OrderMoneyLine>;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  orderStatus: Scalars['String']['output'];
  paidPaise: Scalars['Int']['output'];
  paymentMethod: Scalars['String']['output'];
  /** After dispatch, with money left: refund units or an amount. */
  refundable: Scalars['Boolean']['output'];
  refundedPaise: Scalars['Int']['output'];
  refunds: Array<Refund>;
  /** The order's figures a share of its goods is measured against (goodsShare in @sutra/rules). */
  subtotalPaise: Scalars['Int']['output'];
  totalPaise: Scalars['Int']['output'];
};

export type OrderMoneyLine = {
  __typename?: 'OrderMoneyLine';
  cancelledQuantity: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The options bought, e.g. 'Color: Blue · Size: 40'. */
  options: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  refundedQuantity: Scalars['Int']['output'];
  unitPricePaise: Scalars['Int']['output'];
};

/** Where a page of a connection ends, for fetching the next one with `after`. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Payout = {
  __typename?: 'Payout';
  buyerName: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  refund: Refund;
};

export type PayoutConnection = {
  __typename?: 'PayoutConnection';
  items: Array<Payout>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A payout's destination: a UPI id, or a bank account (holder, number, IFSC). */
export type PayoutDestination = {
  __typename?: 'PayoutDestination';
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  ifsc?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  vpa?: Maybe<Scalars['String']['output']>;
};

export type PayoutDestinationInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  ifsc?: InputMaybe<Scalars['String']['input']>;
  kind: Scalars['String']['input'];
  vpa?: InputMaybe<Scalars['String']['input']>;
};

export type PayoutStatus =
  | 'DUE'
  | 'PAID';

export type ProductCategoryRef = {
  __typename?: 'ProductCategoryRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A colour of a product: its prices, pictures (first shown first) and sizes. */
export type ProductColour = {
  __typename?: 'ProductColour';
  colour: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Paths under /media, in the order shoppers see them. */
  pictures: Array<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  retailPricePaise: Scalars['Int']['output'];
  salePricePaise: Scalars['Int']['output'];
  skus: Array<ProductSku>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  nodes: Array<ProductRow>;
  pageInfo: PageInfo;
};

export type ProductInput = {
  categoryId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  gstRateBp?: InputMaybe<Scalars['Int']['input']>;
  heading: Scalars['String']['input'];
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  visible: Scalars['Boolean']['input'];
};

/** Every filter is optional; they combine. */
export type ProductListFilter = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the name, or a whole SKU code. */
  search?: InputMaybe<Scalars['String']['input']>;
  stockState?: InputMaybe<StockState>;
  visibility?: InputMaybe<ProductVisibility>;
};

/** A row of the product list: what the list shows, never the whole product. */
export type ProductRow = {
  __typename?: 'ProductRow';
  categoryName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The first picture's path under /media, if any. */
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The first colour's sale price, in paise. */
  pricePaise: Scalars['Int']['output'];
  stockState: StockState;
  /** Units on hand over every size; null when some size is not counted. */
  units?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
};

/** A size of a colour, sold and stocked on its own. */
export type ProductSku = {
  __typename?: 'ProductSku';
  id: Scalars['ID']['output'];
  /** The size as shoppers see it (40, M, Free Size). */
  size: Scalars['String']['output'];
  skuCode?: Maybe<Scalars['String']['output']>;
  /** Units on hand; null: not counted (never runs out); 0: sold out. */
  stock?: Maybe<Scalars['Int']['output']>;
};

/** How the product list is ordered. */
export type ProductSort =
  | 'NAME'
  | 'PRICE'
  | 'STOCK'
  | 'UPDATED';

/** Whether a product is shown in the store. */
export type ProductVisibility =
  | 'HIDDEN'
  | 'SHOWN';

export type Query = {
  __typename?: 'Query';
  /** One product with its colours, sizes and pictures (every role). */
  adminProduct: AdminProduct;
  /** The product list, keyset-paged, sorted and filtered by the api (every role). */
  adminProducts: ProductConnection;
  /** The audit log, newest first (owner). */
  auditLog: AuditConnection;
  /** Every category in menu order, with its listing filters (catalogue:write). */
  categories: Array<AdminCategory>;
  /** Every coupon, newest first (coupons:write). */
  coupons: Array<Coupon>;
  /** The homepage's sections and the products each lists (homepage:write). */
  homepage: Homepage;
  /** Products whose name holds `search`, to pick for a section: 20 at most (homepage:write). */
  homepageProductPicks: Array<HomepagePick>;
  /** The signed-in staff member. */
  me: StaffMember;
  /** An order's refunds, what was paid and refunded, and its lines' units (orders:read). */
  orderRefunds: OrderMoney;
  /** Cash-on-delivery payouts: due (oldest first) or paid (newest first) (orders:write). */
  payouts: PayoutConnection;
  /** Every staff account, disabled ones included. */
  staffMembers: Array<StaffMember>;
};


export type QueryAdminProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<SortDirection>;
  filter?: InputMaybe<ProductListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHomepageProductPicksArgs = {
  search: Scalars['String']['input'];
};


export type QueryOrderRefundsArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryPayoutsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PayoutStatus>;
};

export type Refund = {
  __typename?: 'Refund';
  amountPaise: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  creditNoteNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Why Razorpay has not taken it yet, or why it failed. */
  lastError?: Maybe<Scalars['String']['output']>;
  lines: Array<RefundLine>;
  method: RefundMethod;
  orderId: Scalars['ID']['output'];
  payoutReference?: Maybe<Scalars['String']['output']>;
  payoutTo?: Maybe<PayoutDestination>;
  processedAt?: Maybe<Scalars['String']['output']>;
  razorpayRefundId?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  source: RefundSource;
  staffName?: Maybe<Scalars['String']['output']>;
  status: RefundStatus;
};

export type RefundLine = {
  __typename?: 'RefundLine';
  orderLineId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

export type RefundLineInput = {
  orderLineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** RAZORPAY: back to the payment; PAYOUT: paid by staff to the UPI id or bank account a cash-on-delivery buyer gave. */
export type RefundMethod =
  | 'PAYOUT'
  | 'RAZORPAY';

export type RefundSource =
  | 'ADJUSTMENT'
  | 'CANCELLATION'
  | 'RETURN';

/** Where a refund stands: requested (sent to Razorpay, or a payout not yet paid), processed, or failed. */
export type RefundStatus =
  | 'FAILED'
  | 'PROCESSED'
  | 'REQUESTED';

export type SignInInput = {
  /** The 6-digit code of the authenticator app. */
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SizeInput = {
  size: Scalars['String']['input'];
  skuCode?: InputMaybe<Scalars['String']['input']>;
  /** Units on hand; null: not counted. */
  stock?: InputMaybe<Scalars['Int']['input']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** An accepted invitation: the new member and their authenticator secret, answered this once only. */
export type StaffEnrolment = {
  __typename?: 'StaffEnrolment';
  member: StaffMember;
  /** The same secret as an `otpauth://` URI, for a QR code. */
  otpauthUri: Scalars['String']['output'];
  /** The TOTP secret (base32), to type into an authenticator app. */
  totpSecret: Scalars['String']['output'];
};

/** A one-time link mailed to a future member of staff. */
export type StaffInvite = {
  __typename?: 'StaffInvite';
  email: Scalars['String']['output'];
  /** ISO 8601: the link is refused after it. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: StaffRole;
};

/** A member of staff (never a buyer). */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** True once an owner has disabled the account: it cannot sign in. */
  disabled: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** What the role may do (e.g. `catalogue:write`), for the signed-in member (`me`, `signIn`); null for others. */
  permissions?: Maybe<Array<Scalars['String']['output']>>;
  role: StaffRole;
};

/** What a staff member may do is the role's: `owner` everything, `catalogue` products, stock and the homepage, `orders` orders. */
export type StaffRole =
  | 'CATALOGUE'
  | 'ORDERS'
  | 'OWNER';

/** A product's stock over its sizes: every size has units, some are sold out, or all are. */
export type StockState =
  | 'IN_STOCK'
  | 'SOLD_OUT'
  | 'SOME_SOLD_OUT';



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
  AcceptInviteInput: AcceptInviteInput;
  AdminCategory: ResolverTypeWrapper<CategoryJson>;
  AdminProduct: ResolverTypeWrapper<AdminProductJson>;
  AuditConnection: ResolverTypeWrapper<AuditPageJson>;
  AuditEntry: ResolverTypeWrapper<AuditEntryJson>;
  AuditFilter: AuditFilter;
  AuditStaff: ResolverTypeWrapper<AuditStaff>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryInput: CategoryInput;
  ColourInput: ColourInput;
  Coupon: ResolverTypeWrapper<CouponJson>;
  CouponInput: CouponInput;
  CouponKind: CouponKind;
  CouponState: CouponState;
  Homepage: ResolverTypeWrapper<HomepageJson>;
  HomepageBestSeller: ResolverTypeWrapper<HomepageBestSeller>;
  HomepageBestSellerInput: HomepageBestSellerInput;
  HomepageHero: ResolverTypeWrapper<HomepageHero>;
  HomepageHeroInput: HomepageHeroInput;
  HomepageInput: HomepageInput;
  HomepagePick: ResolverTypeWrapper<HomepagePickJson>;
  HomepagePicks: ResolverTypeWrapper<Omit<HomepagePicks, 'bestSeller' | 'recommended' | 'trending'> & { bestSeller: Array<ResolversTypes['HomepagePick']>, recommended: Array<ResolversTypes['HomepagePick']>, trending: Array<ResolversTypes['HomepagePick']> }>;
  HomepagePicksInput: HomepagePicksInput;
  HomepageSaleBanner: ResolverTypeWrapper<HomepageSaleBanner>;
  HomepageSaleBannerInput: HomepageSaleBannerInput;
  HomepageSectionHeading: ResolverTypeWrapper<HomepageSectionHeading>;
  HomepageSectionHeadingInput: HomepageSectionHeadingInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteStaffInput: InviteStaffInput;
  ListingFilter: ResolverTypeWrapper<ListingFilter>;
  ListingFilterInput: ListingFilterInput;
  ListingFilterValue: ResolverTypeWrapper<ListingFilterValue>;
  ListingFilterValueInput: ListingFilterValueInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewColourInput: NewColourInput;
  OrderMoney: ResolverTypeWrapper<OrderMoneyJson>;
  OrderMoneyLine: ResolverTypeWrapper<OrderMoneyLineJson>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Payout: ResolverTypeWrapper<PayoutJson>;
  PayoutConnection: ResolverTypeWrapper<PayoutPageJson>;
  PayoutDestination: ResolverTypeWrapper<PayoutDestination>;
  PayoutDestinationInput: PayoutDestinationInput;
  PayoutStatus: PayoutStatus;
  ProductCategoryRef: ResolverTypeWrapper<ProductCategoryRef>;
  ProductColour: ResolverTypeWrapper<VariantJson>;
  ProductConnection: ResolverTypeWrapper<ProductPageJson>;
  ProductInput: ProductInput;
  ProductListFilter: ProductListFilter;
  ProductRow: ResolverTypeWrapper<ProductRowJson>;
  ProductSku: ResolverTypeWrapper<SkuJson>;
  ProductSort: ProductSort;
  ProductVisibility: ProductVisibility;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<RefundJson>;
  RefundLine: ResolverTypeWrapper<RefundLine>;
  RefundLineInput: RefundLineInput;
  RefundMethod: RefundMethod;
  RefundSource: RefundSource;
  RefundStatus: RefundStatus;
  SignInInput: SignInInput;
  SizeInput: SizeInput;
  SortDirection: SortDirection;
  StaffEnrolment: ResolverTypeWrapper<Omit<StaffEnrolment, 'member'> & { member: ResolversTypes['StaffMember'] }>;
  StaffInvite: ResolverTypeWrapper<StaffInviteJson>;
  StaffMember: ResolverTypeWrapper<StaffJson>;
  StaffRole: StaffRole;
  StockState: StockState;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInviteInput: AcceptInviteInput;
  AdminCategory: CategoryJson;
  AdminProduct: AdminProductJson;
  AuditConnection: AuditPageJson;
  AuditEntry: AuditEntryJson;
  AuditFilter: AuditFilter;
  AuditStaff: AuditStaff;
  Boolean: Scalars['Boolean']['output'];
  CategoryInput: CategoryInput;
  ColourInput: ColourInput;
  Coupon: CouponJson;
  CouponInput: CouponInput;
  Homepage: HomepageJson;
  HomepageBestSeller: HomepageBestSeller;
  HomepageBestSellerInput: HomepageBestSellerInput;
  HomepageHero: HomepageHero;
  HomepageHeroInput: HomepageHeroInput;
  HomepageInput: HomepageInput;
  HomepagePick: HomepagePickJson;
  HomepagePicks: Omit<HomepagePicks, 'bestSeller' | 'recommended' | 'trending'> & { bestSeller: Array<ResolversParentTypes['HomepagePick']>, recommended: Array<ResolversParentTypes['HomepagePick']>, trending: Array<ResolversParentTypes['HomepagePick']> };
  HomepagePicksInput: HomepagePicksInput;
  HomepageSaleBanner: HomepageSaleBanner;
  HomepageSaleBannerInput: HomepageSaleBannerInput;
  HomepageSectionHeading: HomepageSectionHeading;
  HomepageSectionHeadingInput: HomepageSectionHeadingInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteStaffInput: InviteStaffInput;
  ListingFilter: ListingFilter;
  ListingFilterInput: ListingFilterInput;
  ListingFilterValue: ListingFilterValue;
  ListingFilterValueInput: ListingFilterValueInput;
  Mutation: Record<PropertyKey, never>;
  NewColourInput: NewColourInput;
  OrderMoney: OrderMoneyJson;
  OrderMoneyLine: OrderMoneyLineJson;
  PageInfo: PageInfo;
  Payout: PayoutJson;
  PayoutConnection: PayoutPageJson;
  PayoutDestination: PayoutDestination;
  PayoutDestinationInput: PayoutDestinationInput;
  ProductCategoryRef: ProductCategoryRef;
  ProductColour: VariantJson;
  ProductConnection: ProductPageJson;
  ProductInput: ProductInput;
  ProductListFilter: ProductListFilter;
  ProductRow: ProductRowJson;
  ProductSku: SkuJson;
  Query: Record<PropertyKey, never>;
  Refund: RefundJson;
  RefundLine: RefundLine;
  RefundLineInput: RefundLineInput;
  SignInInput: SignInInput;
  SizeInput: SizeInput;
  StaffEnrolment: Omit<StaffEnrolment, 'member'> & { member: ResolversParentTypes['StaffMember'] };
  StaffInvite: StaffInviteJson;
  StaffMember: StaffJson;
  String: Scalars['String']['output'];
};

export type LengthDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type LengthDirectiveResolver<Result, Parent, ContextType = AdminContext, Args = LengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type MaxItemsDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type MaxItemsDirectiveResolver<Result, Parent, ContextType = AdminContext, Args = MaxItemsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PageSizeDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type PageSizeDirectiveResolver<Result, Parent, ContextType = AdminContext, Args = PageSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminCategoryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCategory'] = ResolversParentTypes['AdminCategory']> = {
  filters?: Resolver<Array<ResolversTypes['ListingFilter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminProductResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = {
  category?: Resolver<ResolversTypes['ProductCategoryRef'], ParentType, ContextType>;
  colours?: Resolver<Array<ResolversTypes['ProductColour']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstRateBp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditConnection'] = ResolversParentTypes['AuditConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['AuditStaff'], ParentType, ContextType>;
};

export type AuditStaffResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditStaff'] = ResolversParentTypes['AuditStaff']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  amountOffPaise?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CouponKind'], ParentType, ContextType>;
  listed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxDiscountPaise?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minOrderPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentOff?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CouponState'], ParentType, ContextType>;
  totalUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usesPerBuyer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type HomepageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Homepage'] = ResolversParentTypes['Homepage']> = {
  bestSeller?: Resolver<ResolversTypes['HomepageBestSeller'], ParentType, ContextType>;
  hero?: Resolver<ResolversTypes['HomepageHero'], ParentType, ContextType>;
  picks?: Resolver<ResolversTypes['HomepagePicks'], ParentType, ContextType>;
  promoText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['HomepageSectionHeading'], ParentType, ContextType>;
  saleBanner?: Resolver<ResolversTypes['HomepageSaleBanner'], ParentType, ContextType>;
  trending?: Resolver<ResolversTypes['HomepageSectionHeading'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HomepageBestSellerResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['HomepageBestSeller'] = ResolversParentTypes['HomepageBestSeller']> = {
  bannerImg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seeMoreLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomepageHeroResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['HomepageHero'] = ResolversParentTypes['HomepageHero']> = {
  poster?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomepagePickResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['HomepagePick'] = ResolversParentTypes['HomepagePick']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HomepagePicksResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['HomepagePicks'] = ResolversParentTypes['HomepagePicks']> = {
  bestSeller?: Resolver<Array<ResolversTypes['HomepagePick']>, ParentType, ContextType>;
  recommended?: Resolver<Array<ResolversTypes['HomepagePick']>, ParentType, ContextType>;
  trending?: Resolver<Array<ResolversTypes['HomepagePick']>, ParentType, ContextType>;
};

export type HomepageSaleBannerResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['HomepageSaleBanner'] = ResolversParentTypes['HomepageSaleBanner']> = {
  ctaText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomepageSectionHeadingResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['HomepageSectionHeading'] = ResolversParentTypes['HomepageSectionHeading']> = {
  seeMoreLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingFilterResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ListingFilter'] = ResolversParentTypes['ListingFilter']> = {
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ListingFilterValue']>, ParentType, ContextType>;
};

export type ListingFilterValueResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ListingFilterValue'] = ResolversParentTypes['ListingFilterValue']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvite?: Resolver<ResolversTypes['StaffEnrolment'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'input'>>;
  addColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddColourArgs, 'input' | 'productId' | 'version'>>;
  addSize?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddSizeArgs, 'colourId' | 'input' | 'productId' | 'version'>>;
  cancelOrder?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId' | 'reason'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'id' | 'role'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  deleteColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationDeleteColourArgs, 'colourId' | 'productId' | 'version'>>;
  deletePicture?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationDeletePictureArgs, 'colourId' | 'picture' | 'productId' | 'version'>>;
  endCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationEndCouponArgs, 'id'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  markPayoutPaid?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<MutationMarkPayoutPaidArgs, 'id' | 'reference'>>;
  refundOrder?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'orderId' | 'reason'>>;
  reorderPictures?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationReorderPicturesArgs, 'colourId' | 'pictures' | 'productId' | 'version'>>;
  revokeStaffSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeStaffSessionsArgs, 'id'>>;
  saveHomepage?: Resolver<ResolversTypes['Homepage'], ParentType, ContextType, RequireFields<MutationSaveHomepageArgs, 'input'>>;
  setListingFilters?: Resolver<ResolversTypes['AdminCategory'], ParentType, ContextType, RequireFields<MutationSetListingFiltersArgs, 'filters' | 'id'>>;
  setStaffDisabled?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSetStaffDisabledArgs, 'disabled' | 'id'>>;
  setStock?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationSetStockArgs, 'productId' | 'skuId' | 'version'>>;
  signIn?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateCategory?: Resolver<ResolversTypes['AdminCategory'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationUpdateColourArgs, 'colourId' | 'input' | 'productId' | 'version'>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input' | 'version'>>;
};

export type OrderMoneyResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OrderMoney'] = ResolversParentTypes['OrderMoney']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  codFeePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderMoneyLine']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundedPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  subtotalPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderMoneyLineResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OrderMoneyLine'] = ResolversParentTypes['OrderMoneyLine']> = {
  cancelledQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PayoutResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = {
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Refund'], ParentType, ContextType>;
};

export type PayoutConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['PayoutConnection'] = ResolversParentTypes['PayoutConnection']> = {
  items?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutDestinationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['PayoutDestination'] = ResolversParentTypes['PayoutDestination']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ifsc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vpa?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCategoryRefResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductCategoryRef'] = ResolversParentTypes['ProductCategoryRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductColourResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductColour'] = ResolversParentTypes['ProductColour']> = {
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skus?: Resolver<Array<ResolversTypes['ProductSku']>, ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['ProductRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProductRowResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductRow'] = ResolversParentTypes['ProductRow']> = {
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockState?: Resolver<ResolversTypes['StockState'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductSkuResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductSku'] = ResolversParentTypes['ProductSku']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skuCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<QueryAdminProductArgs, 'id'>>;
  adminProducts?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryAdminProductsArgs, 'direction' | 'first' | 'sort'>>;
  auditLog?: Resolver<ResolversTypes['AuditConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  categories?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  coupons?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  homepage?: Resolver<ResolversTypes['Homepage'], ParentType, ContextType>;
  homepageProductPicks?: Resolver<Array<ResolversTypes['HomepagePick']>, ParentType, ContextType, RequireFields<QueryHomepageProductPicksArgs, 'search'>>;
  me?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  orderRefunds?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<QueryOrderRefundsArgs, 'orderId'>>;
  payouts?: Resolver<ResolversTypes['PayoutConnection'], ParentType, ContextType, RequireFields<QueryPayoutsArgs, 'status'>>;
  staffMembers?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
};

export type RefundResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = {
  amountPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RefundLine']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['RefundMethod'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutTo?: Resolver<Maybe<ResolversTypes['PayoutDestination']>, ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  razorpayRefundId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RefundSource'], ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
};

export type RefundLineResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['RefundLine'] = ResolversParentTypes['RefundLine']> = {
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffEnrolmentResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StaffEnrolment'] = ResolversParentTypes['StaffEnrolment']> = {
  member?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totpSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffInviteResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StaffInvite'] = ResolversParentTypes['StaffInvite']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type Resolvers<ContextType = AdminContext> = {
  AdminCategory?: AdminCategoryResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AuditConnection?: AuditConnectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditStaff?: AuditStaffResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  Homepage?: HomepageResolvers<ContextType>;
  HomepageBestSeller?: HomepageBestSellerResolvers<ContextType>;
  HomepageHero?: HomepageHeroResolvers<ContextType>;
  HomepagePick?: HomepagePickResolvers<ContextType>;
  HomepagePicks?: HomepagePicksResolvers<ContextType>;
  HomepageSaleBanner?: HomepageSaleBannerResolvers<ContextType>;
  HomepageSectionHeading?: HomepageSectionHeadingResolvers<ContextType>;
  ListingFilter?: ListingFilterResolvers<ContextType>;
  ListingFilterValue?: ListingFilterValueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderMoney?: OrderMoneyResolvers<ContextType>;
  OrderMoneyLine?: OrderMoneyLineResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutConnection?: PayoutConnectionResolvers<ContextType>;
  PayoutDestination?: PayoutDestinationResolvers<ContextType>;
  ProductCategoryRef?: ProductCategoryRefResolvers<ContextType>;
  ProductColour?: ProductColourResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductRow?: ProductRowResolvers<ContextType>;
  ProductSku?: ProductSkuResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundLine?: RefundLineResolvers<ContextType>;
  StaffEnrolment?: StaffEnrolmentResolvers<ContextType>;
  StaffInvite?: StaffInviteResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = AdminContext> = {
  length?: LengthDirectiveResolver<any, any, ContextType>;
  maxItems?: MaxItemsDirectiveResolver<any, any, ContextType>;
  pageSize?: PageSizeDirectiveResolver<any, any, ContextType>;
};
