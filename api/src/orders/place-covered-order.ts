import { eq } from 'drizzle-orm';
import { checkouts } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { OrderDeps } from './deps.js';
import type { PlacedOrder } from './place-order.js';
import { placeWithRetry } from './placement.js';
import { CHECKOUT_NOT_FOUND } from './placement-checks.js';
import { getOrder } from './service.js';
import { createShipment } from './shipments.js';

export const PAYMENT_REQUIRED = 'This order has an amount to pay: complete the payment to place it';
export const COVERED_CHECKOUT_EXPIRED = 'This checkout has expired. Please complete your purchase again.';
export const orderNotPlaced = (reason: string) => `We could not place your order: ${reason}. Nothing was charged.`;

/** POST /order/cod: a checkout that is not paid on delivery. */
export const NOT_CASH_ON_DELIVERY = 'This checkout is not paid on delivery';

type UnpaidKind = 'covered' | 'cod';

/**
 * POST /order/covered: places a checkout that coupon and points cover wholly (the server priced it at ₹0 when it was
 * started), without Razorpay. It goes through the same transaction as a paid order: stock, coupon use, points spent
 * and earned, all re-checked under the buyer's lock, plus the cart still holding what was priced. A checkout with an
 * amount to pay is refused, whatever the client says; another buyer's answers 404. The same checkout answers the same
 * order however often it is sent, and a second checkout of the same cart is refused, so neither points nor a coupon
 * can be spent twice.
 */
export const placeCoveredCheckout = (deps: OrderDeps, buyerId: string, checkoutId: string): Promise<PlacedOrder> =>
  placeUnpaidCheckout(deps, buyerId, checkoutId, 'covered');

/**
 * POST /order/cod: places a cash-on-delivery checkout (the server offered cash on delivery for its amount and pincode
 * when it was started and added the fee), without Razorpay, through the same transaction and the same guards as a
 * covered one: coupon, points and stock are taken now; the order is paid, and earns its points, on delivery. A
 * checkout started to be paid online is refused, so an online price cannot be turned into an unpaid order.
 */
export const placeCodCheckout = (deps: OrderDeps, buyerId: string, checkoutId: string): Promise<PlacedOrder> =>
  placeUnpaidCheckout(deps, buyerId, checkoutId, 'cod');

async function placeUnpaidCheckout(
  deps: OrderDeps,
  buyerId: string,
  checkoutId: string,
  kind: UnpaidKind,
): Promise<PlacedOrder> {
  const [checkout] = await deps.db
    .select({
      buyerId: checkouts.buyerId,
      status: checkouts.status,
      amountPaise: checkouts.amountPaise,
      razorpayOrderId: checkouts.razorpayOrderId,
      paymentChoice: checkouts.paymentChoice,
      expiresAt: checkouts.expiresAt,
    })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  if (!checkout || checkout.buyerId !== buyerId) throw notFound(CHECKOUT_NOT_FOUND);
  if (kind === 'cod' && checkout.paymentChoice !== 'cod')
    throw badRequest('payment_method_mismatch', NOT_CASH_ON_DELIVERY);
  if (kind === 'covered' && (checkout.amountPaise !== 0 || checkout.razorpayOrderId !== null)) {
    throw badRequest('payment_method_mismatch', PAYMENT_REQUIRED);
  }
  // Nothing was paid that would have to be honoured: an old price is not placed (a settled one still answers).
  if (checkout.status === 'pending' && checkout.expiresAt.getTime() <= Date.now()) {
    throw badRequest('checkout_expired', COVERED_CHECKOUT_EXPIRED);
  }
  const outcome = await placeWithRetry(deps, checkoutId, null);
  if (outcome.kind === 'rejected') throw conflict(outcome.code, orderNotPlaced(outcome.reason));
  if (outcome.created) {
    const how = kind === 'cod' ? 'order placed, cash on delivery' : 'order placed, covered by coupon and points';
    deps.log.info({ orderId: outcome.orderId, checkoutId }, how);
    // Cash on delivery waits for its confirmation (`cod-confirmation.ts`); a covered order ships now.
    if (kind === 'covered') await createShipment(deps, outcome.orderId);
  }
  return { order: await getOrder(deps.db, outcome.buyerId, outcome.orderId), created: outcome.created };
}
