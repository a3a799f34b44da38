import { flooredQuotient, goodsShare } from '@sutra/rules';
import { pointsEarnedFor } from '../membership/points.js';

/** The money and points of an order that units given back are measured against. */
export interface OrderShares {
  subtotalPaise: number;
  totalPaise: number;
  deliveryPaise: number;
  codFeePaise: number;
  pointsUsed: number;
  pointsEarned: number;
}

/** The money share of units given back is the shared rule (the admin previews it). */
export { goodsShare };

/**
 * The points spent on units worth `valuePaise`, rounded down (the buyer gets back whole points only; the last
 * cancellation gives back the rest).
 */
export function pointsShare(order: OrderShares, valuePaise: number): number {
  if (order.subtotalPaise <= 0) return 0;
  return flooredQuotient(order.pointsUsed * valuePaise, order.subtotalPaise);
}

/**
 * The points the order still earns once units worth `cancelledValuePaise` are cancelled: the earning rule (1 per whole
 * ₹100) over what the order is still worth, never more than it earned before.
 */
export function pointsStillEarned(order: OrderShares, cancelledValuePaise: number): number {
  return Math.min(order.pointsEarned, pointsEarnedFor(order.totalPaise - goodsShare(order, cancelledValuePaise)));
}
