import type { PlacementRefusalCode } from '@sutra/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isTransientConflict, isUniqueViolation } from '../db/errors.js';
import {
  type CheckoutLine,
  cartLines,
  checkouts,
  couponRedemptions,
  orderLines,
  orders,
  pointsEntries,
  products,
} from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import { issueInvoice } from '../invoices/issue.js';
import { pointsEarnedFor } from '../membership/points.js';
import type { OrderDeps } from './deps.js';
import { tellBuyer } from './order-messages.js';
import { CHECKOUT_NOT_FOUND, checkStillPlaceable, checkUnpaidCheckout, Rejection } from './placement-checks.js';
import { refundRejectedCheckout } from './shipments.js';
import { takeStock } from './stock.js';

/**
 * The placement transaction: a checkout becomes an order (or is rejected, and a payment refunded) in one transaction,
 * whichever way it was paid. The entry points (`place-order.ts`, `place-covered-order.ts`) check who asks and what
 * was paid; this module owns what placing writes.
 */

export type Outcome =
  | { kind: 'placed'; orderId: string; buyerId: string; created: boolean; paymentMethod?: string }
  | { kind: 'rejected'; code: PlacementRefusalCode; reason: string; amountPaise: number };

/**
 * Places the checkout in one transaction, run again on the conflicts a concurrent placement causes. `paymentId` is the
 * Razorpay payment that paid it, or null for a checkout coupon and points cover wholly (nothing was charged).
 */
export async function placeWithRetry(
  deps: OrderDeps,
  checkoutId: string,
  paymentId: string | null,
  instrument: string | null = null,
): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await inTransaction(deps.db, (tx) =>
        placeInTransaction(tx, deps, checkoutId, paymentId, instrument),
      );
      // Counted once the transaction has committed, and only by the placement that made the order.
      if (outcome.kind === 'placed' && outcome.created && outcome.paymentMethod) {
        deps.metrics?.orderPlaced(outcome.paymentMethod);
        if (outcome.paymentMethod === 'cod') deps.outbox?.wake();
        deps.messages?.wake();
      }
      return outcome;
    } catch (error) {
      if (error instanceof Rejection) return reject(deps, checkoutId, paymentId, error);
      // A concurrent placement of the same checkout (it answers the order on the next try), two orders that drew the
      // same order number, or two orders taking the same stock in another order: run it again.
      if ((isUniqueViolation(error) || isTransientConflict(error)) && attempt < 4) continue;
      throw error;
    }
  }
}

