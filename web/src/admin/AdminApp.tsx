import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { system } from '../app/system';
import { AdminRoutes } from './AdminRoutes';

/**
 * A data router around the admin's routes, for what only a data router offers: holding a navigation while an editor
 * asks whether to leave unsaved changes (`useBlocker`).
 */
const router = createBrowserRouter([{ path: '*', element: <AdminRoutes /> }]);

/** The staff's app: the store's Chakra system, its own Apollo Client (`/admin/graphql`) and its own routes. */
export function AdminApp({ client, styles }: { client: ApolloClient; styles: EmotionCache }) {
  return (
    <CacheProvider value={styles}>
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
