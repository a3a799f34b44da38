import { and, eq, sql } from 'drizzle-orm';
import { BUYER_NOT_FOUND } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { buyers, reviews } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import type { WriteReviewInput } from './schemas.js';
import { assertProductExists, type ReviewJson, type ReviewSummary, summarizeReviews, toReviewJson } from './service.js';
import { isVerifiedBuyer } from './verified-buyer.js';

export const REVIEW_ADDED = 'Thank you! Your review was added.';
export const REVIEW_UPDATED = 'Your review was updated.';

export interface WrittenReview {
  /** False when the buyer had reviewed the product before and that review was changed. */
  created: boolean;
  message: string;
  review: ReviewJson;
  /** The product's rating summary including this review. */
  summary: ReviewSummary;
}

/**
 * Writes the buyer's review of an existing product: one per buyer and product, so a second one replaces the title,
 * comment and rating of the first. An edited review keeps its place in the list (its `createdAt`).
 */
export async function writeReview(db: Db, buyerId: string, input: WriteReviewInput): Promise<WrittenReview> {
  return inTransaction(db, async (tx) => {
    await lockBuyer(tx, buyerId);
    await assertProductExists(tx, input.productId);
    const content = { title: input.title, review: input.review, rating: input.rating };
    const mine = and(eq(reviews.productId, input.productId), eq(reviews.buyerId, buyerId));
    const updated = await tx
      .update(reviews)
      .set({ ...content, updatedAt: sql`now()` })
      .where(mine)
      .returning();
    const [row] = updated.length
      ? updated
      : await tx
          .insert(reviews)
          .values({ ...content, productId: input.productId, buyerId })
          .returning();
    const [buyer] = await tx.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, buyerId));
    if (!row || !buyer) throw notFound(BUYER_NOT_FOUND);
    const created = updated.length === 0;
    return {
      created,
      message: created ? REVIEW_ADDED : REVIEW_UPDATED,
      review: toReviewJson(row, buyer.name, await isVerifiedBuyer(tx, buyerId, input.productId)),
      summary: await summarizeReviews(tx, input.productId),
    };
  });
}
