import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { FsMediaStore } from '../media/fs-store.js';
import { importMediaFolder } from '../media/import-folder.js';
import { PostgresMediaStore } from '../media/postgres-store.js';
import { seedIfEmpty } from '../seed/index.js';
import { createSeededTemplate, dropDatabase } from './server-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory dump of a migrated and seeded database. */
    pgliteTemplate: string;
    /** The seeded images that go with the PGlite template. */
    templateMedia: string;
    /** The seeded images that go with the PostgreSQL template (its variant ids, so its image names, differ). */
    postgresTemplateMedia: string;
    /** Name of a migrated and seeded database on TEST_DATABASE_URL, or '' without a server. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy of it (a PGlite dump,
 * or `CREATE DATABASE … TEMPLATE` on a server), which is far faster than seeding from scratch every time.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sutra-api-template-'));
  const media = path.join(dir, 'media');

  const local = await openDatabase({});
  await local.migrate();
  await seedIfEmpty(local.db, new FsMediaStore(media));
  // The same images in the database too, so a test may run on either media store.
  await importMediaFolder(media, new PostgresMediaStore(local.db));
  const client = (local.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = path.join(dir, 'pglite.tar');
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await local.close();

  let postgresTemplate = '';
  let postgresTemplateMedia = '';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    postgresTemplateMedia = path.join(dir, 'media-pg');
    postgresTemplate = await createSeededTemplate(adminUrl, postgresTemplateMedia);
  }

  project.provide('pgliteTemplate', dump);
  project.provide('templateMedia', media);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('postgresTemplateMedia', postgresTemplateMedia);

  return async () => {
    if (adminUrl && postgresTemplate) await dropDatabase(adminUrl, postgresTemplate);
    await rm(dir, { recursive: true, force: true });
  };
}
