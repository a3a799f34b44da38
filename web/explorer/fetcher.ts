import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/** Sends each operation as the store's web app does: a JSON POST to the endpoint, with the editor's headers. */
export function createFetcher(endpoint: string): Fetcher {
  return async (params, options) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { ...options?.headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(params),
    });
    return response.json();
  };
}
