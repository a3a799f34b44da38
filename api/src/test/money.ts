import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ProductJson } from '../catalog/product-json.js';
import { orderLines, orders, refunds } from '../db/schema.js';
import { newBuyer, type SignedInBuyer } from './accounts.js';
import { createProduct } from './catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, givePoints } from './checkout.js';

/** A shirt in three sizes, 20 of each, at ₹2,000: what the money tests buy. */
export async function moneyShirt(h: CheckoutHarness): Promise<ProductJson> {
  return createProduct(h.api.database.db, {
    name: `Fixture Money Shirt ${randomUUID().slice(0, 6)}`,
    variants: [{ color: 'Blue', sizes: ['38', '40', '42'], salePaise: 200_000, stock: 20 }],
  });
}

export const variantOf = (product: ProductJson) => product.productVariants[0]?._id as string;

/** Buys `sizes` (one line per size, `quantity` units each) and pays online; answers the placed order's id. */
export async function paidOrder(
  h: CheckoutHarness,
  product: ProductJson,
  options: { sizes?: string[]; quantity?: number; buyer?: SignedInBuyer; points?: number; coupon?: string } = {},
): Promise<{ orderId: string; buyer: SignedInBuyer }> {
  const buyer = options.buyer ?? (await newBuyer(h.api));
  for (const size of options.sizes ?? ['40']) {
    await addToCart(h, buyer, product._id, options.quantity ?? 1, { color: 'Blue', size });
  }
  if (options.points) await givePoints(h, buyer.id, options.points);
  const { placed } = await buy(h, buyer, {
    ...(options.points ? { useMembershipPoints: true } : {}),
    ...(options.coupon ? { couponCode: options.coupon } : {}),
  });
  if (placed.status !== 201 && placed.status !== 200)
    throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return { orderId: placed.body.result._id, buyer };
}

export const orderRow = async (h: CheckoutHarness, orderId: string) => {
  const [row] = await h.api.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
};

export const linesOf = (h: CheckoutHarness, orderId: string) =>
  h.api.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));

export const refundsOf = (h: CheckoutHarness, orderId: string) =>
  h.api.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
