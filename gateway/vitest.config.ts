import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { databaseTestFiles, requireServerInCi } from '@sutra/api/test-database';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The gateway over the real api on PGlite; when TEST_DATABASE_URL names a PostgreSQL server (CI starts one), the
 * files that start the api run again with it on that server (`postgres` project), where concurrent requests really
 * race.
 */
const onServer = requireServerInCi('gateway tests');
const project = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: db,
    include:
      db === 'pglite'
        ? ['src/**/*.test.ts']
        : databaseTestFiles(fileURLToPath(new URL('.', import.meta.url)), /startGatewayOverApi|SUTRA_TEST_DB/),
    env: { SUTRA_TEST_DB: db },
  },
});

export default defineConfig({
  resolve: {
    alias: [
      // Apollo Server loads graphql through Node (its CommonJS entry); Vite would hand our code the package's
      // `module` entry, a second copy whose schema objects the first refuses ("from another module or realm").
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One worker per core: vitest's default (cores - 1) leaves one of a 2-core CI machine's cores idle while the main
    // process waits; two workers take the suite from ~330 s to ~230 s there.
    maxWorkers: availableParallelism(),
    globalSetup: ['src/test/global-setup.ts'],
    projects: [project('pglite'), ...(onServer ? [project('postgres')] : [])],
  },
});
