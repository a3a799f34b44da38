import { flooredQuotient } from '@sutra/rules';
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

/**
 * What units worth `valuePaise` (at their selling prices) of the order's goods came to after the coupon and the
 * points: their share of the goods' part of the total, rounded down to the paisa, so the parts given back never add
 * up to more than was charged (the last cancellation takes the rest, `wholeOf`).
 */
export function goodsShare(order: OrderShares, valuePaise: number): number {
  if (order.subtotalPaise <= 0) return 0;
  const goodsPaid = order.totalPaise - order.deliveryPaise - order.codFeePaise;
  return flooredQuotient(Math.max(0, goodsPaid) * valuePaise, order.subtotalPaise);
}

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
