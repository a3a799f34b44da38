/**
 * Where to go after logging in: the `redirect` query parameter when it is a path on this site (it starts with a
 * single '/' and resolves to our own origin), else the homepage. Anything else — `//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:` — is ignored, so the login page cannot be used as an open redirect.
 */
export function safeRedirect(redirect: string | null | undefined, origin = window.location.origin): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** `/login?redirect=<path>`: the login page that comes back to `path` afterwards. */
export const loginPathFor = (path: string): string =>
  path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
