import type { Resolvers } from '../__generated__/resolvers-types.js';

export const stockAlertResolvers: Resolvers = {
  Mutation: {
    askStockAlert: (_, { input }, { stockAlerts }) => stockAlerts.ask(input),
  },
};
