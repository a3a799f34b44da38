import { useLocation } from 'react-router';

/** The address the browser loaded the document from, and the HTTP status the server answered it with. */
function servedDocument(): { path: string; status: number } | null {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return null;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const status = navigation?.responseStatus;
  if (!navigation || !status) return null;
  const url = new URL(navigation.name);
  return { path: `${url.pathname}${url.search}`, status };
}

const served = servedDocument();

/**
 * The HTTP status the server gave the page now shown, when the browser loaded it from the server (null on the
 * server, after moving to another address, or where the browser does not say). The server renders a page only once
 * its data has settled, but a query's refusal is not in the state it hands over: a page the server answered 404 can
 * render its not-found state from this while hydrating, as the server did, instead of asking again.
 */
export function useServedStatus(): number | null {
  const { pathname, search } = useLocation();
  if (!served || served.path !== `${pathname}${search}`) return null;
  return served.status;
}
