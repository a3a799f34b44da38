/** Placed orders, their lines, and the coupon uses they made. */

import { ORDER_STATUSES } from '@sutra/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers } from './accounts.js';
import { checkouts, type StoredOrderAddress } from './checkout.js';
import { createdAt, id, updatedAt } from './columns.js';
import { coupons } from './coupons.js';

/**
 * A placed order. Money is what the checkout charged, fixed here. One order per checkout and per Razorpay payment
 * (unique), however often the browser or the webhook repeats. `orderStatus` follows Shiprocket's status webhooks;
 * `shiprocketOrderId` is null until the shipment is created (retried while Shiprocket is down).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    orderNumber: text('order_number').notNull(),
    /**
     * How it is paid: by a Razorpay payment, wholly by coupon and points (then no Razorpay ids), or in cash to the
     * courier on delivery (then `paidAt` is set when the shipment is delivered).
     */
    paymentMethod: text('payment_method', { enum: ['razorpay', 'points', 'cod'] })
      .notNull()
      .default('razorpay'),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    /** How Razorpay says the buyer paid (`card`, `upi`, `netbanking`, `wallet` …), read at placement; null otherwise. */
    paymentInstrument: text('payment_instrument'),
    /**
     * When a cash-on-delivery order was confirmed (by staff or by the buyer's mailed link): until then it is not sent
     * to Shiprocket, so a parcel nobody wants is never shipped both ways. Null for every other order.
     */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** Who confirmed it: a member of staff's id, or `buyer`. */
    codConfirmedBy: text('cod_confirmed_by'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /**
     * Whether the buyer agreed at checkout to order updates on WhatsApp: this order's messages go by WhatsApp then,
     * else by SMS (to `phone`). A later change in the profile does not touch orders placed before it.
     */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    deliveryAddress: jsonb('delivery_address').$type<StoredOrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredOrderAddress>().notNull(),
    delivery: text('delivery', { enum: ['standard', 'express'] }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    couponCode: text('coupon_code'),
    discountPaise: integer('discount_paise').notNull(),
    pointsUsed: integer('points_used').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    /**
     * The delivery date promised at checkout for the chosen option (YYYY-MM-DD in India), from the courier it ships by;
     * tracking shows this date. Null when no date was promised (orders placed before promises were kept).
     */
    promisedBy: text('promised_by'),
    /** Shiprocket's courier the promise was made by, booked for the shipment; null: Shiprocket's own choice. */
    courierCompanyId: integer('courier_company_id'),
    /** The cash-on-delivery fee included in the total (0 for orders paid online). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** Points the order earns; a cash-on-delivery order's are credited when it is delivered (and paid). */
    pointsEarned: integer('points_earned').notNull(),
    /** When the money was received: at placement when paid online or covered; on delivery for cash on delivery. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    orderStatus: text('order_status', {
      enum: ORDER_STATUSES,
    })
      .notNull()
      .default('Pending'),
    /** Shiprocket's last status accepted (NEW, SHIPPED …), or PENDING before the shipment exists. */
    shippingStatus: text('shipping_status').notNull().default('PENDING'),
    /** When the courier delivered it (Shiprocket's tracking's delivered date); the return window counts from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * A status that would move money (delivered, cancelled, returned) which Shiprocket's tracking has not confirmed
     * yet: what the webhook claimed, kept until tracking confirms it, shows another ending, or is given up on.
     */
    unconfirmedStatus: text('unconfirmed_status'),
    /** When to ask Shiprocket's tracking about it again (null when nothing waits), and how often it was asked. */
    statusCheckAt: timestamp('status_check_at', { withTimezone: true }),
    statusCheckAttempts: integer('status_check_attempts').notNull().default(0),
    shiprocketOrderId: text('shiprocket_order_id'),
    shiprocketShipmentId: text('shiprocket_shipment_id'),
    /** Failed attempts at creating the shipment, and when to try next (null once created). */
    shipmentAttempts: integer('shipment_attempts').notNull().default(0),
    shipmentRetryAt: timestamp('shipment_retry_at', { withTimezone: true }),
    shipmentError: text('shipment_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_checkout_key').on(t.checkoutId),
    uniqueIndex('orders_razorpay_payment_key').on(t.razorpayPaymentId),
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    check(
      'orders_payment_method',
      sql`(${t.paymentMethod} = 'razorpay' and ${t.razorpayPaymentId} is not null and ${t.totalPaise} >= 100 and ${t.codFeePaise} = 0) or (${t.paymentMethod} = 'points' and ${t.razorpayPaymentId} is null and ${t.totalPaise} = 0 and ${t.codFeePaise} = 0) or (${t.paymentMethod} = 'cod' and ${t.razorpayPaymentId} is null and ${t.totalPaise} >= 100)`,
    ),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    index('orders_shipment_retry_idx').on(t.shipmentRetryAt).where(sql`${t.shiprocketOrderId} is null`),
    index('orders_shiprocket_order_idx').on(t.shiprocketOrderId),
    index('orders_status_check_idx').on(t.statusCheckAt).where(sql`${t.statusCheckAt} is not null`),
    // The back office's list: newest first, keyset on (created_at, id), narrowed by status, method or state.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt, t.id),
    index('orders_method_created_idx').on(t.paymentMethod, t.paymentInstrument, t.createdAt, t.id),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    // A phone is kept as typed (+91 98…, 098…): searched by its last ten digits.
    index('orders_phone_digits_idx').on(sql`right(regexp_replace(${t.phone}, '\\D', '', 'g'), 10)`),
    index('orders_delivery_pincode_idx').on(sql`(${t.deliveryAddress}->>'pincode')`, t.createdAt),
    // The COD queue: orders waiting for a confirmation, oldest first.
    index('orders_cod_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'cod' and ${t.codConfirmedAt} is null and ${t.orderStatus} = 'Pending'`),
  ],
);

/** One product line of an order, as bought: name, image, options and prices at purchase. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantity: smallint('quantity').notNull(),
    /** Units cancelled before dispatch (given back to stock); the line ships `quantity - cancelledQuantity`. */
    cancelledQuantity: smallint('cancelled_quantity').notNull().default(0),
    unitPricePaise: integer('unit_price_paise').notNull(),
    retailPricePaise: integer('retail_price_paise').notNull(),
    /**
     * The product's own HSN code and GST rate (basis points) when the order was placed, so its invoice bills what it
     * was sold under even if the product changes before the invoice is issued; null: the department's heading and the
     * apparel rate by price (`rules/src/invoice/gst-rates.ts`), as for orders placed before products had their own.
     */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** A coupon's use by an order, in the order's transaction: per-buyer and total limits count these. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_buyer_idx').on(t.couponId, t.buyerId),
  ],
);
