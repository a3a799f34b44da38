import { flooredQuotient } from '../money.js';

/**
 * How many membership points an order spends (spec 2, "Price"). The api prices every checkout with this; it lives
 * here, not in the api, only so that test stand-ins for the api's checkout answer can price the same way. No
 * screen computes it: the browser shows the points the server's price says were used.
 */

/** One point takes ₹1 (100 paise) off an order. */
export const POINT_VALUE_PAISE = 100;

/**
 * Razorpay's smallest charge, ₹1 (its orders API refuses less): points that do not cover the whole order never bring
 * the payment below it. Points that do cover it leave nothing to pay, and no Razorpay order is made.
 */
export const MIN_CHARGE_PAISE = 100;

/**
 * The most points an order may spend while a payment is still due (capped at the amount after the discount), less
 * ₹1 so that Razorpay still has something to charge.
 */
export const maxPointsFor = (afterDiscountPaise: number): number =>
  Math.max(0, flooredQuotient(afterDiscountPaise - MIN_CHARGE_PAISE, POINT_VALUE_PAISE));

/** The points that cover `afterDiscountPaise` wholly: whole points, so a part of a rupee takes a whole point. */
export const pointsToCover = (afterDiscountPaise: number): number =>
  Math.max(0, -flooredQuotient(-afterDiscountPaise, POINT_VALUE_PAISE));

/** What `pointsUsed` points take off: their value, at most the amount after the discount. */
export const pointsValuePaise = (pointsUsed: number, afterDiscountPaise: number): number =>
  Math.min(Math.max(0, afterDiscountPaise), pointsUsed * POINT_VALUE_PAISE);

export interface PointsSpent {
  pointsUsed: number;
  /** What the points take off: their value, at most the amount after the discount. */
  pointsOffPaise: number;
}

/**
 * The points an order spends from `balance` (0 when the buyer turned points off): enough to cover the amount after
 * the discount wholly when the balance allows it and what is then left (delivery) is nothing or chargeable;
 * otherwise as many as leave Razorpay's ₹1 minimum to charge.
 */
export function pointsToSpend(input: {
  afterDiscountPaise: number;
  balance: number;
  deliveryPaise: number;
}): PointsSpent {
  const afterDiscount = Math.max(0, input.afterDiscountPaise);
  const balance = Math.max(0, Math.floor(input.balance));
  const covering = pointsToCover(afterDiscount);
  const canCover = balance >= covering && (input.deliveryPaise === 0 || input.deliveryPaise >= MIN_CHARGE_PAISE);
  const pointsUsed = canCover ? covering : Math.min(balance, maxPointsFor(afterDiscount));
  return { pointsUsed, pointsOffPaise: pointsValuePaise(pointsUsed, afterDiscount) };
}
