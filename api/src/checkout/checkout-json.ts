import type { checkouts, StoredOrderAddress } from '../db/schema.js';
import { pointsValuePaise } from '../membership/points.js';

export type CheckoutRow = typeof checkouts.$inferSelect;

export const STORE_NAME = 'Sutra';

/** POST /payment/order's `result`: what checkout.js is opened with, and the amounts the server charges, in paise. */
export interface CheckoutJson {
  _id: string;
  /** Null when there is nothing to pay (coupon and points cover everything). */
  razorpayOrderId: string | null;
  /** False when coupon and points cover everything: place it with `POST /order/covered`, without Razorpay. */
  paymentRequired: boolean;
  keyId: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  subtotalPaise: number;
  couponCode: string | null;
  discountPaise: number;
  membershipPointsUsed: number;
  /** What the points take off: their value, at most the amount after the discount. */
  pointsValuePaise: number;
  delivery: 'standard' | 'express';
  deliveryChargePaise: number;
  /** `cod`: the courier collects `totalPaise` on delivery (placed by POST /order/cod). */
  paymentMethod: 'online' | 'cod';
  codFeePaise: number;
  totalPaise: number;
  deliveryAddress: StoredOrderAddress;
  billingAddress: StoredOrderAddress;
  expiresAt: string;
}

export function toCheckoutJson(row: CheckoutRow, keyId: string): CheckoutJson {
  const items = row.lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    _id: row.id,
    razorpayOrderId: row.razorpayOrderId,
    paymentRequired: row.razorpayOrderId !== null,
    keyId,
    amount: row.amountPaise,
    currency: 'INR',
    name: STORE_NAME,
    description: `${items} ${items === 1 ? 'item' : 'items'}`,
    prefill: { name: row.name, email: row.email, contact: row.phone },
    subtotalPaise: row.subtotalPaise,
    couponCode: row.couponCode,
    discountPaise: row.discountPaise,
    membershipPointsUsed: row.pointsUsed,
    pointsValuePaise: pointsValuePaise(row.pointsUsed, row.subtotalPaise - row.discountPaise),
    delivery: row.delivery,
    deliveryChargePaise: row.deliveryPaise,
    paymentMethod: row.paymentChoice,
    codFeePaise: row.codFeePaise,
    totalPaise: row.amountPaise,
    deliveryAddress: row.deliveryAddress,
    billingAddress: row.billingAddress,
    expiresAt: row.expiresAt.toISOString(),
  };
}
