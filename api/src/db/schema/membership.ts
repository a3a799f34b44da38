/** The membership points history. */

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './accounts.js';
import { createdAt, id } from './columns.js';
import { orders } from './orders.js';
import { staff } from './staff.js';

/**
 * The membership points history: one entry per order, with the points it earned and spent, and one per adjustment a
 * member of staff made (`kind` 'adjustment', no order, with the reason the buyer is shown). A buyer's balance is the
 * sum of earned minus redeemed over their entries.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    pointsEarned: integer('points_earned').notNull(),
    pointsRedeemed: integer('points_redeemed').notNull(),
    kind: text('kind', { enum: ['order', 'adjustment'] })
      .notNull()
      .default('order'),
    /** An adjustment's reason, in the words the buyer's points history shows. */
    reason: text('reason'),
    staffId: uuid('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_entries_order_key').on(t.orderId),
    index('points_entries_buyer_created_idx').on(t.buyerId, t.createdAt),
    check('points_entries_nonnegative', sql`${t.pointsEarned} >= 0 and ${t.pointsRedeemed} >= 0`),
  ],
);
