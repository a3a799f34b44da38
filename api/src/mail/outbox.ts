import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { createOutboxRounds, OUTBOX_MAX_ATTEMPTS, outboxRetryDelayMs } from '../outbox/rounds.js';
import type { MailTransport, OutgoingMail } from './mailer.js';
import type { JobRenderers, OutboxJob } from './outbox-jobs.js';

/** Done jobs are kept this long (to tell what was sent), then swept. */
const KEEP_DONE_DAYS = 7;

export interface Outbox {
  /** Writes a job, in the caller's transaction when `db` is one; call `wake()` once that has committed. */
  add(db: Db, job: OutboxJob): Promise<void>;
  /** Writes a job on its own and has it sent right away. */
  send(job: OutboxJob): Promise<void>;
  /** Has due jobs sent soon, off the caller's path (one round at a time per process). */
  wake(): void;
  /** Sends what is due now and answers how many jobs were handled; resolves once the round is over. */
  drain(): Promise<number>;
  /** Stops the timer, waits for the round under way and closes the transport. */
  close(): Promise<void>;
}

export interface OutboxOptions {
  db: Db;
  transport: MailTransport;
  renderers: JobRenderers;
  log: FastifyBaseLogger;
  /** How often to look for jobs due again (failed sends, other replicas' leftovers); 0 = only when woken. */
  pollSeconds: number;
}

interface ClaimedJob {
  id: string;
  job: OutboxJob;
  attempts: number;
}

/**
 * The mail outbox: requests write jobs (in their own transactions), and this worker sends them in the rounds both
 * outboxes share (`outbox/rounds.ts`): jobs are claimed with `skip locked`, so replicas share the work and never send
 * one twice at once; a failed send is tried again 30 s later, doubling up to hourly, for about a day.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, transport, renderers, log } = options;
  const render = (job: OutboxJob): Promise<OutgoingMail | null> => {
    switch (job.kind) {
      case 'mail':
        return Promise.resolve(job.mail);
      case 'password-reset':
        return renderers['password-reset'](job);
      case 'login-code':
        return renderers['login-code'](job);
      case 'signup':
        return renderers.signup(job);
      case 'staff-invite':
        return renderers['staff-invite'](job);
      case 'cod-confirmation':
        return renderers['cod-confirmation'](job);
    }
  };

  const handle = async ({ id, job, attempts }: ClaimedJob): Promise<void> => {
    try {
      const mail = await render(job);
      if (mail) await transport.send(mail);
      await db.update(mailOutbox).set({ doneAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const givingUp = attempts >= OUTBOX_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          lastError: message,
          ...(givingUp
            ? { doneAt: sql`now()` }
            : { nextAttemptAt: new Date(Date.now() + outboxRetryDelayMs(attempts)) }),
        })
        .where(eq(mailOutbox.id, id));
      if (givingUp) log.error({ outboxId: id, kind: job.kind, attempts, err: error }, 'mail given up');
      else log.warn({ outboxId: id, kind: job.kind, attempts, err: error }, 'mail not sent; will retry');
    }
  };

  const rounds = createOutboxRounds<ClaimedJob>({
    db,
    table: 'mail_outbox',
    columns: 'id, job, attempts',
    handle,
    sweep: async () => {
      await db.execute(sql`delete from mail_outbox where done_at < now() - ${KEEP_DONE_DAYS} * interval '1 day'`);
    },
    log,
    name: 'mail outbox',
    pollSeconds: options.pollSeconds,
  });

  const add = async (tx: Db, job: OutboxJob) => {
    await tx.insert(mailOutbox).values({ job });
  };

  return {
    add,
    send: async (job) => {
      await add(db, job);
      rounds.wake();
    },
    wake: rounds.wake,
    drain: rounds.drain,
    close: async () => {
      await rounds.close();
      transport.close();
    },
  };
}
