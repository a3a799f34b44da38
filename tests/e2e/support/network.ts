import type { Page, Route } from '@playwright/test';

/** The store's GraphQL endpoint, with or without a query string (persisted queries are GETs with one). */
const GRAPHQL = (url: URL) => url.pathname === '/graphql';

/** Whether the request is the GraphQL operation `name`: a POST names it in its body, a persisted-query GET in its URL. */
const isOperation = (route: Route, name: string) => {
  const request = route.request();
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') === name;
  return request.method() === 'POST' && (request.postData() ?? '').includes(`"operationName":"${name}"`);
};

/**
 * Holds the browser's requests for the GraphQL operation `name` until `release()` is called, then lets them go to
 * the store unchanged: a journey can look at the page while a write is on its way (what the shopper sees at once).
 */
export async function holdOperation(page: Page, name: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  const handler = async (route: Route) => {
    if (!isOperation(route, name)) return route.fallback();
    seen += 1;
    await gate;
    return route.fallback();
  };
  await page.route(GRAPHQL, handler);
  return {
    /** How many requests for the operation have been held (or let through) so far. */
    seen: () => seen,
    release: async () => {
      release();
      await page.unroute(GRAPHQL, handler);
    },
  };
}

/** Drops the connection of the browser's next requests for `name`, as a network failure would. */
export async function failOperation(page: Page, name: string) {
  const handler = (route: Route) => (isOperation(route, name) ? route.abort('failed') : route.fallback());
  await page.route(GRAPHQL, handler);
  return { restore: () => page.unroute(GRAPHQL, handler) };
}
