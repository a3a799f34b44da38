/** Coupons (their uses are recorded with the order that used them: `couponRedemptions` in orders). */

import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/**
 * A coupon: `percent` off (optionally capped at `maxDiscountPaise`) or a flat `amountOffPaise`, for orders of at least
 * `minOrderPaise`, between `startsAt` and `expiresAt` (either may be open), at most `usesPerBuyer` times per buyer and
 * `totalUses` times in all (null = no limit). Codes are stored upper-case and matched in any case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    percentOff: smallint('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usesPerBuyer: integer('uses_per_buyer'),
    totalUses: integer('total_uses'),
    active: boolean('active').notNull().default(true),
    /** Shown among checkout's available offers; false for a code given out privately (still applies when typed). */
    listed: boolean('listed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_kind_amount',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100) or (${t.kind} = 'flat' and ${t.amountOffPaise} > 0)`,
    ),
  ],
);
