import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadApiConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { FsMediaStore } from '../media/fs-store.js';
import { importMediaFolder } from '../media/import-folder.js';
import { PostgresMediaStore } from '../media/postgres-store.js';
import { prepareDatabase } from '../prepare-database.js';
import { seedIfEmpty } from '../seed/index.js';

/** Builds the templates `pglite-templates.ts` keeps; imported only when one must be built. */

/** `pglite.tar`, a dump of a migrated and seeded database, and `media/`, its images (in the database too). */
export async function buildDumpTemplate(dir: string): Promise<void> {
  const media = path.join(dir, 'media');
  const local = await openDatabase({});
  await local.migrate();
  await seedIfEmpty(local.db, new FsMediaStore(media));
  await importMediaFolder(media, new PostgresMediaStore(local.db));
  const client = (local.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  await writeFile(path.join(dir, 'pglite.tar'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await local.close();
}

/** A data directory as the api's start-up leaves it: the database in `pglite/`, its images in `media/`. */
export async function buildDataDirTemplate(dir: string): Promise<void> {
  const { database } = await prepareDatabase(loadApiConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
  await database.close();
}
