import { useMemo, useSyncExternalStore } from 'react';

/** The session lives in local storage under these keys: the bearer token and the signed-in buyer. */
export const TOKEN_KEY = 'sutra-token';
export const USER_KEY = 'sutra-user';

export interface StoredUser {
  _id: string;
  name: string;
  email: string;
  contactNumber?: string;
}

const CHANGE_EVENT = 'sutra-session-change';

function subscribe(onChange: () => void): () => void {
  // `storage` fires for other tabs; our own writes announce themselves with CHANGE_EVENT.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const readToken = (): string | null => read(TOKEN_KEY);

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return typeof user?._id === 'string' ? user : null;
  } catch {
    return null;
  }
}

export const readUser = (): StoredUser | null => parseUser(read(USER_KEY));

/** A buyer is signed in when a token is in storage (spec: only its presence is checked on the client). */
export function useSession() {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  const rawUser = useSyncExternalStore(
    subscribe,
    () => read(USER_KEY),
    () => null,
  );
  const user = useMemo(() => parseUser(rawUser), [rawUser]);
  return { token, user, signedIn: Boolean(token) };
}

export function saveSession(token: string, user: StoredUser): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveUser(user: StoredUser): void {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
