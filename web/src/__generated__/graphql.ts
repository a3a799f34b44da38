/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AddressInput = {
  add1: string;
  add2?: string | null | undefined;
  city: string;
  fullName: string;
  /** Marks the default; it is moved to the front. Without a mark the first address is the default. */
  isDefault?: boolean | null | undefined;
  landmark?: string | null | undefined;
  mobile: string;
  pincode: string;
  state: string;
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

/** A chosen option to add: `name` is the attribute's label in any case (`color`), `value` an option's label or value. */
export type CartLineAttributeInput = {
  name: string;
  value: string;
};

export type ChangePasswordInput = {
  confirmPassword: string;
  currentPassword: string;
  newPassword: string;
};

/** An address on a checkout form. The billing form needs name, phone, add1, state, city and pincode. */
export type CheckoutAddressInput = {
  add1: string;
  add2?: string | null | undefined;
  city: string;
  landmark?: string | null | undefined;
  /** Blank on a delivery address takes the buyer's name. */
  name?: string | null | undefined;
  /** Blank on a delivery address takes the buyer's phone. */
  phone?: string | null | undefined;
  /** 6 digits. */
  pincode: string;
  state: string;
};

export type CheckoutInput = {
  /** Null when billing is the same as delivery. */
  billingAddress?: CheckoutAddressInput | null | undefined;
  /** As typed; null or blank for none. A code that is not valid now fails the checkout with the coupon's message. */
  couponCode?: string | null | undefined;
  delivery?: DeliveryOption;
  deliveryAddress: CheckoutAddressInput;
  email: string;
  /** My Information: the name and email the order and the payment form use. */
  name: string;
  /** CASH_ON_DELIVERY must be offered for the order and the delivery pincode, else BAD_USER_INPUT saying why. */
  paymentMethod?: PaymentChoice;
  /** The payment form's contact number; blank takes the delivery address's phone. */
  phone?: string | null | undefined;
  /** The points toggle (on by default): spend as many points as the cap allows. */
  useMembershipPoints?: boolean;
  /**
   * "Send me order updates on WhatsApp": this order's updates go to WhatsApp (else by SMS), and the choice is saved as
   * the buyer's. Null: the buyer's saved choice.
   */
  whatsappUpdates?: boolean | null | undefined;
};

/** What the summary is priced with. */
export type CheckoutPriceInput = {
  /** As typed; null or blank for none. */
  couponCode?: string | null | undefined;
  delivery?: DeliveryOption;
  paymentMethod?: PaymentChoice;
  /** The delivery address's pincode, when known: whether a courier collects cash there. */
  pincode?: string | null | undefined;
  useMembershipPoints?: boolean;
};

export type ContactQueryInput = {
  email: string;
  name: string;
  query: string;
};

/** The currencies an amount can be in. The store sells in Indian rupees only. */
export type CurrencyCode =
  | 'INR';

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
  email: string;
  message: string;
  name: string;
};

export type GstSupply =
  /** Delivered to another state: IGST at the full rate. */
  | 'INTER_STATE'
  /** Delivered within the seller's state: CGST + SGST at half the rate each. */
  | 'INTRA_STATE';

/** The order list's status (spec: Shipped green, Delivered gray, anything else Pending yellow). */
export type OrderListStatus =
  | 'DELIVERED'
  | 'PENDING'
  | 'SHIPPED';

/**
 * Whether an order is paid: online (card or UPI), covered by coupon and points, due on delivery (cash on delivery not
 * collected yet: nothing is paid), or paid on delivery.
 */
export type OrderPaymentState =
  | 'COVERED'
  | 'DUE_ON_DELIVERY'
  | 'PAID_ONLINE'
  | 'PAID_ON_DELIVERY';

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

/** Where a return stands, as the buyer sees it on the order page. */
export type OrderReturnState =
  | 'APPROVED'
  | 'EXCHANGED'
  | 'PICKED_UP'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REJECTED'
  | 'REQUESTED';

export type OrderTimelineStepKind =
  | 'DELIVERED'
  | 'PLACED'
  | 'PROCESSED'
  | 'SHIPPED';

/** How the buyer pays at checkout. */
export type PaymentChoice =
  /** In cash (or UPI) to the courier at the door, with a fee; only where and up to the amount it is offered. */
  | 'CASH_ON_DELIVERY'
  /** Now, through Razorpay (card or UPI); or nothing, when coupon and points cover the order. */
  | 'ONLINE';

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

