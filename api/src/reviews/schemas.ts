import { z } from 'zod';
import { claimedBuyerId, requiredId, requiredText, uuidParam } from '../http/schemas.js';

export const MAX_TITLE_LENGTH = 120;
export const MAX_COMMENT_LENGTH = 2000;
export const RATING_REQUIRED = 'Choose a rating from 1 to 5 stars';

/**
 * POST /review's body, as the storefront's form sends it (spec sections 5 and 7): title and comment (`review`) are
 * required and trimmed; the rating must be picked (the form starts at 0, which is refused here).
 */
export const writeReviewBodySchema = z.object({
  productId: requiredId('productId'),
  buyerId: claimedBuyerId,
  title: requiredText('Title', MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  review: requiredText('Comment', MAX_COMMENT_LENGTH, `Comment must be at most ${MAX_COMMENT_LENGTH} characters`),
  rating: z.number({ error: RATING_REQUIRED }).int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
});

export type WriteReviewInput = Omit<z.infer<typeof writeReviewBodySchema>, 'buyerId'>;

/** GET /review's query: a product's reviews, a page at a time. */
export const listReviewsQuerySchema = z.object({
  productId: uuidParam('productId'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/* Answers */

export const reviewSchema = z.object({
  _id: z.uuid(),
  buyerId: z.object({ _id: z.uuid(), name: z.string() }),
  productId: z.uuid(),
  title: z.string(),
  review: z.string(),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string(),
  verifiedBuyer: z.boolean().describe('The reviewer received the product: a delivered order of theirs held it'),
});

export const summarySchema = z.object({
  average: z.number(),
  total: z.number().int(),
  counts: z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() }),
});

export const listReviewsAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(reviewSchema),
  summary: summarySchema,
});

export const writtenReviewAnswerSchema = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  result: reviewSchema.describe("The buyer's review of the product, with the reviewer's name"),
  summary: summarySchema.describe("The product's rating summary including it"),
});
