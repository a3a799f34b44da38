import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { buyers, products, reviews } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { reviewSchema, summarySchema } from './schemas.js';
import { verifiedBuyerSql } from './verified-buyer.js';

export type ReviewJson = z.infer<typeof reviewSchema>;

/** Mean rating rounded to one decimal (0 with no reviews), the total, and the count per star. */
export type ReviewSummary = z.infer<typeof summarySchema>;

export async function assertProductExists(db: Db, productId: string): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound('Product not found');
}

/** The reviews the store shows of a product: staff may hide one (the back office's inbox). */
const shownOf = (productId: string) => and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));

/** Reviews of a product the store shows, newest first, with the reviewer's name. */
export async function listReviews(
  db: Db,
  productId: string,
  page: { limit?: number | undefined; offset?: number | undefined } = {},
): Promise<ReviewJson[]> {
  const query = db
    .select({
      review: reviews,
      buyerName: buyers.name,
      verifiedBuyer: verifiedBuyerSql(reviews.buyerId, reviews.productId),
    })
    .from(reviews)
    .innerJoin(buyers, eq(buyers.id, reviews.buyerId))
    .where(shownOf(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset !== undefined) query.offset(page.offset);
  const rows = await query;
  return rows.map(({ review, buyerName, verifiedBuyer }) => toReviewJson(review, buyerName, verifiedBuyer));
}

/** A review row, its reviewer's name and whether they received the product, as the REST api answers it. */
export const toReviewJson = (
  r: typeof reviews.$inferSelect,
  buyerName: string,
  verifiedBuyer: boolean,
): ReviewJson => ({
  _id: r.id,
  buyerId: { _id: r.buyerId, name: buyerName },
  productId: r.productId,
  title: r.title,
  review: r.review,
  rating: r.rating,
  createdAt: r.createdAt.toISOString(),
  verifiedBuyer,
});

/** The rating summary of the reviews the store shows (a hidden one counts for nothing). */
export async function summarizeReviews(db: Db, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(shownOf(productId))
    .groupBy(reviews.rating);
  const counts: ReviewSummary['counts'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count } of rows) {
    const n = Number(count);
    counts[String(rating) as keyof ReviewSummary['counts']] = n;
    total += n;
    sum += rating * n;
  }
  return { average: total ? Math.round((sum / total) * 10) / 10 : 0, total, counts };
}
