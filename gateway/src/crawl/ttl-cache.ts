export interface Fresh<T> {
  value: T;
  /** When the value stops being served (epoch milliseconds). */
  expires: number;
}

/**
 * Values kept for a fixed time, each made at most once at a time: callers that ask while it is being made share the
 * one promise. A failure is not kept, so the next caller tries again.
 *
 * With a `generation` (the catalogue version the gateway follows), a value is served only in the generation it was
 * made in: once the catalogue changes, every replica makes its documents again (within one version poll), so two
 * replicas never serve different documents for longer than that. Without one (the version is not followed, or not
 * known yet), values live out their time. `get` is the one place that decides hit or miss.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, Fresh<T> & { generation: number | undefined }>();
  private readonly making = new Map<string, Promise<Fresh<T>>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly generation: () => number | undefined = () => undefined,
  ) {}

  async get(key: string, make: () => Promise<T>): Promise<Fresh<T>> {
    const generation = this.generation();
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now() && kept.generation === generation) {
      return { value: kept.value, expires: kept.expires };
    }
    // One making per key and generation: a document asked for after a change is not the one made before it.
    const making = `${generation ?? '-'}:${key}`;
    let pending = this.making.get(making);
    if (!pending) {
      pending = make()
        .then((value) => {
          const fresh = { value, expires: this.now() + this.ttlMs };
          this.entries.set(key, { ...fresh, generation });
          return fresh;
        })
        .finally(() => this.making.delete(making));
      this.making.set(making, pending);
    }
    return pending;
  }
}
