import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../db/client.js';

/** Jobs claimed in one round. */
export const OUTBOX_BATCH = 20;
/** A claimed job is not claimed again for this long (another replica, or a slow provider or relay). */
export const OUTBOX_CLAIM_MS = 5 * 60_000;
/** About a day of retries (30 s doubling, then hourly) before a job is given up and logged. */
export const OUTBOX_MAX_ATTEMPTS = 30;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** When a job that failed its `attempts`-th try is tried again: 30 s, doubling, at most hourly. */
export const outboxRetryDelayMs = (attempts: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface OutboxRoundsOptions<Job extends { id: string }> {
  db: Db;
  /** The outbox's table: `id`, `attempts`, `next_attempt_at` and `done_at` columns, jobs due when not done. */
  table: 'mail_outbox' | 'message_outbox';
  /** The columns a claimed job is read with, e.g. `id, job, attempts`. */
  columns: string;
  /** Sends one claimed job and records how it went; never throws for the job's own failure. */
  handle(job: Job): Promise<void>;
  /** After a round that found nothing due: deletes what is kept no longer. */
  sweep(): Promise<void>;
  log: FastifyBaseLogger;
  /** Names the outbox in its log lines: `mail outbox`. */
  name: string;
  /** How often to look for jobs due again (failed sends, other replicas' leftovers); 0 = only when woken. */
  pollSeconds: number;
}

export interface OutboxRounds {
  /** Has due jobs sent soon, off the caller's path (one round at a time per process). */
  wake(): void;
  /** Sends what is due now; resolves with how many jobs were handled once the rounds under way are over. */
  drain(): Promise<number>;
  /** Asks for one more round after this one (a job that found more work due). */
  again(): void;
  /** Stops the timer and waits for the job under way; the rest of its round is released. */
  close(): Promise<void>;
}

/**
 * The worker both outboxes (mail, phone messages) share: rounds that claim due jobs and handle them one by one, run
 * until nothing more is due or asked for, never two at once in a process; replicas share the work through the claim.
 */
export function createOutboxRounds<Job extends { id: string }>(options: OutboxRoundsOptions<Job>): OutboxRounds {
  const { log } = options;
  let round: Promise<number> | null = null;
  let again = false;
  let closed = false;

  const table = sql.identifier(options.table);
  // Claimed by pushing the next attempt OUTBOX_CLAIM_MS on (`skip locked`): another replica takes other jobs.
  const claim = () =>
    queryRows<Job>(
      options.db,
      sql`update ${table} set next_attempt_at = now() + ${OUTBOX_CLAIM_MS} * interval '1 millisecond',
            attempts = attempts + 1
          where id in (
            select id from ${table}
            where done_at is null and next_attempt_at <= now()
            order by next_attempt_at limit ${OUTBOX_BATCH}
            for update skip locked)
          returning ${sql.raw(options.columns)}`,
    );
  // On close: jobs claimed but not begun are due again at once (for another replica), not held by the claim.
  const release = (jobs: Job[]) =>
    options.db.execute(
      sql`update ${table} set next_attempt_at = now(), attempts = attempts - 1
          where id in (${sql.join(
            jobs.map((job) => sql`${job.id}`),
            sql`, `,
          )})`,
    );

  const runRound = async (): Promise<number> => {
    const claimed = await claim();
    for (const [index, job] of claimed.entries()) {
      if (closed) {
        await release(claimed.slice(index));
        break;
      }
      await options.handle(job);
    }
    if (claimed.length === 0) await options.sweep();
    return claimed.length;
  };

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
        if (count === OUTBOX_BATCH) again = true;
      } while (again && !closed);
      return handled;
    })().finally(() => {
      round = null;
    });
    return round;
  };

  const wake = () => {
    if (closed) return;
    drain().catch((error: unknown) => log.error({ err: error }, `${options.name} round failed`));
  };

  const timer = options.pollSeconds > 0 ? setInterval(wake, options.pollSeconds * 1000) : undefined;
  timer?.unref();

  return {
    wake,
    drain,
    again: () => {
      again = true;
    },
    close: async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await round?.catch(() => undefined);
    },
  };
}
