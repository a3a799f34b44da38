import { fileURLToPath } from 'node:url';
import { databaseTestFiles, requireServerInCi } from '@sutra/api/test-projects';
import { defineConfig } from 'vitest/config';
import { gatewayTestConfig } from './vitest.shared.js';

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
  ...gatewayTestConfig,
  test: { ...gatewayTestConfig.test, projects: [project('pglite'), ...(onServer ? [project('postgres')] : [])] },
});
