/** Back-in-stock alerts: shoppers waiting for a sold-out size. */

import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productSkus } from './catalog.js';
import { createdAt, id } from './columns.js';

/**
 * "Tell me when this size is back": a size (SKU) and a contact, a mobile number's ten digits or an email (lower case).
 * One waiting alert per size and contact (asking twice is the same alert); `notifiedAt` is set, in the restock's
 * transaction, when the size can be bought again and the message is written, so each alert is told once. Asking
 * again after that is a new alert.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    skuId: uuid('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    contactKind: text('contact_kind', { enum: ['mobile', 'email'] }).notNull(),
    contact: text('contact').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_key').on(t.skuId, t.contact).where(sql`${t.notifiedAt} is null`),
    check('stock_alerts_contact_kind', sql`${t.contactKind} in ('mobile', 'email')`),
  ],
);
