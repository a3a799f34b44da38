import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { typePolicies } from './type-policies';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The store's Apollo Client: one origin (`/graphql`), a normalized cache, and automatic persisted queries sent as
 * GET requests, so public catalogue answers can be cached by the browser and any CDN in front of the gateway.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  const http = new HttpLink({
    uri,
    // Lets Apollo Server's CSRF protection accept our GET requests.
    headers: { 'apollo-require-preflight': 'true' },
  });
  // Web Crypto exists only in secure contexts (https, localhost); elsewhere queries are sent in full.
  const link: ApolloLink =
    typeof crypto !== 'undefined' && crypto.subtle
      ? ApolloLink.from([new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true }), http])
      : http;
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}
