import { z } from 'zod';
import { claimedBuyerId } from '../http/schemas.js';

/** Request and answer schemas of the membership route. */

export const membershipQuerySchema = z.object({ buyerId: claimedBuyerId });

export const membershipAnswerSchema = z.object({
  success: z.literal(true),
  status: z.literal(true),
  result: z.object({
    buyerId: z.uuid(),
    totalPoints: z
      .number()
      .int()
      .describe(
        'Points that can be spent now (1 point = ₹1 off); below 0 when a cancelled order’s points had been spent, until later orders earn them back',
      ),
    pointsHistory: z
      .array(
        z.object({
          _id: z.uuid(),
          orderId: z.uuid().nullable(),
          orderNumber: z.string().nullable(),
          pointsEarned: z.number().int(),
          pointsRedeemed: z.number().int(),
          kind: z.enum(['order', 'adjustment']).describe("An order's entry, or points the store gave or took"),
          note: z
            .string()
            .nullable()
            .describe("What an adjustment was for, in words to show the buyer; null for an order's entry"),
          createdAt: z.string(),
        }),
      )
      .describe('One entry per order placed and per adjustment the store made, newest first'),
    pointValuePaise: z.number().int().describe('What one point takes off'),
    paisePerPointEarned: z.number().int().describe('The order value that earns one point'),
  }),
});
