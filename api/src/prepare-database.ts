import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadJwtSecret } from './auth/jwt-secret.js';
import { CATALOGUE_DERIVED_SETS, productDocuments } from './catalog/derived-sets.js';
import { refreshProductDocuments } from './catalog/product-document.js';
import { type ApiConfig, mediaDir } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { rebuildStaleDerivedData } from './db/derived-data.js';
import { importMediaFolder } from './media/import-folder.js';
import { createMediaStore } from './media/stores.js';
import { ensureDemoOwner, refuseDemoStaff } from './seed/demo-owner.js';
import { ensureDemoReturn } from './seed/demo-return.js';
import { writeStoreImages } from './seed/images.js';
import { type SeedReport, seedIfEmpty } from './seed/index.js';
import { TotpSecretBox } from './staff/secrets.js';

/**
 * Opens the database, migrates it, rebuilds derived data whose shape changed (`db/derived-data.ts`), seeds it when
 * empty, adds the back office's demo owner in development (and refuses to go on in production while demo staff
 * credentials are present), and refreshes the store's own images — one replica at a time —
 * and returns it ready. With the database media store, files an earlier version kept in the data directory's media
 * folder are copied in first (see `media/import-folder.ts`).
 */
export async function prepareDatabase(
  config: ApiConfig,
  /** `demoOwner: false` leaves the demo owner out even in development (a database production mode will serve). */
  options: { demoOwner?: boolean } = {},
): Promise<{ database: Database; seed: SeedReport; rebuilt: string[] }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  let rebuilt: string[] = [];
  const seed = await database.withStartupLock(async (db) => {
    // Start-up's own handle (no statement timeout) for the media it stores too: the hero video may take a while.
    const media = createMediaStore(config.mediaStore, { db, mediaRoot: mediaDir(config) });
    await database.migrate(db);
    // The back office's demo owner signs in with published credentials: development has it, production refuses it.
    const box = new TotpSecretBox(await loadJwtSecret(config));
    if (config.production) await refuseDemoStaff(db, box);
    // Documents, facets and search words built by an older shape are rebuilt before the api serves.
    rebuilt = await rebuildStaleDerivedData(db, CATALOGUE_DERIVED_SETS);
    const refreshed = await refreshProductDocuments(db, 'missing');
    // A large rebuild (an upgrade of a big catalogue) leaves dead rows behind; reclaim them and refresh statistics.
    if (rebuilt.includes(productDocuments.name) || refreshed > 1000) await db.execute(sql`vacuum analyze products`);
    if (media.kind === 'postgres') await importMediaFolder(mediaDir(config), media);
    const report = await seedIfEmpty(db, media);
    // The store's own pictures and hero video come with the code: refresh them on every start, so an existing
    // store gets the ones a newer version ships (unchanged ones are skipped by their hash).
    if (!report.seeded) await writeStoreImages(media);
    if (!config.production && options.demoOwner !== false) {
      report.demoOwner = await ensureDemoOwner(db, box);
      // Something for the returns desk to work in development.
      await ensureDemoReturn(db);
    }
    return report;
  });
  return { database, seed, rebuilt };
}
