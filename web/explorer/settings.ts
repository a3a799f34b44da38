/**
 * What the page that serves the explorer tells it, as data attributes on its mount element: the GraphQL endpoint it
 * explores (`/graphql`, or another schema's), and, in development only, where a token for the demo buyer comes from.
 */
export interface ExplorerSettings {
  endpoint: string;
  demoTokenUrl: string | undefined;
}

/** Only same-origin paths: the page's policy (connect-src 'self') would refuse anything else anyway. */
const samePath = (value: string | undefined): string | undefined =>
  value?.startsWith('/') && !value.startsWith('//') ? value : undefined;

export function readSettings(element: HTMLElement): ExplorerSettings {
  return {
    endpoint: samePath(element.dataset.endpoint) ?? '/graphql',
    demoTokenUrl: samePath(element.dataset.demoTokenUrl),
  };
}

/**
 * The explorer keeps its tabs, queries and headers in the browser, one store per endpoint: a token saved for one
 * schema is never sent to another.
 */
export function storageFor(endpoint: string): Storage {
  const prefix = `sutra-explorer:${endpoint}:`;
  const ownKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(prefix));
  return {
    getItem: (key) => localStorage.getItem(prefix + key),
    setItem: (key, value) => localStorage.setItem(prefix + key, value),
    removeItem: (key) => localStorage.removeItem(prefix + key),
    clear: () => {
      for (const key of ownKeys()) localStorage.removeItem(key);
    },
    key: (index) => ownKeys()[index]?.slice(prefix.length) ?? null,
    get length() {
      return ownKeys().length;
    },
  };
}
