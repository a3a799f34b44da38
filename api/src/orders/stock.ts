import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { refreshProductDocuments } from '../catalog/product-document.js';
import type { Db } from '../db/client.js';
import { products, productVariants } from '../db/schema.js';

/** A bought quantity of one variant (lines of one variant are summed). */
export interface StockNeed {
  variantId: string | null;
  quantity: number;
  /** How the buyer knows the item, for messages. */
  name: string;
}

export const soldOut = (name: string) => `${name} is sold out`;
export const onlyLeft = (name: string, left: number) => `Only ${left} left of ${name}`;

function byVariant(needs: readonly StockNeed[]): Map<string, StockNeed> {
  const summed = new Map<string, StockNeed>();
  for (const need of needs) {
    if (!need.variantId) continue;
    const seen = summed.get(need.variantId);
    summed.set(need.variantId, seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need });
  }
  return summed;
}

/** The first shortage among counted variants, as the message to show, or null when every need can be met now. */
export async function findShortage(db: Db, needs: readonly StockNeed[]): Promise<string | null> {
  const summed = byVariant(needs);
  if (summed.size === 0) return null;
  const rows = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(and(inArray(productVariants.id, [...summed.keys()]), isNotNull(productVariants.stock)));
  for (const row of rows) {
    const need = summed.get(row.id);
    if (need && row.stock !== null && row.stock < need.quantity) {
      return row.stock === 0 ? soldOut(need.name) : onlyLeft(need.name, row.stock);
    }
  }
  return null;
}

/**
 * Takes the bought units off counted variants, inside the order's transaction (each update checks and takes at once,
 * so two orders cannot both take the last unit). Answers the shortage message if one variant falls short (the caller
 * rolls back), else null. Products whose counted variants are all at 0 (and that have no uncounted one) are marked
 * out of stock; the documents of every product touched are rebuilt so listings and availability follow.
 */
export async function takeStock(tx: Db, needs: readonly StockNeed[]): Promise<string | null> {
  const touched = new Set<string>();
  // In id order, so concurrent orders lock shared variants in the same order and cannot deadlock on them.
  const sorted = [...byVariant(needs)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [variantId, need] of sorted) {
    const [counted] = await tx
      .select({ productId: productVariants.productId, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    if (!counted || counted.stock === null) continue;
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${need.quantity}` })
      .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, need.quantity)))
      .returning({ stock: productVariants.stock });
    if (taken.length === 0) return counted.stock === 0 ? soldOut(need.name) : onlyLeft(need.name, counted.stock);
    touched.add(counted.productId);
  }
  if (touched.size === 0) return null;
  const ids = [...touched];
  await tx
    .update(products)
    .set({ status: false, updatedAt: sql`now()` })
    .where(
      and(
        inArray(products.id, ids),
        sql`not exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and (v.stock is null or v.stock > 0))`,
      ),
    );
  await refreshProductDocuments(tx, { productIds: ids });
  return null;
}
