import path from 'node:path';

/**
 * The media slice's rule: which file under the media folder a `/media/` URL may name. Media has no request body or
 * query to validate (a static route), so it has no schemas.ts; the path is checked here instead.
 */
export const MEDIA_PREFIX = '/media/';

/**
 * The decoded path a `/media/` URL names, relative to the media folder; null when it would leave the folder (a 404,
 * like any file that is not there), undefined when it cannot be decoded (the static route refuses it itself).
 */
export function mediaPathOf(url: string, root: string): string | null | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(MEDIA_PREFIX)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice(MEDIA_PREFIX.length));
  } catch {
    return undefined;
  }
  const absolute = path.resolve(root, decoded);
  if (!absolute.startsWith(root + path.sep)) return null;
  return path.relative(root, absolute).split(path.sep).join('/');
}
