import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { databaseTestFiles } from './src/test/database-test-files.js';
import { requireServerInCi } from './src/test/require-server.js';

/**
 * The api suite runs on a fresh in-memory PGlite database per test file; when TEST_DATABASE_URL names a
 * PostgreSQL server (CI starts one), the files that open a database run again against it as the `postgres` project;
 * in CI a missing server fails the run, since the race tests cannot fail on PGlite's one connection. Files named
 * `*.server.test.ts` run only there: they need what only a server has (several processes' connections to one
 * database, as replicas have, or a server of the file's own to stop and start).
 */
const onServer = requireServerInCi('api tests');

const project = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: db,
    include:
      db === 'pglite'
        ? ['src/**/*.test.ts']
        : databaseTestFiles(
            fileURLToPath(new URL('.', import.meta.url)),
            /createTestApi|openDatabase|SUTRA_TEST_DB|startPostgresProcess/,
          ),
    exclude: [...configDefaults.exclude, ...(db === 'pglite' ? ['src/**/*.server.test.ts'] : [])],
    env: { SUTRA_TEST_DB: db },
  },
});

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core: vitest's default (cores - 1) leaves one of a 2-core CI machine's cores idle while the main
    // process waits; two workers take the suite from ~460 s to ~320 s there.
    maxWorkers: availableParallelism(),
    globalSetup: ['src/test/global-setup.ts'],
    // Files share their worker's loaded modules: loading the api was a large part of a small file's time. Each file
    // still opens its own copy of the seeded database and builds its own app, so none sees another's data or caches.
    isolate: false,
    // Transformed modules kept between runs (keyed by their content), so a single file's run skips most transforms.
    experimental: { fsModuleCache: true },
    projects: [project('pglite'), ...(onServer ? [project('postgres')] : [])],
  },
});
