import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { type ListingFilters, queryListing } from './listing-query.js';
import { loadProducts } from './product-loader.js';
import type { relatedProductsAnswerSchema } from './schemas.js';

/** The most related products one product may ask for. */
export const MAX_RELATED = 50;

/** GET /product-related: each asked product's related products by id; every product named is in `products` once. */
export type RelatedProductsJson = z.infer<typeof relatedProductsAnswerSchema>;

const DEFAULT_ORDER: ListingFilters = { sort: 'default', availability: 'all', discountOnly: false, attributes: {} };

/**
 * The related products of many products at once: for each, up to `limit` other products of its category, in the
 * category listing's own order. One listing query per category asked about, however many products share it — a
 * page of 100 products from 6 categories is 6 queries, where asking per product was 100 calls. Unknown ids are left
 * out. Answers JSON text with each product's document once (as PostgreSQL wrote it), and the ids per product.
 */
export async function relatedProductsJson(db: Db, ids: readonly string[], limit: number): Promise<string> {
  const products = await loadProducts(db, ids);
  const categories = [...new Set(products.map((p) => p.categoryId._id))];
  const listings = await Promise.all(
    categories.map(async (categoryId) => {
      // One more than asked: the product itself may be among them.
      const page = await queryListing(db, { kind: 'category', categoryId }, DEFAULT_ORDER, { limit: limit + 1 });
      const ids = page.documents.map((document) => (JSON.parse(document) as { _id: string })._id);
      return [categoryId, { ids, documents: page.documents }] as const;
    }),
  );
  const byCategory = new Map(listings);
  const documents = new Map<string, string>();
  const result = products.map((product) => {
    const listing = byCategory.get(product.categoryId._id);
    const related: string[] = [];
    for (const [index, id] of (listing?.ids ?? []).entries()) {
      if (id === product._id || related.length === limit) continue;
      related.push(id);
      documents.set(id, listing?.documents[index] as string);
    }
    return { productId: product._id, related };
  });
  return `{"success":true,"result":${JSON.stringify(result)},"products":[${[...documents.values()].join(',')}]}`;
}
