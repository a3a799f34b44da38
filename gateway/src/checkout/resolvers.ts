import type { CheckoutPrice, Resolvers } from '../__generated__/resolvers-types.js';

/** The price as GraphQL names it, from the summary's or the started checkout's answer (they share these fields). */
const checkoutPrice = (p: {
  subtotal: number;
  couponCode: string | null;
  discount: number;
  membershipPointsUsed: number;
  pointsValue: number;
  deliveryCharge: number;
  codFee: number;
  total: number;
  paymentRequired: boolean;
  paymentMethod: 'online' | 'cod';
}): CheckoutPrice => ({
  subtotal: p.subtotal,
  couponCode: p.couponCode,
  discount: p.discount,
  membershipPointsUsed: p.membershipPointsUsed,
  pointsValue: p.pointsValue,
  delivery: p.deliveryCharge,
  codFee: p.codFee,
  total: p.total,
  paymentRequired: p.paymentRequired,
  paymentMethod: p.paymentMethod === 'cod' ? 'CASH_ON_DELIVERY' : 'ONLINE',
});

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
    discount: (c) => c.result.discountApplied,
    orderAmount: (c) => c.result.orderAmount,
  },
  CheckoutSummary: {
    price: (p) => checkoutPrice(p),
  },
  CheckoutSession: {
    id: (c) => c._id,
    price: (c) => checkoutPrice(c),
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
