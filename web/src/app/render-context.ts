import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { SpriteSymbol } from '../shared/ui/sprite-symbols';
import type { PageHead } from './head/page-head';

/**
 * What the server learns while it renders a page, besides its HTML: the head the page asked for, the HTTP status its
 * state calls for (404 for an unknown product, 503 when the store could not answer), a redirect, and the chunks it used. The browser has
 * no recorder: there the same hooks write the document's head and navigate.
 */
export interface RenderRecorder {
  head: PageHead | null;
  status: number;
  redirect: string | null;
  /** The named chunks the page rendered (see lazy-module.tsx), for the browser to load before it hydrates. */
  modules: string[];
  /** The drawings the page's markup uses from the document's sprite (SpriteIcon.tsx), for the server to write once. */
  symbols: SpriteSymbol[];
}

export const newRenderRecorder = (): RenderRecorder => ({
  head: null,
  status: 200,
  redirect: null,
  modules: [],
  symbols: [],
});

export const RecorderContext = createContext<RenderRecorder | null>(null);

/** The store's settings the page needs to write absolute URLs (canonical links, previews, JSON-LD). */
export interface StoreConfig {
  publicUrl: string;
}

export const ConfigContext = createContext<StoreConfig>({ publicUrl: '' });

export const useRenderRecorder = (): RenderRecorder | null => useContext(RecorderContext);
/** The store's settings; without a provider (component tests), the page's own origin stands for the public one. */
export function useStoreConfig(): StoreConfig {
  const config = useContext(ConfigContext);
  return config.publicUrl ? config : { publicUrl: window.location.origin };
}

/** The HTTP status of the page being rendered on the server (the highest asked for wins); nothing in the browser. */
export function useResponseStatus(status: number): void {
  const recorder = useRenderRecorder();
  if (recorder && status > recorder.status) recorder.status = status;
}

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