/** A cash-on-delivery checkout (`startCheckout` with paymentMethod CASH_ON_DELIVERY). */
export type PlaceCodOrderInput = {
  checkoutId: string;
};

/** A checkout that coupon and points cover wholly (`startCheckout` answered `razorpay: null`). */
export type PlaceCoveredOrderInput = {
  checkoutId: string;
};

/** Razorpay's success handler's three values, as it passes them. */
export type PlaceOrderInput = {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
};

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
  /**
   * Whole rupees, compared with the first variant's sale price: the listing's price slider moves by ₹100 and its limit
   * is what the shopper's URL carries (`?maxPrice=15000`), so the bounds stay rupees, where every answered amount is
   * `Money`. A `maxPrice` of 30000, the slider's top (₹30,000+), sets no upper bound.
   */
  minPrice?: number | null | undefined;
};

export type ProductSort =
  | 'DEFAULT'
  | 'HIGH_TO_LOW'
  | 'LOW_TO_HIGH';

export type ProfileInput = {
  contactNumber?: string | null | undefined;
  /** The account's password: needed when `email` changes it. */
  currentPassword?: string | null | undefined;
  /** A new email needs `currentPassword`; the old address is told by mail. */
  email?: string | null | undefined;
  name?: string | null | undefined;
  /** Order updates on WhatsApp (true) or by SMS (false), for orders placed from now on. */
  whatsappUpdates?: boolean | null | undefined;
};

/** A UPI id, or a bank account (holder's name, account number, IFSC): give `vpa`, or all three bank fields. */
export type RefundDestinationInput = {
  accountName?: string | null | undefined;
  /** 9 to 18 digits. */
  accountNumber?: string | null | undefined;
  /** Like SBIN0001234. */
  ifsc?: string | null | undefined;
  /** A UPI id such as name@bank. */
  vpa?: string | null | undefined;
};

/** Why a buyer returns an order (the Request Return form's reasons). */
export type ReturnReason =
  /** Product quality issue */
  | 'QUALITY_ISSUE'
  /** Product size doesn't fit */
  | 'SIZE_DOES_NOT_FIT'
  /** Received wrong item */
  | 'WRONG_ITEM';

export type ReturnRequestInput = {
  email: string;
  /**
   * 1 to 3 image locations, each answered by the store's upload endpoint (`POST /upload/image`, multipart with the
   * image in a `file` field and the buyer's bearer token: `data[0]` is the location) for this same buyer.
   */
  images: Array<string>;
  /**
   * The order's lines to return (each line's id, as the order's `lines` answer them): every line not returned already
   * when absent. Only delivered lines within 7 days of delivery are taken, each once while its return is open; a refusal
   * is BAD_USER_INPUT with the field and its code (`not_delivered`, `window_closed`, `already_requested`).
   */
  lines?: Array<string> | null | undefined;
  /** One of the buyer's own orders. */
  orderNumber: string;
  reason: ReturnReason;
  /**
   * Where to refund an order paid in cash on delivery (required for one; BAD_USER_INPUT without it). Ignored for an
   * order paid online, which is refunded to its payment.
   */
  refundTo?: RefundDestinationInput | null | undefined;
};

export type SignupInput = {
  /** Optional phone number. */
  contactNumber?: string | null | undefined;
  email: string;
  name: string;
  /** 6 to 128 characters. */
  password: string;
};

/** A shopper's ask to be told once when a sold-out size is back in stock. */
export type StockAlertInput = {
  /** A 10-digit mobile number (told by SMS) or an email (told by mail), as typed. */
  contact: string;
  /** The size (`VariantSize.id`), sold out now. */
  sizeId: string;
};

/**
 * GST tax invoices and credit notes of the signed-in buyer's orders, as issued: every field is read from the document's
 * stored snapshot, never recomputed. Amounts are `Money`; rates are percentages (and exact basis points).
 */
export type TaxDocumentKind =
  /** Credits the whole of an invoice: its order was cancelled or came back. */
  | 'CREDIT_NOTE'
  | 'INVOICE';

