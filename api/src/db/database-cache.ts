/**
 * A small in-process cache, per database handle (so one test's database never answers another's), of values kept for
 * `ttlMs` each and at most `maxEntries` per database, the oldest dropped first. For answers that change rarely: their
 * owner forgets a database's values when the database says they changed (`caches.ts` listens for its notices), and
 * `ttlMs` bounds how long a value can outlive a change whose notice was lost. `get` is the one place that decides hit
 * or miss.
 */
export class DatabaseCache<V> {
  readonly #byDatabase = new WeakMap<object, Map<string, { value: V; expires: number }>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Told of every lookup, found or not (the metrics' hit ratio). */
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  get(db: object, key: string, now = Date.now()): V | undefined {
    const value = this.#find(db, key, now);
    this.onLookup?.(value !== undefined);
    return value;
  }

  #find(db: object, key: string, now: number): V | undefined {
    const entries = this.#byDatabase.get(db);
    const entry = entries?.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      entries?.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(db: object, key: string, value: V, now = Date.now()): void {
    let entries = this.#byDatabase.get(db);
    if (!entries) {
      entries = new Map();
      this.#byDatabase.set(db, entries);
    }
    if (entries.size >= this.maxEntries && !entries.has(key)) {
      // Maps keep insertion order: drop the oldest.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, expires: now + this.ttlMs });
  }

  /** Forgets the values kept for `db`. */
  forget(db: object): void {
    this.#byDatabase.delete(db);
  }
}
