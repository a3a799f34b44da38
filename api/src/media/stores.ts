import type { Db } from '../db/client.js';
import { FsMediaStore } from './fs-store.js';
import { PostgresMediaStore } from './postgres-store.js';
import type { MediaStore, MediaStoreKind } from './store.js';

/** The media store `MEDIA_STORE` names: the folder (`mediaRoot`) or the database the api runs on. */
export function createMediaStore(kind: MediaStoreKind, options: { db: Db; mediaRoot: string }): MediaStore {
  return kind === 'postgres' ? new PostgresMediaStore(options.db) : new FsMediaStore(options.mediaRoot);
}
