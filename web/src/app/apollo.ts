import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { clearSession, readToken } from '../features/accounts/session';
import { typePolicies } from './type-policies';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The token an operation was sent with (kept in its context by the auth link). */
const SENT_TOKEN = 'sutraToken';

/** Sends the stored session's token as `Authorization: Bearer …` with every operation. */
export const authLink = new ApolloLink((operation, forward) => {
  const token = readToken();
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
      [SENT_TOKEN]: token,
    }));
  }
  return forward(operation);
});

/**
 * Ends the session when the gateway refuses the token an operation was sent with (`UNAUTHENTICATED`: expired, or
 * revoked by a password change elsewhere): the stored token and user go, and so does every cached answer. Login's
 * own refusal (a wrong password) is not about the stored token, and a token replaced meanwhile is left alone.
 */
export function sessionEndLink(onSessionEnd: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (!error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
    if (operation.operationName === 'Login') return;
    const sent = operation.getContext()[SENT_TOKEN] as string | undefined;
    if (!sent || sent !== readToken()) return;
    clearSession();
    onSessionEnd();
  });
}

/**
 * The store's Apollo Client: one origin (`/graphql`), a normalized cache, and automatic persisted queries sent as
 * GET requests, so public catalogue answers can be cached by the browser and any CDN in front of the gateway. Every
 * operation carries the stored bearer token; a refused token ends the session.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  const http = new HttpLink({
    uri,
    // Lets Apollo Server's CSRF protection accept our GET requests.
    headers: { 'apollo-require-preflight': 'true' },
  });
  // Web Crypto exists only in secure contexts (https, localhost); elsewhere queries are sent in full.
  const transport: ApolloLink =
    typeof crypto !== 'undefined' && crypto.subtle
      ? ApolloLink.from([new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true }), http])
      : http;
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([sessionEndLink(() => void client.clearStore()), authLink, transport]),
    cache: new InMemoryCache({ typePolicies }),
  });
  return client;
}
