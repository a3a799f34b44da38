import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { HomePageDocument } from '../__generated__/operations/HomePage';
import { createApolloClient } from './apollo';
import { AppRoutes } from './routes';
import { loadFullSystem, useAppSystem } from './system';

/** A first visit to the homepage asks for its data while the page's code is still starting up. */
function createClient() {
  const client = createApolloClient();
  if (window.location.pathname === '/') void client.query({ query: HomePageDocument }).catch(() => undefined);
  return client;
}

export function App() {
  const [client] = useState(createClient);
  const system = useAppSystem();
  useEffect(() => {
    // Everything beyond the first paint's recipes arrives while the browser is idle.
    const load = () => void loadFullSystem();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </ChakraProvider>
  );
}
