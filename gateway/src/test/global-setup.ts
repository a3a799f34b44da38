import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSeededTemplate, dropDatabase, pgliteDataDirTemplate } from '@sutra/api/test-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding a migrated and seeded PGlite database (`pglite/`) and its images (`media/`). */
    pgliteTemplate: string;
    /** A migrated and seeded database on TEST_DATABASE_URL ('' without a server) and the images that go with it. */
    postgresTemplate: string;
    postgresTemplateMedia: string;
  }
}

/**
 * One seeded template per run, a PGlite data directory and, with a server, a PostgreSQL database; each test file's api
 * starts on a copy of one. Migrating and seeding afresh for every file was most of a file's set-up; the PGlite
 * template is kept between runs until what shapes it changes (the api's `test/pglite-templates.ts`).
 *
 * Vitest runs this once for the root configuration and once more for each project with files in the run, and a
 * project sees the root's values under its own: the server's template is made only for the `postgres` project, so it
 * is seeded once a run, not three times, and the root, whose projects hold every file, makes none. Every project gets
 * the PGlite template (kept between runs, so found, not made, after the first).
 */
export default async function setup(project: TestProject) {
  const db = project.config.env?.SUTRA_TEST_DB;
  const adminUrl = db === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  project.provide('pgliteTemplate', db ? await pgliteDataDirTemplate() : '');
  const dir = adminUrl ? await mkdtemp(path.join(tmpdir(), 'sutra-gateway-template-')) : undefined;
  const media = dir ? path.join(dir, 'media') : '';
  const template = adminUrl ? await createSeededTemplate(adminUrl, media) : '';
  project.provide('postgresTemplate', template);
  project.provide('postgresTemplateMedia', template ? media : '');
  return async () => {
    if (adminUrl && template) await dropDatabase(adminUrl, template);
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
