import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApiApp } from '../app.js';
import { type ApiConfig, loadApiConfig, mediaDir } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { copyOfTemplate } from './server-database.js';
import { copyFolder } from './template-cache.js';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  config: ApiConfig;
  /** The throw-away server database's URL in the `postgres` project (another replica may open it); else undefined. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * The real api over a fresh copy of the seeded template database, for `inject()` tests: in-memory PGlite by
 * default, or a throw-away database on TEST_DATABASE_URL in the `postgres` project (SUTRA_TEST_DB=postgres).
 * `env` adds configuration, e.g. `SMTP_URL` of a sandbox the test started, or a known `JWT_SECRET`.
 */
export async function createTestApi(options: { env?: Record<string, string> } = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-api-test-'));
  const config = loadApiConfig({ ...options.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const onServer = process.env.SUTRA_TEST_DB === 'postgres';
  // Each template was seeded with its own variant ids, so each has its own product images.
  await copyFolder(inject(onServer ? 'postgresTemplateMedia' : 'templateMedia'), mediaDir(config));

  let dropServerDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let database: Database;
  if (onServer) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const template = inject('postgresTemplate');
    if (!adminUrl || !template) throw new Error('the postgres project needs TEST_DATABASE_URL');
    const copy = await copyOfTemplate(adminUrl, template);
    database = await openDatabase({ databaseUrl: copy.url });
    databaseUrl = copy.url;
    dropServerDatabase = copy.drop;
  } else {
    const dump = await readFile(inject('pgliteTemplate'));
    database = await openDatabase({ pgliteDump: new Blob([dump]) });
  }

  const app = await buildApiApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await dropServerDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
