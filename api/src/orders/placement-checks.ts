import type { PlacementRefusalCode } from '@sutra/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { isInStock } from '../cart/pricing.js';
import { loadProducts } from '../catalog/product-loader.js';
import { COUPON_USED_BY_BUYER, COUPON_USED_UP, couponUse, couponUsedTimes } from '../coupons/service.js';
import { ACCOUNT_BLOCKED, isBlocked } from '../customers/blocking.js';
import type { Db } from '../db/client.js';
import { cartLines, type checkouts, coupons } from '../db/schema.js';
import { pointsBalance } from '../membership/points.js';

/** Another buyer's checkout answers this too, exactly like one that does not exist. */
export const CHECKOUT_NOT_FOUND = 'Checkout not found';
export const CART_CHANGED = 'your cart changed since this order was priced';
export const POINTS_SPENT_ELSEWHERE = 'your membership points were spent on another order';
export const noLongerAvailable = (name: string) => `${name} is no longer available`;

/** Why a paid checkout cannot become an order; thrown inside the transaction, so everything it did rolls back. */
export class Rejection extends Error {
  constructor(
    readonly code: PlacementRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'Rejection';
  }
}

type Checkout = typeof checkouts.$inferSelect;

/**
 * What may have changed since the checkout was priced, checked again under the buyer's lock before anything is
 * written: the buyer not blocked since (staff block under the same lock), every product still for sale, the coupon's
 * use limits (another order may have used it meanwhile) and the points balance. Stock is checked as it is taken.
 * Throws a `Rejection` saying what changed; a payment already taken is refunded by the rejection.
 */
export async function checkStillPlaceable(tx: Db, checkout: Checkout): Promise<void> {
  if (await isBlocked(tx, checkout.buyerId)) throw new Rejection('account_blocked', ACCOUNT_BLOCKED);
  const products = await loadProducts(
    tx,
    checkout.lines.map((l) => l.productId),
  );
  for (const line of checkout.lines) {
    const product = products.find((p) => p._id === line.productId);
    if (!product || !isInStock(product)) throw new Rejection('out_of_stock', noLongerAvailable(line.name));
  }

  if (checkout.couponId) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, checkout.couponId)).for('update');
    const use = await couponUse(tx, checkout.couponId, checkout.buyerId);
    // The discount was granted when the checkout was priced; only the use limits are checked again here, since
    // another order may have used the coupon meanwhile.
    if (!coupon) throw new Rejection('coupon_used_up', COUPON_USED_UP);
    if (coupon.totalUses !== null && use.total >= coupon.totalUses) {
      throw new Rejection('coupon_used_up', COUPON_USED_UP);
    }
    if (coupon.usesPerBuyer !== null && use.byBuyer >= coupon.usesPerBuyer) {
      const message = coupon.usesPerBuyer === 1 ? COUPON_USED_BY_BUYER : couponUsedTimes(use.byBuyer);
      throw new Rejection('coupon_used_by_buyer', message);
    }
  }

  if (checkout.pointsUsed > 0 && (await pointsBalance(tx, checkout.buyerId)) < checkout.pointsUsed) {
    throw new Rejection('points_spent', POINTS_SPENT_ELSEWHERE);
  }
}

/**
 * A checkout placed without a payment (covered by coupon and points, or paid on delivery) must still be what the
 * buyer's cart holds (every priced line, at its quantity): nothing was paid that would have to be honoured, and a
 * second checkout of the same cart (a double click, a replayed request) then finds its lines gone instead of placing
 * the goods twice.
 */
export async function checkUnpaidCheckout(tx: Db, checkout: Checkout): Promise<void> {
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
  if (!unchanged) throw new Rejection('cart_changed', CART_CHANGED);
}
