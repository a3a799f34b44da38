/**
 * Resolves in a later task, so the browser can paint and answer input in between: start-up work split at such points
 * runs as several short tasks instead of one long one. `scheduler.yield()` (Chromium) resumes ahead of other queued
 * work; elsewhere a zero-delay timeout does. Resolves at once where there is no browser (the server renderer, tests).
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
