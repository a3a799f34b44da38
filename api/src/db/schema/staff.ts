/** The back office: staff accounts (apart from buyers), their sessions and invitations, and the audit log. */

import { STAFF_ROLES, type StaffRole } from '@sutra/rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/** Roles come from the one role table (`@sutra/rules`); a role added there needs a migration of these checks. */
const roleCheck = (column: string) => sql.raw(`${column} in (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})`);

/**
 * A member of staff. Never a buyer: a buyer's token is never a staff session, and one email may be both. The TOTP
 * secret is kept encrypted (AES-256-GCM, `staff/totp-secrets.ts`) and no route ever answers it after enrolment.
 */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret, encrypted with a key derived from the api's secret. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step that signed in: a code of that step or earlier is refused (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set by the first sign-in with a right code: the authenticator app holds the secret. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** Sessions opened before this are refused (each session keeps the value it was opened under). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_email_lower_key').on(sql`lower(${t.email})`),
    check('staff_role_check', roleCheck('role')),
  ],
);

/**
 * A signed-in member of staff. Only a SHA-256 hash of the opaque token is stored. A session ends at `expiresAt`
 * (absolute), after the idle limit since `lastSeenAt`, when revoked, when its staff is disabled, or when the password
 * changes (`passwordChangedAt` no longer equal to the staff's).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The staff's `passwordChangedAt` when the session was opened (both in milliseconds, as JavaScript carries them). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * An owner's invitation to join the staff. The one-time token is made when the mail is sent (so it is never stored in
 * clear, not even in the outbox); only its SHA-256 hash is kept. Accepting sets `usedAt`: a link works once.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash),
    check('staff_invites_role_check', roleCheck('role')),
  ],
);

/**
 * Every staff write: who, when, what, and the entity before and after, written in the write's own transaction (so a
 * write that rolls back leaves no entry, and no write commits without one). Read newest first, keyset-paged by `seq`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.seq),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.seq),
    index('audit_log_action_idx').on(t.action, t.seq),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
