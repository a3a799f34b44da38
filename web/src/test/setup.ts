import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens and dialogs import their chunks on first use; on a busy two-core machine that can take longer than
// Testing Library's default one second. Waiting longer only matters when a test is about to fail anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // The toaster's stores live in a module the files of a worker share: a notice one test left open (they stay seconds)
  // must not show in the next test's page.
  const { toasters } = await import('../app/toaster-stores');
  for (const store of Object.values(toasters)) store.remove();
});

// Components tell the store's server about the session (`POST`/`DELETE /session`, see shared/session/session.ts). There is
// no server under jsdom: that one endpoint answers as the gateway does when it agrees; every other request goes on.
const networkFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url, 'http://localhost').pathname === '/session')
    return Promise.resolve(new Response(null, { status: 204 }));
  return networkFetch(input, init);
};
