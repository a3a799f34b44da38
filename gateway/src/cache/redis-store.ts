import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** How long opening a connection to Redis may take before the attempt counts as failed. */
export const REDIS_CONNECT_TIMEOUT_MS = 500;
/** How long one cache read or write may take; a slower Redis counts as a miss (or a dropped write). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** Every key the gateway writes starts with this, so the Redis can be shared with other uses. */
export const REDIS_KEY_PREFIX = 'sutra:gateway:';

/**
 * Apollo's `KeyValueCache` over Redis (node-redis), for answers that replicas share. A Redis that is down, slow or
 * gone never fails a request: a failed or late read is a miss, a failed write is dropped, each logged once per
 * outage. The client reconnects in the background and queues nothing while disconnected; the gateway starts
 * whether or not Redis answers.
 */
export class RedisStore implements KeyValueCache<string> {
  private readonly client;
  private failing = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = REDIS_KEY_PREFIX,
  ) {
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        // Try again soon, then every 2 s at most, for as long as the gateway runs.
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    this.client.on('error', (error: unknown) => this.failed('connection', error));
    this.client.on('ready', () => this.recovered());
    this.client.connect().catch((error: unknown) => this.failed('connect', error));
  }

  async get(key: string): Promise<string | undefined> {
    try {
      const value = await this.client.get(this.prefix + key);
      this.recovered();
      return value ?? undefined;
    } catch (error) {
      this.failed('get', error);
      return undefined;
    }
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    try {
      const ttl = options?.ttl;
      await this.client.set(
        this.prefix + key,
        value,
        ttl ? { expiration: { type: 'EX', value: Math.ceil(ttl) } } : undefined,
      );
      this.recovered();
    } catch (error) {
      this.failed('set', error);
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      return (await this.client.del(this.prefix + key)) > 0;
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
    this.log.warn({ err: error }, `response cache: Redis ${what} failed; answering without the shared cache`);
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.info('response cache: Redis answers again');
  }
}
