export interface Fresh<T> {
  value: T;
  /** When the value stops being served (epoch milliseconds). */
  expires: number;
}

/**
 * Values kept for a fixed time, each made at most once at a time: callers that ask while it is being made share the
 * one promise. A failure is not kept, so the next caller tries again.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Fresh<T>>();
  private readonly making = new Map<string, Promise<Fresh<T>>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, make: () => Promise<T>): Promise<Fresh<T>> {
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now()) return kept;
    let pending = this.making.get(key);
    if (!pending) {
      pending = make()
        .then((value) => {
          const fresh = { value, expires: this.now() + this.ttlMs };
          this.entries.set(key, fresh);
          return fresh;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }
}
