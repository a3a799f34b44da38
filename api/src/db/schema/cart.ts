/** A buyer's cart lines. */

import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './accounts.js';
import { products } from './catalog.js';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * A line of a buyer's cart: a product, the chosen options and a quantity. Prices are not stored: the cart is priced
 * from the catalogue whenever it is read. `attributes` holds the chosen option labels keyed by the lower-cased
 * attribute label (`{"color": "Navy", "size": "40"}`), as the catalogue spells them, or `{}` for a product without
 * options; equal choices are one line (jsonb equality ignores key order), so adding again adds to its quantity.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantity: smallint('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_buyer_product_attributes_key').on(t.buyerId, t.productId, t.attributes),
    index('cart_lines_buyer_created_idx').on(t.buyerId, t.createdAt),
    // 10 is MAX_QUANTITY_PER_LINE (api/src/cart/limits.ts); the service caps before writing, this is the backstop.
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);
