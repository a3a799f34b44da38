import type { z } from 'zod';
import type { checkouts } from '../db/schema.js';
import { pointsValuePaise } from '../membership/points.js';
import type { checkoutJsonSchema } from './schemas.js';

export type CheckoutRow = typeof checkouts.$inferSelect;

export const STORE_NAME = 'Sutra';

/** POST /payment/order's `result`: what checkout.js is opened with, and the amounts the server charges, in paise. */
export type CheckoutJson = z.infer<typeof checkoutJsonSchema>;

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
