import type { Resolvers } from '../__generated__/resolvers-types.js';

const STATUS = { requested: 'REQUESTED', processed: 'PROCESSED', failed: 'FAILED' } as const;

/** The buyer's order's refunds: the api answers them with the order, so they cost no call of their own. */
export const refundResolvers: Resolvers = {
  Order: {
    refunds: (order) => order.refunds ?? [],
  },
  OrderRefund: {
    amount: (refund) => refund.amountPaise,
    status: (refund) => STATUS[refund.status],
    method: (refund) => (refund.method === 'razorpay' ? 'ORIGINAL_PAYMENT' : 'PAYOUT'),
  },
};