async function placeInTransaction(
  tx: Db,
  deps: Pick<OrderDeps, 'seller' | 'outbox' | 'messages'>,
  checkoutId: string,
  paymentId: string | null,
  instrument: string | null,
): Promise<Outcome> {
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
  if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
  const { buyerId } = checkout;
  if (checkout.status === 'placed') {
    const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, checkoutId));
    if (!existing) throw new Error(`checkout ${checkoutId} is placed without an order`);
    return { kind: 'placed', orderId: existing.id, buyerId, created: false };
  }
  if (checkout.status === 'rejected') {
    return {
      kind: 'rejected',
      // A checkout rejected before rejections were coded says why only in words.
      code: checkout.rejectionCode ?? 'order_not_placed',
      reason: checkout.rejection ?? 'it was rejected',
      amountPaise: checkout.amountPaise,
    };
  }
  await lockBuyer(tx, buyerId);
  if (paymentId === null) await checkUnpaidCheckout(tx, checkout);

  await checkStillPlaceable(tx, checkout);

  const shortage = await takeStock(tx, checkout.lines);
  if (shortage) throw new Rejection('out_of_stock', shortage);

  const pointsEarned = pointsEarnedFor(checkout.amountPaise);
  const paymentMethod = paymentId !== null ? 'razorpay' : checkout.paymentChoice === 'cod' ? 'cod' : 'points';
  // Cash on delivery is paid, and earns its points, when the courier delivers it (`applyShippingUpdate`).
  const paidNow = paymentMethod !== 'cod';
  const [order] = await tx
    .insert(orders)
    .values({
      buyerId,
      checkoutId,
      orderNumber: await freeOrderNumber(tx),
      paymentMethod,
      razorpayOrderId: checkout.razorpayOrderId,
      razorpayPaymentId: paymentId,
      paymentInstrument: paymentId !== null ? instrument : null,
      name: checkout.name,
      email: checkout.email,
      phone: checkout.phone,
      whatsappUpdates: checkout.whatsappUpdates,
      deliveryAddress: checkout.deliveryAddress,
      billingAddress: checkout.billingAddress,
      delivery: checkout.delivery,
      subtotalPaise: checkout.subtotalPaise,
      couponCode: checkout.couponCode,
      discountPaise: checkout.discountPaise,
      pointsUsed: checkout.pointsUsed,
      deliveryPaise: checkout.deliveryPaise,
      promisedBy: checkout.promisedBy,
      courierCompanyId: checkout.courierCompanyId,
      codFeePaise: checkout.codFeePaise,
      totalPaise: checkout.amountPaise,
      pointsEarned,
      paidAt: paidNow ? new Date() : null,
      // Picked up by the retry worker if this process stops before the Shiprocket order is made; a cash-on-delivery
      // order waits for its confirmation first (`cod-confirmation.ts`).
      shipmentRetryAt: paymentMethod === 'cod' ? null : new Date(Date.now() + 60_000),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert answered no row');
  const taxOf = await productTaxes(
    tx,
    checkout.lines.map((l) => l.productId),
  );
  await tx
    .insert(orderLines)
    .values(checkout.lines.map((line, position) => lineRow(order.id, line, position, taxOf.get(line.productId))));
  if (checkout.couponId) {
    await tx.insert(couponRedemptions).values({ couponId: checkout.couponId, buyerId, orderId: order.id });
  }
  await tx.insert(pointsEntries).values({
    buyerId,
    orderId: order.id,
    pointsEarned: paidNow ? pointsEarned : 0,
    pointsRedeemed: checkout.pointsUsed,
  });
  const cartLineIds = checkout.lines.map((l) => l.cartLineId);
  await tx.delete(cartLines).where(and(eq(cartLines.buyerId, buyerId), inArray(cartLines.id, cartLineIds)));
  await tx
    .update(checkouts)
    .set({ status: 'placed', razorpayPaymentId: paymentId, updatedAt: new Date() })
    .where(eq(checkouts.id, checkoutId));
  // Last, so the invoice counter's row lock is held only for the commit: its number is gap-free and never shared.
  await issueInvoice(tx, order.id, deps.seller);
  // The buyer is mailed a link to confirm the cash-on-delivery order (made when the mail is sent, never stored).
  if (paymentMethod === 'cod') await deps.outbox?.add(tx, { kind: 'cod-confirmation', orderId: order.id });
  // Its phone is told too: a paid order that it is placed, a cash-on-delivery one asked to confirm or cancel it.
  await tellBuyer(tx, deps.messages, order.id, paymentMethod === 'cod' ? 'cod_confirm' : 'placed');
  return { kind: 'placed', orderId: order.id, buyerId, created: true, paymentMethod };
}

type ProductTax = { hsnCode: string | null; gstRateBp: number | null };

/**
 * The products' own HSN codes and GST rates now, in the placement's transaction: the order line keeps them, and the
 * invoice issued with it (or later, for an order placed before invoices were) bills under them.
 */
async function productTaxes(tx: Db, productIds: string[]): Promise<Map<string, ProductTax>> {
  const rows = await tx
    .select({ id: products.id, hsnCode: products.hsnCode, gstRateBp: products.gstRateBp })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map(({ id, ...tax }) => [id, tax]));
}

const lineRow = (orderId: string, line: CheckoutLine, position: number, tax: ProductTax | undefined) => ({
  orderId,
  productId: line.productId,
  variantId: line.variantId,
  position,
  name: line.name,
  image: line.image,
  attributes: line.attributes,
  quantity: line.quantity,
  unitPricePaise: line.unitPricePaise,
  retailPricePaise: line.retailPricePaise,
  hsnCode: tax?.hsnCode ?? null,
  gstRateBp: tax?.gstRateBp ?? null,
});

/** The spec's order number is the placement timestamp (ms); the next free one when two orders share a millisecond. */
export async function freeOrderNumber(tx: Db): Promise<string> {
  for (let candidate = Date.now(); ; candidate++) {
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, String(candidate)));
    if (!taken) return String(candidate);
  }
}

/** Records why the paid checkout could not become an order, then refunds the payment (retried later if it fails). */
async function reject(
  deps: OrderDeps,
  checkoutId: string,
  paymentId: string | null,
  rejection: Rejection,
): Promise<Outcome> {
  const { code, message: reason } = rejection;
  const [row] = await deps.db
    .update(checkouts)
    .set({
      status: 'rejected',
      rejection: reason,
      rejectionCode: code,
      razorpayPaymentId: paymentId,
      updatedAt: new Date(),
    })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'pending')))
    .returning({ amountPaise: checkouts.amountPaise });
  if (!row) {
    // Another request settled the checkout meanwhile: answer what it did.
    return inTransaction(deps.db, (tx) => placeInTransaction(tx, deps, checkoutId, paymentId, null));
  }
  if (paymentId === null) {
    deps.log.warn(
      { checkoutId, reason },
      'unpaid checkout (covered or cash on delivery) rejected; nothing was charged',
    );
  } else {
    deps.log.warn({ checkoutId, paymentId, reason }, 'paid checkout rejected; refunding');
    deps.metrics?.paymentRefused('rejected_refunded');
    await refundRejectedCheckout(deps, checkoutId);
  }
  return { kind: 'rejected', code, reason, amountPaise: row.amountPaise };
}
