/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

export type ListingFilterInput = {
  attributeName: string;
  values: Array<ListingFilterValueInput>;
};

export type ListingFilterValueInput = {
  label: string;
  value: string;
};

export type SignInInput = {
  /** The 6-digit code of the authenticator app. */
  code: string;
  email: string;
  password: string;
};

/** What a staff member may do is the role's: `owner` everything, `catalogue` products, stock and the homepage, `orders` orders. */
export type StaffRole =
  | 'CATALOGUE'
  | 'ORDERS'
  | 'OWNER';

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

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { __typename: 'Query', me: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole } };

export type StaffSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type StaffSignInMutation = { __typename: 'Mutation', signIn: { __typename: 'StaffMember', id: string, email: string, name: string, role: StaffRole } };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { __typename: 'Mutation', signOut: boolean };
