/**
 * A small in-process cache, per database handle (so one test's database never answers another's), of values kept for
 * `ttlMs` each and at most `maxEntries` per database, the oldest dropped first. For answers that change rarely and may
 * show a change made through another replica up to `ttlMs` late.
 */
export class DatabaseCache<V> {
  #byDatabase = new WeakMap<object, Map<string, { value: V; expires: number }>>();

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

  /** Forgets every database's values: a change may run inside a transaction, whose handle is not the database's. */
  clear(): void {
    this.#byDatabase = new WeakMap();
  }
}
