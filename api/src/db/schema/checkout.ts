/** Checkouts: a priced cart waiting to be paid and placed, and the Razorpay webhook events already handled. */

import type { PlacementRefusalCode } from '@sutra/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { orderAddressJsonSchema } from '../../orders/schemas.js';
import { buyers } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { coupons } from './coupons.js';

/** An address as a checkout and its order keep it: the shape the api answers (`orderAddressJsonSchema`). */
export type StoredOrderAddress = z.infer<typeof orderAddressJsonSchema>;

/** A cart line as a checkout priced it: what the payment covers, and what the order will hold. */
export interface CheckoutLine {
  /** The cart line it came from (removed from the cart when the order is placed). */
  cartLineId: string;
  productId: string;
  variantId: string | null;
  name: string;
  image: string;
  attributes: Record<string, string>;
  quantity: number;
  unitPricePaise: number;
  retailPricePaise: number;
}

/**
 * A priced checkout waiting for its Razorpay payment: the amounts charged, the lines, the addresses and the Razorpay
 * order. Placing the order (browser or webhook) reads everything from here, never from the client.
 * `status`: pending, then placed (with `orderId`) or rejected (the order could not be placed; the payment is refunded).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** Null when coupon and points cover the whole order: nothing to pay, so no Razorpay order. */
    razorpayOrderId: text('razorpay_order_id'),
    status: text('status', { enum: ['pending', 'placed', 'rejected'] })
      .notNull()
      .default('pending'),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    discountPaise: integer('discount_paise').notNull(),
    pointsUsed: integer('points_used').notNull(),
    delivery: text('delivery', { enum: ['standard', 'express'] }).notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    /**
     * The delivery date promised at checkout for the chosen option (YYYY-MM-DD in India), from the courier it ships by;
     * tracking shows this date. Null when no date was promised (orders placed before promises were kept).
     */
    promisedBy: text('promised_by'),
    /** Shiprocket's courier the promise was made by, booked for the shipment; null: Shiprocket's own choice. */
    courierCompanyId: integer('courier_company_id'),
    /** How the buyer chose to pay: online through Razorpay (or nothing, when covered), or cash on delivery. */
    paymentChoice: text('payment_choice', { enum: ['online', 'cod'] })
      .notNull()
      .default('online'),
    /** The cash-on-delivery fee in the amount (0 unless paid on delivery). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Whether the buyer agreed, at this checkout, to order updates on WhatsApp (the order keeps it). */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    deliveryAddress: jsonb('delivery_address').$type<StoredOrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredOrderAddress>().notNull(),
    /** Why the order could not be placed (then the payment is refunded). */
    rejection: text('rejection'),
    /** The same reason as a code from the refusal catalogue; null on checkouts rejected before it was kept. */
    rejectionCode: text('rejection_code').$type<PlacementRefusalCode>(),
    /** The payment that paid it (set when placed or rejected). */
    razorpayPaymentId: text('razorpay_payment_id'),
    /** Razorpay's refund of a rejected checkout's payment; null while one is due. */
    refundId: text('refund_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkouts_razorpay_order_key').on(t.razorpayOrderId),
    index('checkouts_buyer_created_idx').on(t.buyerId, t.createdAt),
    check(
      'checkouts_amounts',
      sql`${t.pointsUsed} >= 0 and ${t.discountPaise} >= 0 and ((${t.paymentChoice} = 'online' and ${t.codFeePaise} = 0 and ((${t.amountPaise} >= 100 and ${t.razorpayOrderId} is not null) or (${t.amountPaise} = 0 and ${t.razorpayOrderId} is null))) or (${t.paymentChoice} = 'cod' and ${t.codFeePaise} >= 0 and ${t.amountPaise} >= 100 and ${t.razorpayOrderId} is null))`,
    ),
  ],
);

/** Razorpay webhook events already handled, by event id: a repeated delivery is answered and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
