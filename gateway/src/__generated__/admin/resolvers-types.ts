import type { GraphQLResolveInfo } from 'graphql';
import type { StaffJson, StaffInviteJson, AuditEntryJson, AuditPageJson, HomepageJson, HomepagePickJson, CouponJson, CategoryJson } from '../../admin/rest.js';
import type { ReturnJson, ReturnPageJson, ReturnLineJson, ExchangeLineJson } from '../../admin/returns/returns-rest.js';
import type { ProductRowJson, ProductPageJson, AdminProductJson, VariantJson, SkuJson } from '../../admin/catalogue-rest.js';
import type { CustomerRowJson, CustomerPageJson, CustomerJson, CustomerAddressJson, CustomerPointsEntryJson, InboxItemJson, InboxPageJson } from '../../admin/people-rest.js';
import type { OrderRowJson, OrderPageJson, AdminOrderJson, AdminOrderLineJson, DayJson, DayOrdersJson, StatusCountJson } from '../../admin/orders/orders-rest.js';
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

/** One order as the desk works it. */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  amounts: AdminOrderAmounts;
  /** The staff writes on this order, newest first. */
  audit: Array<AuditEntry>;
  billingAddress: AdminOrderAddress;
  buyerId: Scalars['ID']['output'];
  confirmation?: Maybe<CodConfirmation>;
  createdAt: Scalars['String']['output'];
  delivery: Scalars['String']['output'];
  deliveryAddress: AdminOrderAddress;
  documents: AdminOrderDocuments;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Scalars['Int']['output'];
  lines: Array<AdminOrderLine>;
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  payment: AdminOrderPayment;
  paymentInstrument?: Maybe<Scalars['String']['output']>;
  paymentMethod: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  shipment: AdminOrderShipment;
  shippingStatus: Scalars['String']['output'];
  status: AdminOrderStatus;
};

