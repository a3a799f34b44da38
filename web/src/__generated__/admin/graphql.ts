/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AcceptInviteInput = {
  name: string;
  /** 10 characters or more, not a common one. */
  password: string;
  /** The `token` of the mailed link (`/admin/invite?token=inv_…`). */
  token: string;
};

/** Every filter is optional; they combine. */
export type AuditFilter = {
  action?: string | null | undefined;
  entity?: string | null | undefined;
  entityId?: string | null | undefined;
  /** ISO 8601: entries at or after. */
  from?: string | null | undefined;
  staffId?: string | null | undefined;
  /** ISO 8601: entries before. */
  to?: string | null | undefined;
};

export type CategoryInput = {
  name: string;
  position: number;
  value: string;
};

export type CouponInput = {
  amountOffPaise?: number | null | undefined;
  code: string;
  description: string;
  expiresAt?: string | null | undefined;
  kind: CouponKind;
  listed: boolean;
  maxDiscountPaise?: number | null | undefined;
  minOrderPaise: number;
  percentOff?: number | null | undefined;
  startsAt?: string | null | undefined;
  totalUses?: number | null | undefined;
  usesPerBuyer?: number | null | undefined;
};

export type CouponKind =
  | 'FLAT'
  | 'PERCENT';

/** Whether a coupon applies now. */
export type CouponState =
  | 'ENDED'
  | 'LIVE'
  | 'SCHEDULED';

export type HomepageBestSellerInput = {
  bannerImg: string;
  pricePaise: number;
  seeMoreLink?: string | null | undefined;
  title: string;
};

export type HomepageHeroInput = {
  poster: string;
  subtitle: string;
  title: string;
  video: string;
};

/** The whole homepage, and the version it was made from. */
export type HomepageInput = {
  bestSeller: HomepageBestSellerInput;
  hero: HomepageHeroInput;
  picks: HomepagePicksInput;
  promoText: string;
  recommended: HomepageSectionHeadingInput;
  saleBanner: HomepageSaleBannerInput;
  trending: HomepageSectionHeadingInput;
  version: number;
};

/** Product ids, in the order each section lists them. */
export type HomepagePicksInput = {
  bestSeller: Array<string>;
  recommended: Array<string>;
  trending: Array<string>;
};

export type HomepageSaleBannerInput = {
  ctaText: string;
  image: string;
  link: string;
  offer: string;
  title: string;
};

export type HomepageSectionHeadingInput = {
  seeMoreLink: string;
  title: string;
};

export type InviteStaffInput = {
  email: string;
  role: StaffRole;
};

export type ListingFilterInput = {
  attributeName: string;
  values: Array<ListingFilterValueInput>;
};

export type ListingFilterValueInput = {
  label: string;
  value: string;
};

export type NewColourInput = {
  colour: string;
  retailPricePaise: number;
  salePricePaise: number;
  sizes: Array<SizeInput>;
};

export type PayoutStatus =
  | 'DUE'
  | 'PAID';

export type ProductInput = {
  categoryId: string;
  description: string;
  gstRateBp?: number | null | undefined;
  heading: string;
  hsnCode?: string | null | undefined;
  name: string;
  visible: boolean;
};

