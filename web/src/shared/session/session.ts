import {
  type PostedForm,
  SECURE_SESSION_HANDOFF_COOKIE,
  SESSION_HANDOFF_COOKIE,
  SESSION_SYNC_HEADER,
  SESSION_SYNC_PATH,
} from '@sutra/rules';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

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

/** The session a page was rendered with on the server (from the session cookie), which hydration must start from. */
export interface SessionSnapshot {
  signedIn: boolean;
  user: StoredUser | null;
  /** The login or sign-up form the page answers, when the shopper posted it without the app (see posted-form.ts). */
  posted?: PostedForm;
}

export const GUEST: SessionSnapshot = { signedIn: false, user: null };

const ServerSession = createContext<SessionSnapshot>(GUEST);
export const ServerSessionProvider = ServerSession.Provider;

/** The session (and posted form) the page was rendered with on the server. */
export const useServerSession = (): SessionSnapshot => useContext(ServerSession);

/**
 * Whether a buyer is signed in, and who: a token in storage (spec: only its presence is checked on the client). The
 * server renders with the session its cookie names, and hydration starts from that same answer before the browser's
 * storage takes over, so the two never disagree about the first render.
 */
export function useSession(): SessionSnapshot {
  const server = useContext(ServerSession);
  const signedIn = useSyncExternalStore(
    subscribe,
    () => readToken() !== null,
    () => server.signedIn,
  );
  const rawUser = useSyncExternalStore(
    subscribe,
    () => read(USER_KEY),
    () => (server.user ? JSON.stringify(server.user) : null),
  );
  const user = useMemo(() => parseUser(rawUser), [rawUser]);
  return { signedIn, user };
}

/**
 * Tells the store's server which session this browser has (`/session` keeps it in an HttpOnly cookie), so it can render
 * the buyer's pages; the server checks the token before it keeps it. Settles (never rejects) once the server has
 * answered: a full page load that must be rendered with the new session waits for it.
 */
export async function syncServerSession(token: string | null): Promise<void> {
  await fetch(SESSION_SYNC_PATH, {
    method: token ? 'POST' : 'DELETE',
    headers: { [SESSION_SYNC_HEADER]: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

const isStoredUser = (value: unknown): value is StoredUser => {
  const user = value as Partial<StoredUser> | null;
  return typeof user === 'object' && user !== null && typeof user._id === 'string' && typeof user.name === 'string'
    ? typeof user.email === 'string'
    : false;
};

/**
 * Takes over a session the server started: a login posted without the app (before its scripts ran, or with JavaScript
 * off) leaves the token in a short-lived cookie for this script (the page cookie is HttpOnly). It is stored as any
 * login's is, and the cookie deleted at once; over https only the `__Host-` cookie counts, which no other site can set.
 * True when a session was taken over.
 */
export function adoptHandedOverSession(): boolean {
  const name = window.location.protocol === 'https:' ? SECURE_SESSION_HANDOFF_COOKIE : SESSION_HANDOFF_COOKIE;
  const raw = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return false;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict${secure}`;
  let handed: { token?: unknown; user?: unknown };
  try {
    handed = JSON.parse(decodeURIComponent(raw)) as { token?: unknown; user?: unknown };
  } catch {
    return false;
  }
  if (typeof handed?.token !== 'string' || !handed.token || !isStoredUser(handed.user)) return false;
  try {
    window.localStorage.setItem(TOKEN_KEY, handed.token);
    window.localStorage.setItem(USER_KEY, JSON.stringify(handed.user));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}

// Also as the app starts, for a page the server sent as the bare shell (no render to reconcile with): a session handed
// over is stored before anything reads storage. Without a hand-over cookie this reads `document.cookie` only.
if (typeof document !== 'undefined') adoptHandedOverSession();

/**
 * The server rendered the page from its session cookie, this browser keeps its session in storage; when they
 * disagree (a login from before the cookie existed, storage cleared, a cookie gone stale), storage's session is the
 * one the server is told about — after storage has taken over any session the server handed over (a login posted
 * without the app), so such a login is kept, not signed out. A stored token the server refuses (revoked elsewhere, expired) is forgotten here too,
 * before the page hydrates with it. Settles at once when they agree, the usual case.
 */
export async function reconcileStoredSession(serverSignedIn: boolean): Promise<void> {
  // A session the server started (a login posted before the app ran) is storage's from now on.
  adoptHandedOverSession();
  const token = readToken();
  if (serverSignedIn === (token !== null)) return;
  const answer = await fetch(SESSION_SYNC_PATH, {
    method: token ? 'POST' : 'DELETE',
    headers: { [SESSION_SYNC_HEADER]: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  }).catch(() => null);
  if (token && answer?.status === 401 && readToken() === token) {
    markSessionExpired();
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** What the login page says after the store refused a session (expired, or ended by a password change elsewhere). */
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const EXPIRED_KEY = 'sutra-session-expired';
/** A refusal older than this is no longer news to the login page. */
const EXPIRED_NOTICE_MS = 30 * 60_000;

/**
 * Remembers, for this tab, that the store refused its session, so the login page it is sent to can say why. Set
 * before the session is forgotten, so whatever reacts to that finds it.
 */
export function markSessionExpired(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(EXPIRED_KEY, String(now));
  } catch {
    // Storage refused (private mode): the login page simply says nothing.
  }
}

/** Whether the session was refused lately (and forgets it: the notice shows once). */
export function takeSessionExpired(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(EXPIRED_KEY));
    window.sessionStorage.removeItem(EXPIRED_KEY);
    return at > 0 && now - at < EXPIRED_NOTICE_MS;
  } catch {
    return false;
  }
}

/** Calls `onChange` whenever this tab's session changes (a login, a logout, a refused token). */
export function onSessionChange(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** Keeps the session in this browser at once; the promise settles when the server's cookie names it too. */
export function saveSession(token: string, user: StoredUser): Promise<void> {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return syncServerSession(token);
}

export function saveUser(user: StoredUser): void {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Forgets the session in this browser at once; the promise settles when the server's cookie is gone too. */
export function clearSession(): Promise<void> {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return syncServerSession(null);
}
