/** A buyer's saved products. */

import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './accounts.js';
import { products } from './catalog.js';
import { createdAt, id } from './columns.js';

/** A buyer's saved product: one row per buyer and product, so saving twice changes nothing. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_buyer_product_key').on(t.buyerId, t.productId),
    index('wishlist_items_buyer_created_idx').on(t.buyerId, t.createdAt),
  ],
);
