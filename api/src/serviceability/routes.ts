import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import { badRequest } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import { deliveryEstimateAnswerSchema, pincodeParamsSchema, pincodeQuerySchema } from './schemas.js';
import { INVALID_PINCODE, type Serviceability } from './service.js';

const tags = ['serviceability'];
const response = { 200: deliveryEstimateAnswerSchema, 400: errorSchema, 429: errorSchema };

/**
 * `GET /serviceability/:pincode` (or `?pincode=`): whether and when the store delivers there. Public, and limited per
 * client address since a pincode not asked today costs a paid Shiprocket call. A malformed pincode answers 400 with
 * the one sentence the shopper sees, not the validator's wording.
 */
export const serviceabilityRoutes =
  ({ serviceability, limits }: { serviceability: Serviceability; limits: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    const preHandler = limits.limit(RATE_LIMITS.serviceabilityPerIp);
    const estimate = async (pincode: string | undefined, invalid: boolean) => {
      if (invalid || pincode === undefined) throw badRequest(INVALID_PINCODE);
      return { success: true as const, result: await serviceability.estimate(pincode) };
    };

    app.get(
      '/serviceability/:pincode',
      {
        schema: {
          tags,
          summary: 'Whether and by when the store can deliver to a pincode, and whether Cash on Delivery is offered',
          params: pincodeParamsSchema,
          response,
        },
        attachValidation: true,
        preHandler,
      },
      async (request) => estimate(request.params.pincode, Boolean(request.validationError)),
    );

    app.get(
      '/serviceability',
      {
        schema: {
          tags,
          summary: 'The same, with the pincode in the query string',
          querystring: pincodeQuerySchema,
          response,
        },
        attachValidation: true,
        preHandler,
      },
      async (request) => estimate(request.query?.pincode, Boolean(request.validationError)),
    );
  };
