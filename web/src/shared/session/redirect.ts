import { sameSitePath } from '@sutra/rules';

/**
 * Where to go after logging in: the `redirect` query parameter when it is a path on this site, else the homepage.
 * Anything a browser could follow elsewhere — `//evil.example`, `/\evil.example`, `https://…`, `javascript:`, and
 * paths that only become `//evil.example` once parsed (`/./` + `/evil.example`, `/%2e//…`) — is ignored, so the login
 * page cannot be used as an open redirect.
 */
export function safeRedirect(redirect: string | null | undefined, origin = window.location.origin): string {
  return sameSitePath(redirect, origin) ?? '/';
}

/** `/login?redirect=<path>`: the login page that comes back to `path` afterwards. */
export const loginPathFor = (path: string): string =>
  path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
