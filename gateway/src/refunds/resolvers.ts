import type { Resolvers } from '../__generated__/resolvers-types.js';

const STATUS = { requested: 'REQUESTED', processed: 'PROCESSED', failed: 'FAILED' } as const;

/** The buyer's order's refunds: read from the api, which answers only the caller's own orders. */
export const refundResolvers: Resolvers = {
  Order: {
    refunds: (order, _args, { orders }) => orders.refundsOf(order._id),
  },
  OrderRefund: {
    amount: (refund) => refund.amountPaise,
    status: (refund) => STATUS[refund.status],
    method: (refund) => (refund.method === 'razorpay' ? 'ORIGINAL_PAYMENT' : 'PAYOUT'),
  },
};
