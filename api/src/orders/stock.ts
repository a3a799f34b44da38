import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { refreshProductDocuments } from '../catalog/product-document.js';
import type { Db } from '../db/client.js';
import { productSkus, products } from '../db/schema.js';
import { notFound } from '../http/errors.js';

/**
 * Stock lives per SKU (a colour variant in one size, `product_skus`). A bought line names its SKU by its variant and
 * its chosen size (`attributes.size`, '' without sizes), as cart lines, checkouts and orders carry them, so checkouts
 * priced before a SKU was renamed or re-counted still find it.
 */
export interface StockNeed {
  variantId: string | null;
  attributes: Readonly<Record<string, string>>;
  quantity: number;
  /** How the buyer knows the item, for messages. */
  name: string;
}

export const SKU_NOT_FOUND = 'SKU not found';
export const soldOut = (name: string) => `${name} is sold out`;
export const onlyLeft = (name: string, left: number) => `Only ${left} left of ${name}`;

/** The size a line chose, as its SKU is keyed: '' for a product without sizes. */
export const sizeOf = (attributes: Readonly<Record<string, string>>): string => attributes.size ?? '';

/** How a line is named in a stock message: with its size, since one size can run out while others stay. */
const nameWithSize = (need: StockNeed) => {
  const size = sizeOf(need.attributes);
  return size ? `${need.name} (size ${size})` : need.name;
};

const skuKey = (variantId: string, size: string) => `${variantId}\u0000${size}`;

/** Needs summed per SKU (two lines of one variant and size are one need). */
function bySku(needs: readonly StockNeed[]): Map<string, StockNeed & { variantId: string; size: string }> {
  const summed = new Map<string, StockNeed & { variantId: string; size: string }>();
  for (const need of needs) {
    if (!need.variantId) continue;
    const size = sizeOf(need.attributes);
    const key = skuKey(need.variantId, size);
    const seen = summed.get(key);
    summed.set(
      key,
      seen ? { ...seen, quantity: seen.quantity + need.quantity } : { ...need, variantId: need.variantId, size },
    );
  }
  return summed;
}

interface SkuRow {
  id: string;
  variantId: string;
  productId: string;
  size: string;
  stock: number | null;
}

async function skusFor(db: Db, variantIds: readonly string[]): Promise<Map<string, SkuRow>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productSkus.id,
      variantId: productSkus.variantId,
      productId: productSkus.productId,
      size: productSkus.size,
      stock: productSkus.stock,
    })
    .from(productSkus)
    .where(inArray(productSkus.variantId, [...new Set(variantIds)]));
  return new Map(rows.map((row) => [skuKey(row.variantId, row.size), row]));
}

const shortageOf = (need: StockNeed, left: number) =>
  left === 0 ? soldOut(nameWithSize(need)) : onlyLeft(nameWithSize(need), left);

/**
 * The first shortage among the lines' SKUs, as the message to show, or null when every need can be met now. A size
 * the variant no longer has a SKU for is sold out.
 */
export async function findShortage(db: Db, needs: readonly StockNeed[]): Promise<string | null> {
  const summed = bySku(needs);
  const skus = await skusFor(
    db,
    [...summed.values()].map((n) => n.variantId),
  );
  for (const [key, need] of summed) {
    const sku = skus.get(key);
    if (!sku) return soldOut(nameWithSize(need));
    if (sku.stock !== null && sku.stock < need.quantity) return shortageOf(need, sku.stock);
  }
  return null;
}

/**
 * Takes the bought units off counted SKUs, inside the order's transaction (each update checks and takes at once, so
 * two orders cannot both take the last unit of a size). Answers the shortage message if one SKU falls short (the caller
 * rolls back), else null. The products touched follow their SKUs (`followSkus`).
 */
