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

/** Where an order is, as the store moves it (Shiprocket's statuses, cancellations, returns). */
export type AdminOrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PENDING'
  | 'PROCESSING'
  | 'RETURNED'
  | 'SHIPPED';

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

export type ExchangeItemInput = {
  orderLineId: string;
  skuId: string;
};

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

export type InboxKind =
  | 'CONTACT'
  | 'FEEDBACK'
  | 'REVIEW';

export type InboxState =
  | 'HANDLED'
  /** Not handled yet. */
  | 'WAITING';

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

/** Every filter is optional; they combine. */
export type OrderFilter = {
  /** ISO 8601: placed at or after. */
  from?: string | null | undefined;
  payment?: OrderPaymentFilter | null | undefined;
  pincode?: string | null | undefined;
  /** A whole order number, buyer email or phone number. */
  search?: string | null | undefined;
  state?: string | null | undefined;
  status?: AdminOrderStatus | null | undefined;
  /** ISO 8601: placed at or before. */
  to?: string | null | undefined;
  /** Only cash-on-delivery orders waiting for a confirmation. */
  toConfirm?: boolean | null | undefined;
};

/** How an order was paid, as the desk filters it: Razorpay's method, cash on delivery, or wholly by coupon and points. */
export type OrderPaymentFilter =
  | 'CARD'
  | 'COD'
  | 'NETBANKING'
  | 'POINTS'
  | 'UPI'
  | 'WALLET';

export type PayoutStatus =
  | 'DUE'
  | 'PAID';

export type PointsEntryKind =
  | 'ADJUSTMENT'
  | 'ORDER';

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

