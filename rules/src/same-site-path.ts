/** A path-absolute reference: one '/', then anything but a second slash or a backslash (which browsers read as one). */
const isPathOnly = (path: string): boolean => path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';

/**
 * `target` as a path on the site at `origin` (path, query and hash), or null when a browser could be sent anywhere
 * else by it. The check is made twice: on what was given, and on what the URL parser made of it. Parsing removes dot
 * segments, tabs and newlines and turns backslashes into slashes, so `/./` + `/host`, `/%2e//host`, `/a/..//host` and
 * `/\t/host` all come out as `//host`: another site for any browser, router or `Location` header that follows it.
 * Whatever this answers, given again, is answered unchanged.
 */
export function sameSitePath(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== 'string' || !isPathOnly(target)) return null;
  try {
    const site = new URL(origin).origin;
    const url = new URL(target, site);
    if (url.origin !== site) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isPathOnly(path) ? path : null;
  } catch {
    return null;
  }
}
