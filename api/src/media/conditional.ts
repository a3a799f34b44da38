import type { ByteRange } from './store.js';

/**
 * The two conditional parts of HTTP the media route answers, kept to what caches and browsers send. Written here
 * rather than taken from a library: @fastify/static's (via `send`) work on files on disk only, and each is a few lines.
 */

/**
 * Whether an `If-None-Match` list names the ETag (`*` names any). The comparison is weak, as RFC 9110 asks for this
 * header: `W/"x"` matches `"x"` (a proxy that compresses weakens the tag; the bytes behind it are the same file).
 */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * The one byte range a `Range` header asks for within `size` bytes: `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last
 * n), its end cut to the file's. Undefined (send the whole file, as RFC 9110 allows) for several ranges or anything
 * unreadable; 'unsatisfiable' (a 416) when it starts past the end.
 */
export function rangeOf(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
