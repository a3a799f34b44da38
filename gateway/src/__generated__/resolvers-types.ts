import type { GraphQLResolveInfo } from 'graphql';
import type { MoneyParent } from '../money.js';
import type { CategoryJson, ProductJson, VariantJson, VariantAttributeJson, SkuJson, AttributeFilterJson, SearchHit, HomepageJson, ReviewJson, ReviewSummaryJson, BuyerJson, AddressJson, WishlistJson, WishlistItemJson, CartJson, CartLineJson, MembershipJson, PointsEntryJson, CheckoutJson, CheckoutPriceJson, AvailableCouponJson, OrderJson, BuyerReturnJson, OrderLineJson, OrderAddressJson, DeliveryEstimateJson, ReturnRequestJson, BuyerRefundJson } from '@sutra/api/wire';
import type { SearchProductParent, BestSellerParent, ProductConnectionParent } from '../catalog/mappers.js';
import type { ReviewConnectionParent, WriteReviewParent } from '../reviews/mappers.js';
import type { AuthPayloadParent, PhoneVerificationParent } from '../accounts/mappers.js';
import type { CouponCheckParent, CheckoutPriceParent, CashOnDeliveryParent } from '../checkout/mappers.js';
import type { OrderConnectionParent, PlaceOrderParent } from '../orders/mappers.js';
import type { InvoiceParent, InvoiceSellerParent, InvoicePartyParent, InvoiceLineParent, InvoiceHsnRowParent, InvoiceTotalsParent } from '../invoices/mappers.js';
import type { TrackingView, TimelineStep } from '../orders/tracking.js';
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

