import { lruTiming, lruTtl } from '@sutra/settings';
import { LRUCache } from 'lru-cache';

export interface DatabaseCacheOptions {
  /** How long a value is served after it is set. */
  ttlMs: number;
  /** Values kept per database, the least recently used dropped first. */
  maxEntries: number;
  /** Told of every lookup, found or not (the metrics' hit ratio). */
  onLookup?: ((hit: boolean) => void) | undefined;
  /** The clock values expire by (tests move one by hand). */
  now?: (() => number) | undefined;
}

/**
 * A small in-process cache, per database handle (so one test's database never answers another's): an LRU of values
 * kept for `ttlMs` each, at most `maxEntries` per database. For answers that change rarely: their owner forgets a
 * database's values when the database says they changed (`caches.ts` listens for its notices), and `ttlMs` bounds how
 * long a value can outlive a change whose notice was lost. `get` is the one place that decides hit or miss.
 *
 * Read and set, not lru-cache's shared `fetch`: a listing's total is counted inside the statement that reads its page,
 * so there is no separate fetch to share.
 */
export class DatabaseCache<V extends {}> {
  readonly #byDatabase = new WeakMap<object, LRUCache<string, V>>();

  constructor(private readonly options: DatabaseCacheOptions) {}

  get(db: object, key: string): V | undefined {
    const value = this.#byDatabase.get(db)?.get(key);
    this.options.onLookup?.(value !== undefined);
    return value;
  }

  set(db: object, key: string, value: V): void {
    let entries = this.#byDatabase.get(db);
    if (!entries) {
      const { maxEntries, ttlMs, now } = this.options;
      entries = new LRUCache<string, V>({ max: maxEntries, ttl: lruTtl(ttlMs), ...lruTiming(now) });
      this.#byDatabase.set(db, entries);
    }
    entries.set(key, value);
  }

  /** Forgets the values kept for `db`. */
  forget(db: object): void {
    this.#byDatabase.delete(db);
  }
}
