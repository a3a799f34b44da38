import { createClient } from 'redis';

/** How long opening a connection to Redis may take before the attempt counts as failed. */
export const REDIS_CONNECT_TIMEOUT_MS = 500;
/** How long one cache read or write may take; a slower Redis counts as a miss (or a dropped write). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** The logger a store reports outages to (pino's and Fastify's loggers fit). */
export interface StoreLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

export interface RedisStoreOptions {
  url: string;
  /** Every key the store writes starts with this, so one Redis can serve several uses (`sutra:gateway:`, …). */
  prefix: string;
  log: StoreLog;
  /** Names the store in its log lines, e.g. `response cache`. */
  name: string;
}

/** A value's lifetime: `ttl` in seconds (Apollo's `KeyValueCache` convention), or none. */
export interface StoreSetOptions {
  ttl?: number | null;
}

/** A counter after a hit: hits in its window so far, and milliseconds until the window ends. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * One hit on a fixed-window counter, atomically: the first hit of a window starts its expiry. A key left without
 * one (a write that never set it) gets it back, so no counter can outlive its window.
 */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** `work`, or a rejection once `ms` have passed (the work's own answer, if it ever comes, is then ignored). */
function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A string key-value store on Redis (node-redis) for what the replicas of a service share. A Redis that is down, slow
 * or gone never fails a request: a failed or late read is a miss, a failed write is dropped, each outage logged once.
 * The client reconnects in the background and queues nothing while disconnected, so a service starts whether or not
 * Redis answers. Each command is raced against REDIS_COMMAND_TIMEOUT_MS here: node-redis's own command timeout
 * bounds only the wait to send a command, not the wait for a reply from a server that is up but stalled. Its shape is Apollo's `KeyValueCache<string>`, so the gateway hands it to Apollo as it is.
 */
export class RedisStore {
  private readonly client;
  private readonly connecting: Promise<void>;
  private failing = false;

  constructor(private readonly options: RedisStoreOptions) {
    this.client = createClient({
      url: options.url,
      disableOfflineQueue: true,
      // A stalled server must not let waiting commands pile up without bound: past this, a command fails at once.
      commandsQueueMaxLength: 1000,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        // Try again soon, then every 2 s at most, for as long as the service runs.
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    this.client.on('error', (error: unknown) => this.failed('connection', error));
    this.client.on('ready', () => this.recovered());
    this.connecting = this.client.connect().then(
      () => undefined,
      (error: unknown) => this.failed('connect', error),
    );
  }

  /**
   * Waits, at most `ms`, for the first connection; answers whether the store is connected. For a service that would
   * rather start counting in Redis from its first request than in its own process for the first few.
   */
  async whenConnected(ms = REDIS_CONNECT_TIMEOUT_MS): Promise<boolean> {
    await withinMs(this.connecting, ms).catch(() => undefined);
    return this.client.isReady;
  }

  async get(key: string): Promise<string | undefined> {
    try {
      const value = await withinMs(this.client.get(this.options.prefix + key), REDIS_COMMAND_TIMEOUT_MS);
      this.recovered();
      return value ?? undefined;
    } catch (error) {
      this.failed('get', error);
      return undefined;
    }
  }

  async set(key: string, value: string, options?: StoreSetOptions): Promise<void> {
    try {
      const ttl = options?.ttl;
      await withinMs(
        this.client.set(
          this.options.prefix + key,
          value,
          ttl ? { expiration: { type: 'EX', value: Math.ceil(ttl) } } : undefined,
        ),
        REDIS_COMMAND_TIMEOUT_MS,
      );
      this.recovered();
    } catch (error) {
      this.failed('set', error);
    }
  }

  /**
   * Counts one hit on the fixed window `key` (of `windowMs`), shared by every client of this Redis; undefined when
   * Redis cannot answer in time (the caller decides what an uncounted hit means).
   */
  async countHit(key: string, windowMs: number): Promise<WindowCount | undefined> {
    try {
      const reply = await withinMs(
        this.client.eval(COUNT_HIT, { keys: [this.options.prefix + key], arguments: [String(Math.ceil(windowMs))] }),
        REDIS_COMMAND_TIMEOUT_MS,
      );
      this.recovered();
      const [current, ttl] = reply as [number, number];
      return { current: Number(current), ttl: Number(ttl) };
    } catch (error) {
      this.failed('count', error);
      return undefined;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      return (await withinMs(this.client.del(this.options.prefix + key), REDIS_COMMAND_TIMEOUT_MS)) > 0;
    } catch (error) {
      this.failed('delete', error);
      return false;
    }
  }

  /** Drops the connection (and stops reconnecting). */
  close(): void {
    if (this.client.isOpen) this.client.destroy();
  }

  private failed(what: string, error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.options.log.warn(
      { err: error },
      `${this.options.name}: Redis ${what} failed; answering without the shared cache`,
    );
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.options.log.info(`${this.options.name}: Redis answers again`);
  }
}
