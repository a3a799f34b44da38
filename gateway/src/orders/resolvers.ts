import type { Resolvers } from '../__generated__/resolvers-types.js';
import { graphqlError } from '../rest/errors.js';

// Stubs while the orders api is built: the schema is fixed first so the web can be built against it.
const notYet = () => {
  throw graphqlError('UPSTREAM_UNAVAILABLE', 'Orders are not available yet');
};

export const orderResolvers: Resolvers = {
  Query: {
    orders: notYet,
    order: notYet,
  },
  Mutation: {
    placeOrder: notYet,
  },
};
