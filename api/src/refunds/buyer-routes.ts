import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, buyerOf } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import { refundsForBuyer } from './buyer-refunds.js';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

export const buyerRefundSchema = z.object({
  amountPaise: z.number().int(),
  /** `requested` (on its way: Razorpay takes 5-7 working days, a payout is paid by hand), `processed`, `failed`. */
  status: z.enum(['requested', 'processed', 'failed']),
  /** `razorpay`: back to the card or UPI account paid with; `payout`: to the account the buyer gave. */
  method: z.enum(['razorpay', 'payout']),
  reason: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type BuyerRefundJson = z.infer<typeof buyerRefundSchema>;

/** `GET /orders/:id/refunds`: the buyer's own order's refunds (another buyer's order answers 404 like a missing one). */
export const refundRoutes =
  ({ db, auth }: { db: Db; auth: BearerAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:id/refunds',
      {
        schema: {
          tags,
          security,
          summary: "The refunds of one of the buyer's orders, newest first: amount, status and where the money goes",
          params: z.object({ id: z.string().max(100) }),
          response: {
            200: z.object({ success: z.literal(true), result: z.array(buyerRefundSchema) }),
            401: errorSchema,
            404: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, result: await refundsForBuyer(db, buyerOf(request).id, request.params.id) };
      },
    );
  };
