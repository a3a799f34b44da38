import { FsMediaStore } from './fs-store.js';
import { RENDITIONS_FOLDER } from './renditions.js';
import type { MediaStore } from './store.js';

/**
 * Copies the files of a media folder into another store, keeping any the store already has: how a data directory's
 * media (uploads and product images from before `MEDIA_STORE=postgres`) reach the database. Renditions are left
 * behind; they are made again on request. Run on every start with the database store: once nothing is missing, it
 * costs a listing of the folder and of the store's paths. Answers how many files it copied.
 */
export async function importMediaFolder(folder: string, into: MediaStore): Promise<number> {
  const from = new FsMediaStore(folder);
  const files = (await from.list('')).filter((file) => !file.startsWith(`${RENDITIONS_FOLDER}/`));
  if (files.length === 0) return 0;
  const present = new Set(await into.list(''));
  let copied = 0;
  for (const file of files) {
    if (present.has(file)) continue;
    const stored = await from.get(file);
    if (!stored) continue;
    await into.put(file, stored.bytes, { ifAbsent: true });
    copied += 1;
  }
  return copied;
}
