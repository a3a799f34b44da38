import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { ExecuteOnServer } from '@sutra/rules';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { clearSession, markSessionExpired, readToken, SESSION_EXPIRED } from '../shared/session/session';
import { notify } from './toast';
import { traceLink } from './trace-link';
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
 * revoked by a password change elsewhere): the stored token and user go, and so does every cached answer; a notice says
 * so, and so does the login page the buyer is sent to (`markSessionExpired`). Login's
 * own refusal (a wrong password) is not about the stored token, and a token replaced meanwhile is left alone.
 */
export function sessionEndLink(onSessionEnd: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (!error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
    if (operation.operationName === 'Login') return;
    const sent = operation.getContext()[SENT_TOKEN] as string | undefined;
    if (!sent || sent !== readToken()) return;
    markSessionExpired();
    void clearSession();
    notify({ type: 'info', title: SESSION_EXPIRED });
    onSessionEnd();
  });
}

/** The writes to the viewer's cart and wishlist: they go to the server one at a time, in the order they were made. */
export const SERIAL_MUTATIONS: ReadonlySet<string> = new Set([
  'AddToWishlist',
  'RemoveFromWishlist',
  'AddToCart',
  'UpdateCartLine',
  'RemoveCartLine',
]);

/**
 * Sends the named operations one after another: each waits until the one before it has answered (or failed). The
 * cart and the wishlist flip optimistically at once, so two quick clicks make two writes; sent together, their
 * answers could come back in either order and leave the older one in the cache.
 */
export function serialLink(names: ReadonlySet<string> = SERIAL_MUTATIONS): ApolloLink {
  let tail: Promise<void> = Promise.resolve();
  return new ApolloLink((operation, forward) => {
    if (!names.has(operation.operationName ?? '')) return forward(operation);
    return new Observable((observer) => {
      let release: () => void = () => undefined;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      const previous = tail;
      tail = previous.then(() => turn);
      void previous.then(() => {
        if (closed) return release();
        subscription = forward(operation).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            release();
            observer.error(error);
          },
          complete: () => {
            release();
            observer.complete();
          },
        });
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
        release();
      };
    });
  });
}

/**
 * The store's Apollo Client: one origin (`/graphql`), a normalized cache, and automatic persisted queries sent as
 * GET requests, so public catalogue answers can be cached by the browser and any CDN in front of the gateway. Every
 * operation carries the stored bearer token; a refused token ends the session.
 */
export function createApolloClient(options: { uri?: string; initialState?: NormalizedCacheObject } = {}): ApolloClient {
  const uri = options.uri ?? '/graphql';
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
  const cache = new InMemoryCache({ typePolicies });
  if (options.initialState) cache.restore(options.initialState);
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      sessionEndLink(() => void client.clearStore()),
      serialLink(),
      authLink,
      traceLink,
      transport,
    ]),
    cache,
    // A page the server rendered came with its answers: queries that would also ask the network right away (during
    // hydration) wait a moment, so the cache answers them.
    ...(options.initialState ? { ssrForceFetchDelay: 100 } : {}),
  });
  return client;
}

/**
 * The server renderer's client: the same operations and cache as the browser's, answered in-process by the gateway's
 * own schema (`execute`, with the shopper's session) instead of over HTTP. One per request.
 */
export function createServerApolloClient(execute: ExecuteOnServer): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache({ typePolicies }) });
}
