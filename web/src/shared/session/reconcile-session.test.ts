import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptHandedOverSession, readToken, readUser, reconcileStoredSession, saveSession } from './session';

const USER = { _id: 'b1', name: 'Arjun Mehta', email: 'arjun@example.com' };

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const answer = (status: number) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status }));

describe('reconcileStoredSession', () => {
  it('asks nothing when the server rendered the session this browser holds', async () => {
    const fetch = answer(204);
    await reconcileStoredSession(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgets a stored token the server refuses (revoked elsewhere), before the page hydrates', async () => {
    await saveSession('jwt-revoked', USER);
    const fetch = answer(401);
    await reconcileStoredSession(false);
    expect(fetch).toHaveBeenCalledWith('/session', expect.objectContaining({ method: 'POST' }));
    expect(readToken()).toBeNull();
    expect(readUser()).toBeNull();
  });

  it('keeps a stored token the server accepts, and a token it could not check', async () => {
    await saveSession('jwt-1', USER);
    answer(204);
    await reconcileStoredSession(false);
    expect(readToken()).toBe('jwt-1');
    answer(503);
    await reconcileStoredSession(false);
    expect(readToken()).toBe('jwt-1');
  });

  it('tells the server when this browser has no session but the page was rendered with one', async () => {
    const fetch = answer(204);
    await reconcileStoredSession(true);
    expect(fetch).toHaveBeenCalledWith('/session', expect.objectContaining({ method: 'DELETE' }));
  });
});

describe('a session the server started (a login posted before the app ran)', () => {
  const handOver = (value: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: as the gateway's redirect sets it.
    document.cookie = `sutra_handoff=${encodeURIComponent(value)}; Path=/`;
  };
  const handoffLeft = () => document.cookie.split('; ').some((c) => /^sutra_handoff=./.test(c));

  it('is taken into storage, the cookie deleted, and the server is not told to forget it', async () => {
    handOver(JSON.stringify({ token: 'jwt-posted', user: USER }));
    const fetch = answer(204);
    await reconcileStoredSession(true);
    expect(readToken()).toBe('jwt-posted');
    expect(readUser()).toEqual(USER);
    expect(handoffLeft()).toBe(false);
    // Storage and the page cookie now agree: no DELETE /session signs the shopper out.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is taken once: a second page load finds nothing to take', () => {
    handOver(JSON.stringify({ token: 'jwt-posted', user: USER }));
    expect(adoptHandedOverSession()).toBe(true);
    window.localStorage.clear();
    expect(adoptHandedOverSession()).toBe(false);
    expect(readToken()).toBeNull();
  });

  it.each([
    ['not JSON', '{nope'],
    ['no token', JSON.stringify({ user: USER })],
    ['no user', JSON.stringify({ token: 'jwt' })],
    ['a user without an id', JSON.stringify({ token: 'jwt', user: { name: 'x', email: 'y' } })],
  ])('is ignored (and deleted) when it is %s', (_what, value) => {
    handOver(value);
    expect(adoptHandedOverSession()).toBe(false);
    expect(readToken()).toBeNull();
    expect(handoffLeft()).toBe(false);
  });
});
