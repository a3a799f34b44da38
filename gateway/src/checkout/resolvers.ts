import type { Resolvers } from '../__generated__/resolvers-types.js';

export const checkoutResolvers: Resolvers = {
  Query: {
    validateCoupon: (_, { code }, { checkout }) => checkout.validateCoupon(code),
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
    discount: (c) => c.result.discountAppliedPaise,
    orderAmount: (c) => c.result.orderAmountPaise,
  },
  CheckoutSummary: {
    price: (p) => p,
  },
  CheckoutPrice: {
    subtotal: (p) => p.subtotalPaise,
    discount: (p) => p.discountPaise,
    pointsValue: (p) => p.pointsValuePaise,
    delivery: (p) => p.deliveryChargePaise,
    codFee: (p) => p.codFeePaise,
    total: (p) => p.totalPaise,
    paymentMethod: (p) => (p.paymentMethod === 'cod' ? 'CASH_ON_DELIVERY' : 'ONLINE'),
  },
  CashOnDelivery: {
    fee: (c) => c.feePaise,
  },
  AvailableCoupon: {
    minOrder: (c) => c.minOrderPaise,
    discount: (c) => c.discountPaise,
    shortfall: (c) => c.shortfallPaise,
  },
  CheckoutSession: {
    id: (c) => c._id,
    price: (c) => c,
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
