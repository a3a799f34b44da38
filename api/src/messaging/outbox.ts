import type { ServiceMetrics } from '@sutra/telemetry';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter } from 'prom-client';
import type { Db } from '../db/client.js';
import { messageOutbox, messageStatuses } from '../db/schema.js';
import { createOutboxRounds, OUTBOX_MAX_ATTEMPTS, outboxRetryDelayMs } from '../outbox/rounds.js';
import type { MessageJob, MessageOutbox, MessageRenderers, OutgoingMessage } from './message.js';
import { ChannelError } from './provider-call.js';
import type { SmsSender } from './sms-client.js';
import type { WhatsAppSender } from './whatsapp-client.js';

/** Done jobs are kept this long (to tell what was sent, and for late status webhooks), then swept … */
const KEEP_DONE_DAYS = 7;
/**
 * … except keyed ones, kept this long so that their key still means "told already": the events keys name (an order
 * shipped, a size restocked) are heard again within hours or days, not months.
 */
const KEEP_KEYED_DAYS = 90;

export interface MessageOutboxOptions {
  db: Db;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
  renderers: MessageRenderers;
  log: FastifyBaseLogger;
  /** How often to look for jobs due again (failed sends, other replicas' leftovers); 0 = only when woken. */
  pollSeconds: number;
  /** Where to count messages sent by channel and fallbacks to SMS; none in tests that do not look. */
  metrics?: ServiceMetrics | undefined;
}

interface ClaimedJob {
  id: string;
  job: MessageJob;
  attempts: number;
  whatsapp_message_id: string | null;
  sms_message_id: string | null;
  fallback_sent_at: unknown;
}

type Renderer = (job: MessageJob) => Promise<OutgoingMessage | null>;

/** A status that means a WhatsApp message will never arrive, so its SMS is owed. */
export const WHATSAPP_FAILED = 'failed';

/**
 * Orders the SMS of a WhatsApp message that failed after it was accepted: once, whoever asks first (the status webhook
 * or the worker that stored the id after the webhook came). The row is due again and the worker sends the SMS, with
 * the retries any job has. Answers whether this call ordered it.
 */
