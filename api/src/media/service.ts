import path from 'node:path';

/**
 * The media slice's rules: which stored file a `/media/` URL may name, and how long an answer may be cached. Media has
 * no request body or query to validate (a file route), so it has no schemas.ts; the path is checked here instead.
 */
export const MEDIA_PREFIX = '/media/';

/** Longer paths name nothing the store writes. */
const MAX_PATH_LENGTH = 512;

/**
 * The decoded path a `/media/` URL names, relative to the media root (`products/x.svg`); null when it names nothing
 * that may be served: it cannot be decoded, would leave the root, is absolute, or has a hidden segment (uploads
 * arriving, temporary files). A folder (a trailing `/`) keeps its slash; it is never listed.
 */
export function mediaPathOf(url: string): string | null {
  const pathname = url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice(MEDIA_PREFIX.length));
  } catch {
    return null;
  }
  if (decoded === '' || decoded.length > MAX_PATH_LENGTH || decoded.startsWith('/') || /[\0\\]/.test(decoded)) {
    return null;
  }
  const normal = path.posix.normalize(decoded);
  if (normal !== decoded || normal.startsWith('..')) return null;
  const segments = normal.split('/');
  if (segments.slice(0, -1).some((s) => s === '') || segments.some((s) => s.startsWith('.'))) return null;
  return normal;
}

/** A year: the longest a cache is asked to keep anything. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * The store's own pictures (banners, the hero poster and video) keep their names across releases while a newer
 * version may redraw them: caches keep them an hour, then revalidate by ETag (a 304 while unchanged).
 */
export const NAMED_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Folders whose files never change under their name: uploads get a random name when they are kept, and product
 * images are named by their variant's id, drawn once. Renditions of them are as fixed as their SVG.
 */
const IMMUTABLE_FOLDERS = new Set(['uploads', 'products']);

export function cacheControlOf(file: string): string {
  const segments = file.split('/');
  const folder = segments[0] === 'renditions' ? segments[1] : segments[0];
  return folder && IMMUTABLE_FOLDERS.has(folder) ? IMMUTABLE_CACHE_CONTROL : NAMED_CACHE_CONTROL;
}
