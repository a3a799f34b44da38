import type { InvoiceSeller } from '@sutra/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { isInStock } from '../cart/pricing.js';
import { loadProducts } from '../catalog/product-loader.js';
import { COUPON_USED_BY_BUYER, COUPON_USED_UP, couponUse, couponUsedTimes } from '../coupons/service.js';
import type { Db } from '../db/client.js';
import { isTransientConflict, isUniqueViolation } from '../db/errors.js';
import {
  type CheckoutLine,
  cartLines,
  checkouts,
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  pointsEntries,
} from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { issueInvoice } from '../invoices/issue.js';
import { pointsBalance, pointsEarnedFor } from '../membership/points.js';
import { formatRupees } from '../money-format.js';
import type { OrderDeps } from './deps.js';
import type { OrderJson } from './order-json.js';
import { confirmPayment } from './payment-confirmation.js';
import { getOrder } from './service.js';
import { createShipment, refundRejectedCheckout } from './shipments.js';
import { takeStock } from './stock.js';

export const ORDER_PLACED = 'Order placed successfully';
/** Another buyer's checkout answers this too, exactly like one that does not exist. */
export const CHECKOUT_NOT_FOUND = 'Checkout not found';
export const PAYMENT_NOT_VERIFIED = 'Payment verification failed';
export const CART_CHANGED = 'your cart changed since this order was priced';
export const POINTS_SPENT_ELSEWHERE = 'your membership points were spent on another order';
export const noLongerAvailable = (name: string) => `${name} is no longer available`;
export const orderRejected = (reason: string, amountPaise: number) =>
  `We could not place your order: ${reason}. Your payment of ${formatRupees(amountPaise)} is being refunded.`;

export interface PaymentProof {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export interface PlacedOrder {
  order: OrderJson;
  /** False when the order already existed (the same payment sent again, or the webhook came first). */
  created: boolean;
}

/** Why a paid checkout cannot become an order; thrown inside the transaction, so everything it did rolls back. */
class Rejection extends Error {}

export type Outcome =
  | { kind: 'placed'; orderId: string; buyerId: string; created: boolean }
  | { kind: 'rejected'; reason: string; amountPaise: number };

/**
 * POST /order: the browser came back from Razorpay. The checkout must be the buyer's (another buyer's answers 404),
 * the signature must be Razorpay's for the checkout's stored Razorpay order and this payment, and Razorpay must then
 * confirm the payment itself (`placePaidCheckout`). Nothing else in the request is read.
 */
export async function placeOrderForBuyer(deps: OrderDeps, buyerId: string, proof: PaymentProof): Promise<PlacedOrder> {
  const [checkout] = await deps.db
    .select({ id: checkouts.id, buyerId: checkouts.buyerId, razorpayOrderId: checkouts.razorpayOrderId })
    .from(checkouts)
    .where(eq(checkouts.razorpayOrderId, proof.razorpayOrderId));
  if (!checkout?.razorpayOrderId || checkout.buyerId !== buyerId) throw notFound(CHECKOUT_NOT_FOUND);
  const signed = deps.razorpay.isPaymentSignatureValid(
    checkout.razorpayOrderId,
    proof.razorpayPaymentId,
    proof.razorpaySignature,
  );
  if (!signed) throw badRequest(PAYMENT_NOT_VERIFIED);
  return placePaidCheckout(deps, checkout.id, proof.razorpayPaymentId);
}

/**
 * Turns a paid checkout into an order — from the browser (signature checked) or the payment webhook (its signature
 * checked). Neither signature is proof of payment (the secrets may leak; the sandbox's are published), so a pending
 * checkout is placed only once Razorpay confirms the payment (`confirmPayment`: this order, this amount, captured —
 * capturing it if only authorized); a checkout already settled answers what it became without asking. One transaction holds the checkout's and the buyer's row locks and does everything: re-checks coupon
 * limits, the points balance and stock, takes the stock, records the coupon use and the points spent and earned,
 * writes the order, removes the bought cart lines and marks the checkout placed. A checkout already placed answers its
 * order (so one payment places one order, however often it is sent); unique keys on the checkout and payment back
 * that up. When the order cannot be placed (sold out meanwhile, points or coupon used up by another order), the
 * checkout is rejected and the payment refunded. After the commit, the Shiprocket order is created (or retried later).
 */
export async function placePaidCheckout(deps: OrderDeps, checkoutId: string, paymentId: string): Promise<PlacedOrder> {
  const [checkout] = await deps.db
    .select({
      status: checkouts.status,
      razorpayOrderId: checkouts.razorpayOrderId,
      amountPaise: checkouts.amountPaise,
    })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  // A checkout without a Razorpay order has nothing a payment could be for.
  if (!checkout?.razorpayOrderId) throw notFound(CHECKOUT_NOT_FOUND);
  const { razorpayOrderId } = checkout;
  if (checkout.status === 'pending') await confirmPayment(deps.razorpay, { ...checkout, razorpayOrderId }, paymentId);
  const outcome = await placeWithRetry(deps, checkoutId, paymentId);
  if (outcome.kind === 'rejected') throw conflict(orderRejected(outcome.reason, outcome.amountPaise));
  if (outcome.created) {
    deps.log.info({ orderId: outcome.orderId, paymentId }, 'order placed');
    await createShipment(deps, outcome.orderId);
  }
  return { order: await getOrder(deps.db, outcome.buyerId, outcome.orderId), created: outcome.created };
}

/**
 * Places the checkout in one transaction, run again on the conflicts a concurrent placement causes. `paymentId` is the
 * Razorpay payment that paid it, or null for a checkout coupon and points cover wholly (nothing was charged).
 */
export async function placeWithRetry(deps: OrderDeps, checkoutId: string, paymentId: string | null): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(deps.db, (tx) => placeInTransaction(tx, deps.seller, checkoutId, paymentId));
    } catch (error) {
      if (error instanceof Rejection) return reject(deps, checkoutId, paymentId, error.message);
      // A concurrent placement of the same checkout (it answers the order on the next try), two orders that drew the
      // same order number, or two orders taking the same stock in another order: run it again.
      if ((isUniqueViolation(error) || isTransientConflict(error)) && attempt < 4) continue;
      throw error;
    }
  }
}