/** How many products of a listing carry each option of one attribute (the Filters panel's counts). */
export type AttributeFacet = {
  __typename?: 'AttributeFacet';
  /** The attribute's label, as `AttributeFilter.name`. */
  name: Scalars['String']['output'];
  options: Array<OptionCount>;
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

/** A coupon the buyer can use now, for checkout's Available offers. */
export type AvailableCoupon = {
  __typename?: 'AvailableCoupon';
  /** Whether it applies to the cart now. */
  applicable: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** What it takes off the cart now; 0 when not applicable. */
  discount: Money;
  /** ISO 8601; null when it does not expire. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** Why it does not apply now; null when it does. */
  message?: Maybe<Scalars['String']['output']>;
  /** 0 when there is no minimum. */
  minOrder: Money;
  /** The rule in words, e.g. '40% off, up to ₹2,500, on orders of ₹3,000 or more'. */
  rule: Scalars['String']['output'];
  /** How much more the cart needs to reach the minimum order. */
  shortfall: Money;
  /** Times the buyer can still use it; null when unlimited. */
  usesLeft?: Maybe<Scalars['Int']['output']>;
};

export type BestSellerBlock = {
  __typename?: 'BestSellerBlock';
  bannerImage: Scalars['String']['output'];
  /** At most two. */
  products: Array<Product>;
  /** Where '+ See More' goes; '#' when none is set. */
  seeMoreLink: Scalars['String']['output'];
  /** The banner card's 'Start from' price. */
  startingPrice: Money;
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
  /** The sum over the lines in stock of the matched variant's sale price × quantity. */
  total: Money;
};

export type CartLine = {
  __typename?: 'CartLine';
  /** The chosen options in the product's attribute order; empty for a product without options. */
  attributes: Array<CartLineAttribute>;
  /** The retail price to strike through beside `unitPrice`; null when the matched variant is not discounted. */
  compareAtPrice?: Maybe<Money>;
  id: Scalars['ID']['output'];
  /** False when the product went out of stock after it was added: the line can be lowered or removed, and is not in the total. */
  inStock: Scalars['Boolean']['output'];
  /** `unitPrice` × `quantity`. */
  lineTotal: Money;
  product: Product;
  quantity: Scalars['Int']['output'];
  /** The matched variant's retail price. */
  retailPrice: Money;
  /** The matched variant's sale price. */
  unitPrice: Money;
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

/** Whether cash on delivery can be chosen for the order (and pincode), its fee, and why not. */
export type CashOnDelivery = {
  __typename?: 'CashOnDelivery';
  available: Scalars['Boolean']['output'];
  /** Added to the total when paying on delivery. */
  fee: Money;
  /** Why it is not offered (e.g. 'Cash on Delivery isn't available for pincode 744101'); null when it is. */
  message?: Maybe<Scalars['String']['output']>;
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

/** An address on a checkout form. The billing form needs name, phone, add1, state, city and pincode. */
export type CheckoutAddressInput = {
  add1: Scalars['String']['input'];
  add2?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  landmark?: InputMaybe<Scalars['String']['input']>;
  /** Blank on a delivery address takes the buyer's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Blank on a delivery address takes the buyer's phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 6 digits. */
  pincode: Scalars['String']['input'];
  state: Scalars['String']['input'];
};

export type CheckoutInput = {
  /** Null when billing is the same as delivery. */
  billingAddress?: InputMaybe<CheckoutAddressInput>;
  /** As typed; null or blank for none. A code that is not valid now fails the checkout with the coupon's message. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  delivery?: DeliveryOption;
  deliveryAddress: CheckoutAddressInput;
  email: Scalars['String']['input'];
  /** My Information: the name and email the order and the payment form use. */
  name: Scalars['String']['input'];
  /** CASH_ON_DELIVERY must be offered for the order and the delivery pincode, else BAD_USER_INPUT saying why. */
  paymentMethod?: PaymentChoice;
  /** The payment form's contact number; blank takes the delivery address's phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The points toggle (on by default): spend as many points as the cap allows. */
  useMembershipPoints?: Scalars['Boolean']['input'];
  /**
   * "Send me order updates on WhatsApp": this order's updates go to WhatsApp (else by SMS), and the choice is saved as
   * the buyer's. Null: the buyer's saved choice.
   */
  whatsappUpdates?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What the server charges (points are whole rupees). */
export type CheckoutPrice = {
  __typename?: 'CheckoutPrice';
  /** The cash-on-delivery fee (0 unless paying on delivery). */
  codFee: Money;
  /** The coupon applied, or null. */
  couponCode?: Maybe<Scalars['String']['output']>;
  /** Delivery charge (both options are free). */
  delivery: Money;
  /** Off for the coupon. */
  discount: Money;
  /**
   * Points spent (1 point = ₹1). Points that cover the amount after the discount are spent to cover it (a part of a
   * rupee takes a whole point) and leave nothing to pay; fewer are capped to leave ₹1, Razorpay's smallest charge.
   */
  membershipPointsUsed: Scalars['Int']['output'];
  /** How this total is paid: CASH_ON_DELIVERY only when asked for and offered. */
  paymentMethod: PaymentChoice;
  /**
   * Whether Razorpay takes a payment now. False when coupon and points cover everything (place it with
   * `placeCoveredOrder`) and when paying on delivery (`placeCodOrder`).
   */
  paymentRequired: Scalars['Boolean']['output'];
  /** What the points take off: their value, at most the amount after the discount. */
  pointsValue: Money;
  /** The cart's lines in stock: sale price × quantity. */
  subtotal: Money;
  /** What the payment takes, or the courier collects: subtotal − discount − points + delivery + COD fee, floored at 0. */
  total: Money;
};

/** What the summary is priced with. */
export type CheckoutPriceInput = {
  /** As typed; null or blank for none. */
  couponCode?: InputMaybe<Scalars['String']['input']>;
  delivery?: DeliveryOption;
  paymentMethod?: PaymentChoice;
  /** The delivery address's pincode, when known: whether a courier collects cash there. */
  pincode?: InputMaybe<Scalars['String']['input']>;
  useMembershipPoints?: Scalars['Boolean']['input'];
};

/**
 * A priced checkout waiting for its payment. Open the payment form before `expiresAt` (else start again); a payment
 * made is always honoured.
 */
export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  /** Where to load Razorpay's `checkout.js` from (the sandbox's in development). */
  checkoutScriptUrl: Scalars['String']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  price: CheckoutPrice;
  /** Null when coupon and points cover everything (`price.paymentRequired` false): place it with `placeCoveredOrder`. */
  razorpay?: Maybe<RazorpayOptions>;
};

/** The summary's figures: the buyer's cart priced as Complete Purchase would charge it now. */
export type CheckoutSummary = {
  __typename?: 'CheckoutSummary';
  cashOnDelivery: CashOnDelivery;
  /** The asked-for coupon as judged (one that does not apply is priced without); null when none was asked for. */
  coupon?: Maybe<CouponOutcome>;
  /** Units in stock in the cart. */
  itemCount: Scalars['Int']['output'];
  /** The buyer's points now; null when the toggle is off. */
  pointsBalance?: Maybe<Scalars['Int']['output']>;
  price: CheckoutPrice;
};

export type CodCancellationPayload = {
  __typename?: 'CodCancellationPayload';
  orderNumber: Scalars['String']['output'];
};

export type CodConfirmationPayload = {
  __typename?: 'CodConfirmationPayload';
  /** False when it was confirmed already: nothing more was done. */
  confirmedNow: Scalars['Boolean']['output'];
  orderNumber: Scalars['String']['output'];
};

export type ContactQueryInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  query: Scalars['String']['input'];
};

/** What applying a coupon answers (the spec's status, message and result.discountApplied). */
export type CouponCheck = {
  __typename?: 'CouponCheck';
  /** The code as the server matched it (upper case). */
  code: Scalars['String']['output'];
  /** Off `orderAmount`; 0 when not valid. */
  discount: Money;
  /** The server's message, shown as it is (in red when not valid), e.g. 'Coupon applied successfully'. */
  message: Scalars['String']['output'];
  /** The cart's total the coupon was checked against. */
  orderAmount: Money;
  valid: Scalars['Boolean']['output'];
};

/** A coupon code as the price judged it. */
export type CouponOutcome = {
  __typename?: 'CouponOutcome';
  applied: Scalars['Boolean']['output'];
  /** Upper case. */
  code: Scalars['String']['output'];
  /** The server's message: 'Coupon applied successfully', or why it does not apply. */
  message: Scalars['String']['output'];
};

/** The currencies an amount can be in. The store sells in Indian rupees only. */
export type CurrencyCode =
  | 'INR';

/**
 * Whether and by when the store can deliver to a pincode, and whether Cash on Delivery is offered there. Public and the
 * same for every shopper, so answers are cached for a minute (the api keeps couriers' answers until midnight in India, at
 * most a day, since their dates count from the day they were asked; and the usual
 * promise it gives during a courier outage a minute, so recovery shows within about two).
 */
export type DeliveryEstimate = {
  __typename?: 'DeliveryEstimate';
  /** Whether a courier can collect cash there (false when unserviceable). */
  codAvailable: Scalars['Boolean']['output'];
  /** Standard's delivery date (its courier's: the earliest surface one), YYYY-MM-DD in India; null when unserviceable. */
  deliveryBy?: Maybe<Scalars['String']['output']>;
  /**
   * Express's delivery date (the fastest courier's), YYYY-MM-DD in India, only when it is before Standard's. Null with
   * source COURIER: no courier is faster there, so Express is not offered (checkout refuses it, `express_not_faster`).
   */
  expressBy?: Maybe<Scalars['String']['output']>;
  pincode: Scalars['String']['output'];
  /** False only when the courier said it cannot deliver there. */
  serviceable: Scalars['Boolean']['output'];
  source: DeliveryEstimateSource;
};

/** Where the delivery estimate came from. */
export type DeliveryEstimateSource =
  /** The courier partner (Shiprocket) answered for this pincode. */
  | 'COURIER'
  /** The courier partner could not be asked; the store's usual promise (Standard 4–6 days, Express 1–2 days) stands. */
  | 'USUAL';

/**
 * Checkout: coupons, membership points and payment through Razorpay (card or UPI). The server prices everything from the
 * signed-in buyer's cart; nothing a client sends about prices is read. The flow:
 *
 * 1. `validateCoupon` (optional) shows the server's message and discount for a typed code.
 * 2. `startCheckout` prices the cart (subtotal, coupon, points, delivery), creates the Razorpay order and answers the
 *    options for `new window.Razorpay(...)` (load the script from `checkoutScriptUrl`).
 * 3. Razorpay's success handler gets `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature`: pass them to
 *    `placeOrder` (orders.graphql), which places the order only for a verified signature on the stored Razorpay order.
 *    When coupon and points cover everything, `startCheckout` answers `razorpay: null` and `price.total` 0: place it
 *    with `placeCoveredOrder` instead, no payment involved.
 * 4. Cash on delivery: ask `checkoutPrice` with `paymentMethod: CASH_ON_DELIVERY` and the delivery pincode to learn
 *    whether it is offered (`cashOnDelivery`) and the total with its fee; `startCheckout` with the same choice answers
 *    `razorpay: null`, and `placeCodOrder` (orders.graphql) places it. The courier collects the total at the door.
 *
 * `checkoutPrice` prices the summary the same way before any of this; `availableCoupons` lists the offers.
 */
export type DeliveryOption =
  /** 1-2 days, free. */
  | 'EXPRESS'
  /** 4-6 days, free. */
  | 'STANDARD';

export type FeedbackInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type GstSupply =
  /** Delivered to another state: IGST at the full rate. */
  | 'INTER_STATE'
  /** Delivered within the seller's state: CGST + SGST at half the rate each. */
  | 'INTRA_STATE';

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

/** An issued tax invoice, or a credit note. */
export type Invoice = {
  __typename?: 'Invoice';
  /** e.g. Rupees Eight Thousand Nine Hundred Ninety-Nine Only. */
  amountInWords: Scalars['String']['output'];
  billTo: InvoiceParty;
  couponCode?: Maybe<Scalars['String']['output']>;
  /** Taken off by the coupon. */
  couponDiscount: Money;
  /** The invoice's credit note when one was issued; always null on a credit note. */
  creditNote?: Maybe<Invoice>;
  /** For a credit note: when the invoice it credits was issued (ISO 8601). */
  creditsInvoiceIssuedAt?: Maybe<Scalars['String']['output']>;
  /** For a credit note: the invoice it credits. */
  creditsInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** e.g. 26-27 (1 April to 31 March, India time). */
  financialYear: Scalars['String']['output'];
  hsnSummary: Array<InvoiceHsnRow>;
  /** ISO 8601. */
  issuedAt: Scalars['String']['output'];
  kind: TaxDocumentKind;
  lines: Array<InvoiceLine>;
  membershipPointsUsed: Scalars['Int']['output'];
  /** Taken off by the points. */
  membershipPointsValue: Money;
  /** SUT/26-27/000123 (an invoice) or CN/26-27/000001 (a credit note). */
  number: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** ISO 8601. */
  orderPlacedAt: Scalars['String']['output'];
  /** How it was paid, as printed. */
  payment: Scalars['String']['output'];
  /** The PDF to download, on the store's own origin (the session cookie authorizes it). */
  pdfUrl: Scalars['String']['output'];
  placeOfSupply: PlaceOfSupply;
  /** For a credit note: why it was issued. */
  reason?: Maybe<Scalars['String']['output']>;
  seller: InvoiceSeller;
  shipTo: InvoiceParty;
  supply: GstSupply;
  totals: InvoiceTotals;
};

/** The tax per HSN code and rate. */
export type InvoiceHsnRow = {
  __typename?: 'InvoiceHsnRow';
  cgst: Money;
  gstRate: Scalars['Float']['output'];
  /** The same rate in basis points, exact. */
  gstRateBp: Scalars['Int']['output'];
  hsn: Scalars['String']['output'];
  igst: Money;
  quantity: Scalars['Int']['output'];
  sgst: Money;
  taxableValue: Money;
};

/** One line: goods, or a charge the store adds (delivery, SAC 996812). */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  cgst: Money;
  description: Scalars['String']['output'];
  /** Size, colour and the like; empty for a charge. */
  detail: Scalars['String']['output'];
  /** The line's part of the coupon and points, GST included. */
  discount: Money;
  /** Percent, e.g. 5 or 18. */
  gstRate: Scalars['Float']['output'];
  /** The same rate in basis points, exact: 500 = 5 %, 1800 = 18 %. */
  gstRateBp: Scalars['Int']['output'];
  /** HSN heading of goods, or SAC of a charge. */
  hsn: Scalars['String']['output'];
  igst: Money;
  isCharge: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  sgst: Money;
  taxableValue: Money;
  total: Money;
  /** One piece, GST included. */
  unitPrice: Money;
};

/** A party on a tax document: the seller, or the buyer it bills and ships to. */
export type InvoiceParty = {
  __typename?: 'InvoiceParty';
  addressLines: Array<Scalars['String']['output']>;
  /** Null for a buyer without GST registration (a consumer). */
  gstin?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
  /** The GST state code (08 Rajasthan); null for a state GST does not know. */
  stateCode?: Maybe<Scalars['String']['output']>;
};

/** The seller, as registered for GST. */
export type InvoiceSeller = {
  __typename?: 'InvoiceSeller';
  addressLines: Array<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  gstin: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The PAN inside the GSTIN. */
  pan: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  state: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
};

export type InvoiceTotals = {
  __typename?: 'InvoiceTotals';
  cgst: Money;
  igst: Money;
  /** The document's value, rounded to the rupee. */
  payable: Money;
  roundOff: Money;
  sgst: Money;
  taxableValue: Money;
  /** Before rounding to the rupee. */
  total: Money;
};

/** The signed-in buyer's membership points. `id` is the buyer's id. */
export type Membership = {
  __typename?: 'Membership';
  id: Scalars['ID']['output'];
  /** The number of orders in `pointsHistory` (the page's 'No Of Order Placed'). */
  ordersPlaced: Scalars['Int']['output'];
  /** What one point takes off an order (₹1). */
  pointValue: Money;
  /** One entry per order placed and per adjustment the store made, newest first. */
  pointsHistory: Array<PointsEntry>;
  /** The order value that earns one point (₹100). */
  spendPerPointEarned: Money;
  /** Points that can be spent now (1 point = ₹1 off). */
  totalPoints: Scalars['Int']['output'];
};

/** A confirmation to show as it is. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

/**
 * An exact amount of money, in the manner of Shopify's `MoneyV2` but whole: `paise` is the amount in the currency's
 * smallest unit (₹1 = 100 paise), so no client adds, compares or rounds fractions of a rupee; format it for people with
 * the store's one formatter. Every amount the schema answers is a `Money`. `paise` is a GraphQL `Int` (32-bit signed):
 * at most 2,147,483,647 paise, ₹2,14,74,836.47 — the same bound as the database's `integer` columns that store every
 * price and order amount, so no stored amount can exceed it; a computed sum beyond it (a cart worth over ₹2 crore)
 * answers an error for that field rather than a wrong number.
 */
export type Money = {
  __typename?: 'Money';
  currencyCode: CurrencyCode;
  /** The amount in paise (the smallest unit of `currencyCode`). */
  paise: Scalars['Int']['output'];
};

/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds `quantity` (1 to 10) of an in-stock product with every one of its attributes chosen (`attributes` null or
   * empty for a product without options); some variant must offer the combination, and the chosen size must not be
   * sold out in that colour (CONFLICT `out_of_stock`, with the field `attributes.size` and its code `sold_out`). The same product and options add
   * to the existing line, which stops at 10. Answers the whole cart.
   */
  addToCart: Cart;
  /** Saves a product (saving it again changes nothing). Answers the whole wishlist. */
  addToWishlist: Wishlist;
  /**
   * "Notify me" on a sold-out size, for guests and buyers alike: the contact is told once when the size is back.
   * A size that can be bought now is refused (CONFLICT `in_stock`); a contact that is neither a mobile number nor an
   * email is BAD_USER_INPUT on `input.contact`; asked too often from one address or for one contact, RATE_LIMITED.
   */
  askStockAlert: StockAlertReceipt;
  /**
   * Cancels an unconfirmed cash-on-delivery order with the cancelling link texted when it was placed (no login: the
   * link's signature is the proof). A forged or expired link is BAD_USER_INPUT `cod_link_invalid`; an order confirmed or
   * on its way CONFLICT `cod_already_confirmed` (or `already_dispatched`); a second time CONFLICT `already_cancelled`.
   */
  cancelCodOrder: CodCancellationPayload;
  /** Checks the current password. Every earlier login token stops working; use the token answered. */
  changePassword: AuthPayload;
  /**
   * Confirms a cash-on-delivery order with the link mailed when it was placed (no login: the link's signature is the
   * proof); confirming twice is harmless. A forged or expired link is BAD_USER_INPUT `cod_link_invalid`; a cancelled
   * order CONFLICT `order_cancelled`.
   */
  confirmCodOrder: CodConfirmationPayload;
  /**
   * Logs in. Once an account has had many wrong passwords, a login also needs a 6-digit code the store mails to the
   * account: without `code` the answer is a BAD_USER_INPUT error whose field `code` has the code `code_required` (the
   * same whether or not the email has an account or the password is right); a wrong, used or expired code, or a wrong
   * password with a code, is `invalid_code` on the same field.
   */
  login: AuthPayload;
  /** Logs the bearer token out on the server: it is refused from now on. The buyer's other devices stay signed in. */
  logout: MessagePayload;
  /** Always true and changes nothing; lets tools check mutations reach the gateway. */
  ok: Scalars['Boolean']['output'];
  /**
   * Places a cash-on-delivery checkout without a payment: stock, coupon and points are taken now; the order is paid,
   * and earns its points, when delivered. BAD_USER_INPUT for a checkout started to be paid online; NOT_FOUND for another
   * buyer's checkout; the same checkout answers the same order however often it is sent.
   */
  placeCodOrder: PlaceOrderPayload;
  /**
   * Places a checkout that coupon and points cover wholly, without a payment. BAD_USER_INPUT for a checkout with an
   * amount to pay (the server's price decides); NOT_FOUND for another buyer's checkout; the same checkout answers the
   * same order however often it is sent.
   */
  placeCoveredOrder: PlaceOrderPayload;
  /**
   * Places the order paid for by a Razorpay payment: the signature must verify for the checkout's stored Razorpay order.
   * The same payment answers the same order however often it is sent (or after the payment webhook placed it).
   * BAD_USER_INPUT when the signature does not verify; NOT_FOUND for another buyer's checkout.
   */
  placeOrder: PlaceOrderPayload;
  /** Removes a line. Answers the whole cart. */
  removeCartLine: Cart;
  /** Removes a saved product, named by its `productId` or by the item's `itemId` (give one). Answers the whole wishlist. */
  removeFromWishlist: Wishlist;
  /** Sends a code by SMS to a number the signed-in buyer wants on their account (the same waits as `requestPhoneCode`). */
  requestMobileCode: PhoneCodeSent;
  /** Mails a 6-digit code valid for 10 minutes. The same answer whether or not the email has an account. */
  requestPasswordReset: MessagePayload;
  /**
   * Sends a 6-digit code by SMS to log in or sign up (10 minutes, 5 tries). The same answer whether or not the number
   * has an account. A new code for the number only after the wait: before it, a RATE_LIMITED error with reason
   * `resend_too_soon` and `retryAfterSeconds`.
   */
  requestPhoneCode: PhoneCodeSent;
  /**
   * Asks to return lines of one of the buyer's delivered orders, with 1 to 3 images the buyer uploaded. Another buyer's
   * order or image is NOT_FOUND, exactly like one that does not exist.
   */
  requestReturn: ReturnRequestPayload;
  /** Sets a new password; every earlier login token stops working. */
  resetPassword: MessagePayload;
  /** Sends the store a question (Contact Us). Needs a signed-in buyer. */
  sendContactQuery: SupportReceipt;
  /** Sends the store feedback (Send Feedback). Needs a signed-in buyer. */
  sendFeedback: SupportReceipt;
  /**
   * Creates the account of a number just verified, with a name and email, and logs it in. It has no password until
   * one is set with "Forgot password". An email with an account already is `email_taken`.
   */
  signUpWithPhone: AuthPayload;
  /**
   * Creates an account; log in afterwards. An email that already has an account gets the same answer (its owner is
   * told by mail), so the answer never says which emails have accounts.
   */
  signup: MessagePayload;
  /**
   * Prices the buyer's cart (lines in stock) with the coupon, points, delivery and way to pay, creates the Razorpay order
   * (unless nothing is to be paid now) and keeps the checkout. BAD_USER_INPUT for an empty cart ('Your cart is empty'),
   * a coupon that does not apply (its message), a missing billing field, a pincode no courier reaches ("We don't deliver
   * to 799001 yet") or cash on delivery where it is not offered (why).
   */
  startCheckout: CheckoutSession;
  /** Replaces the saved addresses (an empty list removes them all). */
  updateAddresses: Viewer;
  /** Sets a line's quantity (at most 10); below 1 removes the line. Answers the whole cart. */
  updateCartLine: Cart;
  /** Changes name, email and/or phone; fields left out stay as they are. A new email needs the current password. */
  updateProfile: Viewer;
  /**
   * Puts the number on the signed-in buyer's account with its code: it logs in from now on. Another account that had
   * the number loses it, and its owner is told by mail.
   */
  verifyMobile: Viewer;
  /** Checks a mailed code (5 tries per code). */
  verifyPasswordResetCode: PasswordResetTicket;
  /** Checks the code sent by SMS; a wrong, used or expired code is `invalid_code` on the field `code`. */
  verifyPhoneCode: PhoneVerification;
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
export type MutationAskStockAlertArgs = {
  input: StockAlertInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationCancelCodOrderArgs = {
  orderId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationConfirmCodOrderArgs = {
  orderId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationLoginArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationPlaceCodOrderArgs = {
  input: PlaceCodOrderInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationPlaceCoveredOrderArgs = {
  input: PlaceCoveredOrderInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
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
export type MutationRequestMobileCodeArgs = {
  mobile: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationRequestPhoneCodeArgs = {
  mobile: Scalars['String']['input'];
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
export type MutationSignUpWithPhoneArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  signupToken: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationSignupArgs = {
  input: SignupInput;
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationStartCheckoutArgs = {
  input: CheckoutInput;
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
export type MutationVerifyMobileArgs = {
  code: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationVerifyPasswordResetCodeArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationVerifyPhoneCodeArgs = {
  code: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};


/** Each domain adds its mutations with `extend type Mutation`; GraphQL needs the type to exist, with a field, first. */
export type MutationWriteReviewArgs = {
  comment: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
  title: Scalars['String']['input'];
};

export type OptionCount = {
  __typename?: 'OptionCount';
  count: Scalars['Int']['output'];
  /** The option's label, as `AttributeOption.label`. */
  label: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** A cash-on-delivery order not confirmed yet (by the mailed link, or a call from the store): it is not sent until then. */
  awaitingConfirmation: Scalars['Boolean']['output'];
  billingAddress: OrderAddress;
  /** The cash-on-delivery fee (0 when paid online). */
  codFee: Money;
  couponCode?: Maybe<Scalars['String']['output']>;
  /** ISO 8601: when the order was placed. */
  createdAt: Scalars['String']['output'];
  delivery: DeliveryOption;
  deliveryAddress: OrderAddress;
  deliveryCharge: Money;
  /** Off for the coupon. */
  discount: Money;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /**
   * The order's GST tax invoice (issued when it was placed; an older order gets its invoice on the first request).
   * Null only when the invoice service cannot be reached.
   */
  invoice?: Maybe<Invoice>;
  lines: Array<OrderLine>;
  /** From `orderStatus`: SHIPPED, DELIVERED, else PENDING. */
  listStatus: OrderListStatus;
  /** Points spent (1 point = ₹1 off). */
  membershipPointsUsed: Scalars['Int']['output'];
  /** What the points took off: their value, at most the amount after the discount. */
  membershipPointsValue: Money;
  /** The store's order number (the placement timestamp). */
  orderNumber: Scalars['String']['output'];
  /** Kept up to date by Shiprocket's status webhooks (forward only: a delivered, cancelled or returned order stays so). */
  orderStatus: OrderStatus;
  /** Paid, or to be collected on delivery (the spec's orderValue). */
  orderValue: Money;
  payment: OrderPayment;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Points the order earns (a cash-on-delivery order's are credited when it is delivered). */
  pointsEarned: Scalars['Int']['output'];
  /**
   * The delivery date promised at checkout for the chosen option (YYYY-MM-DD, a day in India): the date of the courier
   * the shipment is booked with, and the estimate the timeline shows. Null for orders placed without a promise.
   */
  promisedDelivery?: Maybe<Scalars['String']['output']>;
  /** The order's refunds, newest first. */
  refunds: Array<OrderRefund>;
  /** The buyer's return requests of this order, oldest first. */
  returns: Array<OrderReturn>;
  /**
   * Shiprocket's last status the store accepted, in upper case with words joined by `_` (e.g. NEW, AWB_ASSIGNED,
   * OUT_FOR_DELIVERY), or PENDING before the shipment exists.
   */
  shippingStatus: Scalars['String']['output'];
  /** Shiprocket's order id ('Order #'); null until the shipment is created (it is retried while Shiprocket is down). */
  shiprocketOrderId?: Maybe<Scalars['String']['output']>;
  /**
   * The order page's badge, in the shopper's words: the name of `shippingStatus` (the spec's where it has one, e.g.
   * NEW 'Order Received', RTO 'Returned to Origin'; 'Courier Assigned', 'Pickup Scheduled', 'Reached Destination Hub'
   * otherwise) when it agrees with `orderStatus`, else the name of `orderStatus`. Computed from what the store holds,
   * never from live tracking: it agrees with `listStatus` and `timeline`, and reads the same when Shiprocket is down.
   */
  statusLabel: Scalars['String']['output'];
  /**
   * The Order History tab, newest first: Delivered, Shipped, Processed as `orderStatus` has reached them, and Placed
   * always (a cancelled order shows Placed; a returned one Shipped, Processed, Placed). Live tracking adds the dates,
   * courier and tracking number when Shiprocket answers; never fails.
   */
  timeline: Array<OrderTimelineStep>;
  /** The lines' sum before the discount (the spec's totalAmount). */
  totalAmount: Money;
  /**
   * Live tracking from Shiprocket. Null before the shipment exists, or when Shiprocket cannot be reached (then with an
   * UPSTREAM_UNAVAILABLE error entry; the rest of the order still answers).
   */
  tracking?: Maybe<OrderTracking>;
};

/** An address of an order, as given at checkout. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  add1: Scalars['String']['output'];
  add2: Scalars['String']['output'];
  city: Scalars['String']['output'];
  landmark: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pincode: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** Newest first. */
  nodes: Array<Order>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** One product line of an order, as bought. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The chosen options, e.g. color / Navy, size / 40; empty for a product without options. */
  attributes: Array<CartLineAttribute>;
  color?: Maybe<Scalars['String']['output']>;
  /** The retail price at purchase to strike through beside `unitPrice`; null when it was not discounted. */
  compareAtPrice?: Maybe<Money>;
  /** The line's own id (the `{pId}` of /profile/orders/details/{oId}/{pId}). */
  id: Scalars['ID']['output'];
  /** The bought variant's first image at purchase. */
  image: Scalars['String']['output'];
  /** `unitPrice` × `quantity`. */
  lineTotal: Money;
  /** Name at purchase. */
  name: Scalars['String']['output'];
  /** The product as the catalogue has it now; null if it was removed. */
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The variant's retail price at purchase. */
  retailPrice: Money;
  size?: Maybe<Scalars['String']['output']>;
  /** Paid per unit (the variant's sale price at purchase). */
  unitPrice: Money;
};

/** The order list's status (spec: Shipped green, Delivered gray, anything else Pending yellow). */
export type OrderListStatus =
  | 'DELIVERED'
  | 'PENDING'
  | 'SHIPPED';

/** An order's payment, and the store's words for it: the api decides them once; screens print them as they are. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** What the courier collects at the door: the order's value while due on delivery, else 0. */
  dueOnDelivery: Money;
  /** The Receiver tab's payment method ('Paid' for card and UPI). */
  label: Scalars['String']['output'];
  /** The Order Placed confirmation's words (the spec's for card and UPI). */
  placedMessage: Scalars['String']['output'];
  state: OrderPaymentState;
  /** One sentence on what is paid and what is due. */
  summary: Scalars['String']['output'];
};

/**
 * Whether an order is paid: online (card or UPI), covered by coupon and points, due on delivery (cash on delivery not
 * collected yet: nothing is paid), or paid on delivery.
 */
export type OrderPaymentState =
  | 'COVERED'
  | 'DUE_ON_DELIVERY'
  | 'PAID_ONLINE'
  | 'PAID_ON_DELIVERY';

/** A refund of the buyer's order (a cancellation, a return, or an amount given back). */
export type OrderRefund = {
  __typename?: 'OrderRefund';
  amount: Money;
  createdAt: Scalars['String']['output'];
  method: OrderRefundMethod;
  processedAt?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  status: OrderRefundStatus;
};

/** Where a refund goes. */
export type OrderRefundMethod =
  /** Back to the card or UPI account the order was paid with. */
  | 'ORIGINAL_PAYMENT'
  /** To the UPI id or bank account the buyer gave (a cash-on-delivery order). */
  | 'PAYOUT';

/** Where a refund of the buyer's order stands. */
export type OrderRefundStatus =
  | 'FAILED'
  | 'PROCESSED'
  /** On its way: Razorpay refunds take 5-7 working days; a cash-on-delivery refund is paid by the store by hand. */
  | 'REQUESTED';

/** One return request of an order and where it stands. */
export type OrderReturn = {
  __typename?: 'OrderReturn';
  id: Scalars['ID']['output'];
  lines: Array<ReturnedLine>;
  /** The courier's tracking number of the pickup, once assigned. */
  pickupAwb?: Maybe<Scalars['String']['output']>;
  /** What was refunded (the return, or an exchange's price difference); null until closed. */
  refund?: Maybe<Money>;
  /** Why the store did not accept it. */
  rejection?: Maybe<Scalars['String']['output']>;
  /** The exchange's replacement order. */
  replacementOrderId?: Maybe<Scalars['ID']['output']>;
  replacementOrderNumber?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  requestedAt: Scalars['String']['output'];
  state: OrderReturnState;
  /** The state in the buyer's words ('Pickup scheduled', 'Exchanged' …). */
  stateLabel: Scalars['String']['output'];
};

/** Where a return stands, as the buyer sees it on the order page. */
export type OrderReturnState =
  | 'APPROVED'
  | 'EXCHANGED'
  | 'PICKED_UP'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REJECTED'
  | 'REQUESTED';

/**
 * The signed-in buyer's orders. Money is what the server charged, fixed when the order was placed; tracking is
 * read live from Shiprocket.
 */
export type OrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  /** Paid and placed; not yet shipped (also while the shipment is being created). */
  | 'PENDING'
  /** Being packed, or ready for the courier. */
  | 'PROCESSING'
  /** Returned to origin. */
  | 'RETURNED'
  | 'SHIPPED';

/** One step of the Order History tab. */
export type OrderTimelineStep = {
  __typename?: 'OrderTimelineStep';
  /** SHIPPED only: the tracking number. */
  awbCode?: Maybe<Scalars['String']['output']>;
  /** SHIPPED only. */
  courierName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601: the delivery date (DELIVERED, when known), the pickup date (SHIPPED, when known), the order's date (PLACED). */
  date?: Maybe<Scalars['String']['output']>;
  /** 'Preparing for shipment' for PROCESSED; null otherwise. */
  detail?: Maybe<Scalars['String']['output']>;
  /** SHIPPED only. */
  estimatedDelivery?: Maybe<Scalars['String']['output']>;
  kind: OrderTimelineStepKind;
  /** 'Product Delivered', 'Product Shipped', 'Order Processed' or 'Order Placed'. */
  title: Scalars['String']['output'];
};

export type OrderTimelineStepKind =
  | 'DELIVERED'
  | 'PLACED'
  | 'PROCESSED'
  | 'SHIPPED';

/**
 * The shipment as Shiprocket tracks it now (`tracking_data.shipment_track[0]`). Dates are ISO 8601 (Shiprocket's own
 * are India time).
 */
export type OrderTracking = {
  __typename?: 'OrderTracking';
  /** The courier's tracking number; null until assigned. */
  awbCode?: Maybe<Scalars['String']['output']>;
  /** Null until a courier is assigned ('Not assigned yet'). */
  courierName?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** Estimated delivery (`edd`). */
  estimatedDelivery?: Maybe<Scalars['String']['output']>;
  /** Shiprocket's `current_status` as it answered, e.g. SHIPPED. */
  status: Scalars['String']['output'];
  /**
   * The shopper's name for `status`, as `Order.statusLabel` names statuses: NEW Order Received, PROCESSING Processing,
   * READY_TO_SHIP Ready to Ship, SHIPPED Shipped, DELIVERED Delivered, CANCELLED Cancelled, RTO Returned to Origin;
   * numeric 0 Awaiting Update, 1 Order Placed, 2 In Transit, 3 Out for Delivery, 4 Delivered; Shiprocket's other
   * statuses in plain words. Live, so it may run ahead of the order's own status until Shiprocket's webhook arrives.
   */
  statusLabel: Scalars['String']['output'];
  /** Shiprocket's `track_status`. */
  trackStatus: Scalars['Int']['output'];
  /** The 'Track your package' link; null until there is one. */
  trackUrl?: Maybe<Scalars['String']['output']>;
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

/** How the buyer pays at checkout. */
export type PaymentChoice =
  /** In cash (or UPI) to the courier at the door, with a fee; only where and up to the amount it is offered. */
  | 'CASH_ON_DELIVERY'
  /** Now, through Razorpay (card or UPI); or nothing, when coupon and points cover the order. */
  | 'ONLINE';

/** Public payment settings, so the page can load the payment script before it is needed. */
export type PaymentConfig = {
  __typename?: 'PaymentConfig';
  /** Where to load Razorpay's `checkout.js` from. */
  checkoutScriptUrl: Scalars['String']['output'];
};

/** How an order was paid. */
export type PaymentMethod =
  /** In cash to the courier on delivery. */
  | 'CASH_ON_DELIVERY'
  /** Wholly by coupon and membership points: nothing was charged. */
  | 'POINTS'
  /** Online through Razorpay, by card or UPI. */
  | 'RAZORPAY';

export type PaymentStatus =
  /** Cash on delivery not collected yet: the courier collects `orderValue` at the door. */
  | 'DUE_ON_DELIVERY'
  | 'PAID';

/** A code was sent by SMS: show `message`, and offer a new code only after `resendAfterSeconds`. */
export type PhoneCodeSent = {
  __typename?: 'PhoneCodeSent';
  message: Scalars['String']['output'];
  resendAfterSeconds: Scalars['Int']['output'];
};

/** What a right code answers: a session when the number has an account, else the proof that signs the number up. */
export type PhoneVerification = {
  __typename?: 'PhoneVerification';
  /** Set when the number has an account: signed in, as `login` answers. */
  auth?: Maybe<AuthPayload>;
  message: Scalars['String']['output'];
  /** Set for a number without an account: pass it to `signUpWithPhone` within 15 minutes. */
  signupToken?: Maybe<Scalars['String']['output']>;
};

/** A cash-on-delivery checkout (`startCheckout` with paymentMethod CASH_ON_DELIVERY). */
export type PlaceCodOrderInput = {
  checkoutId: Scalars['ID']['input'];
};

/** A checkout that coupon and points cover wholly (`startCheckout` answered `razorpay: null`). */
export type PlaceCoveredOrderInput = {
  checkoutId: Scalars['ID']['input'];
};

export type PlaceOfSupply = {
  __typename?: 'PlaceOfSupply';
  state: Scalars['String']['output'];
  stateCode?: Maybe<Scalars['String']['output']>;
};

/** Razorpay's success handler's three values, as it passes them. */
export type PlaceOrderInput = {
  razorpayOrderId: Scalars['String']['input'];
  razorpayPaymentId: Scalars['String']['input'];
  razorpaySignature: Scalars['String']['input'];
};

/** What placing an order answers: the order and the cart it emptied. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  /** The buyer's cart after the order (the bought lines removed). */
  cart: Cart;
  /** 'Order placed successfully'. */
  message: Scalars['String']['output'];
  order: Order;
};

/** An entry of the points history: what an order earned and spent, or points the store gave or took. */
export type PointsEntry = {
  __typename?: 'PointsEntry';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What points the store gave or took were for, to show in place of an order number; null for an order's entry. */
  note?: Maybe<Scalars['String']['output']>;
  /** The order the points came with; null only if it no longer exists. */
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Points credited for the order: 1 per ₹100 of its order value. */
  pointsEarned: Scalars['Int']['output'];
  /** Points spent on the order (1 point = ₹1 off), or taken by the store. */
  pointsRedeemed: Scalars['Int']['output'];
};

export type Product = {
  __typename?: 'Product';
  category: Category;
  /** The first variant's retail price to strike through; null when there is no discount. */
  compareAtPrice?: Maybe<Money>;
  description: Scalars['String']['output'];
  /** The first variant's rounded percent off retail; 0 when there is no discount. */
  discountPercent: Scalars['Int']['output'];
  heading: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether it can be bought (both stock flags set and some variant to buy), as the server decides it. */
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The first variant's sale price, the price listings show and sort by. */
  price: Money;
  /** Other products of the same category, up to `first` (default 8). */
  related: Array<Product>;
  /** The first variant's retail price. */
  retailPrice: Money;
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
  /**
   * How many more products the same filters find priced above `filter.maxPrice`, which the listing therefore hides
   * ('13 more above ₹15,000'); 0 when there is no upper bound.
   */
  aboveMaxPriceCount: Scalars['Int']['output'];
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
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Whole rupees, compared with the first variant's sale price: the listing's price slider moves by ₹100 and its limit
   * is what the shopper's URL carries (`?maxPrice=15000`), so the bounds stay rupees, where every answered amount is
   * `Money`. A `maxPrice` of 30000, the slider's top (₹30,000+), sets no upper bound.
   */
  minPrice?: InputMaybe<Scalars['Int']['input']>;
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

/** A variant is one colour of a product, offered in the sizes it lists. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  attributes: Array<VariantAttribute>;
  /** Whether any size of this colour (or the colour itself, without sizes) can be bought now. */
  available: Scalars['Boolean']['output'];
  /** Label of the variant's Color option, if it has one. */
  color?: Maybe<Scalars['String']['output']>;
  /** The retail price to strike through beside the sale price; null when there is no discount. */
  compareAtPrice?: Maybe<Money>;
  /** Rounded percent off retail; 0 when there is no discount. */
  discountPercent: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Image URLs (under /media), first image first; the second is the hover image. */
  images: Array<Scalars['String']['output']>;
  retailPrice: Money;
  salePrice: Money;
  /** Each size of this colour, in the order of its Size options, and whether it can be bought now; empty without sizes. */
  sizes: Array<VariantSize>;
};

export type ProfileInput = {
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  /** The account's password: needed when `email` changes it. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** A new email needs `currentPassword`; the old address is told by mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Order updates on WhatsApp (true) or by SMS (false), for orders placed from now on. */
  whatsappUpdates?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Filter definitions, of one category when given. */
  attributeFilters: Array<AttributeFilter>;
  /**
   * Checkout's Available offers: the coupons the signed-in buyer can use now, those the cart qualifies for first. Empty
   * without a token.
   */
  availableCoupons: Array<AvailableCoupon>;
  /** The signed-in buyer's cart; null without a token. A token the store no longer accepts is UNAUTHENTICATED. */
  cart?: Maybe<Cart>;
  categories: Array<Category>;
  /**
   * The signed-in buyer's cart priced with the coupon, points and delivery, as `startCheckout` would charge it now. Ask
   * afresh (network-only) whenever the cart, coupon, points toggle or delivery changes; null without a token.
   */
  checkoutPrice?: Maybe<CheckoutSummary>;
  /**
   * The delivery estimate for a 6-digit pincode (not starting with 0); anything else is refused with BAD_USER_INPUT
   * 'Enter a valid 6-digit pincode'.
   */
  deliveryEstimate: DeliveryEstimate;
  homepage: HomePage;
  /**
   * Per-option counts of a listing's Filters panel (the arguments of `products`): for each option, how many products
   * the listing would show with it ticked instead of its attribute's current choice. Options no product has are left out.
   */
  listingFacets: Array<AttributeFacet>;
  /** The signed-in buyer; null without a token. A token the store no longer accepts is an UNAUTHENTICATED error. */
  me?: Maybe<Viewer>;
  /** The signed-in buyer's points; null without a token. */
  membership?: Maybe<Membership>;
  /** Always true; lets tools check the gateway is up. */
  ok: Scalars['Boolean']['output'];
  /** One of the signed-in buyer's orders; null without a token, or when there is no such order of theirs. */
  order?: Maybe<Order>;
  /** The signed-in buyer's orders, newest first; null without a token. */
  orders?: Maybe<OrderConnection>;
  paymentConfig: PaymentConfig;
  product?: Maybe<Product>;
  /**
   * A listing: one category (its value or name; omit or ALL for every product), a collection or a search's matches,
   * filtered, sorted and paged on the server. `filter.maxPrice` 30000, the price slider's top ('₹30,000+'), sets no
   * upper bound.
   */
  products: ProductConnection;
  /**
   * Products by id (at most 24), in the order asked; unknown or repeated ids are skipped. Feeds lists kept by id in
   * the browser, such as 'Recently viewed'.
   */
  productsByIds: Array<Product>;
  /** Typo-tolerant search over product and category names; `query` needs 3+ characters. */
  search: SearchResults;
  /**
   * Checks a typed code against the signed-in buyer's cart total (its own limits included). A check is not a hold:
   * `startCheckout` checks again. Ask with fetchPolicy network-only, since the answer changes with the cart.
   * UNAUTHENTICATED without a token.
   */
  validateCoupon: CouponCheck;
  /** The signed-in buyer's wishlist; null without a token. A token the store no longer accepts is UNAUTHENTICATED. */
  wishlist?: Maybe<Wishlist>;
};


export type QueryAttributeFiltersArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckoutPriceArgs = {
  input: CheckoutPriceInput;
};


export type QueryDeliveryEstimateArgs = {
  pincode: Scalars['String']['input'];
};


export type QueryListingFacetsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  collection?: InputMaybe<ProductCollection>;
  filter?: InputMaybe<ProductFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryProductsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};


export type QueryValidateCouponArgs = {
  code: Scalars['String']['input'];
};

/** Options for `new window.Razorpay({...options, handler})`, named as Razorpay names them. */
export type RazorpayOptions = {
  __typename?: 'RazorpayOptions';
  /** Paise (`amount`). */
  amount: Scalars['Int']['output'];
  /** INR. */
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The public key id (`key`). */
  key: Scalars['String']['output'];
  /** The store's name shown on the form (`name`). */
  name: Scalars['String']['output'];
  /** Razorpay's order id (`order_id`). */
  orderId: Scalars['String']['output'];
  prefill: RazorpayPrefill;
};

/** Razorpay's prefill: the payment form opens with these. */
export type RazorpayPrefill = {
  __typename?: 'RazorpayPrefill';
  contact: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A UPI id, or a bank account (holder's name, account number, IFSC): give `vpa`, or all three bank fields. */
export type RefundDestinationInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  /** 9 to 18 digits. */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Like SBIN0001234. */
  ifsc?: InputMaybe<Scalars['String']['input']>;
  /** A UPI id such as name@bank. */
  vpa?: InputMaybe<Scalars['String']['input']>;
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
  /** The order lines returned, each whole. */
  lines: Array<ReturnedLine>;
  orderNumber: Scalars['String']['output'];
  reason: ReturnReason;
  /** Where a cash-on-delivery order's refund goes, as recorded (a bank account by its last four digits); null otherwise. */
  refundTo?: Maybe<Scalars['String']['output']>;
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
  /**
   * The order's lines to return (each line's id, as the order's `lines` answer them): every line not returned already
   * when absent. Only delivered lines within 7 days of delivery are taken, each once while its return is open; a refusal
   * is BAD_USER_INPUT with the field and its code (`not_delivered`, `window_closed`, `already_requested`).
   */
  lines?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** One of the buyer's own orders. */
  orderNumber: Scalars['String']['input'];
  reason: ReturnReason;
  /**
   * Where to refund an order paid in cash on delivery (required for one; BAD_USER_INPUT without it). Ignored for an
   * order paid online, which is refunded to its payment.
   */
  refundTo?: InputMaybe<RefundDestinationInput>;
};

export type ReturnRequestPayload = {
  __typename?: 'ReturnRequestPayload';
  /** A confirmation to show as it is ('Return request submitted!'). */
  message: Scalars['String']['output'];
  returnRequest: ReturnRequest;
};

/** An order line a return request covers. */
export type ReturnedLine = {
  __typename?: 'ReturnedLine';
  /** The order line's id. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
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
  /** The reviewer received the product (a delivered order of theirs held it): shown as 'Verified buyer'. */
  verifiedBuyer: Scalars['Boolean']['output'];
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
  price: Money;
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
  /** 6 to 128 characters. */
  password: Scalars['String']['input'];
};

export type StarCount = {
  __typename?: 'StarCount';
  count: Scalars['Int']['output'];
  stars: Scalars['Int']['output'];
};

/** A shopper's ask to be told once when a sold-out size is back in stock. */
export type StockAlertInput = {
  /** A 10-digit mobile number (told by SMS) or an email (told by mail), as typed. */
  contact: Scalars['String']['input'];
  /** The size (`VariantSize.id`), sold out now. */
  sizeId: Scalars['ID']['input'];
};

/** The ask is taken; the answer is the same whether or not the same contact had asked for this size already. */
export type StockAlertReceipt = {
  __typename?: 'StockAlertReceipt';
  sizeId: Scalars['ID']['output'];
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

/**
 * GST tax invoices and credit notes of the signed-in buyer's orders, as issued: every field is read from the document's
 * stored snapshot, never recomputed. Amounts are `Money`; rates are percentages (and exact basis points).
 */
export type TaxDocumentKind =
  /** Credits the whole of an invoice: its order was cancelled or came back. */
  | 'CREDIT_NOTE'
  | 'INVOICE';

/** The options a variant offers for one attribute (one Color, usually several Sizes). */
export type VariantAttribute = {
  __typename?: 'VariantAttribute';
  label: Scalars['String']['output'];
  options: Array<AttributeOption>;
};

/** One size of one colour, as the store sells and counts it (a SKU). How many units are left is not public. */
export type VariantSize = {
  __typename?: 'VariantSize';
  /** Whether this size of this colour can be bought now; false when it is sold out. */
  available: Scalars['Boolean']['output'];
  /** The SKU's id. */
  id: Scalars['ID']['output'];
  /** The label of the Size option it stands for, as the variant's Size attribute and a cart line's size spell it. */
  label: Scalars['String']['output'];
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
  /** The mobile number proven by a code sent by SMS (its ten digits): it logs in. Null for none. */
  mobile?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** ISO 8601. */
  updatedAt: Scalars['String']['output'];
  /** Order updates go to WhatsApp (else by SMS). Asked at checkout; changed in the profile. */
  whatsappUpdates: Scalars['Boolean']['output'];
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
  AttributeFacet: ResolverTypeWrapper<AttributeFacet>;
  AttributeFilter: ResolverTypeWrapper<AttributeFilterJson>;
  AttributeFilterInput: AttributeFilterInput;
  AttributeOption: ResolverTypeWrapper<AttributeOption>;
  AuthPayload: ResolverTypeWrapper<AuthPayloadParent>;
  Availability: Availability;
  AvailableCoupon: ResolverTypeWrapper<AvailableCouponJson>;
  BestSellerBlock: ResolverTypeWrapper<BestSellerParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  Cart: ResolverTypeWrapper<CartJson>;
  CartLine: ResolverTypeWrapper<CartLineJson>;
  CartLineAttribute: ResolverTypeWrapper<CartLineAttribute>;
  CartLineAttributeInput: CartLineAttributeInput;
  CashOnDelivery: ResolverTypeWrapper<CashOnDeliveryParent>;
  Category: ResolverTypeWrapper<CategoryJson>;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutAddressInput: CheckoutAddressInput;
  CheckoutInput: CheckoutInput;
  CheckoutPrice: ResolverTypeWrapper<CheckoutPriceParent>;
  CheckoutPriceInput: CheckoutPriceInput;
  CheckoutSession: ResolverTypeWrapper<CheckoutJson>;
  CheckoutSummary: ResolverTypeWrapper<CheckoutPriceJson>;
  CodCancellationPayload: ResolverTypeWrapper<CodCancellationPayload>;
  CodConfirmationPayload: ResolverTypeWrapper<CodConfirmationPayload>;
  ContactQueryInput: ContactQueryInput;
  CouponCheck: ResolverTypeWrapper<CouponCheckParent>;
  CouponOutcome: ResolverTypeWrapper<CouponOutcome>;
  CurrencyCode: CurrencyCode;
  DeliveryEstimate: ResolverTypeWrapper<DeliveryEstimateJson>;
  DeliveryEstimateSource: DeliveryEstimateSource;
  DeliveryOption: DeliveryOption;
  FeedbackInput: FeedbackInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GstSupply: GstSupply;
  Hero: ResolverTypeWrapper<Hero>;
  HomePage: ResolverTypeWrapper<HomepageJson>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceParent>;
  InvoiceHsnRow: ResolverTypeWrapper<InvoiceHsnRowParent>;
  InvoiceLine: ResolverTypeWrapper<InvoiceLineParent>;
  InvoiceParty: ResolverTypeWrapper<InvoicePartyParent>;
  InvoiceSeller: ResolverTypeWrapper<InvoiceSellerParent>;
  InvoiceTotals: ResolverTypeWrapper<InvoiceTotalsParent>;
  Membership: ResolverTypeWrapper<MembershipJson>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Money: ResolverTypeWrapper<MoneyParent>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OptionCount: ResolverTypeWrapper<OptionCount>;
  Order: ResolverTypeWrapper<OrderJson>;
  OrderAddress: ResolverTypeWrapper<OrderAddressJson>;
  OrderConnection: ResolverTypeWrapper<OrderConnectionParent>;
  OrderLine: ResolverTypeWrapper<OrderLineJson>;
  OrderListStatus: OrderListStatus;
  OrderPayment: ResolverTypeWrapper<Omit<OrderPayment, 'dueOnDelivery'> & { dueOnDelivery: ResolversTypes['Money'] }>;
  OrderPaymentState: OrderPaymentState;
  OrderRefund: ResolverTypeWrapper<BuyerRefundJson>;
  OrderRefundMethod: OrderRefundMethod;
  OrderRefundStatus: OrderRefundStatus;
  OrderReturn: ResolverTypeWrapper<BuyerReturnJson>;
  OrderReturnState: OrderReturnState;
  OrderStatus: OrderStatus;
  OrderTimelineStep: ResolverTypeWrapper<TimelineStep>;
  OrderTimelineStepKind: OrderTimelineStepKind;
  OrderTracking: ResolverTypeWrapper<TrackingView>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordResetTicket: ResolverTypeWrapper<PasswordResetTicket>;
  PaymentChoice: PaymentChoice;
  PaymentConfig: ResolverTypeWrapper<PaymentConfig>;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  PhoneCodeSent: ResolverTypeWrapper<PhoneCodeSent>;
  PhoneVerification: ResolverTypeWrapper<PhoneVerificationParent>;
  PlaceCodOrderInput: PlaceCodOrderInput;
  PlaceCoveredOrderInput: PlaceCoveredOrderInput;
  PlaceOfSupply: ResolverTypeWrapper<PlaceOfSupply>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<PlaceOrderParent>;
  PointsEntry: ResolverTypeWrapper<PointsEntryJson>;
  Product: ResolverTypeWrapper<ProductJson>;
  ProductCollection: ProductCollection;
  ProductConnection: ResolverTypeWrapper<ProductConnectionParent>;
  ProductFilter: ProductFilter;
  ProductSection: ResolverTypeWrapper<Omit<ProductSection, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  ProductVariant: ResolverTypeWrapper<VariantJson>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RazorpayOptions: ResolverTypeWrapper<RazorpayOptions>;
  RazorpayPrefill: ResolverTypeWrapper<RazorpayPrefill>;
  RefundDestinationInput: RefundDestinationInput;
  ReturnReason: ReturnReason;
  ReturnRequest: ResolverTypeWrapper<ReturnRequestJson>;
  ReturnRequestInput: ReturnRequestInput;
  ReturnRequestPayload: ResolverTypeWrapper<ReturnRequestPayloadParent>;
  ReturnedLine: ResolverTypeWrapper<ReturnedLine>;
  Review: ResolverTypeWrapper<ReviewJson>;
  ReviewConnection: ResolverTypeWrapper<ReviewConnectionParent>;
  ReviewSummary: ResolverTypeWrapper<ReviewSummaryJson>;
  SaleBanner: ResolverTypeWrapper<SaleBanner>;
  SearchProduct: ResolverTypeWrapper<SearchProductParent>;
  SearchResults: ResolverTypeWrapper<SearchHit>;
  SignupInput: SignupInput;
  StarCount: ResolverTypeWrapper<StarCount>;
  StockAlertInput: StockAlertInput;
  StockAlertReceipt: ResolverTypeWrapper<StockAlertReceipt>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SupportReceipt: ResolverTypeWrapper<SupportReceiptParent>;
  TaxDocumentKind: TaxDocumentKind;
  VariantAttribute: ResolverTypeWrapper<VariantAttributeJson>;
  VariantSize: ResolverTypeWrapper<SkuJson>;
  Viewer: ResolverTypeWrapper<BuyerJson>;
  Wishlist: ResolverTypeWrapper<WishlistJson>;
  WishlistItem: ResolverTypeWrapper<WishlistItemJson>;
  WriteReviewPayload: ResolverTypeWrapper<WriteReviewParent>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: AddressJson;
  AddressInput: AddressInput;
  AttributeFacet: AttributeFacet;
  AttributeFilter: AttributeFilterJson;
  AttributeFilterInput: AttributeFilterInput;
  AttributeOption: AttributeOption;
  AuthPayload: AuthPayloadParent;
  AvailableCoupon: AvailableCouponJson;
  BestSellerBlock: BestSellerParent;
  Boolean: Scalars['Boolean']['output'];
  Cart: CartJson;
  CartLine: CartLineJson;
  CartLineAttribute: CartLineAttribute;
  CartLineAttributeInput: CartLineAttributeInput;
  CashOnDelivery: CashOnDeliveryParent;
  Category: CategoryJson;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutAddressInput: CheckoutAddressInput;
  CheckoutInput: CheckoutInput;
  CheckoutPrice: CheckoutPriceParent;
  CheckoutPriceInput: CheckoutPriceInput;
  CheckoutSession: CheckoutJson;
  CheckoutSummary: CheckoutPriceJson;
  CodCancellationPayload: CodCancellationPayload;
  CodConfirmationPayload: CodConfirmationPayload;
  ContactQueryInput: ContactQueryInput;
  CouponCheck: CouponCheckParent;
  CouponOutcome: CouponOutcome;
  DeliveryEstimate: DeliveryEstimateJson;
  FeedbackInput: FeedbackInput;
  Float: Scalars['Float']['output'];
  Hero: Hero;
  HomePage: HomepageJson;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: InvoiceParent;
  InvoiceHsnRow: InvoiceHsnRowParent;
  InvoiceLine: InvoiceLineParent;
  InvoiceParty: InvoicePartyParent;
  InvoiceSeller: InvoiceSellerParent;
  InvoiceTotals: InvoiceTotalsParent;
  Membership: MembershipJson;
  MessagePayload: MessagePayload;
  Money: MoneyParent;
  Mutation: Record<PropertyKey, never>;
  OptionCount: OptionCount;
  Order: OrderJson;
  OrderAddress: OrderAddressJson;
  OrderConnection: OrderConnectionParent;
  OrderLine: OrderLineJson;
  OrderPayment: Omit<OrderPayment, 'dueOnDelivery'> & { dueOnDelivery: ResolversParentTypes['Money'] };
  OrderRefund: BuyerRefundJson;
  OrderReturn: BuyerReturnJson;
  OrderTimelineStep: TimelineStep;
  OrderTracking: TrackingView;
  PageInfo: PageInfo;
  PasswordResetTicket: PasswordResetTicket;
  PaymentConfig: PaymentConfig;
  PhoneCodeSent: PhoneCodeSent;
  PhoneVerification: PhoneVerificationParent;
  PlaceCodOrderInput: PlaceCodOrderInput;
  PlaceCoveredOrderInput: PlaceCoveredOrderInput;
  PlaceOfSupply: PlaceOfSupply;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: PlaceOrderParent;
  PointsEntry: PointsEntryJson;
  Product: ProductJson;
  ProductConnection: ProductConnectionParent;
  ProductFilter: ProductFilter;
  ProductSection: Omit<ProductSection, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  ProductVariant: VariantJson;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  RazorpayOptions: RazorpayOptions;
  RazorpayPrefill: RazorpayPrefill;
  RefundDestinationInput: RefundDestinationInput;
  ReturnRequest: ReturnRequestJson;
  ReturnRequestInput: ReturnRequestInput;
  ReturnRequestPayload: ReturnRequestPayloadParent;
  ReturnedLine: ReturnedLine;
  Review: ReviewJson;
  ReviewConnection: ReviewConnectionParent;
  ReviewSummary: ReviewSummaryJson;
  SaleBanner: SaleBanner;
  SearchProduct: SearchProductParent;
  SearchResults: SearchHit;
  SignupInput: SignupInput;
  StarCount: StarCount;
  StockAlertInput: StockAlertInput;
  StockAlertReceipt: StockAlertReceipt;
  String: Scalars['String']['output'];
  SupportReceipt: SupportReceiptParent;
  VariantAttribute: VariantAttributeJson;
  VariantSize: SkuJson;
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

export type LengthDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type LengthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = LengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type MaxItemsDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type MaxItemsDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = MaxItemsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PageSizeDirectiveArgs = {
  max: Scalars['Int']['input'];
};

export type PageSizeDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PageSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

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

export type AttributeFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttributeFacet'] = ResolversParentTypes['AttributeFacet']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OptionCount']>, ParentType, ContextType>;
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

export type AvailableCouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AvailableCoupon'] = ResolversParentTypes['AvailableCoupon']> = {
  applicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minOrder?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortfall?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  usesLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BestSellerBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BestSellerBlock'] = ResolversParentTypes['BestSellerBlock']> = {
  bannerImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  seeMoreLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startingPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  maxLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxQuantityPerLine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfStockLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  attributes?: Resolver<Array<ResolversTypes['CartLineAttribute']>, ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
};

export type CartLineAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLineAttribute'] = ResolversParentTypes['CartLineAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CashOnDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CashOnDelivery'] = ResolversParentTypes['CashOnDelivery']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutPrice'] = ResolversParentTypes['CheckoutPrice']> = {
  codFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  membershipPointsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentChoice'], ParentType, ContextType>;
  paymentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pointsValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CheckoutSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutSession'] = ResolversParentTypes['CheckoutSession']> = {
  checkoutScriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CheckoutPrice'], ParentType, ContextType>;
  razorpay?: Resolver<Maybe<ResolversTypes['RazorpayOptions']>, ParentType, ContextType>;
};

export type CheckoutSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutSummary'] = ResolversParentTypes['CheckoutSummary']> = {
  cashOnDelivery?: Resolver<ResolversTypes['CashOnDelivery'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['CouponOutcome']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsBalance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CheckoutPrice'], ParentType, ContextType>;
};

export type CodCancellationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodCancellationPayload'] = ResolversParentTypes['CodCancellationPayload']> = {
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodConfirmationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodConfirmationPayload'] = ResolversParentTypes['CodConfirmationPayload']> = {
  confirmedNow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponCheck'] = ResolversParentTypes['CouponCheck']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CouponOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponOutcome'] = ResolversParentTypes['CouponOutcome']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryEstimateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryEstimate'] = ResolversParentTypes['DeliveryEstimate']> = {
  codAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expressBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['DeliveryEstimateSource'], ParentType, ContextType>;
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

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amountInWords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billTo?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  creditsInvoiceIssuedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditsInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  financialYear?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsnSummary?: Resolver<Array<ResolversTypes['InvoiceHsnRow']>, ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TaxDocumentKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  membershipPointsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  membershipPointsValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderPlacedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfSupply?: Resolver<ResolversTypes['PlaceOfSupply'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['InvoiceSeller'], ParentType, ContextType>;
  shipTo?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  supply?: Resolver<ResolversTypes['GstSupply'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['InvoiceTotals'], ParentType, ContextType>;
};

export type InvoiceHsnRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceHsnRow'] = ResolversParentTypes['InvoiceHsnRow']> = {
  cgst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gstRateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxableValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  cgst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gstRateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  isCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxableValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InvoicePartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceParty'] = ResolversParentTypes['InvoiceParty']> = {
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceSellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceSeller'] = ResolversParentTypes['InvoiceSeller']> = {
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceTotals'] = ResolversParentTypes['InvoiceTotals']> = {
  cgst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  roundOff?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxableValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ordersPlaced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pointsHistory?: Resolver<Array<ResolversTypes['PointsEntry']>, ParentType, ContextType>;
  spendPerPointEarned?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  paise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'productId' | 'quantity'>>;
  addToWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'productId'>>;
  askStockAlert?: Resolver<ResolversTypes['StockAlertReceipt'], ParentType, ContextType, RequireFields<MutationAskStockAlertArgs, 'input'>>;
  cancelCodOrder?: Resolver<ResolversTypes['CodCancellationPayload'], ParentType, ContextType, RequireFields<MutationCancelCodOrderArgs, 'orderId' | 'token'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  confirmCodOrder?: Resolver<ResolversTypes['CodConfirmationPayload'], ParentType, ContextType, RequireFields<MutationConfirmCodOrderArgs, 'orderId' | 'token'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeCodOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceCodOrderArgs, 'input'>>;
  placeCoveredOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceCoveredOrderArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  removeCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveCartLineArgs, 'lineId'>>;
  removeFromWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, Partial<MutationRemoveFromWishlistArgs>>;
  requestMobileCode?: Resolver<ResolversTypes['PhoneCodeSent'], ParentType, ContextType, RequireFields<MutationRequestMobileCodeArgs, 'mobile'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestPhoneCode?: Resolver<ResolversTypes['PhoneCodeSent'], ParentType, ContextType, RequireFields<MutationRequestPhoneCodeArgs, 'mobile'>>;
  requestReturn?: Resolver<ResolversTypes['ReturnRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'resetToken'>>;
  sendContactQuery?: Resolver<ResolversTypes['SupportReceipt'], ParentType, ContextType, RequireFields<MutationSendContactQueryArgs, 'input'>>;
  sendFeedback?: Resolver<ResolversTypes['SupportReceipt'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  signUpWithPhone?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpWithPhoneArgs, 'email' | 'name' | 'signupToken'>>;
  signup?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  startCheckout?: Resolver<ResolversTypes['CheckoutSession'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'input'>>;
  updateAddresses?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationUpdateAddressesArgs, 'addresses'>>;
  updateCartLine?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'lineId' | 'quantity'>>;
  updateProfile?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyMobile?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationVerifyMobileArgs, 'code' | 'mobile'>>;
  verifyPasswordResetCode?: Resolver<ResolversTypes['PasswordResetTicket'], ParentType, ContextType, RequireFields<MutationVerifyPasswordResetCodeArgs, 'code' | 'email'>>;
  verifyPhoneCode?: Resolver<ResolversTypes['PhoneVerification'], ParentType, ContextType, RequireFields<MutationVerifyPhoneCodeArgs, 'code' | 'mobile'>>;
  writeReview?: Resolver<ResolversTypes['WriteReviewPayload'], ParentType, ContextType, RequireFields<MutationWriteReviewArgs, 'comment' | 'productId' | 'rating' | 'title'>>;
};

export type OptionCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OptionCount'] = ResolversParentTypes['OptionCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  awaitingConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  codFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['DeliveryOption'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  deliveryCharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  listStatus?: Resolver<ResolversTypes['OrderListStatus'], ParentType, ContextType>;
  membershipPointsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  membershipPointsValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  orderValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['OrderPayment'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  pointsEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promisedDelivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['OrderRefund']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
  shippingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shiprocketOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['OrderTimelineStep']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['OrderTracking']>, ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  add1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  add2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  landmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  attributes?: Resolver<Array<ResolversTypes['CartLineAttribute']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  dueOnDelivery?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderPaymentState'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderRefund'] = ResolversParentTypes['OrderRefund']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['OrderRefundMethod'], ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderRefundStatus'], ParentType, ContextType>;
};

export type OrderReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnedLine']>, ParentType, ContextType>;
  pickupAwb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  rejection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replacementOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderReturnState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderTimelineStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTimelineStep'] = ResolversParentTypes['OrderTimelineStep']> = {
  awbCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedDelivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderTimelineStepKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderTrackingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTracking'] = ResolversParentTypes['OrderTracking']> = {
  awbCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedDelivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasswordResetTicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetTicket'] = ResolversParentTypes['PasswordResetTicket']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentConfig'] = ResolversParentTypes['PaymentConfig']> = {
  checkoutScriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PhoneCodeSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhoneCodeSent'] = ResolversParentTypes['PhoneCodeSent']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resendAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhoneVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhoneVerification'] = ResolversParentTypes['PhoneVerification']> = {
  auth?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signupToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceOfSupplyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOfSupply'] = ResolversParentTypes['PlaceOfSupply']> = {
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type PointsEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsEntry'] = ResolversParentTypes['PointsEntry']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointsEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsRedeemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<ProductRelatedArgs, 'first'>>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ReviewConnection'], ParentType, ContextType, RequireFields<ProductReviewsArgs, 'first'>>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  visibilityStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  aboveMaxPriceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  retailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['VariantSize']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  attributeFilters?: Resolver<Array<ResolversTypes['AttributeFilter']>, ParentType, ContextType, Partial<QueryAttributeFiltersArgs>>;
  availableCoupons?: Resolver<Array<ResolversTypes['AvailableCoupon']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  checkoutPrice?: Resolver<Maybe<ResolversTypes['CheckoutSummary']>, ParentType, ContextType, RequireFields<QueryCheckoutPriceArgs, 'input'>>;
  deliveryEstimate?: Resolver<ResolversTypes['DeliveryEstimate'], ParentType, ContextType, RequireFields<QueryDeliveryEstimateArgs, 'pincode'>>;
  homepage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  listingFacets?: Resolver<Array<ResolversTypes['AttributeFacet']>, ParentType, ContextType, Partial<QueryListingFacetsArgs>>;
  me?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Maybe<ResolversTypes['OrderConnection']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'first'>>;
  paymentConfig?: Resolver<ResolversTypes['PaymentConfig'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'sort'>>;
  productsByIds?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsByIdsArgs, 'ids'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  validateCoupon?: Resolver<ResolversTypes['CouponCheck'], ParentType, ContextType, RequireFields<QueryValidateCouponArgs, 'code'>>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type RazorpayOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RazorpayOptions'] = ResolversParentTypes['RazorpayOptions']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefill?: Resolver<ResolversTypes['RazorpayPrefill'], ParentType, ContextType>;
};

export type RazorpayPrefillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RazorpayPrefill'] = ResolversParentTypes['RazorpayPrefill']> = {
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnRequest'] = ResolversParentTypes['ReturnRequest']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnedLine']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
  refundTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnRequestPayload'] = ResolversParentTypes['ReturnRequestPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnRequest?: Resolver<ResolversTypes['ReturnRequest'], ParentType, ContextType>;
};

export type ReturnedLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnedLine'] = ResolversParentTypes['ReturnedLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedBuyer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SearchProduct']>, ParentType, ContextType>;
};

export type StarCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StarCount'] = ResolversParentTypes['StarCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockAlertReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockAlertReceipt'] = ResolversParentTypes['StockAlertReceipt']> = {
  sizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type VariantSizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariantSize'] = ResolversParentTypes['VariantSize']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  contactNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsappUpdates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  AttributeFacet?: AttributeFacetResolvers<ContextType>;
  AttributeFilter?: AttributeFilterResolvers<ContextType>;
  AttributeOption?: AttributeOptionResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  AvailableCoupon?: AvailableCouponResolvers<ContextType>;
  BestSellerBlock?: BestSellerBlockResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartLineAttribute?: CartLineAttributeResolvers<ContextType>;
  CashOnDelivery?: CashOnDeliveryResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CheckoutPrice?: CheckoutPriceResolvers<ContextType>;
  CheckoutSession?: CheckoutSessionResolvers<ContextType>;
  CheckoutSummary?: CheckoutSummaryResolvers<ContextType>;
  CodCancellationPayload?: CodCancellationPayloadResolvers<ContextType>;
  CodConfirmationPayload?: CodConfirmationPayloadResolvers<ContextType>;
  CouponCheck?: CouponCheckResolvers<ContextType>;
  CouponOutcome?: CouponOutcomeResolvers<ContextType>;
  DeliveryEstimate?: DeliveryEstimateResolvers<ContextType>;
  Hero?: HeroResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceHsnRow?: InvoiceHsnRowResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoiceParty?: InvoicePartyResolvers<ContextType>;
  InvoiceSeller?: InvoiceSellerResolvers<ContextType>;
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OptionCount?: OptionCountResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderRefund?: OrderRefundResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  OrderTimelineStep?: OrderTimelineStepResolvers<ContextType>;
  OrderTracking?: OrderTrackingResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordResetTicket?: PasswordResetTicketResolvers<ContextType>;
  PaymentConfig?: PaymentConfigResolvers<ContextType>;
  PhoneCodeSent?: PhoneCodeSentResolvers<ContextType>;
  PhoneVerification?: PhoneVerificationResolvers<ContextType>;
  PlaceOfSupply?: PlaceOfSupplyResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PointsEntry?: PointsEntryResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductSection?: ProductSectionResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RazorpayOptions?: RazorpayOptionsResolvers<ContextType>;
  RazorpayPrefill?: RazorpayPrefillResolvers<ContextType>;
  ReturnRequest?: ReturnRequestResolvers<ContextType>;
  ReturnRequestPayload?: ReturnRequestPayloadResolvers<ContextType>;
  ReturnedLine?: ReturnedLineResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewConnection?: ReviewConnectionResolvers<ContextType>;
  ReviewSummary?: ReviewSummaryResolvers<ContextType>;
  SaleBanner?: SaleBannerResolvers<ContextType>;
  SearchProduct?: SearchProductResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  StarCount?: StarCountResolvers<ContextType>;
  StockAlertReceipt?: StockAlertReceiptResolvers<ContextType>;
  SupportReceipt?: SupportReceiptResolvers<ContextType>;
  VariantAttribute?: VariantAttributeResolvers<ContextType>;
  VariantSize?: VariantSizeResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WriteReviewPayload?: WriteReviewPayloadResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
  length?: LengthDirectiveResolver<any, any, ContextType>;
  maxItems?: MaxItemsDirectiveResolver<any, any, ContextType>;
  pageSize?: PageSizeDirectiveResolver<any, any, ContextType>;
};
