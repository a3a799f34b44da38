import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mediaFiles } from '../db/schema.js';
import { type ByteRange, contentTypeOf, type MediaFile, type MediaInfo, type MediaStore, sha256Of } from './store.js';

const info = {
  contentType: mediaFiles.contentType,
  size: mediaFiles.size,
  sha256: mediaFiles.sha256,
};

/**
 * Media in the database (`media_files`): what one replica stores, every replica serves, and the files go wherever the
 * database's backups go. Each call is one statement, so it works the same over a pool (PostgreSQL) and over the
 * embedded database. A range reads only that slice of the bytes (they are stored uncompressed, see the migration).
 */
export class PostgresMediaStore implements MediaStore {
  readonly kind = 'postgres' as const;

  constructor(private readonly db: Db) {}

  async head(file: string): Promise<MediaInfo | undefined> {
    const [row] = await this.db.select(info).from(mediaFiles).where(eq(mediaFiles.path, file));
    return row;
  }

  async get(file: string, range?: ByteRange): Promise<MediaFile | undefined> {
    const bytes = range
      ? sql<Buffer>`substring(${mediaFiles.bytes} from ${range.start + 1} for ${range.end - range.start + 1})`.mapWith(
          mediaFiles.bytes,
        )
      : mediaFiles.bytes;
    const [row] = await this.db
      .select({ ...info, bytes })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, file));
    return row;
  }

  async put(file: string, bytes: Buffer, options: { ifAbsent?: boolean } = {}): Promise<void> {
    const row = { path: file, contentType: contentTypeOf(file), size: bytes.length, sha256: sha256Of(bytes), bytes };
    const insert = this.db.insert(mediaFiles).values(row);
    if (options.ifAbsent) {
      await insert.onConflictDoNothing({ target: mediaFiles.path });
      return;
    }
    await insert.onConflictDoUpdate({
      target: mediaFiles.path,
      set: {
        contentType: row.contentType,
        size: row.size,
        sha256: row.sha256,
        bytes: row.bytes,
        createdAt: sql`now()`,
      },
      // The same bytes again (two replicas refreshing the store's images together) leave the row as it is.
      setWhere: sql`${mediaFiles.sha256} <> excluded.sha256`,
    });
  }

  async remove(files: readonly string[]): Promise<void> {
    if (files.length === 0) return;
    await this.db.delete(mediaFiles).where(inArray(mediaFiles.path, [...files]));
  }

  async list(prefix: string): Promise<string[]> {
    const rows = await this.db
      .select({ path: mediaFiles.path })
      .from(mediaFiles)
      .where(sql`starts_with(${mediaFiles.path}, ${prefix})`)
      .orderBy(asc(mediaFiles.path));
    return rows.map((r) => r.path);
  }
}
