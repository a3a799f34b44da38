import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BearerAuth, ownBuyerId } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import { membershipAnswerSchema, membershipQuerySchema } from './schemas.js';
import { getMembership } from './service.js';

/** GET /membership (spec section 7). */
export const membershipRoutes =
  ({ db, auth }: { db: Db; auth: BearerAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/membership',
      {
        schema: {
          tags: ['membership'],
          summary: "The buyer's points: the balance and one history entry per order",
          security: [{ bearerAuth: [] }],
          querystring: membershipQuerySchema,
          response: { 200: membershipAnswerSchema, 401: errorSchema, 404: errorSchema },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.buyerId);
        return { success: true as const, status: true as const, result: await getMembership(db, buyerId) };
      },
    );
  };
