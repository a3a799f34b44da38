import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, ownBuyerId } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { claimedBuyerId, errorSchema } from '../http/schemas.js';
import { getMembership } from './service.js';

const membershipAnswerSchema = z.object({
  success: z.literal(true),
  status: z.literal(true),
  result: z.object({
    buyerId: z.uuid(),
    totalPoints: z.number().int().describe('Points that can be spent now (1 point = ₹1 off)'),
    pointsHistory: z
      .array(
        z.object({
          _id: z.uuid(),
          orderId: z.uuid().nullable(),
          orderNumber: z.string().nullable(),
          pointsEarned: z.number().int(),
          pointsRedeemed: z.number().int(),
          createdAt: z.string(),
        }),
      )
      .describe('One entry per order placed, newest first'),
    pointValue: z.number().describe('Rupees one point takes off'),
    rupeesPerPointEarned: z.number().describe('Rupees of order value that earn one point'),
  }),
});

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
          querystring: z.object({ buyerId: claimedBuyerId }),
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
