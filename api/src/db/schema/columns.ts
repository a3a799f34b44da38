import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The columns most tables share: a random UUID key and creation/update times (with time zone). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
