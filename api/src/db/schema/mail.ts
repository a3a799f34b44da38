/** The mail outbox: mail the store owes, sent off the request path. */

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OutboxJob } from '../../mail/outbox-jobs.js';
import { createdAt, id } from './columns.js';

/**
 * Mail the store owes, written in the request's transaction and sent off the request path by the outbox worker (so an
 * answer never waits for, or tells anything by, the mail it causes). A job is claimed by pushing `nextAttemptAt` on,
 * so replicas never send one twice at once; `doneAt` marks it sent, found to need no mail, or given up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    job: jsonb('job').$type<OutboxJob>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.doneAt} is null`)],
);
