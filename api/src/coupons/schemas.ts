import { z } from 'zod';
import { claimedBuyerId } from '../http/schemas.js';

/** Request and answer schemas of the coupon routes: the code check and the offers at checkout. */

export const couponQuerySchema = z.object({
  couponCode: z.string({ error: 'couponCode must be text' }).max(40, 'Coupon code is too long').optional(),
  orderAmount: z
    .string()
    .optional()
    .describe("Accepted for the spec's clients and not read: the buyer's cart total is what a coupon is checked on"),
  buyerId: claimedBuyerId,
});

export const ownQuerySchema = z.object({ buyerId: claimedBuyerId });

/* Answers */

export const couponAnswerSchema = z.object({
  status: z.boolean().describe('Whether the coupon applies'),
  success: z.boolean(),
  message: z.string(),
  result: z.object({
    couponCode: z.string(),
    discountApplied: z.number().describe('Rupees off (the spec’s field); 0 when the coupon does not apply'),
    discountAppliedPaise: z.number().int().describe('Paise off; 0 when the coupon does not apply'),
    orderAmountPaise: z.number().int().describe("Paise: the cart's total the coupon was checked on"),
  }),
});

export const availableCouponsAnswerSchema = z.object({
  success: z.literal(true),
  result: z
    .array(
      z.object({
        code: z.string(),
        description: z.string(),
        rule: z.string().describe("The rule in words, e.g. '10% off on any order'"),
        minOrderPaise: z.number().int().describe('0 when there is no minimum'),
        expiresAt: z.string().nullable(),
        usesLeft: z.number().int().nullable().describe('Times this buyer can still use it; null when unlimited'),
        applicable: z.boolean().describe('Whether it applies to the cart now'),
        discountPaise: z.number().int().describe('Off the cart now; 0 when not applicable'),
        shortfallPaise: z.number().int().describe('How much more the cart needs for the minimum order'),
        message: z.string().nullable().describe('Why it does not apply now'),
      }),
    )
    .describe('Applicable first, biggest saving first; then the nearest to applying'),
});