export async function orderSmsFallback(db: Db, whatsappMessageId: string): Promise<boolean> {
  const ordered = await db
    .update(messageOutbox)
    .set({ fallbackSentAt: sql`now()`, doneAt: null, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(messageOutbox.whatsappMessageId, whatsappMessageId),
        isNull(messageOutbox.fallbackSentAt),
        isNull(messageOutbox.smsMessageId),
      ),
    )
    .returning({ id: messageOutbox.id });
  return ordered.length > 0;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The message outbox: requests write jobs (in their own transactions) and this worker sends them. A `whatsapp` message
 * goes to WhatsApp first and, when WhatsApp does not take it (down, slow, or refusing it), by SMS in the same attempt;
 * one WhatsApp accepted and reported `failed` later gets its SMS once (`orderSmsFallback`). A job no channel took is
 * tried again 30 s later, doubling up to hourly, for about a day. The rounds are those both outboxes share
 * (`outbox/rounds.ts`): jobs are claimed with `skip locked`, so replicas share the work and never send one at once; a
 * job is done once a provider took it.
 */
export function createMessageOutbox(options: MessageOutboxOptions): MessageOutbox {
  const { db, sms, whatsapp, log } = options;
  const renderers = options.renderers as Partial<Record<string, Renderer>>;
  const registers = options.metrics ? [options.metrics.registry] : [];
  const sent = new Counter({
    name: 'sutra_messages_sent_total',
    help: 'Messages a provider took, by channel (whatsapp, sms)',
    labelNames: ['channel'],
    registers,
  });
  const fallbacks = new Counter({
    name: 'sutra_message_fallbacks_total',
    help: 'WhatsApp messages sent by SMS instead, by when: refused (WhatsApp did not take it) or failed (reported later)',
    labelNames: ['when'],
    registers,
  });
  const render = (job: MessageJob): Promise<OutgoingMessage | null> => {
    if (job.kind === 'message') return Promise.resolve(job.message);
    const renderer = renderers[job.kind];
    if (!renderer) return Promise.reject(new Error(`no renderer for message job ${job.kind}`));
    return renderer(job);
  };

  const sendSms = async (id: string, message: OutgoingMessage) => {
    const sid = await sms.send(message.to, message.sms.text);
    await db
      .update(messageOutbox)
      .set({ doneAt: sql`now()`, lastError: null, channel: 'sms', smsMessageId: sid, smsStatus: 'queued' })
      .where(eq(messageOutbox.id, id));
    sent.inc({ channel: 'sms' });
  };

  /** WhatsApp took it: done, unless a `failed` status for it came before its id was stored here. */
  const sendWhatsApp = async (id: string, message: OutgoingMessage & { whatsapp: object }) => {
    const wamid = await whatsapp.send(message.to, message.whatsapp);
    await db
      .update(messageOutbox)
      .set({
        doneAt: sql`now()`,
        lastError: null,
        channel: 'whatsapp',
        whatsappMessageId: wamid,
        whatsappStatus: 'accepted',
      })
      .where(eq(messageOutbox.id, id));
    sent.inc({ channel: 'whatsapp' });
    const [early] = await db
      .select({ status: messageStatuses.status })
      .from(messageStatuses)
      .where(and(eq(messageStatuses.providerMessageId, wamid), eq(messageStatuses.status, WHATSAPP_FAILED)));
    if (early && (await orderSmsFallback(db, wamid))) {
      await db.update(messageOutbox).set({ whatsappStatus: WHATSAPP_FAILED }).where(eq(messageOutbox.id, id));
      rounds.again();
    }
  };

  const handle = async (claimed: ClaimedJob): Promise<void> => {
    const { id, job, attempts } = claimed;
    const errors: ChannelError[] = [];
    try {
      const message = await render(job);
      if (!message) {
        await db.update(messageOutbox).set({ doneAt: sql`now()`, lastError: null }).where(eq(messageOutbox.id, id));
        return;
      }
      const laterFallback = claimed.fallback_sent_at !== null;
      if (!laterFallback && message.channel === 'whatsapp' && message.whatsapp && !claimed.whatsapp_message_id) {
        try {
          await sendWhatsApp(id, { ...message, whatsapp: message.whatsapp });
          return;
        } catch (error) {
          if (!(error instanceof ChannelError)) throw error;
          errors.push(error);
          log.warn({ outboxId: id, kind: job.kind, err: error }, 'WhatsApp did not take a message; sending it by SMS');
        }
      }
      await sendSms(id, message);
      if (laterFallback || errors.length > 0) fallbacks.inc({ when: laterFallback ? 'failed' : 'refused' });
    } catch (error) {
      // Retried while any channel may take it later; a message every channel refused for good is given up at once.
      const retryable = !(error instanceof ChannelError) || error.retryable || errors.some((e) => e.retryable);
      const givingUp = !retryable || attempts >= OUTBOX_MAX_ATTEMPTS;
      const lastError = [...errors, error].map(errorText).join(' | ').slice(0, 1000);
      await db
        .update(messageOutbox)
        .set({
          lastError,
          ...(givingUp
            ? { doneAt: sql`now()` }
            : { nextAttemptAt: new Date(Date.now() + outboxRetryDelayMs(attempts)) }),
        })
        .where(eq(messageOutbox.id, id));
      if (givingUp) log.error({ outboxId: id, kind: job.kind, attempts, err: error }, 'message given up');
      else log.warn({ outboxId: id, kind: job.kind, attempts, err: error }, 'message not sent; will retry');
    }
  };

  const rounds = createOutboxRounds<ClaimedJob>({
    db,
    table: 'message_outbox',
    columns: 'id, job, attempts, whatsapp_message_id, sms_message_id, fallback_sent_at',
    handle,
    sweep: async () => {
      await db.execute(
        sql`delete from message_outbox where done_at < now() - ${KEEP_DONE_DAYS} * interval '1 day'
              and (dedupe_key is null or done_at < now() - ${KEEP_KEYED_DAYS} * interval '1 day')`,
      );
      await db.execute(
        sql`delete from message_statuses where received_at < now() - ${KEEP_KEYED_DAYS} * interval '1 day'`,
      );
      await db.execute(
        sql`delete from message_replies where received_at < now() - ${KEEP_KEYED_DAYS} * interval '1 day'`,
      );
    },
    log,
    name: 'message outbox',
    pollSeconds: options.pollSeconds,
  });

  const add: MessageOutbox['add'] = async (tx, job, addOptions = {}) => {
    if (job.kind === 'message' && !/^\d{10}$/.test(job.message.to)) {
      throw new Error('a message is sent to the ten digits of an Indian mobile number');
    }
    const written = await tx
      .insert(messageOutbox)
      .values({ job, dedupeKey: addOptions.key ?? null })
      .onConflictDoNothing({ target: messageOutbox.dedupeKey })
      .returning({ id: messageOutbox.id });
    return written.length > 0;
  };

  return {
    add,
    send: async (job, sendOptions) => {
      const written = await add(db, job, sendOptions);
      rounds.wake();
      return written;
    },
    wake: rounds.wake,
    drain: rounds.drain,
    close: rounds.close,
  };
}
