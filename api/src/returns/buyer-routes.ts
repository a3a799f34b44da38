import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, buyerOf } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { errorSchema, uuidParam } from '../http/schemas.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import { buyerReturnJsonSchema, buyerReturnsOf } from './buyer-returns.js';

/** The buyer's returns of their order; another buyer's order is a 404 like a missing one. */
async function returnsOfOwnOrder(db: Db, buyerId: string, orderId: string) {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!own) throw notFound(ORDER_NOT_FOUND);
  return buyerReturnsOf(db, buyerId, orderId);
}

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
        result: await returnsOfOwnOrder(db, buyerOf(request).id, request.params.orderId),
      }),
    );
  };
