import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The staff's GraphQL endpoint: a schema of its own, apart from the shop's `/graphql`. */
export const ADMIN_GRAPHQL_URL = '/admin/graphql';

/**
 * The admin's Apollo Client. The staff session is an HttpOnly cookie scoped to `/admin`, which the browser sends on
 * its own (same origin); nothing here reads or stores a token. Operations are JSON POSTs (no persisted queries, no GET):
 * the gateway's CSRF check admits those, and no admin answer is cacheable anyway.
 */
export function createAdminApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: ADMIN_GRAPHQL_URL, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
  });
}
