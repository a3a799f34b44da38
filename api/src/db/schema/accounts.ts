/** Buyers: the account, its saved addresses and profile. */

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The ten digits of the Indian mobile number the buyer proved with a code sent by SMS: it signs in by phone. Set
     * only by a right code; a number is one account's at a time (the newest proof wins, `phone-numbers.ts`).
     */
    mobile: text('mobile'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** argon2id; null for accounts that cannot log in (the seed's reviewers). */
    passwordHash: text('password_hash'),
    /** Bumped on every password change or reset; tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    addresses: jsonb('addresses').$type<StoredAddress[]>().notNull().default([]),
    /**
     * Set by staff: a blocked buyer cannot start a checkout or have one placed (`account_blocked`), and still signs in
     * and sees their orders (docs/admin.md, "Customers").
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** The buyer agreed to order updates on WhatsApp (asked at checkout, changed in the profile); else they go by SMS. */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('buyers_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('buyers_mobile_key').on(t.mobile).where(sql`${t.mobile} is not null`),
    // The back office's customer list: keyset-paged newest first, searched by part of a name, email or phone.
    index('buyers_admin_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('buyers_admin_search_trgm').using(
      'gin',
      sql`(lower(${t.name}) || ' ' || lower(${t.email}) || ' ' || ${t.contactNumber}) gin_trgm_ops`,
    ),
  ],
);
