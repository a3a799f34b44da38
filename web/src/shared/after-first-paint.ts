/**
 * Imported first by the browser's entry: its top-level `await` holds back the evaluation of every module after it (the
 * libraries, Chakra's system, the app) until the browser has painted the server's HTML once, so no script stands
 * between a phone and its first paint. A tab in the background never paints: a timeout lets it go on anyway.
 */
export {};

const FALLBACK_MS = 100;

if (typeof window !== 'undefined' && typeof requestAnimationFrame === 'function') {
  await new Promise<void>((resolve) => {
    // A frame's callbacks run just before its paint; a task queued from one runs once it is on screen.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FALLBACK_MS);
  });
}
