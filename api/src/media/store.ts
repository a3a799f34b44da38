import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Where the files served under `/media/` live. Two stores keep the same files under the same paths: a folder on the
 * replica's disk (`fs-store.ts`, one process or a shared volume) and the database (`postgres-store.ts`, so every
 * replica serves what any of them stored). Paths are relative to `/media/`, `/`-separated, already checked by
 * `mediaPathOf` (no `..`, no hidden segment).
 */
export interface MediaStore {
  readonly kind: MediaStoreKind;
  /** What is stored under a path, without its bytes; undefined when nothing is. */
  head(file: string): Promise<MediaInfo | undefined>;
  /** A stored file with its bytes, or only the bytes of `range` (its info stays the whole file's). */
  get(file: string, range?: ByteRange): Promise<MediaFile | undefined>;
  /**
   * Stores bytes under a path, replacing what was there; with `ifAbsent`, a file already there is kept (two replicas
   * making the same rendition at once both succeed, and one copy stays). Readers see the old file or the new, whole.
   */
  put(file: string, bytes: Buffer, options?: { ifAbsent?: boolean }): Promise<void>;
  /** Removes files; paths with nothing stored are ignored. */
  remove(files: readonly string[]): Promise<void>;
  /** The stored paths starting with `prefix` (e.g. `uploads/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

export type MediaStoreKind = 'fs' | 'postgres';
export const MEDIA_STORE_KINDS = ['fs', 'postgres'] as const satisfies readonly MediaStoreKind[];

export interface MediaInfo {
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

export interface MediaFile extends MediaInfo {
  bytes: Buffer;
}

/** Bytes `start` to `end`, both included (as HTTP's `Range` counts them), within the file. */
export interface ByteRange {
  start: number;
  end: number;
}

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The strong ETag of a stored file: its content hash, so every replica and both stores answer the same one. */
export const etagOf = (info: MediaInfo): string => `"${info.sha256}"`;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

/**
 * The type a file is served as, by its extension: the store names every file it writes (uploads get the extension
 * their sniffed type says), so a name is never trusted to be something it is not. Unknown: plain bytes.
 */
export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[path.posix.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Stores bytes unless the same bytes are there already: the store's own images are written on every start, and an
 * unchanged file (the usual case) then costs a hash and a lookup, not a write. Answers whether it wrote.
 */
export async function putIfChanged(store: MediaStore, file: string, bytes: Buffer): Promise<boolean> {
  const stored = await store.head(file);
  if (stored && stored.sha256 === sha256Of(bytes) && stored.size === bytes.length) return false;
  await store.put(file, bytes);
  return true;
}
