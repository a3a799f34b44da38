import type { CouponInput, Resolvers } from '../../__generated__/admin/resolvers-types.js';
import type { CouponEdit } from '../rest.js';

/** The input in the api's words: its kinds in lower case, and an absent value as none. */
const editOf = (input: CouponInput): CouponEdit => ({
  code: input.code,
  description: input.description,
  kind: input.kind === 'PERCENT' ? 'percent' : 'flat',
  percentOff: input.percentOff ?? null,
  amountOffPaise: input.amountOffPaise ?? null,
  maxDiscountPaise: input.maxDiscountPaise ?? null,
  minOrderPaise: input.minOrderPaise,
  startsAt: input.startsAt ?? null,
  expiresAt: input.expiresAt ?? null,
  usesPerBuyer: input.usesPerBuyer ?? null,
  totalUses: input.totalUses ?? null,
  listed: input.listed,
});

/** Coupons: thin calls of the api's admin coupon routes, which own every rule. */
export const couponResolvers: Resolvers = {
  Query: {
    coupons: (_parent, _args, { admin }) => admin.coupons(),
  },
  Mutation: {
    createCoupon: (_parent, { input }, { admin }) => admin.createCoupon(editOf(input)),
    updateCoupon: (_parent, { id, input }, { admin }) => admin.updateCoupon(id, editOf(input)),
    endCoupon: (_parent, { id }, { admin }) => admin.endCoupon(id),
  },
  Coupon: {
    kind: (coupon) => (coupon.kind === 'percent' ? 'PERCENT' : 'FLAT'),
    state: (coupon) => (coupon.state === 'live' ? 'LIVE' : coupon.state === 'ended' ? 'ENDED' : 'SCHEDULED'),
  },
};