async function placeInTransaction(
  tx: Db,
  seller: InvoiceSeller,
  checkoutId: string,
  paymentId: string | null,
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
    return { kind: 'rejected', reason: checkout.rejection ?? 'it was rejected', amountPaise: checkout.amountPaise };
  }
  await lockBuyer(tx, buyerId);
  if (paymentId === null) await checkUnpaidCheckout(tx, checkout);

  const products = await loadProducts(
    tx,
    checkout.lines.map((l) => l.productId),
  );
  for (const line of checkout.lines) {
    const product = products.find((p) => p._id === line.productId);
    if (!product || !isInStock(product)) throw new Rejection(noLongerAvailable(line.name));
  }

  if (checkout.couponId) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, checkout.couponId)).for('update');
    const use = await couponUse(tx, checkout.couponId, buyerId);
    // The discount was granted when the checkout was priced; only the use limits are checked again here, since
    // another order may have used the coupon meanwhile.
    if (!coupon) throw new Rejection(COUPON_USED_UP);
    if (coupon.totalUses !== null && use.total >= coupon.totalUses) throw new Rejection(COUPON_USED_UP);
    if (coupon.usesPerBuyer !== null && use.byBuyer >= coupon.usesPerBuyer) {
      throw new Rejection(coupon.usesPerBuyer === 1 ? COUPON_USED_BY_BUYER : couponUsedTimes(use.byBuyer));
    }
  }

  if (checkout.pointsUsed > 0 && (await pointsBalance(tx, buyerId)) < checkout.pointsUsed) {
    throw new Rejection(POINTS_SPENT_ELSEWHERE);
  }

  const shortage = await takeStock(tx, checkout.lines);
  if (shortage) throw new Rejection(shortage);

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
      name: checkout.name,
      email: checkout.email,
      phone: checkout.phone,
      deliveryAddress: checkout.deliveryAddress,
      billingAddress: checkout.billingAddress,
      delivery: checkout.delivery,
      subtotalPaise: checkout.subtotalPaise,
      couponCode: checkout.couponCode,
      discountPaise: checkout.discountPaise,
      pointsUsed: checkout.pointsUsed,
      deliveryPaise: checkout.deliveryPaise,
      codFeePaise: checkout.codFeePaise,
      totalPaise: checkout.amountPaise,
      pointsEarned,
      paidAt: paidNow ? new Date() : null,
      // Picked up by the retry worker if this process stops before the Shiprocket order is made.
      shipmentRetryAt: new Date(Date.now() + 60_000),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert answered no row');
  await tx.insert(orderLines).values(checkout.lines.map((line, position) => lineRow(order.id, line, position)));
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
  await issueInvoice(tx, order.id, seller);
  return { kind: 'placed', orderId: order.id, buyerId, created: true };
}

/**
 * A checkout placed without a payment (covered by coupon and points, or paid on delivery) must still be what the
 * buyer's cart holds (every priced line, at its quantity): nothing was paid that would have to be honoured, and a
 * second checkout of the same cart (a double click, a replayed request) then finds its lines gone instead of placing
 * the goods twice.
 */
async function checkUnpaidCheckout(tx: Db, checkout: typeof checkouts.$inferSelect): Promise<void> {
  const unpaid = checkout.paymentChoice === 'cod' || checkout.amountPaise === 0;
  if (!unpaid || checkout.razorpayOrderId !== null) throw new Error('this checkout needs a payment');
  const held = await tx
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.buyerId, checkout.buyerId),
        inArray(
          cartLines.id,
          checkout.lines.map((l) => l.cartLineId),
        ),
      ),
    );
  const unchanged = checkout.lines.every((line) =>
    held.some((row) => row.id === line.cartLineId && row.quantity === line.quantity),
  );
  if (!unchanged) throw new Rejection(CART_CHANGED);
}

const lineRow = (orderId: string, line: CheckoutLine, position: number) => ({
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
});

/** The spec's order number is the placement timestamp (ms); the next free one when two orders share a millisecond. */
async function freeOrderNumber(tx: Db): Promise<string> {
  for (let candidate = Date.now(); ; candidate++) {
    const [taken] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, String(candidate)));
    if (!taken) return String(candidate);
  }
}

/** Records why the paid checkout could not become an order, then refunds the payment (retried later if it fails). */
async function reject(deps: OrderDeps, checkoutId: string, paymentId: string | null, reason: string): Promise<Outcome> {
  const [row] = await deps.db
    .update(checkouts)
    .set({ status: 'rejected', rejection: reason, razorpayPaymentId: paymentId, updatedAt: new Date() })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'pending')))
    .returning({ amountPaise: checkouts.amountPaise });
  if (!row) {
    // Another request settled the checkout meanwhile: answer what it did.
    return inTransaction(deps.db, (tx) => placeInTransaction(tx, deps.seller, checkoutId, paymentId));
  }
  if (paymentId === null) {
    deps.log.warn(
      { checkoutId, reason },
      'unpaid checkout (covered or cash on delivery) rejected; nothing was charged',
    );
  } else {
    deps.log.warn({ checkoutId, paymentId, reason }, 'paid checkout rejected; refunding');
    await refundRejectedCheckout(deps, checkoutId);
  }
  return { kind: 'rejected', reason, amountPaise: row.amountPaise };
}
