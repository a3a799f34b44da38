/** Product reviews, one per buyer and product. */

import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './accounts.js';
import { products } from './catalog.js';
import { createdAt, id, updatedAt } from './columns.js';
import { staff } from './staff.js';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    review: text('review').notNull(),
    rating: smallint('rating').notNull(),
    /** Hidden from the store by staff: left out of the product's reviews and its rating summary until shown again. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The back office's inbox: when a member of staff marked it handled (null: waiting). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => staff.id),
    /** The reply mailed to the sender, once (docs/admin.md, "The inbox"). */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_buyer_key').on(t.productId, t.buyerId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_inbox_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reviews_inbox_waiting_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.handledAt} is null`),
  ],
);
