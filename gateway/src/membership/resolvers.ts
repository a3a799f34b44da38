import type { Resolvers } from '../__generated__/resolvers-types.js';

export const membershipResolvers: Resolvers = {
  Query: {
    membership: (_, __, { membership }) => membership.membership(),
  },
  Membership: {
    id: (m) => m.buyerId,
    ordersPlaced: (m) => m.pointsHistory.filter((entry) => entry.kind === 'order').length,
    pointValue: (m) => m.pointValuePaise,
    spendPerPointEarned: (m) => m.paisePerPointEarned,
  },
  PointsEntry: {
    id: (e) => e._id,
  },
};
