import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { buyers, products, reviews } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { verifiedBuyerSql } from './verified-buyer.js';

export interface ReviewJson {
  _id: string;
  buyerId: { _id: string; name: string };
  productId: string;
  title: string;
  review: string;
  rating: number;
  createdAt: string;
  /** The author received the product (a delivered order of theirs held it). */
  verifiedBuyer: boolean;
}

export interface ReviewSummary {
  /** Mean rating rounded to one decimal; 0 with no reviews. */
  average: number;
  total: number;
  /** Count per star, keys "5" to "1". */
  counts: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export async function assertProductExists(db: Db, productId: string): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound('Product not found');
}

/** Reviews of a product, newest first, with the reviewer's name. */
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
    .where(eq(reviews.productId, productId))
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

export async function summarizeReviews(db: Db, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.productId, productId))
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
