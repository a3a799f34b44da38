import { mobileFromInternational } from '@sutra/rules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { messageOutbox, messageReplies, messageStatuses } from '../db/schema.js';
import type { MessageOutbox, ReplyHandlers } from './message.js';
import { orderSmsFallback, WHATSAPP_FAILED } from './outbox.js';

/** How far along each provider's statuses are: a status ranked no higher than the row's is old news and ignored. */
const WHATSAPP_RANK = ['accepted', 'sent', 'delivered', 'read', 'failed'];
const SMS_RANK = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed'];
const rankSql = (ranks: string[], value: unknown) =>
  sql`coalesce(array_position(array[${sql.join(
    ranks.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[], ${value}::text), 0)`;

/** The parts of a Cloud API webhook the store reads (`entry[].changes[].value`); anything else is ignored. */
export const whatsAppWebhookSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(z.object({ id: z.string().min(1), status: z.string().min(1) })).optional(),
            messages: z
              .array(
                z.object({
                  id: z.string().min(1),
                  from: z.string(),
                  type: z.string(),
                  button: z.object({ payload: z.string(), text: z.string().default('') }).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

export interface WebhookDeps {
  db: Db;
  outbox: MessageOutbox;
  replyHandlers: ReplyHandlers;
  log: FastifyBaseLogger;
}

/**
 * Records a provider's status for a message id: kept once per (id, status), so a status that came before the worker
 * stored the id is found when it does, then moved onto the row unless the row is further along already.
 */
async function recordStatus(db: Db, channel: 'whatsapp' | 'sms', id: string, status: string): Promise<void> {
  await db.insert(messageStatuses).values({ providerMessageId: id, status }).onConflictDoNothing();
  if (channel === 'whatsapp') {
    await db
      .update(messageOutbox)
      .set({ whatsappStatus: status })
      .where(
        sql`${messageOutbox.whatsappMessageId} = ${id}
            and ${rankSql(WHATSAPP_RANK, messageOutbox.whatsappStatus)} < ${rankSql(WHATSAPP_RANK, status)}`,
      );
  } else {
    await db
      .update(messageOutbox)
      .set({ smsStatus: status })
      .where(
        sql`${messageOutbox.smsMessageId} = ${id}
            and ${rankSql(SMS_RANK, messageOutbox.smsStatus)} < ${rankSql(SMS_RANK, status)}`,
      );
  }
}

/**
 * Statuses and replies from a verified WhatsApp webhook. A `failed` status orders the message's SMS (once, however
 * often it is delivered); a quick reply goes to the handler its payload's prefix names, once per reply id. A handler
 * that throws un-records the reply and rethrows, so the provider's redelivery tries it again.
 */
export async function receiveWhatsAppWebhook(deps: WebhookDeps, event: WhatsAppWebhook): Promise<string> {
  let statuses = 0;
  let replies = 0;
  let fallbacks = 0;
  for (const entry of event.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const status of change.value.statuses ?? []) {
        await recordStatus(deps.db, 'whatsapp', status.id, status.status);
        statuses += 1;
        if (status.status === WHATSAPP_FAILED && (await orderSmsFallback(deps.db, status.id))) fallbacks += 1;
      }
      for (const message of change.value.messages ?? []) {
        if (await receiveReply(deps, message)) replies += 1;
      }
    }
  }
  if (fallbacks > 0) deps.outbox.wake();
  return `${statuses} statuses, ${replies} replies, ${fallbacks} SMS owed`;
}

async function receiveReply(
  deps: WebhookDeps,
  message: NonNullable<WhatsAppWebhook['entry'][number]['changes'][number]['value']['messages']>[number],
): Promise<boolean> {
  if (message.type !== 'button' || !message.button) {
    deps.log.info({ type: message.type }, 'WhatsApp message other than a button reply ignored');
    return false;
  }
  const from = mobileFromInternational(message.from);
  const separator = message.button.payload.indexOf(':');
  const prefix = separator < 0 ? message.button.payload : message.button.payload.slice(0, separator);
  const handler = Object.hasOwn(deps.replyHandlers, prefix) ? deps.replyHandlers[prefix] : undefined;
  if (!from || !handler) {
    deps.log.warn({ prefix, from: message.from }, 'WhatsApp reply with no handler, or not from an Indian mobile');
    return false;
  }
  const [fresh] = await deps.db
    .insert(messageReplies)
    .values({ providerMessageId: message.id })
    .onConflictDoNothing()
    .returning({ id: messageReplies.providerMessageId });
  if (!fresh) return false;
  try {
    const data = separator < 0 ? '' : message.button.payload.slice(separator + 1);
    await handler({ data, from, text: message.button.text });
  } catch (error) {
    await deps.db.delete(messageReplies).where(eq(messageReplies.providerMessageId, message.id));
    throw error;
  }
  return true;
}

/** A Twilio status callback's fields the store reads. */
export const smsStatusSchema = z.object({ MessageSid: z.string().min(1), MessageStatus: z.string().min(1) });

/** Records an SMS's delivery status (`delivered`, `undelivered`, `failed` …) on its row; older statuses change nothing. */
export async function receiveSmsStatus(db: Db, status: z.infer<typeof smsStatusSchema>): Promise<void> {
  await recordStatus(db, 'sms', status.MessageSid, status.MessageStatus);
}
