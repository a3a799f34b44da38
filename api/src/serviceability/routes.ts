import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import { fieldRefusal } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import { deliveryEstimateAnswerSchema, pincodeQuerySchema } from './schemas.js';
import { INVALID_PINCODE, type Serviceability } from './service.js';

const tags = ['serviceability'];

/**
 * `GET /serviceability?pincode=`: whether and when the store delivers there (a query parameter, as every api route
 * takes its input). Public, and limited per client address since a pincode not asked today costs a paid Shiprocket
 * call. A malformed pincode answers 400 with the one sentence the shopper sees, not the validator's wording.
 */
export const serviceabilityRoutes =
  ({ serviceability, limits }: { serviceability: Serviceability; limits: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/serviceability',
      {
        schema: {
          tags,
          summary: 'Whether and by when the store can deliver to a pincode, and whether Cash on Delivery is offered',
          querystring: pincodeQuerySchema,
          response: { 200: deliveryEstimateAnswerSchema, 400: errorSchema, 429: errorSchema },
        },
        attachValidation: true,
        preHandler: limits.limit(RATE_LIMITS.serviceabilityPerIp),
      },
      async (request) => {
        if (request.validationError || request.query?.pincode === undefined)
          throw fieldRefusal('invalid_input', 'pincode', 'invalid_format', INVALID_PINCODE);
        return { success: true as const, result: await serviceability.estimate(request.query.pincode) };
      },
    );
  };