export async function takeStock(tx: Db, needs: readonly StockNeed[]): Promise<string | null> {
  const summed = bySku(needs);
  const skus = await skusFor(
    tx,
    [...summed.values()].map((n) => n.variantId),
  );
  const touched = new Set<string>();
  // In SKU id order, so concurrent orders lock shared SKUs in the same order and cannot deadlock on them.
  const wanted = [...summed].map(([key, need]) => ({ need, sku: skus.get(key) }));
  wanted.sort((a, b) => ((a.sku?.id ?? '') < (b.sku?.id ?? '') ? -1 : 1));
  for (const { need, sku } of wanted) {
    if (!sku) return soldOut(nameWithSize(need));
    if (sku.stock === null) continue;
    const taken = await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} - ${need.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(productSkus.id, sku.id), gte(productSkus.stock, need.quantity)))
      .returning({ stock: productSkus.stock });
    if (taken.length === 0) {
      // Read again: another order may have taken units since the read above.
      const [now] = await tx.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku.id));
      return shortageOf(need, now?.stock ?? 0);
    }
    touched.add(sku.productId);
  }
  await followSkus(tx, [...touched]);
  return null;
}

/**
 * Puts units back on the shelf (a cancelled line, a return received), each to its exact size's SKU, in SKU id order
 * as `takeStock` locks them. A SKU not counted (null) stays so; a size the variant no longer has is skipped. Products
 * follow, so a sold-out size given units is on sale again.
 */
export async function giveBackStock(tx: Db, needs: readonly StockNeed[]): Promise<void> {
  const summed = bySku(needs);
  const skus = await skusFor(
    tx,
    [...summed.values()].map((n) => n.variantId),
  );
  const wanted = [...summed]
    .map(([key, need]) => ({ need, sku: skus.get(key) }))
    .filter((w): w is { need: (typeof w)['need']; sku: SkuRow } => w.sku !== undefined && w.need.quantity > 0);
  wanted.sort((a, b) => (a.sku.id < b.sku.id ? -1 : 1));
  for (const { need, sku } of wanted) {
    await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} + ${need.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(productSkus.id, sku.id), sql`${productSkus.stock} is not null`));
  }
  await followSkus(tx, [...new Set(wanted.map((w) => w.sku.productId))]);
}

/**
 * Sets a SKU's units on hand (null: not counted), as a stock count or a restock does, in the caller's transaction.
 * The product follows (`followSkus`): restocking the last sold-out size puts it back on sale, and the size's
 * availability changes in its document, which announces the catalogue change at commit so every replica's caches
 * follow. Answers the SKU's product id; an unknown SKU is a 404.
 */
export async function setStock(tx: Db, skuId: string, quantity: number | null): Promise<{ productId: string }> {
  if (quantity !== null && (!Number.isSafeInteger(quantity) || quantity < 0)) {
    throw new RangeError(`stock must be a whole number of units, 0 or more (got ${quantity})`);
  }
  const [sku] = await tx
    .update(productSkus)
    .set({ stock: quantity, updatedAt: sql`now()` })
    .where(eq(productSkus.id, skuId))
    .returning({ productId: productSkus.productId });
  if (!sku) throw notFound(SKU_NOT_FOUND);
  await followSkus(tx, [sku.productId]);
  return { productId: sku.productId };
}

/**
 * Keeps products in step with their SKUs: a product is on sale (`status`, which the spec's clients read as in
 * stock) while any of its SKUs has units or is not counted, and off sale once none has; its document (each size's
 * availability, the product's `inStock`) is rebuilt. Products without SKUs (no variants) keep their status.
 */
export async function followSkus(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const buyable = sql`exists (select 1 from ${productSkus} s where s.product_id = ${products.id} and (s.stock is null or s.stock > 0))`;
  await tx
    .update(products)
    .set({ status: buyable, updatedAt: sql`now()` })
    .where(
      and(
        inArray(products.id, [...productIds]),
        sql`exists (select 1 from ${productSkus} s where s.product_id = ${products.id})`,
        sql`${products.status} is distinct from ${buyable}`,
      ),
    );
  await refreshProductDocuments(tx, { productIds });
}
