import type { Resolvers } from '../__generated__/resolvers-types.js';
import { graphqlError } from '../rest/errors.js';

// Stubs while the checkout api is built: the schema is fixed first so the web can be built against it.
const notYet = () => {
  throw graphqlError('UPSTREAM_UNAVAILABLE', 'Checkout is not available yet');
};

export const checkoutResolvers: Resolvers = {
  Query: {
    validateCoupon: notYet,
    membership: notYet,
    paymentConfig: notYet,
  },
  Mutation: {
    startCheckout: notYet,
  },
};
