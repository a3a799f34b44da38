/** What signing in keeps: password-reset and login codes, rate-limit counters and revoked tokens. */

import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './accounts.js';
import { createdAt, id } from './columns.js';

/**
 * One-time codes for a password reset (6 digits, mailed). Only an HMAC of the code is stored. A code lives
 * 10 minutes, allows 5 attempts, and is spent once verified; the reset token it gives is spent by `consumedAt`.
 * Asking for a new code deletes the buyer's earlier ones.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code was entered: the code cannot be used again. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the reset token of this code changed the password: the token cannot be used again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_buyer_idx').on(t.buyerId, t.createdAt)],
);

/**
 * One-time codes of a login's second step, asked for once an account has had more wrong passwords than its limit
 * (6 digits, mailed). Only an HMAC of the code is stored. A code lives 10 minutes, allows 5 attempts, and signs in
 * once (`usedAt`). A new code replaces the buyer's earlier ones.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code signed the buyer in: it cannot be used again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_buyer_idx').on(t.buyerId, t.createdAt)],
);

/**
 * Fixed-window request counters of the rate limits (login, sign-up, OTP). They live in the database so that every
 * api replica counts together. Keys are SHA-256 hashes of `<limit>:<ip or email>`: no address is stored in clear.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * Session tokens logged out before they expire (by their `jti`). The bearer check refuses them; a row is useless once
 * its token would have expired anyway, and is swept then.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** What a phone code proves: the number, to sign in or sign up with it, or to add it to a signed-in account. */
export type PhoneCodePurpose = 'sign-in' | 'add-number';

/**
 * One-time codes sent by SMS (6 digits). Only an HMAC of the code is stored, keyed per purpose and bound to the number
 * (and, to add a number, to the account asking). A code lives 10 minutes, allows 5 attempts and works once
 * (`usedAt`). A new code replaces the number's earlier ones of the same purpose.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    /** Ten digits (`normalizeIndianMobile`). */
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<PhoneCodePurpose>().notNull(),
    /** The signed-in buyer adding the number; null to sign in or up. */
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt)],
);
