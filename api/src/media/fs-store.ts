import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, contentTypeOf, type MediaFile, type MediaInfo, type MediaStore, sha256Of } from './store.js';

/** How many files' hashes a process remembers; past it the memory starts over (a hash is cheap to make again). */
const HASH_MEMORY = 10_000;

interface Remembered {
  ino: number;
  mtimeMs: number;
  size: number;
  sha256: string;
}

/**
 * The media folder on this replica's disk (the default with the embedded database, or a volume every replica mounts).
 * A file's hash (its ETag) is made by reading it once and remembered while the file stays the same inode, size and
 * modification time: files are replaced by renaming a new one into place, which makes a new inode.
 */
export class FsMediaStore implements MediaStore {
  readonly kind = 'fs' as const;
  private readonly root: string;
  private readonly hashes = new Map<string, Remembered>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async head(file: string): Promise<MediaInfo | undefined> {
    const absolute = this.absolute(file);
    const found = absolute ? await statFile(absolute) : undefined;
    if (!absolute || !found) return undefined;
    const remembered = this.remembered(absolute, found);
    if (remembered) return { contentType: contentTypeOf(file), size: found.size, sha256: remembered };
    // Streamed through the hash, so a large file (the hero video) is never held whole for it.
    const hash = createHash('sha256');
    const hashed = await pipeline(createReadStream(absolute), hash).then(
      () => hash.digest('hex'),
      () => undefined,
    );
    if (!hashed) return undefined;
    return { contentType: contentTypeOf(file), size: found.size, sha256: this.remember(absolute, found, hashed) };
  }

  async get(file: string, range?: ByteRange): Promise<MediaFile | undefined> {
    const absolute = this.absolute(file);
    if (!absolute) return undefined;
    if (range) {
      const info = await this.head(file);
      if (!info) return undefined;
      const handle = await open(absolute, 'r');
      try {
        const bytes = Buffer.alloc(Math.max(0, Math.min(range.end, info.size - 1) - range.start + 1));
        await handle.read(bytes, 0, bytes.length, range.start);
        return { ...info, bytes };
      } finally {
        await handle.close();
      }
    }
    const found = await statFile(absolute);
    if (!found) return undefined;
    const bytes = await readFile(absolute).catch(() => undefined);
    if (!bytes) return undefined;
    const sha256 = this.remembered(absolute, found) ?? this.remember(absolute, found, sha256Of(bytes));
    return { contentType: contentTypeOf(file), size: bytes.length, sha256, bytes };
  }

  async put(file: string, bytes: Buffer, options: { ifAbsent?: boolean } = {}): Promise<void> {
    const absolute = this.absolute(file);
    if (!absolute) throw new Error(`Not a media path: ${file}`);
    if (options.ifAbsent && (await statFile(absolute))) return;
    await mkdir(path.dirname(absolute), { recursive: true });
    // A hidden name, which is never served, until the whole file is there.
    const temporary = path.join(path.dirname(absolute), `.${path.basename(absolute)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, absolute);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async remove(files: readonly string[]): Promise<void> {
    await Promise.all(
      files.map((file) => {
        const absolute = this.absolute(file);
        return absolute ? rm(absolute, { force: true }) : undefined;
      }),
    );
  }

  async list(prefix: string): Promise<string[]> {
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder ? this.absolute(folder) : this.root;
    if (!start) return [];
    const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => file.startsWith(prefix) && !file.split('/').some((segment) => segment.startsWith('.')))
      .sort();
  }

  /** The file a media path names, or undefined when it would leave the folder or name a hidden file. */
  private absolute(file: string): string | undefined {
    if (file.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
    const absolute = path.resolve(this.root, file);
    return absolute.startsWith(this.root + path.sep) ? absolute : undefined;
  }

  private remembered(absolute: string, found: FoundFile): string | undefined {
    const known = this.hashes.get(absolute);
    return known && known.ino === found.ino && known.mtimeMs === found.mtimeMs && known.size === found.size
      ? known.sha256
      : undefined;
  }

  private remember(absolute: string, found: FoundFile, sha256: string): string {
    if (this.hashes.size >= HASH_MEMORY) this.hashes.clear();
    this.hashes.set(absolute, { ino: found.ino, mtimeMs: found.mtimeMs, size: found.size, sha256 });
    return sha256;
  }
}

interface FoundFile {
  ino: number;
  mtimeMs: number;
  size: number;
}

const statFile = (absolute: string): Promise<FoundFile | undefined> =>
  stat(absolute).then(
    (s) => (s.isFile() ? { ino: s.ino, mtimeMs: s.mtimeMs, size: s.size } : undefined),
    () => undefined,
  );
