import { afterEach, describe, expect, it, vi } from 'vitest';
import { readToken, readUser, reconcileStoredSession, saveSession } from './session';

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