export type AdminCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminCustomersQuery = { __typename: 'Query', customers: { __typename: 'CustomerConnection', nodes: Array<{ __typename: 'CustomerRow', id: string, name: string, email: string, contactNumber: string, blocked: boolean, createdAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type CustomerPageFieldsFragment = { __typename: 'Customer', id: string, name: string, email: string, contactNumber: string, createdAt: string, blockedAt: string | null, blockedReason: string | null, pointsBalance: number, addresses: Array<{ __typename: 'CustomerAddress', fullName: string, mobile: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string, isDefault: boolean }>, orders: Array<{ __typename: 'CustomerOrder', id: string, orderNumber: string, createdAt: string, orderStatus: string, paymentMethod: string, totalPaise: number }>, returnRequests: Array<{ __typename: 'CustomerReturnRequest', id: string, orderId: string, orderNumber: string, reason: string, lines: number, openLines: number, createdAt: string }>, pointsHistory: Array<{ __typename: 'CustomerPointsEntry', id: string, kind: PointsEntryKind, orderId: string | null, orderNumber: string | null, pointsEarned: number, pointsRedeemed: number, reason: string | null, staffName: string | null, createdAt: string }> };

export type AdminCustomerQueryVariables = Exact<{
  id: string;
}>;


export type AdminCustomerQuery = { __typename: 'Query', customer: { __typename: 'Customer', id: string, name: string, email: string, contactNumber: string, createdAt: string, blockedAt: string | null, blockedReason: string | null, pointsBalance: number, addresses: Array<{ __typename: 'CustomerAddress', fullName: string, mobile: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string, isDefault: boolean }>, orders: Array<{ __typename: 'CustomerOrder', id: string, orderNumber: string, createdAt: string, orderStatus: string, paymentMethod: string, totalPaise: number }>, returnRequests: Array<{ __typename: 'CustomerReturnRequest', id: string, orderId: string, orderNumber: string, reason: string, lines: number, openLines: number, createdAt: string }>, pointsHistory: Array<{ __typename: 'CustomerPointsEntry', id: string, kind: PointsEntryKind, orderId: string | null, orderNumber: string | null, pointsEarned: number, pointsRedeemed: number, reason: string | null, staffName: string | null, createdAt: string }> } };

export type AdjustCustomerPointsMutationVariables = Exact<{
  id: string;
  points: number;
  reason: string;
}>;


export type AdjustCustomerPointsMutation = { __typename: 'Mutation', adjustCustomerPoints: { __typename: 'Customer', id: string, name: string, email: string, contactNumber: string, createdAt: string, blockedAt: string | null, blockedReason: string | null, pointsBalance: number, addresses: Array<{ __typename: 'CustomerAddress', fullName: string, mobile: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string, isDefault: boolean }>, orders: Array<{ __typename: 'CustomerOrder', id: string, orderNumber: string, createdAt: string, orderStatus: string, paymentMethod: string, totalPaise: number }>, returnRequests: Array<{ __typename: 'CustomerReturnRequest', id: string, orderId: string, orderNumber: string, reason: string, lines: number, openLines: number, createdAt: string }>, pointsHistory: Array<{ __typename: 'CustomerPointsEntry', id: string, kind: PointsEntryKind, orderId: string | null, orderNumber: string | null, pointsEarned: number, pointsRedeemed: number, reason: string | null, staffName: string | null, createdAt: string }> } };

export type SetCustomerBlockedMutationVariables = Exact<{
  id: string;
  blocked: boolean;
  reason: string;
}>;


export type SetCustomerBlockedMutation = { __typename: 'Mutation', setCustomerBlocked: { __typename: 'Customer', id: string, name: string, email: string, contactNumber: string, createdAt: string, blockedAt: string | null, blockedReason: string | null, pointsBalance: number, addresses: Array<{ __typename: 'CustomerAddress', fullName: string, mobile: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string, isDefault: boolean }>, orders: Array<{ __typename: 'CustomerOrder', id: string, orderNumber: string, createdAt: string, orderStatus: string, paymentMethod: string, totalPaise: number }>, returnRequests: Array<{ __typename: 'CustomerReturnRequest', id: string, orderId: string, orderNumber: string, reason: string, lines: number, openLines: number, createdAt: string }>, pointsHistory: Array<{ __typename: 'CustomerPointsEntry', id: string, kind: PointsEntryKind, orderId: string | null, orderNumber: string | null, pointsEarned: number, pointsRedeemed: number, reason: string | null, staffName: string | null, createdAt: string }> } };

export type DayAtAGlanceQueryVariables = Exact<{ [key: string]: never; }>;


export type DayAtAGlanceQuery = { __typename: 'Query', dayAtAGlance: { __typename: 'DayAtAGlance', date: string, orders: { __typename: 'DayOrders', todayCount: number, todayRevenuePaise: number, codWaiting: number, codOverdue: number, returnsWaiting: number, byStatus: Array<{ __typename: 'OrderStatusCount', status: AdminOrderStatus, count: number }> } | null, lowStock: Array<{ __typename: 'LowStockSize', productId: string, productName: string, colour: string, size: string, skuId: string, stock: number }> | null } };

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

export type InboxItemFieldsFragment = { __typename: 'InboxItem', id: string, kind: InboxKind, buyerId: string, name: string, email: string, text: string, title: string | null, rating: number | null, productId: string | null, productName: string | null, hidden: boolean, handledAt: string | null, handledBy: string | null, createdAt: string, reply: { __typename: 'InboxReply', text: string, at: string, by: string | null } | null };

export type AdminInboxQueryVariables = Exact<{
  kind?: InboxKind | null | undefined;
  state?: InboxState | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminInboxQuery = { __typename: 'Query', inbox: { __typename: 'InboxConnection', nodes: Array<{ __typename: 'InboxItem', id: string, kind: InboxKind, buyerId: string, name: string, email: string, text: string, title: string | null, rating: number | null, productId: string | null, productName: string | null, hidden: boolean, handledAt: string | null, handledBy: string | null, createdAt: string, reply: { __typename: 'InboxReply', text: string, at: string, by: string | null } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type SetInboxItemHandledMutationVariables = Exact<{
  kind: InboxKind;
  id: string;
  handled: boolean;
}>;


export type SetInboxItemHandledMutation = { __typename: 'Mutation', setInboxItemHandled: { __typename: 'InboxItem', id: string, kind: InboxKind, buyerId: string, name: string, email: string, text: string, title: string | null, rating: number | null, productId: string | null, productName: string | null, hidden: boolean, handledAt: string | null, handledBy: string | null, createdAt: string, reply: { __typename: 'InboxReply', text: string, at: string, by: string | null } | null } };

export type ReplyToInboxItemMutationVariables = Exact<{
  kind: InboxKind;
  id: string;
  text: string;
}>;


export type ReplyToInboxItemMutation = { __typename: 'Mutation', replyToInboxItem: { __typename: 'InboxItem', id: string, kind: InboxKind, buyerId: string, name: string, email: string, text: string, title: string | null, rating: number | null, productId: string | null, productName: string | null, hidden: boolean, handledAt: string | null, handledBy: string | null, createdAt: string, reply: { __typename: 'InboxReply', text: string, at: string, by: string | null } | null } };

export type SetReviewHiddenMutationVariables = Exact<{
  id: string;
  hidden: boolean;
}>;


export type SetReviewHiddenMutation = { __typename: 'Mutation', setReviewHidden: { __typename: 'InboxItem', id: string, kind: InboxKind, buyerId: string, name: string, email: string, text: string, title: string | null, rating: number | null, productId: string | null, productName: string | null, hidden: boolean, handledAt: string | null, handledBy: string | null, createdAt: string, reply: { __typename: 'InboxReply', text: string, at: string, by: string | null } | null } };

export type AdminOrderFieldsFragment = { __typename: 'AdminOrder', id: string, orderNumber: string, createdAt: string, buyerId: string, name: string, email: string, phone: string, status: AdminOrderStatus, shippingStatus: string, paymentMethod: string, paymentInstrument: string | null, items: number, delivery: string, confirmation: { __typename: 'CodConfirmation', waiting: boolean, overdue: boolean, confirmedAt: string | null, confirmedBy: string | null } | null, lines: Array<{ __typename: 'AdminOrderLine', id: string, productId: string, name: string, image: string, quantity: number, unitPricePaise: number, retailPricePaise: number, options: Array<{ __typename: 'AdminOrderOption', name: string, value: string }> }>, amounts: { __typename: 'AdminOrderAmounts', subtotalPaise: number, couponCode: string | null, discountPaise: number, pointsUsed: number, deliveryPaise: number, codFeePaise: number, totalPaise: number, pointsEarned: number }, deliveryAddress: { __typename: 'AdminOrderAddress', name: string, phone: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string }, billingAddress: { __typename: 'AdminOrderAddress', name: string, phone: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string }, payment: { __typename: 'AdminOrderPayment', razorpayOrderId: string | null, razorpayPaymentId: string | null, paidAt: string | null }, shipment: { __typename: 'AdminOrderShipment', shiprocketOrderId: string | null, shiprocketShipmentId: string | null, attempts: number, error: string | null, deliveredAt: string | null, trackingUnavailable: boolean, tracking: { __typename: 'AdminOrderTracking', status: string, courierName: string | null, awbCode: string | null, trackUrl: string | null, estimatedDelivery: string | null, pickedUpAt: string | null, deliveredAt: string | null } | null }, documents: { __typename: 'AdminOrderDocuments', invoiceNumber: string | null, creditNoteNumber: string | null }, audit: Array<{ __typename: 'AuditEntry', id: string, createdAt: string, action: string, staff: { __typename: 'AuditStaff', id: string, name: string } }> };

export type AdminOrderAddressFieldsFragment = { __typename: 'AdminOrderAddress', name: string, phone: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string };

export type AdminOrderQueryVariables = Exact<{
  id: string;
}>;


export type AdminOrderQuery = { __typename: 'Query', order: { __typename: 'AdminOrder', id: string, orderNumber: string, createdAt: string, buyerId: string, name: string, email: string, phone: string, status: AdminOrderStatus, shippingStatus: string, paymentMethod: string, paymentInstrument: string | null, items: number, delivery: string, confirmation: { __typename: 'CodConfirmation', waiting: boolean, overdue: boolean, confirmedAt: string | null, confirmedBy: string | null } | null, lines: Array<{ __typename: 'AdminOrderLine', id: string, productId: string, name: string, image: string, quantity: number, unitPricePaise: number, retailPricePaise: number, options: Array<{ __typename: 'AdminOrderOption', name: string, value: string }> }>, amounts: { __typename: 'AdminOrderAmounts', subtotalPaise: number, couponCode: string | null, discountPaise: number, pointsUsed: number, deliveryPaise: number, codFeePaise: number, totalPaise: number, pointsEarned: number }, deliveryAddress: { __typename: 'AdminOrderAddress', name: string, phone: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string }, billingAddress: { __typename: 'AdminOrderAddress', name: string, phone: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string }, payment: { __typename: 'AdminOrderPayment', razorpayOrderId: string | null, razorpayPaymentId: string | null, paidAt: string | null }, shipment: { __typename: 'AdminOrderShipment', shiprocketOrderId: string | null, shiprocketShipmentId: string | null, attempts: number, error: string | null, deliveredAt: string | null, trackingUnavailable: boolean, tracking: { __typename: 'AdminOrderTracking', status: string, courierName: string | null, awbCode: string | null, trackUrl: string | null, estimatedDelivery: string | null, pickedUpAt: string | null, deliveredAt: string | null } | null }, documents: { __typename: 'AdminOrderDocuments', invoiceNumber: string | null, creditNoteNumber: string | null }, audit: Array<{ __typename: 'AuditEntry', id: string, createdAt: string, action: string, staff: { __typename: 'AuditStaff', id: string, name: string } }> } };

export type ConfirmCodOrderMutationVariables = Exact<{
  id: string;
}>;


export type ConfirmCodOrderMutation = { __typename: 'Mutation', confirmCodOrder: { __typename: 'AdminOrder', id: string, orderNumber: string, createdAt: string, buyerId: string, name: string, email: string, phone: string, status: AdminOrderStatus, shippingStatus: string, paymentMethod: string, paymentInstrument: string | null, items: number, delivery: string, confirmation: { __typename: 'CodConfirmation', waiting: boolean, overdue: boolean, confirmedAt: string | null, confirmedBy: string | null } | null, lines: Array<{ __typename: 'AdminOrderLine', id: string, productId: string, name: string, image: string, quantity: number, unitPricePaise: number, retailPricePaise: number, options: Array<{ __typename: 'AdminOrderOption', name: string, value: string }> }>, amounts: { __typename: 'AdminOrderAmounts', subtotalPaise: number, couponCode: string | null, discountPaise: number, pointsUsed: number, deliveryPaise: number, codFeePaise: number, totalPaise: number, pointsEarned: number }, deliveryAddress: { __typename: 'AdminOrderAddress', name: string, phone: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string }, billingAddress: { __typename: 'AdminOrderAddress', name: string, phone: string, add1: string, add2: string, landmark: string, city: string, state: string, pincode: string }, payment: { __typename: 'AdminOrderPayment', razorpayOrderId: string | null, razorpayPaymentId: string | null, paidAt: string | null }, shipment: { __typename: 'AdminOrderShipment', shiprocketOrderId: string | null, shiprocketShipmentId: string | null, attempts: number, error: string | null, deliveredAt: string | null, trackingUnavailable: boolean, tracking: { __typename: 'AdminOrderTracking', status: string, courierName: string | null, awbCode: string | null, trackUrl: string | null, estimatedDelivery: string | null, pickedUpAt: string | null, deliveredAt: string | null } | null }, documents: { __typename: 'AdminOrderDocuments', invoiceNumber: string | null, creditNoteNumber: string | null }, audit: Array<{ __typename: 'AuditEntry', id: string, createdAt: string, action: string, staff: { __typename: 'AuditStaff', id: string, name: string } }> } };

export type OrderRowFieldsFragment = { __typename: 'OrderRow', id: string, orderNumber: string, createdAt: string, name: string, email: string, phone: string, status: AdminOrderStatus, shippingStatus: string, paymentMethod: string, paymentInstrument: string | null, totalPaise: number, city: string, state: string, pincode: string, items: number, confirmation: { __typename: 'CodConfirmation', waiting: boolean, overdue: boolean } | null };

export type AdminOrdersQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminOrdersQuery = { __typename: 'Query', orders: { __typename: 'OrderConnection', nodes: Array<{ __typename: 'OrderRow', id: string, orderNumber: string, createdAt: string, name: string, email: string, phone: string, status: AdminOrderStatus, shippingStatus: string, paymentMethod: string, paymentInstrument: string | null, totalPaise: number, city: string, state: string, pincode: string, items: number, confirmation: { __typename: 'CodConfirmation', waiting: boolean, overdue: boolean } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

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

export type ReturnFieldsFragment = { __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } };

export type ReturnQueueQueryVariables = Exact<{
  state?: ReturnState | null | undefined;
  after?: string | null | undefined;
}>;


export type ReturnQueueQuery = { __typename: 'Query', returnRequests: { __typename: 'ReturnRequestConnection', nextCursor: string | null, items: Array<{ __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } }> } };

export type OrderReturnsQueryVariables = Exact<{
  orderId: string;
}>;


export type OrderReturnsQuery = { __typename: 'Query', returnRequests: { __typename: 'ReturnRequestConnection', nextCursor: string | null, items: Array<{ __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } }> } };

export type ExchangeOptionsQueryVariables = Exact<{
  returnId: string;
}>;


export type ExchangeOptionsQuery = { __typename: 'Query', exchangeOptions: Array<{ __typename: 'ExchangeLine', orderLineId: string, name: string, unitPricePaise: number, options: Array<{ __typename: 'ExchangeOption', skuId: string, colour: string, size: string, stock: number | null, pricePaise: number, current: boolean }> }> };

export type ApproveReturnMutationVariables = Exact<{
  id: string;
  version: number;
}>;


export type ApproveReturnMutation = { __typename: 'Mutation', approveReturn: { __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } } };

export type RejectReturnMutationVariables = Exact<{
  id: string;
  version: number;
  reason: string;
}>;


export type RejectReturnMutation = { __typename: 'Mutation', rejectReturn: { __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } } };

export type ReceiveReturnMutationVariables = Exact<{
  id: string;
  version: number;
  resellable: boolean;
}>;


export type ReceiveReturnMutation = { __typename: 'Mutation', receiveReturn: { __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } } };

export type RefundReturnMutationVariables = Exact<{
  id: string;
  version: number;
  resellable?: boolean | null | undefined;
}>;


export type RefundReturnMutation = { __typename: 'Mutation', refundReturn: { __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } } };

export type ExchangeReturnMutationVariables = Exact<{
  id: string;
  version: number;
  items: Array<ExchangeItemInput> | ExchangeItemInput;
  resellable?: boolean | null | undefined;
}>;


export type ExchangeReturnMutation = { __typename: 'Mutation', exchangeReturn: { __typename: 'ReturnRequest', id: string, orderId: string, orderNumber: string, buyerName: string, email: string, reason: string, state: ReturnState, version: number, paymentMethod: string, refundTo: string | null, images: Array<string>, staffNote: string | null, pickedUpAt: string | null, receivedAt: string | null, resellable: boolean | null, closedAt: string | null, refundPaise: number | null, replacementOrderId: string | null, replacementOrderNumber: string | null, createdAt: string, lines: Array<{ __typename: 'ReturnLine', orderLineId: string, name: string, image: string, quantity: number, unitPricePaise: number, status: string, options: Array<{ __typename: 'ReturnLineOption', name: string, value: string }> }>, pickup: { __typename: 'ReturnPickup', orderId: string | null, awb: string | null, courier: string | null, status: string | null, attempts: number, error: string | null } } };

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
