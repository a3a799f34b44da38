import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Databases on a real PostgreSQL server for the suites' `postgres` projects: one migrated and seeded template per run,
 * and a throw-away copy of it per test file (`CREATE DATABASE … TEMPLATE`, far faster than seeding each time).
 */

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Creates, migrates and seeds a template database; its product images go to `mediaDir` and into the database, so a
 * test may run on either media store. Answers its name.
 */
export async function createSeededTemplate(adminUrl: string, mediaDir: string): Promise<string> {
  // Loaded here, not with the module: the vitest configurations and a run on PGlite alone do without the seed.
  const [{ openDatabase }, { FsMediaStore }, { importMediaFolder }, { PostgresMediaStore }, { seedIfEmpty }] =
    await Promise.all([
      import('../db/client.js'),
      import('../media/fs-store.js'),
      import('../media/import-folder.js'),
      import('../media/postgres-store.js'),
      import('../seed/index.js'),
    ]);
  const name = `sutra_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const server = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  try {
    await server.migrate();
    await seedIfEmpty(server.db, new FsMediaStore(mediaDir));
    await importMediaFolder(mediaDir, new PostgresMediaStore(server.db));
  } finally {
    await server.close();
  }
  return name;
}

/** A fresh copy of the template: its URL, and how to drop it. */
export async function copyOfTemplate(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sutra_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => dropDatabase(adminUrl, name),
  };
}

export const dropDatabase = (adminUrl: string, name: string): Promise<void> =>
  adminQuery(adminUrl, `drop database if exists ${name} with (force)`);

export { databaseTestFiles } from './database-test-files.js';
export { pgliteDataDirTemplate, pgliteDumpTemplate } from './pglite-templates.js';
export { requireServerInCi } from './require-server.js';
export { copyFolder } from './template-cache.js';