export type ViewerBagQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerBagQuery = { __typename: 'Query', wishlist: { __typename: 'Wishlist', id: string, count: number, productIds: Array<string> } | null, cart: { __typename: 'Cart', id: string, count: number } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { __typename: 'Mutation', requestPasswordReset: { __typename: 'MessagePayload', message: string } };

export type VerifyPasswordResetCodeMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type VerifyPasswordResetCodeMutation = { __typename: 'Mutation', verifyPasswordResetCode: { __typename: 'PasswordResetTicket', resetToken: string, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  resetToken: string;
  password: string;
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword: { __typename: 'MessagePayload', message: string } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  code?: string | null | undefined;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: string, viewer: { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string } } };

export type RequestPhoneCodeMutationVariables = Exact<{
  mobile: string;
}>;


export type RequestPhoneCodeMutation = { __typename: 'Mutation', requestPhoneCode: { __typename: 'PhoneCodeSent', message: string, resendAfterSeconds: number } };

export type VerifyPhoneCodeMutationVariables = Exact<{
  mobile: string;
  code: string;
}>;


export type VerifyPhoneCodeMutation = { __typename: 'Mutation', verifyPhoneCode: { __typename: 'PhoneVerification', message: string, signupToken: string | null, auth: { __typename: 'AuthPayload', token: string, viewer: { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string } } | null } };

export type SignUpWithPhoneMutationVariables = Exact<{
  signupToken: string;
  name: string;
  email: string;
}>;


export type SignUpWithPhoneMutation = { __typename: 'Mutation', signUpWithPhone: { __typename: 'AuthPayload', token: string, viewer: { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string } } };

export type SessionUserFragment = { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string };

export type SessionViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionViewerQuery = { __typename: 'Query', me: { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string } | null };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { __typename: 'Mutation', signup: { __typename: 'MessagePayload', message: string } };

export type CartLineViewFragment = { __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } };

export type CartFullFragment = { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> };

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { __typename: 'Query', cart: { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> } | null };

export type AddToCartMutationVariables = Exact<{
  productId: string;
  quantity: number;
  attributes?: Array<CartLineAttributeInput> | CartLineAttributeInput | null | undefined;
}>;


export type AddToCartMutation = { __typename: 'Mutation', addToCart: { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> } };

export type UpdateCartLineMutationVariables = Exact<{
  lineId: string;
  quantity: number;
}>;


export type UpdateCartLineMutation = { __typename: 'Mutation', updateCartLine: { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> } };

export type RemoveCartLineMutationVariables = Exact<{
  lineId: string;
}>;


export type RemoveCartLineMutation = { __typename: 'Mutation', removeCartLine: { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> } };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { __typename: 'Query', categories: Array<{ __typename: 'Category', id: string, name: string, value: string }> };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename: 'Query', homepage: { __typename: 'HomePage', promoText: string, hero: { __typename: 'Hero', video: string, poster: string, title: string, subtitle: string }, bestSeller: { __typename: 'BestSellerBlock', title: string, bannerImage: string, seeMoreLink: string, startingPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, products: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> }> }, trending: { __typename: 'ProductSection', title: string, seeMoreLink: string, products: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> }> }, recommended: { __typename: 'ProductSection', title: string, seeMoreLink: string, products: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> }> }, saleBanner: { __typename: 'SaleBanner', title: string, offer: string, ctaText: string, link: string, image: string } } };

export type ProductCardFragment = { __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> };

export type ProductListingQueryVariables = Exact<{
  category?: string | null | undefined;
  collection?: ProductCollection | null | undefined;
  search?: string | null | undefined;
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ProductListingQuery = { __typename: 'Query', products: { __typename: 'ProductConnection', totalCount: number, aboveMaxPriceCount: number, nodes: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type VariantPriceFragment = { __typename: 'ProductVariant', discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null };

export type AskStockAlertMutationVariables = Exact<{
  input: StockAlertInput;
}>;


export type AskStockAlertMutation = { __typename: 'Mutation', askStockAlert: { __typename: 'StockAlertReceipt', sizeId: string } };

export type ProductDetailsQueryVariables = Exact<{
  id: string;
}>;


export type ProductDetailsQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, name: string, heading: string, inStock: boolean, description: string, variants: Array<{ __typename: 'ProductVariant', id: string, color: string | null, images: Array<string>, discountPercent: number, sizes: Array<{ __typename: 'VariantSize', id: string, label: string, available: boolean }>, attributes: Array<{ __typename: 'VariantAttribute', label: string, options: Array<{ __typename: 'AttributeOption', label: string, value: string }> }>, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }>, category: { __typename: 'Category', id: string, name: string, value: string } } | null };

export type ProductGalleryFragment = { __typename: 'Product', id: string, name: string, variants: Array<{ __typename: 'ProductVariant', id: string, color: string | null, images: Array<string> }> };

export type ProductInfoTabsFragment = { __typename: 'Product', id: string, name: string, description: string };

export type ProductJsonLdFragment = { __typename: 'Product', id: string, name: string, description: string, inStock: boolean, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }> };

