import createCache from '@emotion/cache';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';
import { createAdminApolloClient } from './admin-apollo';

/** Renders the staff's app into the page (in the browser only: the server does not render `/admin`). */
export function startAdmin(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <AdminApp client={createAdminApolloClient()} styles={createCache({ key: 'css' })} />
    </StrictMode>,
  );
}
