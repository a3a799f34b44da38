import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productDocuments } from '../db/schema.js';
import type { ProductJson } from './product-json.js';

/**
 * Loads whole products (category, variants, attribute options) for a list of ids in one query, whatever the number
 * of ids, from their prebuilt documents; answers in the order asked (missing ids are skipped; ids match in any
 * letter case).
 */
export async function loadProducts(db: Db, requested: readonly string[]): Promise<ProductJson[]> {
  if (requested.length === 0) return [];
  // UUIDs are case-insensitive and PostgreSQL answers them lower-cased: match the answer up in that form.
  const ids = requested.map((id) => id.toLowerCase());
  const rows = await db
    .select({ id: productDocuments.productId, document: productDocuments.document })
    .from(productDocuments)
    .where(inArray(productDocuments.productId, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, r.document as unknown as ProductJson]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