export type ProductSummaryFragment = { __typename: 'Product', id: string, name: string, heading: string, inStock: boolean, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> };

export type RecentlyViewedQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type RecentlyViewedQuery = { __typename: 'Query', productsByIds: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> }> };

export type RelatedProductsQueryVariables = Exact<{
  id: string;
}>;


export type RelatedProductsQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, related: Array<{ __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> }> } | null };

export type SizeGuideFragment = { __typename: 'Product', id: string, category: { __typename: 'Category', id: string, name: string, value: string } };

export type VariantPickerFragment = { __typename: 'Product', id: string, variants: Array<{ __typename: 'ProductVariant', id: string, color: string | null, sizes: Array<{ __typename: 'VariantSize', id: string, label: string, available: boolean }>, attributes: Array<{ __typename: 'VariantAttribute', label: string, options: Array<{ __typename: 'AttributeOption', label: string, value: string }> }> }> };

export type AttributeFiltersQueryVariables = Exact<{
  category?: string | null | undefined;
}>;


export type AttributeFiltersQuery = { __typename: 'Query', attributeFilters: Array<{ __typename: 'AttributeFilter', id: string, name: string, options: Array<{ __typename: 'AttributeOption', label: string, value: string }> }> };

export type FilterPanelFacetFragment = { __typename: 'AttributeFacet', name: string, options: Array<{ __typename: 'OptionCount', label: string, count: number }> };

export type ListingFacetsQueryVariables = Exact<{
  category?: string | null | undefined;
  collection?: ProductCollection | null | undefined;
  search?: string | null | undefined;
  filter?: ProductFilter | null | undefined;
}>;


export type ListingFacetsQuery = { __typename: 'Query', listingFacets: Array<{ __typename: 'AttributeFacet', name: string, options: Array<{ __typename: 'OptionCount', label: string, count: number }> }> };

export type CheckoutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutPageQuery = { __typename: 'Query', me: { __typename: 'Viewer', id: string, whatsappUpdates: boolean, name: string, email: string, contactNumber: string, defaultAddress: { __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean } | null, addresses: Array<{ __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean }> } | null, membership: { __typename: 'Membership', id: string, totalPoints: number } | null };

export type ValidateCouponQueryVariables = Exact<{
  code: string;
}>;


export type ValidateCouponQuery = { __typename: 'Query', validateCoupon: { __typename: 'CouponCheck', code: string, valid: boolean, message: string, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, orderAmount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } } };

export type CheckoutPriceFragment = { __typename: 'CheckoutPrice', couponCode: string | null, membershipPointsUsed: number, paymentRequired: boolean, paymentMethod: PaymentChoice, subtotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, pointsValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, delivery: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, codFee: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } };

export type CheckoutPriceQueryVariables = Exact<{
  input: CheckoutPriceInput;
}>;


export type CheckoutPriceQuery = { __typename: 'Query', checkoutPrice: { __typename: 'CheckoutSummary', pointsBalance: number | null, itemCount: number, price: { __typename: 'CheckoutPrice', couponCode: string | null, membershipPointsUsed: number, paymentRequired: boolean, paymentMethod: PaymentChoice, subtotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, pointsValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, delivery: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, codFee: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }, coupon: { __typename: 'CouponOutcome', code: string, applied: boolean, message: string } | null, cashOnDelivery: { __typename: 'CashOnDelivery', available: boolean, message: string | null, fee: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } } } | null };

export type AvailableOfferFragment = { __typename: 'AvailableCoupon', code: string, description: string, rule: string, expiresAt: string | null, usesLeft: number | null, applicable: boolean, message: string | null, minOrder: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, shortfall: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } };

export type AvailableCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableCouponsQuery = { __typename: 'Query', availableCoupons: Array<{ __typename: 'AvailableCoupon', code: string, description: string, rule: string, expiresAt: string | null, usesLeft: number | null, applicable: boolean, message: string | null, minOrder: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, shortfall: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }> };

