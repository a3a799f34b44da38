import path from 'node:path';
import type { CloseOptions } from '@sutra/settings';
import { serveMetrics } from '@sutra/telemetry';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApiApp } from './app.js';
import { CATALOGUE_DERIVED_SETS, productDocuments } from './catalog/derived-sets.js';
import { refreshProductDocuments } from './catalog/product-document.js';
import { type ApiConfig, mediaDir } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { rebuildStaleDerivedData } from './db/derived-data.js';
import { importMediaFolder } from './media/import-folder.js';
import { createMediaStore } from './media/stores.js';
import { writeStoreImages } from './seed/images.js';
import { type SeedReport, seedIfEmpty } from './seed/index.js';

export interface RunningApi {
  app: FastifyInstance;
  database: Database;
  /** The origin the api listens on, e.g. `http://127.0.0.1:4001`. */
  url: string;
  /** Where `/metrics` is served (METRICS_PORT), if anywhere. */
  metricsUrl: string | undefined;
  seed: SeedReport;
  /** Turns `/ready` to 503 while everything else is still served (the start of a drain). */
  drain(): void;
  /** Stops accepting, finishes requests in flight (cut off at `options.deadline`), then closes the database. */
  close(options?: CloseOptions): Promise<void>;
}

/**
 * Opens the database, migrates it, rebuilds derived data whose shape changed (`db/derived-data.ts`), seeds it when
 * empty and refreshes the store's own images — one replica at a time —
 * and returns it ready. With the database media store, files an earlier version kept in the data directory's media
 * folder are copied in first (see `media/import-folder.ts`).
 */
export async function prepareDatabase(
  config: ApiConfig,
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
    return report;
  });
  return { database, seed, rebuilt };
}

export async function startApi(
  config: ApiConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<RunningApi> {
  const { database, seed, rebuilt } = await prepareDatabase(config);
  const app = await buildApiApp({ config, db: database.db, pool: database.pool, logStream: options.logStream });
  if (rebuilt.length && !seed.seeded) app.log.info({ rebuilt }, 'rebuilt derived data built with an older shape');
  if (seed.seeded) {
    app.log.info(seed, 'seeded an empty database with the store catalogue');
  } else if (seed.demoBuyer) {
    app.log.info('added the demo buyer to an existing database');
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const metrics = config.metrics
    ? await serveMetrics(app.serviceMetrics, config.metrics, config.httpTimeouts)
    : undefined;
  return {
    app,
    database,
    url: `http://${host}:${port}`,
    metricsUrl: metrics?.url,
    seed,
    drain: () => app.lifecycle.drain(),
    close: async (options) => {
      await app.lifecycle.close(options);
      // After the app: a scrape during the drain still answers.
      await metrics?.close();
      await database.close();
    },
  };
}
