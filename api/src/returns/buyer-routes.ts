import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, buyerOf } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { errorSchema, uuidParam } from '../http/schemas.js';
import { buyerReturnJsonSchema, buyerReturnsOfOrder } from './buyer-returns.js';

/** GET /order/:orderId/returns: the buyer's returns of their order, each with where it stands. */
export const buyerReturnRoutes =
  ({ db, auth }: { db: Db; auth: BearerAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/order/:orderId/returns',
      {
        schema: {
          tags: ['support'],
          summary:
            "The buyer's return requests of one of their orders, with each one's state (requested, approved, picked up, received, refunded, exchanged, rejected); another buyer's order is 404 like a missing one",
          security: [{ bearerAuth: [] }],
          params: z.object({ orderId: uuidParam('orderId') }),
          response: {
            200: z.object({ success: z.literal(true), result: z.array(buyerReturnJsonSchema) }),
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => ({
        success: true as const,
        result: await buyerReturnsOfOrder(db, buyerOf(request).id, request.params.orderId),
      }),
    );
  };
