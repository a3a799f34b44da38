import { and, count, desc, eq, sql } from 'drizzle-orm';
import { loadProducts } from '../catalog/product-loader.js';
import type { Db } from '../db/client.js';
import { cartLines } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { type CartJson, type StoredLine, toCartJson } from './cart-json.js';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from './limits.js';
import { isInStock, priceLine } from './pricing.js';
import { isSkuInStock, matchVariant, normalizeChoice, type RequestedOptions, soldOutChoice } from './variant-choice.js';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** Another buyer's line answers this too, exactly like a line that does not exist. */
export const CART_LINE_NOT_FOUND = 'Cart item not found';
export const OUT_OF_STOCK = 'This product is out of stock';
export const OUT_OF_STOCK_LINE = 'This product is out of stock: you can lower its quantity or remove it';
export const CART_FULL = `Your cart can hold at most ${MAX_CART_LINES} different items; remove one to add another`;
export const QUANTITY_CAPPED = `You can buy at most ${MAX_QUANTITY_PER_LINE} of an item; this line now holds ${MAX_QUANTITY_PER_LINE}`;
export const ADDED = 'Added to cart';
export const ADDED_TO_LINE = 'Added to the item already in your cart';
export const QUANTITY_UPDATED = 'Quantity updated';
export const REMOVED = 'Removed from cart';

/** A cart write's outcome: what to tell the buyer, and the whole cart afterwards. */
export interface CartChange {
  message: string;
  /** True when the write made a new line. */
  created: boolean;
  cart: CartJson;
}

/** The buyer's cart, newest line first, priced from the catalogue as it is now. */
export async function getCart(db: Db, buyerId: string): Promise<CartJson> {
  return toCartJson(buyerId, await readCartLines(db, buyerId));
}

export interface AddToCartInput {
  productId: string;
  quantity: number;
  attributes: RequestedOptions;
}

/**
 * Adds a line: the product must exist and be in stock, the options must name a variant it offers (see
 * `normalizeChoice`) and the chosen size of that colour must not be sold out. A line with the same product and options
 * gets the quantity added, stopping at MAX_QUANTITY_PER_LINE (the message says so); a new line needs room under
 * MAX_CART_LINES.
 */
export async function addToCart(db: Db, buyerId: string, input: AddToCartInput): Promise<CartChange> {
  return inTransaction(db, async (tx) => {
    await lockBuyer(tx, buyerId);
    const [product] = await loadProducts(tx, [input.productId]);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (!isInStock(product)) throw conflict('out_of_stock', OUT_OF_STOCK);
    const attributes = normalizeChoice(product, input.attributes);
    if (!isSkuInStock(matchVariant(product, attributes), attributes)) throw soldOutChoice(product, attributes);

    const [existing] = await tx
      .select({ id: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.buyerId, buyerId),
          eq(cartLines.productId, product._id),
          sql`${cartLines.attributes} = ${JSON.stringify(attributes)}::jsonb`,
        ),
      );
    let message = ADDED;
    if (existing) {
      const wanted = existing.quantity + input.quantity;
      const quantity = Math.min(wanted, MAX_QUANTITY_PER_LINE);
      await tx.update(cartLines).set({ quantity, updatedAt: sql`now()` }).where(eq(cartLines.id, existing.id));
      message = quantity < wanted ? QUANTITY_CAPPED : ADDED_TO_LINE;
    } else {
      const [lines] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.buyerId, buyerId));
      if (Number(lines?.n ?? 0) >= MAX_CART_LINES) throw badRequest('cart_full', CART_FULL);
      await tx.insert(cartLines).values({ buyerId, productId: product._id, attributes, quantity: input.quantity });
    }
    return { message, created: !existing, cart: await getCart(tx, buyerId) };
  });
}

/**
 * Sets a line's quantity; below 1 removes the line (spec). A line whose product, or whose size in its colour, went
 * out of stock may only be lowered or removed. Another buyer's line answers 404 and is left alone.
 */
export async function setLineQuantity(db: Db, buyerId: string, lineId: string, quantity: number): Promise<CartChange> {
  if (quantity < 1) return removeLine(db, buyerId, lineId);
  return inTransaction(db, async (tx) => {
    await lockBuyer(tx, buyerId);
    const [line] = await tx
      .select({ quantity: cartLines.quantity, productId: cartLines.productId, attributes: cartLines.attributes })
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.buyerId, buyerId)));
    if (!line) throw notFound(CART_LINE_NOT_FOUND);
    if (quantity > line.quantity) {
      const [product] = await loadProducts(tx, [line.productId]);
      if (!product || !isInStock(product)) throw conflict('out_of_stock', OUT_OF_STOCK_LINE);
      if (!isSkuInStock(matchVariant(product, line.attributes), line.attributes)) {
        throw conflict('out_of_stock', OUT_OF_STOCK_LINE);
      }
    }
    await tx.update(cartLines).set({ quantity, updatedAt: sql`now()` }).where(eq(cartLines.id, lineId));
    return { message: QUANTITY_UPDATED, created: false, cart: await getCart(tx, buyerId) };
  });
}

/** Removes a line of the buyer's cart; another buyer's line answers 404 and is left alone. */
export async function removeLine(db: Db, buyerId: string, lineId: string): Promise<CartChange> {
  return inTransaction(db, async (tx) => {
    await lockBuyer(tx, buyerId);
    const removed = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.buyerId, buyerId)))
      .returning({ id: cartLines.id });
    if (removed.length === 0) throw notFound(CART_LINE_NOT_FOUND);
    return { message: REMOVED, created: false, cart: await getCart(tx, buyerId) };
  });
}

/** Every line of the buyer's cart with its product (all products in one query), priced; newest first. */
export async function readCartLines(db: Db, buyerId: string): Promise<StoredLine[]> {
  const rows = await db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      attributes: cartLines.attributes,
      quantity: cartLines.quantity,
      createdAt: cartLines.createdAt,
      updatedAt: cartLines.updatedAt,
    })
    .from(cartLines)
    .where(eq(cartLines.buyerId, buyerId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  const byId = new Map(
    (
      await loadProducts(
        db,
        rows.map((r) => r.productId),
      )
    ).map((p) => [p._id, p]),
  );
  return rows.flatMap((row) => {
    // Lines go with their product (the foreign key cascades), so a product is always there.
    const product = byId.get(row.productId);
    if (!product) return [];
    const { id, createdAt, updatedAt } = row;
    return [{ id, createdAt, updatedAt, ...priceLine(product, row.attributes, row.quantity) }];
  });
}
