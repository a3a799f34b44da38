import { eq } from 'drizzle-orm';
import { checkouts } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { OrderDeps } from './deps.js';
import { CHECKOUT_NOT_FOUND, type PlacedOrder, placeWithRetry } from './place-order.js';
import { getOrder } from './service.js';
import { createShipment } from './shipments.js';

export const PAYMENT_REQUIRED = 'This order has an amount to pay: complete the payment to place it';
export const COVERED_CHECKOUT_EXPIRED = 'This checkout has expired. Please complete your purchase again.';
export const orderNotPlaced = (reason: string) => `We could not place your order: ${reason}. Nothing was charged.`;

/**
 * POST /order/covered: places a checkout that coupon and points cover wholly (the server priced it at ₹0 when it was
 * started), without Razorpay. It goes through the same transaction as a paid order: stock, coupon use, points spent
 * and earned, all re-checked under the buyer's lock, plus the cart still holding what was priced. A checkout with an
 * amount to pay is refused, whatever the client says; another buyer's answers 404. The same checkout answers the same
 * order however often it is sent, and a second checkout of the same cart is refused, so neither points nor a coupon
 * can be spent twice.
 */
export async function placeCoveredCheckout(deps: OrderDeps, buyerId: string, checkoutId: string): Promise<PlacedOrder> {
  const [checkout] = await deps.db
    .select({
      buyerId: checkouts.buyerId,
      status: checkouts.status,
      amountPaise: checkouts.amountPaise,
      razorpayOrderId: checkouts.razorpayOrderId,
      expiresAt: checkouts.expiresAt,
    })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  if (!checkout || checkout.buyerId !== buyerId) throw notFound(CHECKOUT_NOT_FOUND);
  if (checkout.amountPaise !== 0 || checkout.razorpayOrderId !== null) throw badRequest(PAYMENT_REQUIRED);
  // Nothing was paid that would have to be honoured: an old price is not placed (a settled one still answers).
  if (checkout.status === 'pending' && checkout.expiresAt.getTime() <= Date.now()) {
    throw badRequest(COVERED_CHECKOUT_EXPIRED);
  }
  const outcome = await placeWithRetry(deps, checkoutId, null);
  if (outcome.kind === 'rejected') throw conflict(orderNotPlaced(outcome.reason));
  if (outcome.created) {
    deps.log.info({ orderId: outcome.orderId, checkoutId }, 'order placed, covered by coupon and points');
    await createShipment(deps, outcome.orderId);
  }
  return { order: await getOrder(deps.db, outcome.buyerId, outcome.orderId), created: outcome.created };
}
