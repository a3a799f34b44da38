import { flooredQuotient } from '../money.js';

/** The figures of an order that a share of its goods is measured against. */
export interface OrderFigures {
  subtotalPaise: number;
  totalPaise: number;
  deliveryPaise: number;
  codFeePaise: number;
}

/**
 * What units worth `valuePaise` (at their selling prices) of an order's goods came to after its coupon and points:
 * their share of the goods' part of the total, rounded down to the paisa, so parts given back never add up to more
 * than was charged. A cancellation or refund of some units gives back `goodsShare(after) - goodsShare(before)`, where
 * before and after are the value of every unit given back so far; the api charges exactly this, and the admin shows
 * it before staff confirm.
 */
export function goodsShare(order: OrderFigures, valuePaise: number): number {
  if (order.subtotalPaise <= 0) return 0;
  const goodsPaid = Math.max(0, order.totalPaise - order.deliveryPaise - order.codFeePaise);
  return flooredQuotient(goodsPaid * valuePaise, order.subtotalPaise);
}
