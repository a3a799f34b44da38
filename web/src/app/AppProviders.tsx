import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { ServerSessionProvider, type SessionSnapshot } from '../shared/session/session';
import { RenderProviders } from './RenderProviders';
import type { RenderRecorder, StoreConfig } from './render-context';
import { system, systemOverServerStyles } from './system';

export interface AppEnvironment {
  client: ApolloClient;
  /** Emotion's style cache: per request on the server (its styles go into the document's head), one in the browser. */
  styles: EmotionCache;
  /** The session the page was (or is being) rendered with on the server. */
  session: SessionSnapshot;
  config: StoreConfig;
  /** Set on the server only. */
  recorder: RenderRecorder | null;
  /** The page's head already holds Chakra's global styles (a page the server rendered, in the browser). */
  globalStylesInPage?: boolean;
}

/**
 * Everything around the routes, the same on the server and in the browser (the router aside). The trees must match to
 * the last sibling: React's `useId` values (which Chakra's parts find each other by) follow the tree's shape.
 */
export function AppProviders({ environment, children }: { environment: AppEnvironment; children: ReactNode }) {
  const { client, styles, session, config, recorder, globalStylesInPage = false } = environment;
  return (
    <CacheProvider value={styles}>
      <ChakraProvider value={globalStylesInPage ? systemOverServerStyles : system}>
        <ApolloProvider client={client}>
          <RenderProviders recorder={recorder} config={config}>
            <ServerSessionProvider value={session}>{children}</ServerSessionProvider>
          </RenderProviders>
        </ApolloProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
