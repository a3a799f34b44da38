import { and, count, desc, eq } from 'drizzle-orm';
import { loadProducts } from '../catalog/product-loader.js';
import type { Db } from '../db/client.js';
import { products, wishlistItems } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { badRequest, notFound } from '../http/errors.js';
import { MAX_WISHLIST_ITEMS } from './limits.js';
import type { WishlistItemJson, WishlistJson } from './wishlist-json.js';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** Another buyer's item answers this too, exactly like an item that does not exist. */
export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';
export const WISHLIST_FULL = `Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products; remove one to add another`;
export const ADDED = 'Added to wishlist';
export const ALREADY_ADDED = 'Already in your wishlist';
export const REMOVED = 'Removed from wishlist';

/** A wishlist write's outcome: what to tell the buyer, the item it concerns, and the whole wishlist afterwards. */
export interface WishlistChange {
  message: string;
  /** True when the write saved a product that was not saved before. */
  created: boolean;
  wishlist: WishlistJson;
}

export interface WishlistAddition extends WishlistChange {
  item: WishlistItemJson;
}

/** The buyer's saved products, newest first, each with the whole product (in stock or not). */
export async function getWishlist(db: Db, buyerId: string): Promise<WishlistJson> {
  const rows = await db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.buyerId, buyerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const byId = new Map(
    (
      await loadProducts(
        db,
        rows.map((r) => r.productId),
      )
    ).map((p) => [p._id, p]),
  );
  // Items go with their product (the foreign key cascades), so a product is always there.
  const result = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product ? [{ _id: row.id, buyerId, productId: product, createdAt: row.createdAt.toISOString() }] : [];
  });
  return { buyerId, result, count: result.length };
}

/**
 * Saves a product. Saving one that is saved already changes nothing and answers the existing item. Products out of
 * stock may be saved too (the wishlist page shows them with an Out Of Stock overlay; the storefront disables the
 * heart on them, but a saved product going out of stock is normal, so the server does not refuse).
 */
export async function addToWishlist(db: Db, buyerId: string, productId: string): Promise<WishlistAddition> {
  return inTransaction(db, async (tx) => {
    await lockBuyer(tx, buyerId);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const mine = and(eq(wishlistItems.buyerId, buyerId), eq(wishlistItems.productId, product.id));
    const [existing] = await tx.select({ id: wishlistItems.id }).from(wishlistItems).where(mine);
    if (!existing) {
      const [saved] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.buyerId, buyerId));
      if (Number(saved?.n ?? 0) >= MAX_WISHLIST_ITEMS) throw badRequest('wishlist_full', WISHLIST_FULL);
      await tx.insert(wishlistItems).values({ buyerId, productId: product.id });
    }
    const wishlist = await getWishlist(tx, buyerId);
    const item = wishlist.result.find((i) => i.productId._id === product.id);
    if (!item) throw new Error('a saved wishlist item is missing from the wishlist');
    return { message: existing ? ALREADY_ADDED : ADDED, created: !existing, item, wishlist };
  });
}

/** Which saved product to remove: by the item's `_id` (the spec's call) or by the product's id. */
export type WishlistItemRef = { itemId: string } | { productId: string };

/** Removes a saved product; one that is not in the buyer's wishlist (or is in another's) answers 404. */
export async function removeFromWishlist(db: Db, buyerId: string, ref: WishlistItemRef): Promise<WishlistChange> {
  return inTransaction(db, async (tx) => {
    await lockBuyer(tx, buyerId);
    const which = 'itemId' in ref ? eq(wishlistItems.id, ref.itemId) : eq(wishlistItems.productId, ref.productId);
    const removed = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.buyerId, buyerId), which))
      .returning({ id: wishlistItems.id });
    if (removed.length === 0) throw notFound(WISHLIST_ITEM_NOT_FOUND);
    return { message: REMOVED, created: false, wishlist: await getWishlist(tx, buyerId) };
  });
}
