// Holds the rest back until the server's HTML has been painted once (after-first-paint.ts).
import './shared/after-first-paint';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import type { AppEnvironment } from './app/AppProviders';
import { createApolloClient } from './app/apollo';
import { readBootstrapState } from './app/bootstrap';
import { preloadModules } from './app/lazy-module';
import { createServerStyleCache, createStoreStyleCache } from './app/server-styles';
import { GUEST, reconcileStoredSession } from './shared/session/session';
import { yieldToBrowser } from './shared/yield-to-browser';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page the server rendered, and the state it rendered it from; none under Vite's development server.
const state = readBootstrapState();
// Restoring the Apollo cache and taking over the server's styles start in a task of their own, after the one that
// built Chakra's system (see yield-to-browser.ts).
await yieldToBrowser();
const environment: AppEnvironment = {
  client: createApolloClient({ initialState: state?.apollo }),
  // Emotion learns which rules the server's <style> tags hold, so hydration inserts none of them again.
  styles: state ? createServerStyleCache() : createStoreStyleCache(),
  session: state?.session ?? GUEST,
  config: { publicUrl: state?.publicUrl ?? window.location.origin },
  recorder: null,
  globalStylesInPage: state !== null,
};
const app = (
  <StrictMode>
    <App environment={environment} />
  </StrictMode>
);
// The chunks the server's page used are loaded first: hydration then takes over the whole page in one pass. A chunk
// that fails to load does not stop it: React loads what is missing itself, and that part hydrates later.
// Hydration runs as a transition: React then renders the page in slices of a few milliseconds and lets the browser
// paint and answer the shopper between them, where a default-priority hydration renders the whole tree in one task
// (on a mid-range phone, most of a second with the page frozen). A tap on a part not yet hydrated hydrates it first.
// Before hydrating, the stored session is reconciled with the server's (see reconcileStoredSession), in a task of its
// own: the page's first read of local storage opens it, some 20 ms that would lengthen this module's task.
if (state) {
  void preloadModules(state.modules ?? [])
    .catch(() => undefined)
    .then(yieldToBrowser)
    .then(() => reconcileStoredSession(state.session.signedIn))
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
