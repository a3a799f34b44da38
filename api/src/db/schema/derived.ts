/** Derived data: what the stored copies of the catalogue (documents, facets, search words) were built with. */

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per set of derived data: the fingerprint of the shape its rows were built with (the builder's SQL, the
 * schema it answers, the database functions that keep it). Start-up rebuilds a set whose fingerprint differs
 * (`db/derived-data.ts`), so a change of shape needs no migration that clears it.
 */
export const derivedShapes = pgTable('derived_shapes', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }).notNull().defaultNow(),
});
