import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteDumpTemplate } from './pglite-templates.js';
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
 * One migrated and seeded template per run; each test file then starts from a copy of it (a PGlite dump, or
 * `CREATE DATABASE … TEMPLATE` on a server), which is far faster than seeding from scratch every time. The PGlite
 * template is kept between runs until what shapes it changes (`pglite-templates.ts`).
 *
 * Vitest runs this once for the root configuration and once more for each project with files in the run, and a
 * project sees the root's values under its own: the server's template is made only for the `postgres` project, so it
 * is seeded once a run, not three times, and the root, whose projects hold every file, makes none. Every project gets
 * the PGlite template (kept between runs, so found, not made, after the first; a file on the server may open one too).
 */
export default async function setup(project: TestProject) {
  const db = project.config.env?.SUTRA_TEST_DB;
  const template = db ? await pgliteDumpTemplate() : undefined;

  let dir: string | undefined;
  let postgresTemplate = '';
  let postgresTemplateMedia = '';
  const adminUrl = db === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'sutra-api-template-'));
    postgresTemplateMedia = path.join(dir, 'media-pg');
    postgresTemplate = await createSeededTemplate(adminUrl, postgresTemplateMedia);
  }

  project.provide('pgliteTemplate', template ? path.join(template, 'pglite.tar') : '');
  project.provide('templateMedia', template ? path.join(template, 'media') : '');
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('postgresTemplateMedia', postgresTemplateMedia);

  return async () => {
    if (adminUrl && postgresTemplate) await dropDatabase(adminUrl, postgresTemplate);
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