/** Every filter is optional; they combine. */
export type ProductListFilter = {
  categoryId?: string | null | undefined;
  /** Part of the name, or a whole SKU code. */
  search?: string | null | undefined;
  stockState?: StockState | null | undefined;
  visibility?: ProductVisibility | null | undefined;
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

export type RefundLineInput = {
  orderLineId: string;
  quantity: number;
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
  code: string;
  email: string;
  password: string;
};

export type SizeInput = {
  size: string;
  skuCode?: string | null | undefined;
  /** Units on hand; null: not counted. */
  stock?: number | null | undefined;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

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

export type AuditLogQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditLogQuery = { __typename: 'Query', auditLog: { __typename: 'AuditConnection', nodes: Array<{ __typename: 'AuditEntry', id: string, createdAt: string, action: string, entity: string, entityId: string, before: string | null, after: string | null, staff: { __typename: 'AuditStaff', id: string, name: string, email: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AddColourMutationVariables = Exact<{
  productId: string;
  version: number;
  input: NewColourInput;
}>;


export type AddColourMutation = { __typename: 'Mutation', addColour: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type AddSizeMutationVariables = Exact<{
  productId: string;
  colourId: string;
  version: number;
  input: SizeInput;
}>;


export type AddSizeMutation = { __typename: 'Mutation', addSize: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type AdminProductQueryVariables = Exact<{
  id: string;
}>;


export type AdminProductQuery = { __typename: 'Query', adminProduct: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type AdminProductsQueryVariables = Exact<{
  filter?: ProductListFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminProductsQuery = { __typename: 'Query', adminProducts: { __typename: 'ProductConnection', nodes: Array<{ __typename: 'ProductRow', id: string, name: string, categoryName: string, visible: boolean, pricePaise: number, units: number | null, stockState: StockState, updatedAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ColourStockFragment = { __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { __typename: 'Mutation', createProduct: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type DeletePictureMutationVariables = Exact<{
  productId: string;
  colourId: string;
  version: number;
  picture: string;
}>;


export type DeletePictureMutation = { __typename: 'Mutation', deletePicture: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type ProductCategoryChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoryChoicesQuery = { __typename: 'Query', categories: Array<{ __typename: 'AdminCategory', id: string, name: string }> };

export type ProductEditorFieldsFragment = { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> };

export type ProductListRowFragment = { __typename: 'ProductRow', id: string, name: string, categoryName: string, visible: boolean, pricePaise: number, units: number | null, stockState: StockState, updatedAt: string };

export type ReorderPicturesMutationVariables = Exact<{
  productId: string;
  colourId: string;
  version: number;
  pictures: Array<string> | string;
}>;


export type ReorderPicturesMutation = { __typename: 'Mutation', reorderPictures: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type SetStockMutationVariables = Exact<{
  productId: string;
  skuId: string;
  version: number;
  stock?: number | null | undefined;
}>;


export type SetStockMutation = { __typename: 'Mutation', setStock: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string;
  version: number;
  input: ProductInput;
}>;


export type UpdateProductMutation = { __typename: 'Mutation', updateProduct: { __typename: 'AdminProduct', id: string, version: number, name: string, heading: string, description: string, visible: boolean, hsnCode: string | null, gstRateBp: number | null, updatedAt: string, category: { __typename: 'ProductCategoryRef', id: string, name: string }, colours: Array<{ __typename: 'ProductColour', id: string, colour: string, salePricePaise: number, retailPricePaise: number, pictures: Array<string>, skus: Array<{ __typename: 'ProductSku', id: string, size: string, skuCode: string | null, stock: number | null }> }> } };

export type AdminCategoryFieldsFragment = { __typename: 'AdminCategory', id: string, name: string, value: string, position: number, products: number, filters: Array<{ __typename: 'ListingFilter', attributeName: string, values: Array<{ __typename: 'ListingFilterValue', label: string, value: string }> }> };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { __typename: 'Query', categories: Array<{ __typename: 'AdminCategory', id: string, name: string, value: string, position: number, products: number, filters: Array<{ __typename: 'ListingFilter', attributeName: string, values: Array<{ __typename: 'ListingFilterValue', label: string, value: string }> }> }> };

export type UpdateCategoryMutationVariables = Exact<{
  id: string;
  input: CategoryInput;
}>;


export type UpdateCategoryMutation = { __typename: 'Mutation', updateCategory: { __typename: 'AdminCategory', id: string, name: string, value: string, position: number, products: number, filters: Array<{ __typename: 'ListingFilter', attributeName: string, values: Array<{ __typename: 'ListingFilterValue', label: string, value: string }> }> } };

export type SetListingFiltersMutationVariables = Exact<{
  id: string;
  filters: Array<ListingFilterInput> | ListingFilterInput;
}>;


export type SetListingFiltersMutation = { __typename: 'Mutation', setListingFilters: { __typename: 'AdminCategory', id: string, name: string, value: string, position: number, products: number, filters: Array<{ __typename: 'ListingFilter', attributeName: string, values: Array<{ __typename: 'ListingFilterValue', label: string, value: string }> }> } };

export type CouponFieldsFragment = { __typename: 'Coupon', id: string, code: string, description: string, kind: CouponKind, percentOff: number | null, amountOffPaise: number | null, maxDiscountPaise: number | null, minOrderPaise: number, startsAt: string | null, expiresAt: string | null, usesPerBuyer: number | null, totalUses: number | null, listed: boolean, uses: number, state: CouponState };

export type AdminCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCouponsQuery = { __typename: 'Query', coupons: Array<{ __typename: 'Coupon', id: string, code: string, description: string, kind: CouponKind, percentOff: number | null, amountOffPaise: number | null, maxDiscountPaise: number | null, minOrderPaise: number, startsAt: string | null, expiresAt: string | null, usesPerBuyer: number | null, totalUses: number | null, listed: boolean, uses: number, state: CouponState }> };

export type CreateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CreateCouponMutation = { __typename: 'Mutation', createCoupon: { __typename: 'Coupon', id: string, code: string, description: string, kind: CouponKind, percentOff: number | null, amountOffPaise: number | null, maxDiscountPaise: number | null, minOrderPaise: number, startsAt: string | null, expiresAt: string | null, usesPerBuyer: number | null, totalUses: number | null, listed: boolean, uses: number, state: CouponState } };

export type UpdateCouponMutationVariables = Exact<{
  id: string;
  input: CouponInput;
}>;


export type UpdateCouponMutation = { __typename: 'Mutation', updateCoupon: { __typename: 'Coupon', id: string, code: string, description: string, kind: CouponKind, percentOff: number | null, amountOffPaise: number | null, maxDiscountPaise: number | null, minOrderPaise: number, startsAt: string | null, expiresAt: string | null, usesPerBuyer: number | null, totalUses: number | null, listed: boolean, uses: number, state: CouponState } };

export type EndCouponMutationVariables = Exact<{
  id: string;
}>;


export type EndCouponMutation = { __typename: 'Mutation', endCoupon: { __typename: 'Coupon', id: string, code: string, description: string, kind: CouponKind, percentOff: number | null, amountOffPaise: number | null, maxDiscountPaise: number | null, minOrderPaise: number, startsAt: string | null, expiresAt: string | null, usesPerBuyer: number | null, totalUses: number | null, listed: boolean, uses: number, state: CouponState } };

export type HomepagePickFieldsFragment = { __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean };

export type HomepageFieldsFragment = { __typename: 'Homepage', version: number, updatedAt: string, promoText: string, hero: { __typename: 'HomepageHero', video: string, poster: string, title: string, subtitle: string }, bestSeller: { __typename: 'HomepageBestSeller', title: string, bannerImg: string, pricePaise: number, seeMoreLink: string | null }, trending: { __typename: 'HomepageSectionHeading', title: string, seeMoreLink: string }, recommended: { __typename: 'HomepageSectionHeading', title: string, seeMoreLink: string }, saleBanner: { __typename: 'HomepageSaleBanner', title: string, offer: string, ctaText: string, link: string, image: string }, picks: { __typename: 'HomepagePicks', bestSeller: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }>, trending: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }>, recommended: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }> } };

export type HomepageEditorQueryVariables = Exact<{ [key: string]: never; }>;


export type HomepageEditorQuery = { __typename: 'Query', homepage: { __typename: 'Homepage', version: number, updatedAt: string, promoText: string, hero: { __typename: 'HomepageHero', video: string, poster: string, title: string, subtitle: string }, bestSeller: { __typename: 'HomepageBestSeller', title: string, bannerImg: string, pricePaise: number, seeMoreLink: string | null }, trending: { __typename: 'HomepageSectionHeading', title: string, seeMoreLink: string }, recommended: { __typename: 'HomepageSectionHeading', title: string, seeMoreLink: string }, saleBanner: { __typename: 'HomepageSaleBanner', title: string, offer: string, ctaText: string, link: string, image: string }, picks: { __typename: 'HomepagePicks', bestSeller: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }>, trending: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }>, recommended: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }> } } };

export type HomepageProductPicksQueryVariables = Exact<{
  search: string;
}>;


export type HomepageProductPicksQuery = { __typename: 'Query', homepageProductPicks: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }> };

export type SaveHomepageMutationVariables = Exact<{
  input: HomepageInput;
}>;


export type SaveHomepageMutation = { __typename: 'Mutation', saveHomepage: { __typename: 'Homepage', version: number, updatedAt: string, promoText: string, hero: { __typename: 'HomepageHero', video: string, poster: string, title: string, subtitle: string }, bestSeller: { __typename: 'HomepageBestSeller', title: string, bannerImg: string, pricePaise: number, seeMoreLink: string | null }, trending: { __typename: 'HomepageSectionHeading', title: string, seeMoreLink: string }, recommended: { __typename: 'HomepageSectionHeading', title: string, seeMoreLink: string }, saleBanner: { __typename: 'HomepageSaleBanner', title: string, offer: string, ctaText: string, link: string, image: string }, picks: { __typename: 'HomepagePicks', bestSeller: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }>, trending: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }>, recommended: Array<{ __typename: 'HomepagePick', id: string, name: string, image: string, visible: boolean }> } } };

export type OrderMoneyFieldsFragment = { __typename: 'OrderMoney', orderId: string, orderNumber: string, orderStatus: string, paymentMethod: string, subtotalPaise: number, totalPaise: number, deliveryPaise: number, codFeePaise: number, paidPaise: number, refundedPaise: number, cancellable: boolean, refundable: boolean, lines: Array<{ __typename: 'OrderMoneyLine', id: string, name: string, options: string, quantity: number, cancelledQuantity: number, refundedQuantity: number, unitPricePaise: number }>, refunds: Array<{ __typename: 'Refund', id: string, amountPaise: number, reason: string, source: RefundSource, method: RefundMethod, status: RefundStatus, razorpayRefundId: string | null, lastError: string | null, staffName: string | null, creditNoteNumber: string | null, payoutReference: string | null, createdAt: string }> };

export type OrderMoneyQueryVariables = Exact<{
  orderId: string;
}>;


export type OrderMoneyQuery = { __typename: 'Query', orderRefunds: { __typename: 'OrderMoney', orderId: string, orderNumber: string, orderStatus: string, paymentMethod: string, subtotalPaise: number, totalPaise: number, deliveryPaise: number, codFeePaise: number, paidPaise: number, refundedPaise: number, cancellable: boolean, refundable: boolean, lines: Array<{ __typename: 'OrderMoneyLine', id: string, name: string, options: string, quantity: number, cancelledQuantity: number, refundedQuantity: number, unitPricePaise: number }>, refunds: Array<{ __typename: 'Refund', id: string, amountPaise: number, reason: string, source: RefundSource, method: RefundMethod, status: RefundStatus, razorpayRefundId: string | null, lastError: string | null, staffName: string | null, creditNoteNumber: string | null, payoutReference: string | null, createdAt: string }> } };

export type CancelOrderMutationVariables = Exact<{
  orderId: string;
  lines?: Array<RefundLineInput> | RefundLineInput | null | undefined;
  reason: string;
  expectedRefundedPaise?: number | null | undefined;
}>;


export type CancelOrderMutation = { __typename: 'Mutation', cancelOrder: { __typename: 'OrderMoney', orderId: string, orderNumber: string, orderStatus: string, paymentMethod: string, subtotalPaise: number, totalPaise: number, deliveryPaise: number, codFeePaise: number, paidPaise: number, refundedPaise: number, cancellable: boolean, refundable: boolean, lines: Array<{ __typename: 'OrderMoneyLine', id: string, name: string, options: string, quantity: number, cancelledQuantity: number, refundedQuantity: number, unitPricePaise: number }>, refunds: Array<{ __typename: 'Refund', id: string, amountPaise: number, reason: string, source: RefundSource, method: RefundMethod, status: RefundStatus, razorpayRefundId: string | null, lastError: string | null, staffName: string | null, creditNoteNumber: string | null, payoutReference: string | null, createdAt: string }> } };

export type RefundOrderMutationVariables = Exact<{
  orderId: string;
  lines?: Array<RefundLineInput> | RefundLineInput | null | undefined;
  amountPaise?: number | null | undefined;
  reason: string;
  expectedRefundedPaise?: number | null | undefined;
}>;


export type RefundOrderMutation = { __typename: 'Mutation', refundOrder: { __typename: 'OrderMoney', orderId: string, orderNumber: string, orderStatus: string, paymentMethod: string, subtotalPaise: number, totalPaise: number, deliveryPaise: number, codFeePaise: number, paidPaise: number, refundedPaise: number, cancellable: boolean, refundable: boolean, lines: Array<{ __typename: 'OrderMoneyLine', id: string, name: string, options: string, quantity: number, cancelledQuantity: number, refundedQuantity: number, unitPricePaise: number }>, refunds: Array<{ __typename: 'Refund', id: string, amountPaise: number, reason: string, source: RefundSource, method: RefundMethod, status: RefundStatus, razorpayRefundId: string | null, lastError: string | null, staffName: string | null, creditNoteNumber: string | null, payoutReference: string | null, createdAt: string }> } };

export type PayoutsQueryVariables = Exact<{
  status?: PayoutStatus | null | undefined;
  cursor?: string | null | undefined;
}>;


export type PayoutsQuery = { __typename: 'Query', payouts: { __typename: 'PayoutConnection', nextCursor: string | null, items: Array<{ __typename: 'Payout', orderNumber: string, buyerName: string, refund: { __typename: 'Refund', id: string, amountPaise: number, reason: string, status: RefundStatus, createdAt: string, payoutReference: string | null, payoutTo: { __typename: 'PayoutDestination', kind: string, vpa: string | null, accountName: string | null, accountNumber: string | null, ifsc: string | null } | null } }> } };

export type MarkPayoutPaidMutationVariables = Exact<{
  id: string;
  reference: string;
}>;


export type MarkPayoutPaidMutation = { __typename: 'Mutation', markPayoutPaid: { __typename: 'OrderMoney', orderId: string } };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { __typename: 'Query', me: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, permissions: Array<string> | null } };

export type StaffSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type StaffSignInMutation = { __typename: 'Mutation', signIn: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole } };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { __typename: 'Mutation', signOut: boolean };

export type AcceptInviteMutationVariables = Exact<{
  input: AcceptInviteInput;
}>;


export type AcceptInviteMutation = { __typename: 'Mutation', acceptInvite: { __typename: 'StaffEnrolment', totpSecret: string, otpauthUri: string, member: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole } } };

export type StaffMemberFieldsFragment = { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, disabled: boolean };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { __typename: 'Query', staffMembers: Array<{ __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, disabled: boolean }> };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { __typename: 'Mutation', inviteStaff: { __typename: 'StaffInvite', id: string, email: string, role: StaffRole, expiresAt: string } };

export type ChangeStaffRoleMutationVariables = Exact<{
  id: string;
  role: StaffRole;
}>;


export type ChangeStaffRoleMutation = { __typename: 'Mutation', changeStaffRole: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, disabled: boolean } };

export type SetStaffDisabledMutationVariables = Exact<{
  id: string;
  disabled: boolean;
}>;


export type SetStaffDisabledMutation = { __typename: 'Mutation', setStaffDisabled: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole, disabled: boolean } };

export type RevokeStaffSessionsMutationVariables = Exact<{
  id: string;
}>;


export type RevokeStaffSessionsMutation = { __typename: 'Mutation', revokeStaffSessions: boolean };
