import { z } from 'zod';
import { claimedBuyerId, requiredId, requiredText } from '../http/schemas.js';

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
