/** The message outbox: WhatsApp and SMS messages the store owes, sent off the request path, and what providers said. */

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageJob } from '../../messaging/message.js';
import { createdAt, id } from './columns.js';

/**
 * Messages the store owes, written in the request's transaction and sent by the message worker. A job is claimed by
 * pushing `nextAttemptAt` on (`skip locked`), so replicas never send one at once; `doneAt` marks it taken by a
 * provider, found to need nothing, or given up. `dedupeKey` (`order:<id>:shipped`) makes an event told once however
 * often it is heard. The provider ids find the row again when a status webhook names them; `fallbackSentAt` is set,
 * once and atomically, when a WhatsApp message that was accepted failed later and its SMS is owed (the worker sends it).
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: id(),
    job: jsonb('job').$type<MessageJob>().notNull(),
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The channel that took the message last: `whatsapp` or `sms`. */
    channel: text('channel').$type<'whatsapp' | 'sms'>(),
    /** WhatsApp's `wamid.…` and its latest status (`accepted`, `sent`, `delivered`, `read`, `failed`). */
    whatsappMessageId: text('whatsapp_message_id'),
    whatsappStatus: text('whatsapp_status'),
    /** Twilio's `SM…` sid and its latest status (`queued`, `sent`, `delivered`, `undelivered`, `failed`). */
    smsMessageId: text('sms_message_id'),
    smsStatus: text('sms_status'),
    fallbackSentAt: timestamp('fallback_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.doneAt} is null`),
    uniqueIndex('message_outbox_dedupe_key_idx').on(t.dedupeKey),
    index('message_outbox_whatsapp_id_idx').on(t.whatsappMessageId),
    index('message_outbox_sms_id_idx').on(t.smsMessageId),
  ],
);

/**
 * Each status a provider reported for a message id, once: a replayed webhook finds its row here and changes nothing,
 * and a status that came before the worker had stored the id (the provider answers, then reports at once) is found by
 * the worker when it stores it.
 */
export const messageStatuses = pgTable(
  'message_statuses',
  {
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerMessageId, t.status] })],
);

/** Inbound replies handled, by the provider's id of the reply: a replayed reply webhook is handled once. */
export const messageReplies = pgTable('message_replies', {
  providerMessageId: text('provider_message_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