export type StartCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type StartCheckoutMutation = { __typename: 'Mutation', startCheckout: { __typename: 'CheckoutSession', id: string, checkoutScriptUrl: string, expiresAt: string, price: { __typename: 'CheckoutPrice', couponCode: string | null, membershipPointsUsed: number, paymentRequired: boolean, paymentMethod: PaymentChoice, subtotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, pointsValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, delivery: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, codFee: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }, razorpay: { __typename: 'RazorpayOptions', key: string, amount: number, currency: string, orderId: string, name: string, description: string, prefill: { __typename: 'RazorpayPrefill', name: string, email: string, contact: string } } | null } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { __typename: 'Mutation', placeOrder: { __typename: 'PlaceOrderPayload', message: string, order: { __typename: 'Order', id: string, orderNumber: string, payment: { __typename: 'OrderPayment', state: OrderPaymentState, placedMessage: string } }, cart: { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> } } };

export type PlaceCodOrderMutationVariables = Exact<{
  input: PlaceCodOrderInput;
}>;


export type PlaceCodOrderMutation = { __typename: 'Mutation', placeCodOrder: { __typename: 'PlaceOrderPayload', message: string, order: { __typename: 'Order', id: string, orderNumber: string, payment: { __typename: 'OrderPayment', state: OrderPaymentState, placedMessage: string } }, cart: { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> } } };

export type PlaceCoveredOrderMutationVariables = Exact<{
  input: PlaceCoveredOrderInput;
}>;


export type PlaceCoveredOrderMutation = { __typename: 'Mutation', placeCoveredOrder: { __typename: 'PlaceOrderPayload', message: string, order: { __typename: 'Order', id: string, orderNumber: string, payment: { __typename: 'OrderPayment', state: OrderPaymentState, placedMessage: string } }, cart: { __typename: 'Cart', id: string, count: number, outOfStockLines: number, maxQuantityPerLine: number, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, lines: Array<{ __typename: 'CartLine', id: string, quantity: number, inStock: boolean, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, attributes: Array<{ __typename: 'CartLineAttribute', name: string, value: string }>, variant: { __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null } | null, product: { __typename: 'Product', id: string, name: string, category: { __typename: 'Category', id: string, name: string, value: string } } }> } } };

export type TaxDocumentFieldsFragment = { __typename: 'Invoice', kind: TaxDocumentKind, number: string, issuedAt: string, orderNumber: string, orderPlacedAt: string, supply: GstSupply, amountInWords: string, payment: string, couponCode: string | null, membershipPointsUsed: number, creditsInvoiceNumber: string | null, creditsInvoiceIssuedAt: string | null, reason: string | null, pdfUrl: string, seller: { __typename: 'InvoiceSeller', name: string, addressLines: Array<string>, state: string, stateCode: string, gstin: string, email: string, phone: string }, billTo: { __typename: 'InvoiceParty', name: string, addressLines: Array<string>, state: string, stateCode: string | null, gstin: string | null }, shipTo: { __typename: 'InvoiceParty', name: string, addressLines: Array<string>, state: string, stateCode: string | null, gstin: string | null }, placeOfSupply: { __typename: 'PlaceOfSupply', state: string, stateCode: string | null }, lines: Array<{ __typename: 'InvoiceLine', isCharge: boolean, description: string, detail: string, hsn: string, quantity: number, gstRateBp: number, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, hsnSummary: Array<{ __typename: 'InvoiceHsnRow', hsn: string, gstRateBp: number, quantity: number, taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, totals: { __typename: 'InvoiceTotals', taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, roundOff: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, payable: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }, couponDiscount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, membershipPointsValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } };

export type InvoicePartyFieldsFragment = { __typename: 'InvoiceParty', name: string, addressLines: Array<string>, state: string, stateCode: string | null, gstin: string | null };

export type OrderInvoiceQueryVariables = Exact<{
  id: string;
}>;


export type OrderInvoiceQuery = { __typename: 'Query', order: { __typename: 'Order', id: string, orderNumber: string, invoice: { __typename: 'Invoice', kind: TaxDocumentKind, number: string, issuedAt: string, orderNumber: string, orderPlacedAt: string, supply: GstSupply, amountInWords: string, payment: string, couponCode: string | null, membershipPointsUsed: number, creditsInvoiceNumber: string | null, creditsInvoiceIssuedAt: string | null, reason: string | null, pdfUrl: string, creditNote: { __typename: 'Invoice', kind: TaxDocumentKind, number: string, issuedAt: string, orderNumber: string, orderPlacedAt: string, supply: GstSupply, amountInWords: string, payment: string, couponCode: string | null, membershipPointsUsed: number, creditsInvoiceNumber: string | null, creditsInvoiceIssuedAt: string | null, reason: string | null, pdfUrl: string, seller: { __typename: 'InvoiceSeller', name: string, addressLines: Array<string>, state: string, stateCode: string, gstin: string, email: string, phone: string }, billTo: { __typename: 'InvoiceParty', name: string, addressLines: Array<string>, state: string, stateCode: string | null, gstin: string | null }, shipTo: { __typename: 'InvoiceParty', name: string, addressLines: Array<string>, state: string, stateCode: string | null, gstin: string | null }, placeOfSupply: { __typename: 'PlaceOfSupply', state: string, stateCode: string | null }, lines: Array<{ __typename: 'InvoiceLine', isCharge: boolean, description: string, detail: string, hsn: string, quantity: number, gstRateBp: number, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, hsnSummary: Array<{ __typename: 'InvoiceHsnRow', hsn: string, gstRateBp: number, quantity: number, taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, totals: { __typename: 'InvoiceTotals', taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, roundOff: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, payable: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }, couponDiscount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, membershipPointsValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } } | null, seller: { __typename: 'InvoiceSeller', name: string, addressLines: Array<string>, state: string, stateCode: string, gstin: string, email: string, phone: string }, billTo: { __typename: 'InvoiceParty', name: string, addressLines: Array<string>, state: string, stateCode: string | null, gstin: string | null }, shipTo: { __typename: 'InvoiceParty', name: string, addressLines: Array<string>, state: string, stateCode: string | null, gstin: string | null }, placeOfSupply: { __typename: 'PlaceOfSupply', state: string, stateCode: string | null }, lines: Array<{ __typename: 'InvoiceLine', isCharge: boolean, description: string, detail: string, hsn: string, quantity: number, gstRateBp: number, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, hsnSummary: Array<{ __typename: 'InvoiceHsnRow', hsn: string, gstRateBp: number, quantity: number, taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, totals: { __typename: 'InvoiceTotals', taxableValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, cgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, sgst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, igst: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, total: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, roundOff: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, payable: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }, couponDiscount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, membershipPointsValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } } | null } | null };

export type MembershipPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipPageQuery = { __typename: 'Query', membership: { __typename: 'Membership', id: string, totalPoints: number, ordersPlaced: number, pointValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, spendPerPointEarned: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, pointsHistory: Array<{ __typename: 'PointsEntry', id: string, orderId: string | null, orderNumber: string | null, pointsEarned: number, pointsRedeemed: number, note: string | null, createdAt: string }> } | null, cart: { __typename: 'Cart', id: string, count: number } | null };

export type CancelCodOrderMutationVariables = Exact<{
  orderId: string;
  token: string;
}>;


export type CancelCodOrderMutation = { __typename: 'Mutation', cancelCodOrder: { __typename: 'CodCancellationPayload', orderNumber: string } };

export type ConfirmCodOrderMutationVariables = Exact<{
  orderId: string;
  token: string;
}>;


export type ConfirmCodOrderMutation = { __typename: 'Mutation', confirmCodOrder: { __typename: 'CodConfirmationPayload', orderNumber: string, confirmedNow: boolean } };

export type OrderLineItemFragment = { __typename: 'OrderLine', id: string, productId: string, name: string, image: string, color: string | null, size: string | null, quantity: number, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } };

export type OrderListEntryFragment = { __typename: 'Order', id: string, orderNumber: string, createdAt: string, listStatus: OrderListStatus, lines: Array<{ __typename: 'OrderLine', id: string, productId: string, name: string, image: string, color: string | null, size: string | null, quantity: number, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }> };

export type MyOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyOrdersQuery = { __typename: 'Query', orders: { __typename: 'OrderConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename: 'Order', id: string, orderNumber: string, createdAt: string, listStatus: OrderListStatus, lines: Array<{ __typename: 'OrderLine', id: string, productId: string, name: string, image: string, color: string | null, size: string | null, quantity: number, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }> }> } | null };

export type OrderDetailQueryVariables = Exact<{
  id: string;
}>;


export type OrderDetailQuery = { __typename: 'Query', order: { __typename: 'Order', id: string, orderNumber: string, shiprocketOrderId: string | null, createdAt: string, statusLabel: string, membershipPointsUsed: number, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, awaitingConfirmation: boolean, deliveryAddress: { __typename: 'OrderAddress', add1: string, add2: string, city: string, state: string, pincode: string }, totalAmount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, discount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, membershipPointsValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, orderValue: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, codFee: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, payment: { __typename: 'OrderPayment', state: OrderPaymentState, label: string }, lines: Array<{ __typename: 'OrderLine', id: string, productId: string, name: string, image: string, color: string | null, size: string | null, quantity: number, unitPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, lineTotal: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, tracking: { __typename: 'OrderTracking', courierName: string | null, awbCode: string | null, trackUrl: string | null, estimatedDelivery: string | null, deliveredAt: string | null } | null, refunds: Array<{ __typename: 'OrderRefund', status: OrderRefundStatus, method: OrderRefundMethod, reason: string, createdAt: string, amount: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } }>, timeline: Array<{ __typename: 'OrderTimelineStep', kind: OrderTimelineStepKind, title: string, detail: string | null, date: string | null, courierName: string | null, awbCode: string | null, estimatedDelivery: string | null }>, returns: Array<{ __typename: 'OrderReturn', id: string, state: OrderReturnState, stateLabel: string, requestedAt: string, rejection: string | null, pickupAwb: string | null, replacementOrderNumber: string | null, lines: Array<{ __typename: 'ReturnedLine', id: string, name: string, quantity: number }>, refund: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> } | null };

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { __typename: 'Query', me: { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string, mobile: string | null, whatsappUpdates: boolean, defaultAddress: { __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean } | null, addresses: Array<{ __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean }> } | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword: { __typename: 'AuthPayload', token: string, viewer: { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string } } };

export type AddressFieldsFragment = { __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean };

export type DeliveryAddressFragment = { __typename: 'Viewer', id: string, defaultAddress: { __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean } | null, addresses: Array<{ __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean }> };

export type UpdateAddressesMutationVariables = Exact<{
  addresses: Array<AddressInput> | AddressInput;
}>;


export type UpdateAddressesMutation = { __typename: 'Mutation', updateAddresses: { __typename: 'Viewer', id: string, defaultAddress: { __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean } | null, addresses: Array<{ __typename: 'Address', fullName: string, mobile: string, add1: string, add2: string, landmark: string, state: string, city: string, pincode: string, isDefault: boolean }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: { __typename: 'MessagePayload', message: string } };

export type MobileNumberFragment = { __typename: 'Viewer', id: string, mobile: string | null };

export type RequestMobileCodeMutationVariables = Exact<{
  mobile: string;
}>;


export type RequestMobileCodeMutation = { __typename: 'Mutation', requestMobileCode: { __typename: 'PhoneCodeSent', message: string, resendAfterSeconds: number } };

export type VerifyMobileMutationVariables = Exact<{
  mobile: string;
  code: string;
}>;


export type VerifyMobileMutation = { __typename: 'Mutation', verifyMobile: { __typename: 'Viewer', id: string, mobile: string | null } };

export type MyInformationFragment = { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile: { __typename: 'Viewer', id: string, name: string, email: string, contactNumber: string } };

export type OrderUpdatesFragment = { __typename: 'Viewer', id: string, whatsappUpdates: boolean };

export type SaveOrderUpdatesMutationVariables = Exact<{
  whatsappUpdates: boolean;
}>;


export type SaveOrderUpdatesMutation = { __typename: 'Mutation', updateProfile: { __typename: 'Viewer', id: string, whatsappUpdates: boolean } };

export type ProductReviewsQueryVariables = Exact<{
  productId: string;
  first: number;
  after?: string | null | undefined;
}>;


export type ProductReviewsQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, reviews: { __typename: 'ReviewConnection', totalCount: number, summary: { __typename: 'ReviewSummary', average: number, total: number, counts: Array<{ __typename: 'StarCount', stars: number, count: number }> }, nodes: Array<{ __typename: 'Review', id: string, author: string, rating: number, comment: string, createdAt: string, verifiedBuyer: boolean }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type ReviewBreakdownFragment = { __typename: 'ReviewSummary', average: number, total: number, counts: Array<{ __typename: 'StarCount', stars: number, count: number }> };

export type ReviewListItemFragment = { __typename: 'Review', id: string, author: string, rating: number, comment: string, createdAt: string, verifiedBuyer: boolean };

export type ReviewsPanelFragment = { __typename: 'ReviewConnection', totalCount: number, summary: { __typename: 'ReviewSummary', average: number, total: number, counts: Array<{ __typename: 'StarCount', stars: number, count: number }> }, nodes: Array<{ __typename: 'Review', id: string, author: string, rating: number, comment: string, createdAt: string, verifiedBuyer: boolean }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } };

export type VerifiedBuyerBadgeFragment = { __typename: 'Review', verifiedBuyer: boolean };

export type WriteReviewMutationVariables = Exact<{
  productId: string;
  rating: number;
  title: string;
  comment: string;
}>;


export type WriteReviewMutation = { __typename: 'Mutation', writeReview: { __typename: 'WriteReviewPayload', review: { __typename: 'Review', id: string, author: string, rating: number, comment: string, createdAt: string, verifiedBuyer: boolean }, summary: { __typename: 'ReviewSummary', average: number, total: number, counts: Array<{ __typename: 'StarCount', stars: number, count: number }> }, product: { __typename: 'Product', id: string } } };

export type SearchQueryVariables = Exact<{
  query: string;
}>;


export type SearchQuery = { __typename: 'Query', search: { __typename: 'SearchResults', categories: Array<{ __typename: 'Category', id: string, name: string, value: string }>, products: Array<{ __typename: 'SearchProduct', id: string, name: string, image: string, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, category: { __typename: 'Category', id: string, name: string, value: string } }> } };

export type DeliveryEstimateFieldsFragment = { __typename: 'DeliveryEstimate', pincode: string, serviceable: boolean, codAvailable: boolean, deliveryBy: string | null, expressBy: string | null, source: DeliveryEstimateSource };

export type DeliveryEstimateQueryVariables = Exact<{
  pincode: string;
}>;


export type DeliveryEstimateQuery = { __typename: 'Query', deliveryEstimate: { __typename: 'DeliveryEstimate', pincode: string, serviceable: boolean, codAvailable: boolean, deliveryBy: string | null, expressBy: string | null, source: DeliveryEstimateSource } };

export type RequestReturnMutationVariables = Exact<{
  input: ReturnRequestInput;
}>;


export type RequestReturnMutation = { __typename: 'Mutation', requestReturn: { __typename: 'ReturnRequestPayload', message: string, returnRequest: { __typename: 'ReturnRequest', id: string, orderNumber: string, reason: ReturnReason, images: Array<string> } } };

export type SendContactQueryMutationVariables = Exact<{
  input: ContactQueryInput;
}>;


export type SendContactQueryMutation = { __typename: 'Mutation', sendContactQuery: { __typename: 'SupportReceipt', id: string, message: string } };

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { __typename: 'Mutation', sendFeedback: { __typename: 'SupportReceipt', id: string, message: string } };

export type WishlistStateFragment = { __typename: 'Wishlist', id: string, count: number, productIds: Array<string> };

export type WishlistItemCardFragment = { __typename: 'WishlistItem', id: string, addedAt: string, product: { __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> } };

export type WishlistFullFragment = { __typename: 'Wishlist', id: string, count: number, productIds: Array<string>, items: Array<{ __typename: 'WishlistItem', id: string, addedAt: string, product: { __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> } }> };

export type AddToWishlistMutationVariables = Exact<{
  productId: string;
}>;


export type AddToWishlistMutation = { __typename: 'Mutation', addToWishlist: { __typename: 'Wishlist', id: string, count: number, productIds: Array<string>, items: Array<{ __typename: 'WishlistItem', id: string, addedAt: string, product: { __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> } }> } };

export type RemoveFromWishlistMutationVariables = Exact<{
  productId?: string | null | undefined;
  itemId?: string | null | undefined;
}>;


export type RemoveFromWishlistMutation = { __typename: 'Mutation', removeFromWishlist: { __typename: 'Wishlist', id: string, count: number, productIds: Array<string>, items: Array<{ __typename: 'WishlistItem', id: string, addedAt: string, product: { __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> } }> } };

export type WishlistPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistPageQuery = { __typename: 'Query', wishlist: { __typename: 'Wishlist', id: string, count: number, productIds: Array<string>, items: Array<{ __typename: 'WishlistItem', id: string, addedAt: string, product: { __typename: 'Product', id: string, name: string, inStock: boolean, discountPercent: number, price: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null, category: { __typename: 'Category', id: string, name: string, value: string }, variants: Array<{ __typename: 'ProductVariant', id: string, images: Array<string>, color: string | null, discountPercent: number, salePrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode }, compareAtPrice: { __typename: 'Money', paise: number, currencyCode: CurrencyCode } | null }> } }> } | null };

export type MoneyFragment = { __typename: 'Money', paise: number, currencyCode: CurrencyCode };
