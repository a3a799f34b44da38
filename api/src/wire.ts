/**
 * The JSON shapes of the REST API, for clients in this repository (the gateway imports these as types only, so
 * the two services stay separate at run time but cannot drift apart at compile time).
 */
export type { AddressJson, BuyerJson } from './accounts/buyer-json.js';
export type { AuditJson as AuditEntryJson } from './audit/service.js';
export type { CartJson, CartLineJson } from './cart/cart-json.js';
export type { HomepageJson } from './catalog/homepage.js';
export type { OptionCounts } from './catalog/listing-facets.js';
export type {
  AttributeOptionJson,
  CategoryJson,
  ProductJson,
  SkuJson,
  VariantAttributeJson,
  VariantJson,
} from './catalog/product-json.js';
export type { RelatedProductsJson } from './catalog/related.js';
export type { SearchHit } from './catalog/search.js';
export type { AttributeFilterJson } from './catalog/service.js';
export type { SitemapProductJson, SitemapProductPage } from './catalog/sitemap.js';
export type { CheckoutJson } from './checkout/checkout-json.js';
export type { CheckoutPriceJson } from './checkout/quote.js';
export type { AvailableCouponJson } from './coupons/available-coupons.js';
export type { ErrorBody, FieldError, FieldErrorCode } from './http/errors.js';
export type { MembershipJson, PointsEntryJson } from './membership/service.js';
export type { OrderAddressJson, OrderJson, OrderLineJson } from './orders/order-json.js';
export type { OrderTrackingJson, ShipmentTrackingJson } from './orders/tracking.js';
export type { BuyerRefundJson } from './refunds/buyer-refunds.js';
export type { BuyerReturnJson } from './returns/buyer-returns.js';
export type { ReviewJson, ReviewSummary as ReviewSummaryJson } from './reviews/service.js';
export type { DeliveryEstimate as DeliveryEstimateJson } from './serviceability/service.js';
export type { InviteJson } from './staff/invites.js';
export type { StaffJson, StaffMeJson } from './staff/staff-json.js';
export type { ReturnReason } from './support/limits.js';
export type {
  ContactAnswerJson,
  FeedbackAnswerJson,
  ReturnAnswerJson,
  ReturnRequestJson,
  UploadAnswerJson,
} from './support/support-json.js';
export type { WishlistItemJson, WishlistJson } from './wishlist/wishlist-json.js';
