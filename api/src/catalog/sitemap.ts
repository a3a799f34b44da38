import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { categories, products } from '../db/schema.js';
import { cachedTotal, rememberTotal } from './listing-counts.js';
import type { sitemapProductSchema } from './schemas.js';

/** What a sitemap needs of a product to name its page: no document, only narrow product and category columns. */
/** What a sitemap needs of a product to name its page: no document, only narrow product and category columns. */
export type SitemapProductJson = z.infer<typeof sitemapProductSchema>;

export interface SitemapProductPage {
  result: SitemapProductJson[];
  total: number;
}

/** Larger pages would make one answer of several megabytes; a 50,000-URL sitemap takes five of these. */
export const MAX_SITEMAP_PAGE_SIZE = 10_000;

const TOTAL_KEY = 'sitemap:products';

/**
 * One page of every product, in id order (the primary key's index, so a page is a slice of one index scan and the
 * order is stable while products are added). Out-of-stock products are included: their pages still answer.
 */
export async function sitemapProductPage(db: Db, page: number, limit: number): Promise<SitemapProductPage> {
  const known = cachedTotal(db, TOTAL_KEY);
  const [rows, total] = await Promise.all([
    db
      .select({
        _id: products.id,
        productName: products.productName,
        categoryName: categories.categoryName,
        categoryValue: categories.value,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    known ??
      db
        .select({ total: count() })
        .from(products)
        .then(([row]) => {
          const counted = Number(row?.total ?? 0);
          rememberTotal(db, TOTAL_KEY, counted);
          return counted;
        }),
  ]);
  return { result: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })), total };
}
