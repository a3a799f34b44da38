import type { DeliveryEstimateJson } from '@sutra/api/wire';
import type { DeliveryEstimateSource } from '../__generated__/resolvers-types.js';

export const SOURCE_FROM_API: Record<DeliveryEstimateJson['source'], DeliveryEstimateSource> = {
  courier: 'COURIER',
  usual: 'USUAL',
};
