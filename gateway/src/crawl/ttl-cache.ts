import { lruTiming, lruTtl } from '@sutra/settings';
import { LRUCache } from 'lru-cache';

export interface Fresh<T> {
  value: T;
  /** When the value stops being served (epoch milliseconds). */
  expires: number;
}

/**
 * Values kept for a fixed time (an LRU of at most `maxEntries`), each made at most once at a time: callers that ask
 * while it is being made share the one promise (lru-cache's `fetch`). A failure is not kept, so the next caller tries
 * again.
 *
 * With a `generation` (the catalogue version the gateway follows), a value is served only in the generation it was
 * made in: once the catalogue changes, every replica makes its documents again (as soon as it hears of the change), so
 * two replicas never serve different documents for longer than that. Without one (the version is not followed, or not
 * known yet), values live out their time. `get` is the one place that decides hit or miss.
 */
export class TtlCache<T extends {}> {
  private readonly entries: LRUCache<string, Fresh<T>, () => Promise<T>>;

  constructor(
    ttlMs: number,
    now: () => number = Date.now,
    private readonly generation: () => number | undefined = () => undefined,
    maxEntries = 100,
  ) {
    this.entries = new LRUCache<string, Fresh<T>, () => Promise<T>>({
      max: maxEntries,
      ttl: lruTtl(ttlMs),
      ...lruTiming(now),
      fetchMethod: async (_key, _stale, { context: make }) => ({ value: await make(), expires: now() + ttlMs }),
    });
  }

  async get(key: string, make: () => Promise<T>): Promise<Fresh<T>> {
    // Keyed by generation too: a document asked for after a change is never the one made (or being made) before it;
    // older generations' documents are the least recently used, and go first.
    const fresh = await this.entries.fetch(`${this.generation() ?? '-'}:${key}`, { context: make });
    if (!fresh) throw new Error(`the ${key} document was not made`);
    return fresh;
  }
}
