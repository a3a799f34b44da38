import pg from 'pg';

/** What a listener is told. */
export interface NoticeHandlers {
  /** A `NOTIFY` on the channel arrived (its payload). */
  notice(payload: string): void;
  /**
   * Listening started, or stopped for a while (a lost connection, being re-opened): notices sent meanwhile may have
   * been missed, so whatever they would have invalidated should go now.
   */
  mayHaveMissed(): void;
  /** A connection attempt failed; logged by the caller, once per outage if it likes. */
  failed(error: unknown): void;
}

export interface NoticeListener {
  /** Whether the listening connection is up. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Listens on a channel of a database; resolves once the first attempt to listen has succeeded or failed. */
export type Listen = (channel: string, handlers: NoticeHandlers) => Promise<NoticeListener>;

/** The longest wait between attempts to open a lost listening connection again. */
const MAX_RETRY_MS = 2000;
/** How long one attempt to connect may take (an unreachable host would otherwise hold start-up). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * `LISTEN` on a PostgreSQL server over a dedicated connection (a pooled one would be handed to queries and lose its
 * LISTEN). A lost connection (a restart, a failover, a terminated backend) is opened again in the background, soon,
 * then every 2 s at most; both the loss and the return tell `mayHaveMissed`.
 */
export const listenOnServer =
  (url: string, options: string): Listen =>
  async (channel, handlers) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let failures = 0;
    let timer: NodeJS.Timeout | undefined;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), Math.min(100 * 2 ** failures, MAX_RETRY_MS));
      timer.unref();
      failures++;
    };

    const open = async (): Promise<void> => {
      const attempt = new pg.Client({
        connectionString: url,
        options,
        keepAlive: true,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      let lost = false;
      const lose = (error?: unknown) => {
        if (lost) return;
        lost = true;
        if (client === attempt) {
          client = undefined;
          handlers.mayHaveMissed();
        }
        if (error) handlers.failed(error);
        attempt.end().catch(() => undefined);
        retry();
      };
      attempt.on('error', lose);
      attempt.on('end', () => lose());
      attempt.on('notification', (message) => {
        if (message.channel === channel) handlers.notice(message.payload ?? '');
      });
      try {
        await attempt.connect();
        await attempt.query(`listen ${attempt.escapeIdentifier(channel)}`);
      } catch (error) {
        lose(error);
        return;
      }
      if (stopped || lost) {
        await attempt.end().catch(() => undefined);
        return;
      }
      client = attempt;
      failures = 0;
      handlers.mayHaveMissed();
    };

    await open();
    return {
      get listening() {
        return client !== undefined;
      },
      close: async () => {
        stopped = true;
        clearTimeout(timer);
        const open = client;
        client = undefined;
        await open?.end().catch(() => undefined);
      },
    };
  };

/** The part of PGlite's client a listener uses. */
interface PgliteNotices {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * `LISTEN` on the embedded database. PGlite is one connection in this process, so there is no connection to lose;
 * its notices are handed over (as microtasks) while the committing statement's answer is read.
 */
export const listenOnPglite =
  (client: PgliteNotices): Listen =>
  async (channel, handlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.notice(payload));
    handlers.mayHaveMissed();
    let open = true;
    return {
      get listening() {
        return open;
      },
      close: async () => {
        if (!open) return;
        open = false;
        await unlisten().catch(() => undefined);
      },
    };
  };
