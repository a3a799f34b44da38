/** Buyers: the account, its saved addresses and profile. */

import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { addressJsonSchema } from '../../accounts/schemas.js';
import { createdAt, id, updatedAt } from './columns.js';

/** A buyer's address as kept in `addresses`: the shape the api answers (`addressJsonSchema`). */
export type StoredAddress = z.infer<typeof addressJsonSchema>;

export const buyers = pgTable(
  'buyers',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    /** argon2id; null for accounts that cannot log in (the seed's reviewers). */
    passwordHash: text('password_hash'),
    /** Bumped on every password change or reset; tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    addresses: jsonb('addresses').$type<StoredAddress[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('buyers_email_lower_key').on(sql`lower(${t.email})`)],
);
