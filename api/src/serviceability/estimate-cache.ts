import { lruTiming, lruTtl } from '@sutra/settings';
import { LRUCache } from 'lru-cache';

/** Where kept answers live: this process's memory, or a store the replicas share (`redis-estimate-store.ts`). */
export interface EstimateStore<T> {
  /** The kept answer, or undefined (none, expired, or the store could not be read: a miss either way). */
  read(key: string): Promise<T | undefined>;
  /** Keeps `value` for `ttlMs`; a store that cannot be written drops it (never throws). */
  write(key: string, value: T, ttlMs: number): Promise<void>;
}

/**
 * Answers kept per key until they expire, with concurrent asks for one key sharing one read and, on a miss, one
 * lookup (within a process; replicas sharing a store may each look up a key once before the first answer lands).
 * `get` is the one place that decides hit or miss.
 *
 * The asks in flight are joined here rather than by lru-cache's `fetch`: `fetch` shares a fetch by keeping its result
 * in its own memory, and with Redis the answer must live only in the store the replicas share, expiring by Redis's
 * clock — an in-process copy would outlive it there.
 */
export class EstimateCache<T> {
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly store: EstimateStore<T>,
    /** Told of every read, found or not (the metrics' hit ratio; asks sharing one read count once). */
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  /** The kept answer for `key`, or the one `lookup` finds (shared with every ask made meanwhile). */
  get(key: string, lookup: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const asked = this.readOrLookup(key, lookup).finally(() => this.pending.delete(key));
    this.pending.set(key, asked);
    return asked;
  }

  private async readOrLookup(key: string, lookup: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    const kept = await this.store.read(key);
    this.onLookup?.(kept !== undefined);
    if (kept !== undefined) return kept;
    const { value, ttlMs } = await lookup();
    // Awaited, so a second ask on this replica finds the answer: the write is bounded by the store (Redis: 250 ms).
    await this.store.write(key, value, ttlMs);
    return value;
  }
}

/**
 * Answers in this process's memory: an LRU of at most `maxEntries`, each answer expiring after its own lifetime by the
 * injected clock. Each replica keeps its own: at most one upstream call per key per replica per lifetime.
 */
export class MemoryEstimateStore<T extends {}> implements EstimateStore<T> {
  private readonly entries: LRUCache<string, T>;

  constructor(maxEntries: number, now: () => Date) {
    this.entries = new LRUCache<string, T>({ max: maxEntries, ...lruTiming(() => now().getTime()) });
  }

  async read(key: string): Promise<T | undefined> {
    return this.entries.get(key);
  }

  async write(key: string, value: T, ttlMs: number): Promise<void> {
    this.entries.set(key, value, { ttl: lruTtl(ttlMs) });
  }

  get size(): number {
    return this.entries.size;
  }
}
