import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { FsMediaStore } from '../media/fs-store.js';
import { importMediaFolder } from '../media/import-folder.js';
import { PostgresMediaStore } from '../media/postgres-store.js';
import { prepareDatabase } from '../prepare-database.js';
import { seedIfEmpty } from '../seed/index.js';
import { cachedTemplate } from './template-cache.js';

/**
 * The suites' seeded PGlite templates, kept between runs (`template-cache.ts`) under a hash of this module's import
 * graph, the migrations and the seed's assets.
 */
const inputs = {
  entries: [fileURLToPath(import.meta.url)],
  folders: ['api/drizzle', 'api/src/seed/assets'],
};

/**
 * For the api's `inject()` tests: `pglite.tar`, a dump of a migrated and seeded database, and `media/`, its product
 * images (also stored in the database, so a test may run on either media store).
 */
export const pgliteDumpTemplate = (): Promise<string> =>
  cachedTemplate('api-pglite-dump', inputs, async (dir) => {
    const media = path.join(dir, 'media');
    const local = await openDatabase({});
    await local.migrate();
    await seedIfEmpty(local.db, new FsMediaStore(media));
    await importMediaFolder(media, new PostgresMediaStore(local.db));
    const client = (local.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    await writeFile(path.join(dir, 'pglite.tar'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await local.close();
  });

/**
 * For tests that start the api as a server: a data directory as the api's start-up leaves it, the database in
 * `pglite/` and its images in `media/` (plus what else start-up writes there, which a test leaves behind).
 */
export const pgliteDataDirTemplate = (): Promise<string> =>
  cachedTemplate('api-pglite-data-dir', inputs, async (dir) => {
    const { database } = await prepareDatabase(loadApiConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
    await database.close();
  });
