/**
 * lru-cache's timing made to mean what the store's caches promise: a value set at `t` for `ms` milliseconds is served
 * before `t + ms` and never from then on, by the cache's own clock (`Date.now`, or a test's hand-moved one). Left to
 * itself lru-cache serves it a millisecond longer (stale only once older than its ttl), takes a value set at time 0
 * for one that never expires, and reuses a time it read for a millisecond, while a test's clock may have jumped.
 * Spread `lruTiming(now)` into the cache's options and give every lifetime as `lruTtl(ms)`.
 */
export const lruTiming = (now: () => number = Date.now): { perf: { now: () => number }; ttlResolution: number } => ({
  perf: { now: () => now() + 1 },
  ttlResolution: 0,
});

/** A lifetime in milliseconds as lru-cache's `ttl` under `lruTiming` (a whole number, at least 1: 0 means for ever). */
export const lruTtl = (ms: number): number => Math.max(1, Math.ceil(ms) - 1);
