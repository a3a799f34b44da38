import type { Resolvers } from '../__generated__/resolvers-types.js';

export const checkoutResolvers: Resolvers = {
  Query: {
    validateCoupon: (_, { code }, { checkout }) => checkout.validateCoupon(code),
    membership: (_, __, { checkout }) => checkout.membership(),
    paymentConfig: (_, __, { payments }) => ({ checkoutScriptUrl: payments.checkoutScriptUrl }),
    checkoutPrice: (_, { input }, { checkout }) => checkout.price(input),
    availableCoupons: (_, __, { checkout }) => checkout.availableCoupons(),
  },
  Mutation: {
    startCheckout: (_, { input }, { checkout }) => checkout.start(input),
  },
  CouponCheck: {
    code: (c) => c.result.couponCode,
    valid: (c) => c.status,
    discount: (c) => c.result.discountApplied,
    orderAmount: (c) => c.result.orderAmount,
  },
  Membership: {
    id: (m) => m.buyerId,
    ordersPlaced: (m) => m.pointsHistory.length,
  },
  PointsEntry: {
    id: (e) => e._id,
  },
  CheckoutSummary: {
    price: (p) => ({
      subtotal: p.subtotal,
      couponCode: p.couponCode,
      discount: p.discount,
      membershipPointsUsed: p.membershipPointsUsed,
      pointsValue: p.pointsValue,
      delivery: p.deliveryCharge,
      total: p.total,
      paymentRequired: p.paymentRequired,
    }),
  },
  CheckoutSession: {
    id: (c) => c._id,
    price: (c) => ({
      subtotal: c.subtotal,
      couponCode: c.couponCode,
      discount: c.discount,
      membershipPointsUsed: c.membershipPointsUsed,
      pointsValue: c.pointsValue,
      delivery: c.deliveryCharge,
      total: c.total,
      paymentRequired: c.paymentRequired,
    }),
    razorpay: (c) =>
      c.razorpayOrderId === null
        ? null
        : {
            key: c.keyId,
            amount: c.amount,
            currency: c.currency,
            orderId: c.razorpayOrderId,
            name: c.name,
            description: c.description,
            prefill: c.prefill,
          },
    checkoutScriptUrl: (_, __, { payments }) => payments.checkoutScriptUrl,
  },
};
