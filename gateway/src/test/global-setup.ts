import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSeededTemplate, dropDatabase } from '@sutra/api/test-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded database on TEST_DATABASE_URL ('' without a server) and the images that go with it. */
    postgresTemplate: string;
    postgresTemplateMedia: string;
  }
}

/** On a PostgreSQL server, seeds one template per run; each test file's api starts on a copy of it. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dir = await mkdtemp(path.join(tmpdir(), 'sutra-gateway-template-'));
  const media = path.join(dir, 'media');
  const template = adminUrl ? await createSeededTemplate(adminUrl, media) : '';
  project.provide('postgresTemplate', template);
  project.provide('postgresTemplateMedia', template ? media : '');
  return async () => {
    if (adminUrl && template) await dropDatabase(adminUrl, template);
    await rm(dir, { recursive: true, force: true });
  };
}
