import { defineConfig } from 'vitest/config';

/**
 * The api suite runs on a fresh in-memory PGlite database per test file; when TEST_DATABASE_URL names a
 * PostgreSQL server (CI starts one), the same suite runs again against it as the `postgres` project.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
if (!onServer) console.info('[api tests] TEST_DATABASE_URL is not set: running on PGlite only.');

const project = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: { name: db, include: ['src/**/*.test.ts'], env: { SUTRA_TEST_DB: db } },
});

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/global-setup.ts'],
    projects: [project('pglite'), ...(onServer ? [project('postgres')] : [])],
  },
});