export type AdminOrderAddress = {
  __typename?: 'AdminOrderAddress';
  add1: Scalars['String']['output'];
  add2: Scalars['String']['output'];
  city: Scalars['String']['output'];
  landmark: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type AdminOrderAmounts = {
  __typename?: 'AdminOrderAmounts';
  codFeePaise: Scalars['Int']['output'];
  couponCode?: Maybe<Scalars['String']['output']>;
  deliveryPaise: Scalars['Int']['output'];
  discountPaise: Scalars['Int']['output'];
  pointsEarned: Scalars['Int']['output'];
  pointsUsed: Scalars['Int']['output'];
  subtotalPaise: Scalars['Int']['output'];
  totalPaise: Scalars['Int']['output'];
};

export type AdminOrderDocuments = {
  __typename?: 'AdminOrderDocuments';
  /** The credit note's number, once cancelled or returned; PDF at `/admin/files/orders/:id/credit-note.pdf`. */
  creditNoteNumber?: Maybe<Scalars['String']['output']>;
  /** The tax invoice's number; its PDF is at `/admin/files/orders/:id/invoice.pdf`. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
};

export type AdminOrderLine = {
  __typename?: 'AdminOrderLine';
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The options bought, e.g. colour and size. */
  options: Array<AdminOrderOption>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  retailPricePaise: Scalars['Int']['output'];
  unitPricePaise: Scalars['Int']['output'];
  variantId?: Maybe<Scalars['ID']['output']>;
};

export type AdminOrderOption = {
  __typename?: 'AdminOrderOption';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AdminOrderPayment = {
  __typename?: 'AdminOrderPayment';
  /** ISO 8601: when the money was received (on delivery for cash on delivery). */
  paidAt?: Maybe<Scalars['String']['output']>;
  razorpayOrderId?: Maybe<Scalars['String']['output']>;
  razorpayPaymentId?: Maybe<Scalars['String']['output']>;
};

export type AdminOrderShipment = {
  __typename?: 'AdminOrderShipment';
  /** Failed attempts at creating the shipment, and the last error (retried). */
  attempts: Scalars['Int']['output'];
  deliveredAt?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  shiprocketOrderId?: Maybe<Scalars['String']['output']>;
  shiprocketShipmentId?: Maybe<Scalars['String']['output']>;
  /** Null before the shipment exists or when Shiprocket could not be asked. */
  tracking?: Maybe<AdminOrderTracking>;
  /** Shiprocket could not be asked just now. */
  trackingUnavailable: Scalars['Boolean']['output'];
};

/** Where an order is, as the store moves it (Shiprocket's statuses, cancellations, returns). */
export type AdminOrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PENDING'
  | 'PROCESSING'
  | 'RETURNED'
  | 'SHIPPED';

/** Shiprocket's live tracking of the shipment. */
export type AdminOrderTracking = {
  __typename?: 'AdminOrderTracking';
  awbCode?: Maybe<Scalars['String']['output']>;
  courierName?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  estimatedDelivery?: Maybe<Scalars['String']['output']>;
  pickedUpAt?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  trackUrl?: Maybe<Scalars['String']['output']>;
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

/** A cash-on-delivery order's confirmation: until confirmed it is not sent to Shiprocket. */
export type CodConfirmation = {
  __typename?: 'CodConfirmation';
  /** ISO 8601. */
  confirmedAt?: Maybe<Scalars['String']['output']>;
  /** A member of staff's id, `buyer` (by the mailed link), or `store` (placed before confirmations). */
  confirmedBy?: Maybe<Scalars['String']['output']>;
  /** Waiting longer than the store's set time (`COD_CONFIRM_HOURS`). */
  overdue: Scalars['Boolean']['output'];
  /** Nobody has confirmed it yet (and it is not cancelled). */
  waiting: Scalars['Boolean']['output'];
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

/** A buyer's page. */
export type Customer = {
  __typename?: 'Customer';
  addresses: Array<CustomerAddress>;
  /** When staff blocked them from buying; null when they may buy. */
  blockedAt?: Maybe<Scalars['String']['output']>;
  /** Why (staff's words, never shown to the buyer). */
  blockedReason?: Maybe<Scalars['String']['output']>;
  contactNumber: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The latest 100, newest first. */
  orders: Array<CustomerOrder>;
  pointsBalance: Scalars['Int']['output'];
  /** The latest 200 entries, newest first. */
  pointsHistory: Array<CustomerPointsEntry>;
  /** The latest 100, newest first. */
  returnRequests: Array<CustomerReturnRequest>;
};

/** A saved address; the first is the default. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  add1: Scalars['String']['output'];
  add2: Scalars['String']['output'];
  city: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  isDefault: Scalars['Boolean']['output'];
  landmark: Scalars['String']['output'];
  mobile: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  nodes: Array<CustomerRow>;
  pageInfo: PageInfo;
};

/** One of the buyer's orders (its page is `/admin/orders/:id`). */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  orderStatus: Scalars['String']['output'];
  /** `razorpay`, `cod` or `points`. */
  paymentMethod: Scalars['String']['output'];
  totalPaise: Scalars['Int']['output'];
};

/** An entry of the buyer's points history: an order's, or an adjustment staff made. */
export type CustomerPointsEntry = {
  __typename?: 'CustomerPointsEntry';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: PointsEntryKind;
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  pointsEarned: Scalars['Int']['output'];
  pointsRedeemed: Scalars['Int']['output'];
  /** An adjustment's reason, which the buyer reads in their history. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Who made the adjustment. */
  staffName?: Maybe<Scalars['String']['output']>;
};

export type CustomerReturnRequest = {
  __typename?: 'CustomerReturnRequest';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Lines the request covers, and those still waiting for the store. */
  lines: Scalars['Int']['output'];
  openLines: Scalars['Int']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

/** A buyer in the customer list. */
export type CustomerRow = {
  __typename?: 'CustomerRow';
  /** Blocked from buying. */
  blocked: Scalars['Boolean']['output'];
  contactNumber: Scalars['String']['output'];
  /** When they signed up, ISO 8601. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type DayAtAGlance = {
  __typename?: 'DayAtAGlance';
  /** The date in India (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  /** Null for a role that may not read the catalogue. */
  lowStock?: Maybe<Array<LowStockSize>>;
  orders?: Maybe<DayOrders>;
};

/** The desk's numbers for today (IST); null for a role that may not read orders. */
export type DayOrders = {
  __typename?: 'DayOrders';
  byStatus: Array<OrderStatusCount>;
  codOverdue: Scalars['Int']['output'];
  codWaiting: Scalars['Int']['output'];
  /** Return requests with a line still open. */
  returnsWaiting: Scalars['Int']['output'];
  todayCount: Scalars['Int']['output'];
  todayRevenuePaise: Scalars['Int']['output'];
};

export type ExchangeItemInput = {
  orderLineId: Scalars['ID']['input'];
  skuId: Scalars['ID']['input'];
};

export type ExchangeLine = {
  __typename?: 'ExchangeLine';
  name: Scalars['String']['output'];
  options: Array<ExchangeOption>;
  orderLineId: Scalars['ID']['output'];
  unitPricePaise: Scalars['Int']['output'];
};

/** A size or colour a returned line can be exchanged for. */
export type ExchangeOption = {
  __typename?: 'ExchangeOption';
  colour: Scalars['String']['output'];
  /** The item returned itself. */
  current: Scalars['Boolean']['output'];
  pricePaise: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  skuId: Scalars['ID']['output'];
  /** Units on hand; null when not counted. */
  stock?: Maybe<Scalars['Int']['output']>;
};

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

export type InboxConnection = {
  __typename?: 'InboxConnection';
  nodes: Array<InboxItem>;
  pageInfo: PageInfo;
};

export type InboxItem = {
  __typename?: 'InboxItem';
  buyerId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  handledAt?: Maybe<Scalars['String']['output']>;
  handledBy?: Maybe<Scalars['String']['output']>;
  /** A review hidden from the store. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: InboxKind;
  /** The sender's name and email as they gave them (a review's: the buyer's account). */
  name: Scalars['String']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
  productName?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Int']['output']>;
  reply?: Maybe<InboxReply>;
  /** The message, the query or the review's comment. */
  text: Scalars['String']['output'];
  /** A review's title, rating and product. */
  title?: Maybe<Scalars['String']['output']>;
};

export type InboxKind =
  | 'CONTACT'
  | 'FEEDBACK'
  | 'REVIEW';

/** The reply mailed to the sender (once). */
export type InboxReply = {
  __typename?: 'InboxReply';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** The member of staff who wrote it. */
  by?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type InboxState =
  | 'HANDLED'
  /** Not handled yet. */
  | 'WAITING';

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

/** A counted size running low. */
export type LowStockSize = {
  __typename?: 'LowStockSize';
  colour: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  size: Scalars['String']['output'];
  skuId: Scalars['ID']['output'];
  stock: Scalars['Int']['output'];
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
  /** Gives (positive) or takes (negative) points with a reason the buyer sees; never below zero (owner, orders). */
  adjustCustomerPoints: Customer;
  /** Approves a requested return and books its pickup with Shiprocket (orders:write). */
  approveReturn: ReturnRequest;
  /** Cancels the order, or some units, before the courier has it; refunds and credits them (orders:write). */
  cancelOrder: OrderMoney;
  /** Gives a member another role (owner); the last active owner keeps theirs. */
  changeStaffRole: StaffMember;
  /** Confirms a cash-on-delivery order, which is then sent to Shiprocket; confirming again changes nothing (orders:write). */
  confirmCodOrder: AdminOrder;
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
  /** Closes a received return as an exchange: a free replacement order at another size or colour (orders:write). */
  exchangeReturn: ReturnRequest;
  /** Mails a one-time invitation link (owner). */
  inviteStaff: StaffInvite;
  /** Marks a payout paid with the bank's reference (orders:write). */
  markPayoutPaid: OrderMoney;
  /** The parcel is at the warehouse; resellable items go back on sale (orders:write). */
  receiveReturn: ReturnRequest;
  /** Refunds units or an amount of a dispatched order (orders:write). */
  refundOrder: OrderMoney;
  /** Closes a received return as a refund of its lines (orders:write). `resellable` is needed when Shiprocket brought it in. */
  refundReturn: ReturnRequest;
  /** Rejects a requested return; the reason is mailed to the buyer (orders:write). */
  rejectReturn: ReturnRequest;
  /** Puts a colour's pictures in a new order: exactly the ones it has (catalogue, owner). */
  reorderPictures: AdminProduct;
  /** Mails a reply to the sender once and marks the item handled; a second is CONFLICT `already_replied` (owner, orders). */
  replyToInboxItem: InboxItem;
  /** Ends every session of a member (owner). */
  revokeStaffSessions: Scalars['Boolean']['output'];
  /** Saves the homepage; the storefront shows it within seconds (homepage:write). */
  saveHomepage: Homepage;
  /** Blocks the buyer from buying, or unblocks them; the reason is kept in the audit log (owner, orders). */
  setCustomerBlocked: Customer;
  /** Marks an item handled, or waiting again (owner, orders). */
  setInboxItemHandled: InboxItem;
  /** Replaces the filters the category's listing offers, in order (catalogue:write). */
  setListingFilters: AdminCategory;
  /** Hides a review from the store (its product's reviews and rating), or shows it again (owner, orders). */
  setReviewHidden: InboxItem;
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


export type MutationAdjustCustomerPointsArgs = {
  id: Scalars['ID']['input'];
  points: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationApproveReturnArgs = {
  id: Scalars['ID']['input'];
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


export type MutationConfirmCodOrderArgs = {
  id: Scalars['ID']['input'];
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


export type MutationExchangeReturnArgs = {
  id: Scalars['ID']['input'];
  items: Array<ExchangeItemInput>;
  resellable?: InputMaybe<Scalars['Boolean']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationMarkPayoutPaidArgs = {
  id: Scalars['ID']['input'];
  reference: Scalars['String']['input'];
};


export type MutationReceiveReturnArgs = {
  id: Scalars['ID']['input'];
  resellable: Scalars['Boolean']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRefundOrderArgs = {
  amountPaise?: InputMaybe<Scalars['Int']['input']>;
  expectedRefundedPaise?: InputMaybe<Scalars['Int']['input']>;
  lines?: InputMaybe<Array<RefundLineInput>>;
  orderId: Scalars['ID']['input'];
  payoutTo?: InputMaybe<PayoutDestinationInput>;
  reason: Scalars['String']['input'];
};


export type MutationRefundReturnArgs = {
  id: Scalars['ID']['input'];
  resellable?: InputMaybe<Scalars['Boolean']['input']>;
  version: Scalars['Int']['input'];
};


export type MutationRejectReturnArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReorderPicturesArgs = {
  colourId: Scalars['ID']['input'];
  pictures: Array<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationReplyToInboxItemArgs = {
  id: Scalars['ID']['input'];
  kind: InboxKind;
  text: Scalars['String']['input'];
};


export type MutationRevokeStaffSessionsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveHomepageArgs = {
  input: HomepageInput;
};


export type MutationSetCustomerBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationSetInboxItemHandledArgs = {
  handled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  kind: InboxKind;
};


export type MutationSetListingFiltersArgs = {
  filters: Array<ListingFilterInput>;
  id: Scalars['ID']['input'];
};


export type MutationSetReviewHiddenArgs = {
  hidden: Scalars['Boolean']['input'];
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

export type OrderConnection = {
  __typename?: 'OrderConnection';
  nodes: Array<OrderRow>;
  pageInfo: PageInfo;
};

/** Every filter is optional; they combine. */
export type OrderFilter = {
  /** ISO 8601: placed at or after. */
  from?: InputMaybe<Scalars['String']['input']>;
  payment?: InputMaybe<OrderPaymentFilter>;
  pincode?: InputMaybe<Scalars['String']['input']>;
  /** A whole order number, buyer email or phone number. */
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AdminOrderStatus>;
  /** ISO 8601: placed at or before. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Only cash-on-delivery orders waiting for a confirmation. */
  toConfirm?: InputMaybe<Scalars['Boolean']['input']>;
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

/** How an order was paid, as the desk filters it: Razorpay's method, cash on delivery, or wholly by coupon and points. */
export type OrderPaymentFilter =
  | 'CARD'
  | 'COD'
  | 'NETBANKING'
  | 'POINTS'
  | 'UPI'
  | 'WALLET';

/** One order in the desk's list. */
export type OrderRow = {
  __typename?: 'OrderRow';
  buyerId: Scalars['ID']['output'];
  city: Scalars['String']['output'];
  /** Null unless cash on delivery. */
  confirmation?: Maybe<CodConfirmation>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Units ordered. */
  items: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** Razorpay's method (`card`, `upi` …) for an order paid online; null otherwise. */
  paymentInstrument?: Maybe<Scalars['String']['output']>;
  /** `razorpay`, `cod` or `points`. */
  paymentMethod: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
  /** Shiprocket's last status (NEW, SHIPPED …), or PENDING before the shipment exists. */
  shippingStatus: Scalars['String']['output'];
  state: Scalars['String']['output'];
  status: AdminOrderStatus;
  totalPaise: Scalars['Int']['output'];
};

export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  count: Scalars['Int']['output'];
  status: AdminOrderStatus;
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

export type PointsEntryKind =
  | 'ADJUSTMENT'
  | 'ORDER';

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
  /** A buyer's page (owner, orders). */
  customer: Customer;
  /** Buyers newest first; `search` matches part of a name, email or phone (2 characters or more) (owner, orders). */
  customers: CustomerConnection;
  /** The day's home: what the role may read of it (any staff). */
  dayAtAGlance: DayAtAGlance;
  /** Every size and colour of each returned line's product, with stock and price (orders:read). */
  exchangeOptions: Array<ExchangeLine>;
  /** The homepage's sections and the products each lists (homepage:write). */
  homepage: Homepage;
  /** Products whose name holds `search`, to pick for a section: 20 at most (homepage:write). */
  homepageProductPicks: Array<HomepagePick>;
  /** Feedback, contact queries and reviews, newest first (owner, orders). */
  inbox: InboxConnection;
  /** The signed-in staff member. */
  me: StaffMember;
  /** One order (orders:read). */
  order: AdminOrder;
  /** An order's refunds, what was paid and refunded, and its lines' units (orders:read). */
  orderRefunds: OrderMoney;
  /** Orders, newest first (orders:read). */
  orders: OrderConnection;
  /** Cash-on-delivery payouts: due (oldest first) or paid (newest first) (orders:write). */
  payouts: PayoutConnection;
  /** One return request (orders:read). */
  returnRequest: ReturnRequest;
  /** Return requests, newest first, by state or order, paged (orders:read). */
  returnRequests: ReturnRequestConnection;
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


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryExchangeOptionsArgs = {
  returnId: Scalars['ID']['input'];
};


export type QueryHomepageProductPicksArgs = {
  search: Scalars['String']['input'];
};


export type QueryInboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<InboxKind>;
  state?: InputMaybe<InboxState>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderRefundsArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayoutsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PayoutStatus>;
};


export type QueryReturnRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReturnRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<ReturnState>;
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

/** One returned order line, as bought. */
export type ReturnLine = {
  __typename?: 'ReturnLine';
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The options chosen, e.g. Color White, Size 40. */
  options: Array<ReturnLineOption>;
  orderLineId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** open (asked for), refunded, exchanged or rejected. */
  status: Scalars['String']['output'];
  unitPricePaise: Scalars['Int']['output'];
};

export type ReturnLineOption = {
  __typename?: 'ReturnLineOption';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The courier's pickup: a Shiprocket return order. */
export type ReturnPickup = {
  __typename?: 'ReturnPickup';
  attempts: Scalars['Int']['output'];
  awb?: Maybe<Scalars['String']['output']>;
  courier?: Maybe<Scalars['String']['output']>;
  /** Why the last booking failed, while it is retried. */
  error?: Maybe<Scalars['String']['output']>;
  /** Shiprocket's return order id; null until booked (retried while Shiprocket is down). */
  orderId?: Maybe<Scalars['String']['output']>;
  /** Shiprocket's last status (RETURN PENDING, RETURN PICKED UP, RETURN DELIVERED …). */
  status?: Maybe<Scalars['String']['output']>;
};

export type ReturnRequest = {
  __typename?: 'ReturnRequest';
  buyerId: Scalars['ID']['output'];
  buyerName: Scalars['String']['output'];
  closedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The buyer's photos, paths under /media. */
  images: Array<Scalars['String']['output']>;
  lines: Array<ReturnLine>;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  /** RAZORPAY, POINTS or COD. */
  paymentMethod: Scalars['String']['output'];
  pickedUpAt?: Maybe<Scalars['String']['output']>;
  pickup: ReturnPickup;
  reason: Scalars['String']['output'];
  receivedAt?: Maybe<Scalars['String']['output']>;
  /** What closing it gave back in money, in paise. */
  refundPaise?: Maybe<Scalars['Int']['output']>;
  /** A cash-on-delivery order's refund destination (a bank account by its last four digits). */
  refundTo?: Maybe<Scalars['String']['output']>;
  replacementOrderId?: Maybe<Scalars['ID']['output']>;
  replacementOrderNumber?: Maybe<Scalars['String']['output']>;
  /** Staff's word on receipt: whether the items went back on sale. Null until said. */
  resellable?: Maybe<Scalars['Boolean']['output']>;
  /** Why staff rejected it. */
  staffNote?: Maybe<Scalars['String']['output']>;
  state: ReturnState;
  /** Send it back with a move: a move made from an older version is refused (CONFLICT, `stale_version`). */
  version: Scalars['Int']['output'];
};

export type ReturnRequestConnection = {
  __typename?: 'ReturnRequestConnection';
  items: Array<ReturnRequest>;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Where a return request stands: requested → approved (pickup booked) → picked up → received → refunded or exchanged; or rejected. */
export type ReturnState =
  | 'APPROVED'
  | 'EXCHANGED'
  | 'PICKED_UP'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REJECTED'
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
  AdminOrder: ResolverTypeWrapper<AdminOrderJson>;
  AdminOrderAddress: ResolverTypeWrapper<AdminOrderAddress>;
  AdminOrderAmounts: ResolverTypeWrapper<AdminOrderAmounts>;
  AdminOrderDocuments: ResolverTypeWrapper<AdminOrderDocuments>;
  AdminOrderLine: ResolverTypeWrapper<AdminOrderLineJson>;
  AdminOrderOption: ResolverTypeWrapper<AdminOrderOption>;
  AdminOrderPayment: ResolverTypeWrapper<AdminOrderPayment>;
  AdminOrderShipment: ResolverTypeWrapper<AdminOrderShipment>;
  AdminOrderStatus: AdminOrderStatus;
  AdminOrderTracking: ResolverTypeWrapper<AdminOrderTracking>;
  AdminProduct: ResolverTypeWrapper<AdminProductJson>;
  AuditConnection: ResolverTypeWrapper<AuditPageJson>;
  AuditEntry: ResolverTypeWrapper<AuditEntryJson>;
  AuditFilter: AuditFilter;
  AuditStaff: ResolverTypeWrapper<AuditStaff>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryInput: CategoryInput;
  CodConfirmation: ResolverTypeWrapper<CodConfirmation>;
  ColourInput: ColourInput;
  Coupon: ResolverTypeWrapper<CouponJson>;
  CouponInput: CouponInput;
  CouponKind: CouponKind;
  CouponState: CouponState;
  Customer: ResolverTypeWrapper<CustomerJson>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddressJson>;
  CustomerConnection: ResolverTypeWrapper<CustomerPageJson>;
  CustomerOrder: ResolverTypeWrapper<CustomerOrder>;
  CustomerPointsEntry: ResolverTypeWrapper<CustomerPointsEntryJson>;
  CustomerReturnRequest: ResolverTypeWrapper<CustomerReturnRequest>;
  CustomerRow: ResolverTypeWrapper<CustomerRowJson>;
  DayAtAGlance: ResolverTypeWrapper<DayJson>;
  DayOrders: ResolverTypeWrapper<DayOrdersJson>;
  ExchangeItemInput: ExchangeItemInput;
  ExchangeLine: ResolverTypeWrapper<ExchangeLineJson>;
  ExchangeOption: ResolverTypeWrapper<ExchangeOption>;
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
  InboxConnection: ResolverTypeWrapper<InboxPageJson>;
  InboxItem: ResolverTypeWrapper<InboxItemJson>;
  InboxKind: InboxKind;
  InboxReply: ResolverTypeWrapper<InboxReply>;
  InboxState: InboxState;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteStaffInput: InviteStaffInput;
  ListingFilter: ResolverTypeWrapper<ListingFilter>;
  ListingFilterInput: ListingFilterInput;
  ListingFilterValue: ResolverTypeWrapper<ListingFilterValue>;
  ListingFilterValueInput: ListingFilterValueInput;
  LowStockSize: ResolverTypeWrapper<LowStockSize>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewColourInput: NewColourInput;
  OrderConnection: ResolverTypeWrapper<OrderPageJson>;
  OrderFilter: OrderFilter;
  OrderMoney: ResolverTypeWrapper<OrderMoneyJson>;
  OrderMoneyLine: ResolverTypeWrapper<OrderMoneyLineJson>;
  OrderPaymentFilter: OrderPaymentFilter;
  OrderRow: ResolverTypeWrapper<OrderRowJson>;
  OrderStatusCount: ResolverTypeWrapper<StatusCountJson>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Payout: ResolverTypeWrapper<PayoutJson>;
  PayoutConnection: ResolverTypeWrapper<PayoutPageJson>;
  PayoutDestination: ResolverTypeWrapper<PayoutDestination>;
  PayoutDestinationInput: PayoutDestinationInput;
  PayoutStatus: PayoutStatus;
  PointsEntryKind: PointsEntryKind;
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
  ReturnLine: ResolverTypeWrapper<ReturnLineJson>;
  ReturnLineOption: ResolverTypeWrapper<ReturnLineOption>;
  ReturnPickup: ResolverTypeWrapper<ReturnPickup>;
  ReturnRequest: ResolverTypeWrapper<ReturnJson>;
  ReturnRequestConnection: ResolverTypeWrapper<ReturnPageJson>;
  ReturnState: ReturnState;
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
  AdminOrder: AdminOrderJson;
  AdminOrderAddress: AdminOrderAddress;
  AdminOrderAmounts: AdminOrderAmounts;
  AdminOrderDocuments: AdminOrderDocuments;
  AdminOrderLine: AdminOrderLineJson;
  AdminOrderOption: AdminOrderOption;
  AdminOrderPayment: AdminOrderPayment;
  AdminOrderShipment: AdminOrderShipment;
  AdminOrderTracking: AdminOrderTracking;
  AdminProduct: AdminProductJson;
  AuditConnection: AuditPageJson;
  AuditEntry: AuditEntryJson;
  AuditFilter: AuditFilter;
  AuditStaff: AuditStaff;
  Boolean: Scalars['Boolean']['output'];
  CategoryInput: CategoryInput;
  CodConfirmation: CodConfirmation;
  ColourInput: ColourInput;
  Coupon: CouponJson;
  CouponInput: CouponInput;
  Customer: CustomerJson;
  CustomerAddress: CustomerAddressJson;
  CustomerConnection: CustomerPageJson;
  CustomerOrder: CustomerOrder;
  CustomerPointsEntry: CustomerPointsEntryJson;
  CustomerReturnRequest: CustomerReturnRequest;
  CustomerRow: CustomerRowJson;
  DayAtAGlance: DayJson;
  DayOrders: DayOrdersJson;
  ExchangeItemInput: ExchangeItemInput;
  ExchangeLine: ExchangeLineJson;
  ExchangeOption: ExchangeOption;
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
  InboxConnection: InboxPageJson;
  InboxItem: InboxItemJson;
  InboxReply: InboxReply;
  Int: Scalars['Int']['output'];
  InviteStaffInput: InviteStaffInput;
  ListingFilter: ListingFilter;
  ListingFilterInput: ListingFilterInput;
  ListingFilterValue: ListingFilterValue;
  ListingFilterValueInput: ListingFilterValueInput;
  LowStockSize: LowStockSize;
  Mutation: Record<PropertyKey, never>;
  NewColourInput: NewColourInput;
  OrderConnection: OrderPageJson;
  OrderFilter: OrderFilter;
  OrderMoney: OrderMoneyJson;
  OrderMoneyLine: OrderMoneyLineJson;
  OrderRow: OrderRowJson;
  OrderStatusCount: StatusCountJson;
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
  ReturnLine: ReturnLineJson;
  ReturnLineOption: ReturnLineOption;
  ReturnPickup: ReturnPickup;
  ReturnRequest: ReturnJson;
  ReturnRequestConnection: ReturnPageJson;
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

export type AdminOrderResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder']> = {
  amounts?: Resolver<ResolversTypes['AdminOrderAmounts'], ParentType, ContextType>;
  audit?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['AdminOrderAddress'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  confirmation?: Resolver<Maybe<ResolversTypes['CodConfirmation']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['AdminOrderAddress'], ParentType, ContextType>;
  documents?: Resolver<ResolversTypes['AdminOrderDocuments'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AdminOrderLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['AdminOrderPayment'], ParentType, ContextType>;
  paymentInstrument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['AdminOrderShipment'], ParentType, ContextType>;
  shippingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminOrderStatus'], ParentType, ContextType>;
};

export type AdminOrderAddressResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderAddress'] = ResolversParentTypes['AdminOrderAddress']> = {
  add1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  add2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  landmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOrderAmountsResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderAmounts'] = ResolversParentTypes['AdminOrderAmounts']> = {
  codFeePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotalPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderDocumentsResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderDocuments'] = ResolversParentTypes['AdminOrderDocuments']> = {
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderLineResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderLine'] = ResolversParentTypes['AdminOrderLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AdminOrderOption']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AdminOrderOptionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderOption'] = ResolversParentTypes['AdminOrderOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOrderPaymentResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderPayment'] = ResolversParentTypes['AdminOrderPayment']> = {
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  razorpayOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  razorpayPaymentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderShipmentResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderShipment'] = ResolversParentTypes['AdminOrderShipment']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shiprocketOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shiprocketShipmentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['AdminOrderTracking']>, ParentType, ContextType>;
  trackingUnavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminOrderTrackingResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderTracking'] = ResolversParentTypes['AdminOrderTracking']> = {
  awbCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedDelivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickedUpAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type CodConfirmationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CodConfirmation'] = ResolversParentTypes['CodConfirmation']> = {
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type CustomerResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Array<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  blockedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
  pointsBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsHistory?: Resolver<Array<ResolversTypes['CustomerPointsEntry']>, ParentType, ContextType>;
  returnRequests?: Resolver<Array<ResolversTypes['CustomerReturnRequest']>, ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
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

export type CustomerConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CustomerConnection'] = ResolversParentTypes['CustomerConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['CustomerRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CustomerOrderResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerPointsEntryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CustomerPointsEntry'] = ResolversParentTypes['CustomerPointsEntry']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PointsEntryKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointsEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsRedeemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerReturnRequestResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CustomerReturnRequest'] = ResolversParentTypes['CustomerReturnRequest']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerRowResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CustomerRow'] = ResolversParentTypes['CustomerRow']> = {
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DayAtAGlanceResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['DayAtAGlance'] = ResolversParentTypes['DayAtAGlance']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowStock?: Resolver<Maybe<Array<ResolversTypes['LowStockSize']>>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['DayOrders']>, ParentType, ContextType>;
};

export type DayOrdersResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['DayOrders'] = ResolversParentTypes['DayOrders']> = {
  byStatus?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType>;
  codOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  codWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnsWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todayCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todayRevenuePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExchangeLineResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ExchangeLine'] = ResolversParentTypes['ExchangeLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ExchangeOption']>, ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unitPricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExchangeOptionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ExchangeOption'] = ResolversParentTypes['ExchangeOption']> = {
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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

export type InboxConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['InboxConnection'] = ResolversParentTypes['InboxConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['InboxItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type InboxItemResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['InboxItem'] = ResolversParentTypes['InboxItem']> = {
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handledBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InboxKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['InboxReply']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InboxReplyResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['InboxReply'] = ResolversParentTypes['InboxReply']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingFilterResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ListingFilter'] = ResolversParentTypes['ListingFilter']> = {
  attributeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ListingFilterValue']>, ParentType, ContextType>;
};

export type ListingFilterValueResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ListingFilterValue'] = ResolversParentTypes['ListingFilterValue']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LowStockSizeResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['LowStockSize'] = ResolversParentTypes['LowStockSize']> = {
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvite?: Resolver<ResolversTypes['StaffEnrolment'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'input'>>;
  addColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddColourArgs, 'input' | 'productId' | 'version'>>;
  addSize?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddSizeArgs, 'colourId' | 'input' | 'productId' | 'version'>>;
  adjustCustomerPoints?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationAdjustCustomerPointsArgs, 'id' | 'points' | 'reason'>>;
  approveReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationApproveReturnArgs, 'id' | 'version'>>;
  cancelOrder?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId' | 'reason'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'id' | 'role'>>;
  confirmCodOrder?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationConfirmCodOrderArgs, 'id'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  deleteColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationDeleteColourArgs, 'colourId' | 'productId' | 'version'>>;
  deletePicture?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationDeletePictureArgs, 'colourId' | 'picture' | 'productId' | 'version'>>;
  endCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationEndCouponArgs, 'id'>>;
  exchangeReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationExchangeReturnArgs, 'id' | 'items' | 'version'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  markPayoutPaid?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<MutationMarkPayoutPaidArgs, 'id' | 'reference'>>;
  receiveReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationReceiveReturnArgs, 'id' | 'resellable' | 'version'>>;
  refundOrder?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'orderId' | 'reason'>>;
  refundReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationRefundReturnArgs, 'id' | 'version'>>;
  rejectReturn?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<MutationRejectReturnArgs, 'id' | 'reason' | 'version'>>;
  reorderPictures?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationReorderPicturesArgs, 'colourId' | 'pictures' | 'productId' | 'version'>>;
  replyToInboxItem?: Resolver<ResolversTypes['InboxItem'], ParentType, ContextType, RequireFields<MutationReplyToInboxItemArgs, 'id' | 'kind' | 'text'>>;
  revokeStaffSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeStaffSessionsArgs, 'id'>>;
  saveHomepage?: Resolver<ResolversTypes['Homepage'], ParentType, ContextType, RequireFields<MutationSaveHomepageArgs, 'input'>>;
  setCustomerBlocked?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSetCustomerBlockedArgs, 'blocked' | 'id' | 'reason'>>;
  setInboxItemHandled?: Resolver<ResolversTypes['InboxItem'], ParentType, ContextType, RequireFields<MutationSetInboxItemHandledArgs, 'handled' | 'id' | 'kind'>>;
  setListingFilters?: Resolver<ResolversTypes['AdminCategory'], ParentType, ContextType, RequireFields<MutationSetListingFiltersArgs, 'filters' | 'id'>>;
  setReviewHidden?: Resolver<ResolversTypes['InboxItem'], ParentType, ContextType, RequireFields<MutationSetReviewHiddenArgs, 'hidden' | 'id'>>;
  setStaffDisabled?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSetStaffDisabledArgs, 'disabled' | 'id'>>;
  setStock?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationSetStockArgs, 'productId' | 'skuId' | 'version'>>;
  signIn?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateCategory?: Resolver<ResolversTypes['AdminCategory'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateColour?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationUpdateColourArgs, 'colourId' | 'input' | 'productId' | 'version'>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input' | 'version'>>;
};

export type OrderConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['OrderRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
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

export type OrderRowResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OrderRow'] = ResolversParentTypes['OrderRow']> = {
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmation?: Resolver<Maybe<ResolversTypes['CodConfirmation']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentInstrument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminOrderStatus'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderStatusCountResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OrderStatusCount'] = ResolversParentTypes['OrderStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminOrderStatus'], ParentType, ContextType>;
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
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'first'>>;
  dayAtAGlance?: Resolver<ResolversTypes['DayAtAGlance'], ParentType, ContextType>;
  exchangeOptions?: Resolver<Array<ResolversTypes['ExchangeLine']>, ParentType, ContextType, RequireFields<QueryExchangeOptionsArgs, 'returnId'>>;
  homepage?: Resolver<ResolversTypes['Homepage'], ParentType, ContextType>;
  homepageProductPicks?: Resolver<Array<ResolversTypes['HomepagePick']>, ParentType, ContextType, RequireFields<QueryHomepageProductPicksArgs, 'search'>>;
  inbox?: Resolver<ResolversTypes['InboxConnection'], ParentType, ContextType, RequireFields<QueryInboxArgs, 'first'>>;
  me?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderRefunds?: Resolver<ResolversTypes['OrderMoney'], ParentType, ContextType, RequireFields<QueryOrderRefundsArgs, 'orderId'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'first'>>;
  payouts?: Resolver<ResolversTypes['PayoutConnection'], ParentType, ContextType, RequireFields<QueryPayoutsArgs, 'status'>>;
  returnRequest?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType, RequireFields<QueryReturnRequestArgs, 'id'>>;
  returnRequests?: Resolver<ResolversTypes['ReturnRequestConnection'], ParentType, ContextType, Partial<QueryReturnRequestsArgs>>;
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

export type ReturnLineResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine']> = {
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ReturnLineOption']>, ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPricePaise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnLineOptionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ReturnLineOption'] = ResolversParentTypes['ReturnLineOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnPickupResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ReturnPickup'] = ResolversParentTypes['ReturnPickup']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  awb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReturnRequestResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ReturnRequest'] = ResolversParentTypes['ReturnRequest']> = {
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickedUpAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickup?: Resolver<ResolversTypes['ReturnPickup'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundPaise?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refundTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replacementOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resellable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  staffNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ReturnState'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnRequestConnectionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ReturnRequestConnection'] = ResolversParentTypes['ReturnRequestConnection']> = {
  items?: Resolver<Array<ResolversTypes['ReturnRequest']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderAddress?: AdminOrderAddressResolvers<ContextType>;
  AdminOrderAmounts?: AdminOrderAmountsResolvers<ContextType>;
  AdminOrderDocuments?: AdminOrderDocumentsResolvers<ContextType>;
  AdminOrderLine?: AdminOrderLineResolvers<ContextType>;
  AdminOrderOption?: AdminOrderOptionResolvers<ContextType>;
  AdminOrderPayment?: AdminOrderPaymentResolvers<ContextType>;
  AdminOrderShipment?: AdminOrderShipmentResolvers<ContextType>;
  AdminOrderTracking?: AdminOrderTrackingResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AuditConnection?: AuditConnectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditStaff?: AuditStaffResolvers<ContextType>;
  CodConfirmation?: CodConfirmationResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerConnection?: CustomerConnectionResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerPointsEntry?: CustomerPointsEntryResolvers<ContextType>;
  CustomerReturnRequest?: CustomerReturnRequestResolvers<ContextType>;
  CustomerRow?: CustomerRowResolvers<ContextType>;
  DayAtAGlance?: DayAtAGlanceResolvers<ContextType>;
  DayOrders?: DayOrdersResolvers<ContextType>;
  ExchangeLine?: ExchangeLineResolvers<ContextType>;
  ExchangeOption?: ExchangeOptionResolvers<ContextType>;
  Homepage?: HomepageResolvers<ContextType>;
  HomepageBestSeller?: HomepageBestSellerResolvers<ContextType>;
  HomepageHero?: HomepageHeroResolvers<ContextType>;
  HomepagePick?: HomepagePickResolvers<ContextType>;
  HomepagePicks?: HomepagePicksResolvers<ContextType>;
  HomepageSaleBanner?: HomepageSaleBannerResolvers<ContextType>;
  HomepageSectionHeading?: HomepageSectionHeadingResolvers<ContextType>;
  InboxConnection?: InboxConnectionResolvers<ContextType>;
  InboxItem?: InboxItemResolvers<ContextType>;
  InboxReply?: InboxReplyResolvers<ContextType>;
  ListingFilter?: ListingFilterResolvers<ContextType>;
  ListingFilterValue?: ListingFilterValueResolvers<ContextType>;
  LowStockSize?: LowStockSizeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderMoney?: OrderMoneyResolvers<ContextType>;
  OrderMoneyLine?: OrderMoneyLineResolvers<ContextType>;
  OrderRow?: OrderRowResolvers<ContextType>;
  OrderStatusCount?: OrderStatusCountResolvers<ContextType>;
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
  ReturnLine?: ReturnLineResolvers<ContextType>;
  ReturnLineOption?: ReturnLineOptionResolvers<ContextType>;
  ReturnPickup?: ReturnPickupResolvers<ContextType>;
  ReturnRequest?: ReturnRequestResolvers<ContextType>;
  ReturnRequestConnection?: ReturnRequestConnectionResolvers<ContextType>;
  StaffEnrolment?: StaffEnrolmentResolvers<ContextType>;
  StaffInvite?: StaffInviteResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = AdminContext> = {
  length?: LengthDirectiveResolver<any, any, ContextType>;
  maxItems?: MaxItemsDirectiveResolver<any, any, ContextType>;
  pageSize?: PageSizeDirectiveResolver<any, any, ContextType>;
};
