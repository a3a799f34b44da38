import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApiApp } from './app.js';
import { refreshProductDocuments } from './catalog/product-document.js';
import { type ApiConfig, mediaDir } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { writeStoreImages } from './seed/images.js';
import { type SeedReport, seedIfEmpty } from './seed/index.js';

export interface RunningApi {
  app: FastifyInstance;
  database: Database;
  /** The origin the api listens on, e.g. `http://127.0.0.1:4001`. */
  url: string;
  seed: SeedReport;
  close(): Promise<void>;
}

/** Opens the database, migrates it, seeds it when empty — one replica at a time — and returns it ready. */
export async function prepareDatabase(config: ApiConfig): Promise<{ database: Database; seed: SeedReport }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  const seed = await database.withStartupLock(async () => {
    await database.migrate();
    const refreshed = await refreshProductDocuments(database.db, 'missing');
    // A large rebuild (an upgrade of a big catalogue) leaves dead rows behind; reclaim them and refresh statistics.
    if (refreshed > 1000) await database.db.execute(sql`vacuum analyze products`);
    return seedIfEmpty(database.db, mediaDir(config));
  });
  // The store's own pictures and hero video come with the code: refresh them on every start, so an existing
  // data directory gets the ones a newer version ships.
  if (!seed.seeded) await writeStoreImages(mediaDir(config));
  return { database, seed };
}

export async function startApi(
  config: ApiConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<RunningApi> {
  const { database, seed } = await prepareDatabase(config);
  const app = await buildApiApp({ config, db: database.db, pool: database.pool, logStream: options.logStream });
  if (seed.seeded) {
    app.log.info(seed, 'seeded an empty database with the store catalogue');
  } else if (seed.demoBuyer) {
    app.log.info('added the demo buyer to an existing database');
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    app,
    database,
    url: `http://${host}:${port}`,
    seed,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
