/**
 * Answers kept per key until they expire, at most `maxEntries` of them (the oldest go first), with concurrent asks
 * for one key sharing one lookup. In memory, per process: each api replica keeps its own, which costs at most one
 * upstream call per pincode per replica a day; a shared cache (Redis, as the gateway's) comes with running the api as a fleet.
 *
 * Written here rather than taken from a library because it is this small and needs the injected clock and a
 * per-answer lifetime (outage answers live a minute, couriers' answers a day).
 */
export class EstimateCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => Date,
    /** Told of every ask, answered from the cache or not (the metrics' hit ratio; a shared lookup is a miss). */
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  /** The kept answer for `key`, or the one `lookup` finds (shared with every ask made meanwhile). */
  get(key: string, lookup: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    const kept = this.entries.get(key);
    const hit = kept !== undefined && kept.expiresAt > this.now().getTime();
    this.onLookup?.(hit);
    if (kept && hit) return Promise.resolve(kept.value);
    if (kept) this.entries.delete(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const asked = lookup()
      .then(({ value, ttlMs }) => {
        this.keep(key, value, ttlMs);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, asked);
    return asked;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, value: T, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now().getTime() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
