/** Money given back: refunds of an order (through Razorpay, or as a payout for cash on delivery). */

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RefundDestination } from '../../support/refund-destination.js';
import { createdAt, id, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { staff } from './staff.js';

/** The order lines a refund covers, with how many units of each (none for an amount given as goodwill). */
export type RefundLines = { orderLineId: string; quantity: number }[];

export const REFUND_SOURCES = ['cancellation', 'return', 'adjustment'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];
export const REFUND_STATUSES = ['requested', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * One refund of an order, recorded in the transaction that decides it (a cancellation, a return received, a goodwill
 * amount) and sent after that transaction commits: to Razorpay for an order paid online (`method` 'razorpay'), or
 * kept as a payout to the bank account or UPI id the buyer gave for a cash-on-delivery order ('payout', paid by
 * staff and marked paid with the bank's reference). `requested` until Razorpay says processed (or staff mark the
 * payout paid); `failed` when Razorpay refuses or fails it (its amount is then no longer counted as refunded).
 * `idempotencyKey` is unique and sent as Razorpay's `X-Refund-Idempotency`, so a refund is never made twice however
 * often it is sent; `razorpayRefundId` is unique too. A refund not yet answered by Razorpay is sent again by the
 * retry worker at `nextAttemptAt`.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    lines: jsonb('lines').$type<RefundLines>().notNull().default([]),
    reason: text('reason').notNull(),
    source: text('source', { enum: REFUND_SOURCES }).notNull(),
    /** Who decided it (null when the store did on its own). */
    staffId: uuid('staff_id').references(() => staff.id),
    method: text('method', { enum: ['razorpay', 'payout'] }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    idempotencyKey: text('idempotency_key').notNull(),
    razorpayPaymentId: text('razorpay_payment_id'),
    razorpayRefundId: text('razorpay_refund_id'),
    /** Razorpay's own status of the refund (pending, processed, failed) as last heard. */
    razorpayStatus: text('razorpay_status'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** A payout's destination (the buyer's UPI id or bank account), its bank reference, and who paid it. */
    payoutTo: jsonb('payout_to').$type<RefundDestination>(),
    payoutReference: text('payout_reference'),
    paidBy: uuid('paid_by').references(() => staff.id),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_razorpay_refund_key').on(t.razorpayRefundId),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'requested' and ${t.method} = 'razorpay' and ${t.razorpayRefundId} is null`),
    index('refunds_payouts_idx').on(t.status, t.createdAt).where(sql`${t.method} = 'payout'`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'refunds_method_shape',
      sql`(${t.method} = 'razorpay' and ${t.razorpayPaymentId} is not null) or (${t.method} = 'payout' and ${t.payoutTo} is not null)`,
    ),
  ],
);
