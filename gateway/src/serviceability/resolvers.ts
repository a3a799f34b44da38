import type { Resolvers } from '../__generated__/resolvers-types.js';
import { SOURCE_FROM_API } from './mappers.js';

export const serviceabilityResolvers: Resolvers = {
  Query: {
    deliveryEstimate: (_, { pincode }, { serviceability }) => serviceability.estimate(pincode),
  },
  DeliveryEstimate: {
    source: (e) => SOURCE_FROM_API[e.source],
  },
};
