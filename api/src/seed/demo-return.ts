import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  buyers,
  checkouts,
  orderLines,
  orders,
  productSkus,
  products,
  productVariants,
  returnRequestLines,
  returnRequests,
  variantOptions,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { DEMO_ADDRESS, DEMO_BUYER } from './demo-buyer.js';

/** The demo return's order number: fixed, so the seed adds it once and docs can name it. */
export const DEMO_RETURN_ORDER_NUMBER = '1700000000001';

/**
 * Development only: a delivered order of the demo buyer's (one shirt in one size, paid online) with a return request
 * waiting for the desk, so /admin/returns has something to work in `pnpm start`. Added once (by its order number);
 * the sandbox's Shiprocket does not know the order, which only matters to its tracking. Answers whether it was added.
 */
export async function ensureDemoReturn(db: Db, now = new Date()): Promise<boolean> {
  const [taken] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, DEMO_RETURN_ORDER_NUMBER));
  if (taken) return false;
  const [buyer] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.email, DEMO_BUYER.email));
  // A product sold in at least two counted sizes, so the return can be exchanged.
  const [sku] = await db
    .select({
      productId: products.id,
      name: products.productName,
      variantId: productSkus.variantId,
      size: productSkus.size,
      pricePaise: productVariants.salePricePaise,
      retailPaise: productVariants.retailPricePaise,
      images: productVariants.images,
    })
    .from(productSkus)
    .innerJoin(productVariants, eq(productVariants.id, productSkus.variantId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(gt(productSkus.stock, 1), gt(productVariants.salePricePaise, 100)))
    .orderBy(asc(products.productName), asc(productSkus.size))
    .limit(1);
  if (!buyer || !sku) return false;
  const [colour] = await db
    .select({ label: variantOptions.label })
    .from(variantOptions)
    .where(and(eq(variantOptions.variantId, sku.variantId), eq(variantOptions.attributeLabel, 'Color')));
  const attributes: Record<string, string> = {
    ...(colour ? { color: colour.label } : {}),
    ...(sku.size ? { size: sku.size } : {}),
  };
  const address = {
    name: DEMO_ADDRESS.fullName,
    phone: DEMO_ADDRESS.mobile,
    add1: DEMO_ADDRESS.add1,
    add2: DEMO_ADDRESS.add2,
    landmark: DEMO_ADDRESS.landmark,
    city: DEMO_ADDRESS.city,
    state: DEMO_ADDRESS.state,
    pincode: DEMO_ADDRESS.pincode,
  };
  const placedAt = new Date(now.getTime() - 3 * 24 * 60 * 60_000);
  const line = {
    productId: sku.productId,
    variantId: sku.variantId,
    name: sku.name,
    image: sku.images[0] ?? '',
    attributes,
    quantity: 1,
    unitPricePaise: sku.pricePaise,
    retailPricePaise: sku.retailPaise,
  };
  await inTransaction(db, async (tx) => {
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        buyerId: buyer.id,
        status: 'placed',
        lines: [{ ...line, cartLineId: 'demo-return' }],
        subtotalPaise: sku.pricePaise,
        discountPaise: sku.pricePaise,
        pointsUsed: 0,
        delivery: 'standard',
        deliveryPaise: 0,
        amountPaise: 0,
        name: DEMO_BUYER.name,
        email: DEMO_BUYER.email,
        phone: DEMO_BUYER.contactNumber,
        deliveryAddress: address,
        billingAddress: address,
        expiresAt: placedAt,
      })
      .returning({ id: checkouts.id });
    if (!checkout) throw new Error('demo checkout not stored');
    // Covered in full (no Razorpay payment to invent): a return of it refunds nothing in money, an exchange is free.
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: buyer.id,
        checkoutId: checkout.id,
        orderNumber: DEMO_RETURN_ORDER_NUMBER,
        paymentMethod: 'points',
        name: DEMO_BUYER.name,
        email: DEMO_BUYER.email,
        phone: DEMO_BUYER.contactNumber,
        deliveryAddress: address,
        billingAddress: address,
        delivery: 'standard',
        subtotalPaise: sku.pricePaise,
        discountPaise: sku.pricePaise,
        pointsUsed: 0,
        deliveryPaise: 0,
        totalPaise: 0,
        pointsEarned: 0,
        paidAt: placedAt,
        orderStatus: 'Delivered',
        shippingStatus: 'DELIVERED',
        deliveredAt: new Date(now.getTime() - 24 * 60 * 60_000),
        createdAt: placedAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('demo order not stored');
    const [stored] = await tx
      .insert(orderLines)
      .values({ ...line, orderId: order.id, position: 0 })
      .returning({ id: orderLines.id });
    const [request] = await tx
      .insert(returnRequests)
      .values({ buyerId: buyer.id, orderId: order.id, email: DEMO_BUYER.email, reason: "Product size doesn't fit" })
      .returning({ id: returnRequests.id });
    if (!stored || !request) throw new Error('demo return not stored');
    await tx.insert(returnRequestLines).values({ returnRequestId: request.id, orderLineId: stored.id });
  });
  return true;
}
