import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser. Before then a form's
 * submit would be the browser's own: a GET to the page's URL carrying every field (a password included) in the query.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
