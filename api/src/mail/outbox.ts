import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { MailTransport, OutgoingMail } from './mailer.js';
import type { JobRenderers, OutboxJob } from './outbox-jobs.js';

const BATCH = 20;
/** A claimed job is not claimed again for this long (another replica, or a slow relay). */
const CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** About a day of retries (30 s doubling, then hourly) before a job is given up and logged. */
const MAX_ATTEMPTS = 30;
/** Done jobs are kept this long (to tell what was sent), then swept. */
const KEEP_DONE_DAYS = 7;

export const mailRetryDelayMs = (attempts: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

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
 * The mail outbox: requests write jobs (in their own transactions), and this worker sends them. Jobs are claimed by
 * pushing their next attempt CLAIM_MS on (`skip locked`), so replicas share the work and never send one twice at once;
 * a failed send is tried again 30 s later, doubling up to hourly, for about a day.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, transport, renderers, log } = options;
  let round: Promise<number> | null = null;
  let again = false;
  let closed = false;

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
      const givingUp = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          lastError: message,
          ...(givingUp ? { doneAt: sql`now()` } : { nextAttemptAt: new Date(Date.now() + mailRetryDelayMs(attempts)) }),
        })
        .where(eq(mailOutbox.id, id));
      if (givingUp) log.error({ outboxId: id, kind: job.kind, attempts, err: error }, 'mail given up');
      else log.warn({ outboxId: id, kind: job.kind, attempts, err: error }, 'mail not sent; will retry');
    }
  };

  const runRound = async (): Promise<number> => {
    const claimed = await queryRows<ClaimedJob>(
      db,
      sql`update mail_outbox set next_attempt_at = now() + ${CLAIM_MS} * interval '1 millisecond',
            attempts = attempts + 1
          where id in (
            select id from mail_outbox
            where done_at is null and next_attempt_at <= now()
            order by next_attempt_at limit ${BATCH}
            for update skip locked)
          returning id, job, attempts`,
    );
    for (const job of claimed) await handle(job);
    if (claimed.length === 0) {
      await db.execute(sql`delete from mail_outbox where done_at < now() - ${KEEP_DONE_DAYS} * interval '1 day'`);
    }
    return claimed.length;
  };

  /** Runs rounds until nothing more is due or asked for; concurrent callers share the rounds under way. */
  const drain = (): Promise<number> => {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      let handled = 0;
      do {
        again = false;
        const count = await runRound();
        handled += count;
        if (count === BATCH) again = true;
      } while (again && !closed);
      return handled;
    })().finally(() => {
      round = null;
    });
    return round;
  };

  const wake = () => {
    if (closed) return;
    drain().catch((error: unknown) => log.error({ err: error }, 'mail outbox round failed'));
  };

  const timer = options.pollSeconds > 0 ? setInterval(wake, options.pollSeconds * 1000) : undefined;
  timer?.unref();

  const add = async (tx: Db, job: OutboxJob) => {
    await tx.insert(mailOutbox).values({ job });
  };

  return {
    add,
    send: async (job) => {
      await add(db, job);
      wake();
    },
    wake,
    drain,
    close: async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await round?.catch(() => undefined);
      transport.close();
    },
  };
}
