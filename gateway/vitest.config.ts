import { fileURLToPath } from 'node:url';
import { databaseTestFiles, requireServerInCi } from '@sutra/api/test-projects';
import { configDefaults, defineConfig } from 'vitest/config';
import { gatewayTestConfig } from './vitest.shared.js';

/**
 * The gateway over the real api on PGlite; when TEST_DATABASE_URL names a PostgreSQL server (CI starts one), the
 * files that start the api run again with it on that server (`postgres` project), where concurrent requests really
 * race.
 *
 * Files share their worker's loaded modules (`isolate: false`): loading the gateway, the api and the sandbox was most
 * of an integration file's time, several times its tests'. Each file still starts its own sandbox, api and gateway on
 * a fresh copy of the seeded database, so no file sees another's data, counters or caches. Files that set up
 * something once per process (tracing's exporter) run in a process of their own.
 */
const onServer = requireServerInCi('gateway tests');
const ownProcess = ['src/trace-export.test.ts'];
const project = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: db,
    include:
      db === 'pglite'
        ? ['src/**/*.test.ts']
        : databaseTestFiles(fileURLToPath(new URL('.', import.meta.url)), /startGatewayOverApi|SUTRA_TEST_DB/),
    exclude: [...configDefaults.exclude, ...ownProcess],
    isolate: false,
    env: { SUTRA_TEST_DB: db },
  },
});
const alone = {
  extends: true as const,
  test: { name: 'pglite-own-process', include: ownProcess, env: { SUTRA_TEST_DB: 'pglite' } },
};

export default defineConfig({
  ...gatewayTestConfig,
  test: {
    ...gatewayTestConfig.test,
    projects: [project('pglite'), alone, ...(onServer ? [project('postgres')] : [])],
  },
});
