import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { AccountSettingsDocument } from '../../__generated__/operations/AccountSettings';
import { LoginDocument } from '../../__generated__/operations/Login';
import { createApolloClient } from '../../app/apollo';
import { viewer } from '../../test/render-page';
import { readToken, readUser, saveSession, TOKEN_KEY, takeSessionExpired } from './session';

const user = { _id: viewer.id, name: viewer.name, email: viewer.email, contactNumber: viewer.contactNumber };
const unauthenticated = {
  errors: [
    {
      message: 'Your session has expired or is no longer valid. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
};
const me = { data: { me: { ...viewer, defaultAddress: null, addresses: [] } } };

let fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
/** Answers every request with `body`, optionally running `during` first (as if something happened meanwhile). */
function answer(body: object, during?: () => void) {
  fetchMock.mockImplementation(async (input) => {
    if (!String(input).includes('/graphql')) return new Response(null, { status: 204 });
    during?.();
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}
/** The requests to /graphql (saving or clearing a session also tells the server, at /session). */
const graphqlCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/graphql'));
const sentHeaders = (call = 0) => new Headers(graphqlCalls()[call]?.[1]?.headers as HeadersInit);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the Apollo client and the session', () => {
  it('tells the server about a saved session and a cleared one, with the token and the session header', async () => {
    saveSession('jwt-1', user);
    const [saved] = fetchMock.mock.calls.filter(([input]) => String(input) === '/session');
    expect(saved?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(saved?.[1]?.headers as HeadersInit).get('authorization')).toBe('Bearer jwt-1');
    expect(new Headers(saved?.[1]?.headers as HeadersInit).get('x-sutra-session')).toBe('1');
  });

  it('sends no Authorization header without a session', async () => {
    answer({ data: { me: null } });
    await createApolloClient({ uri: 'http://store.test/graphql' }).query({ query: AccountSettingsDocument });
    expect(sentHeaders().get('authorization')).toBeNull();
  });

  it('sends the stored token as a bearer token, on queries (GET) and mutations alike', async () => {
    saveSession('jwt-1', user);
    const client = createApolloClient({ uri: 'http://store.test/graphql' });
    answer(me);
    await client.query({ query: AccountSettingsDocument });
    // Still an automatic persisted query sent as GET (the hash, not the document), now with the token.
    expect(graphqlCalls()[0]?.[1]?.method).toBe('GET');
    expect(String(graphqlCalls()[0]?.[0])).toContain('persistedQuery');
    expect(sentHeaders(0).get('authorization')).toBe('Bearer jwt-1');
    expect(sentHeaders(0).get('apollo-require-preflight')).toBe('true');

    answer({ data: { login: null } });
    await client.mutate({ mutation: LoginDocument, variables: { email: 'a@b.in', password: 'x' } }).catch(() => null);
    const last = graphqlCalls().length - 1;
    expect(graphqlCalls()[last]?.[1]?.method).toBe('POST');
    expect(sentHeaders(last).get('authorization')).toBe('Bearer jwt-1');
  });

  it('ends the session and empties the cache when the gateway refuses the stored token', async () => {
    saveSession('jwt-revoked', user);
    const client = createApolloClient({ uri: 'http://store.test/graphql' });
    client.cache.writeQuery({ query: AccountSettingsDocument, data: { __typename: 'Query', ...me.data } as never });
    answer(unauthenticated);
    await expect(client.query({ query: AccountSettingsDocument, fetchPolicy: 'network-only' })).rejects.toThrow(
      /no longer valid/,
    );
    expect(readToken()).toBeNull();
    expect(readUser()).toBeNull();
    await vi.waitFor(() => expect(client.cache.extract()).toEqual({}), { timeout: 5_000 });
    // The login page the buyer is sent to says why, once.
    expect(takeSessionExpired()).toBe(true);
    expect(takeSessionExpired()).toBe(false);
  });

  it('keeps the session when a login is refused (that is about the typed password, not the token)', async () => {
    saveSession('jwt-1', user);
    const client = createApolloClient({ uri: 'http://store.test/graphql' });
    answer({ errors: [{ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(
      client.mutate({ mutation: LoginDocument, variables: { email: 'a@b.in', password: 'wrong' } }),
    ).rejects.toThrow('Invalid email or password.');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(takeSessionExpired()).toBe(false);
  });

  it('keeps a session that replaced the refused token meanwhile', async () => {
    saveSession('jwt-old', user);
    const client = createApolloClient({ uri: 'http://store.test/graphql' });
    answer(unauthenticated, () => saveSession('jwt-new', user));
    await expect(client.query({ query: AccountSettingsDocument })).rejects.toThrow();
    expect(readToken()).toBe('jwt-new');
  });
});
