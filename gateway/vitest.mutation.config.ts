import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { gatewayTestConfig } from './vitest.shared.js';

// StrykerJS runs the suite in a copy of the gateway, `.stryker-tmp/sandbox-*/`, and the gateway reads the schema and
// the web app's operations from its siblings (`../schema`, `../web`), which from the copy are looked for in
// `.stryker-tmp/`: link them there (removed with the temporary folder).
const copies = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (path.basename(copies) === '.stryker-tmp') {
  for (const sibling of ['schema', 'web']) {
    try {
      symlinkSync(path.join('..', '..', sibling), path.join(copies, sibling));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * The suite as the mutation run (`stryker.config.json`) loads it: on PGlite only. StrykerJS loads a config with
 * vitest's default loader, which hands `vitest.config.ts`'s import of the api's TypeScript to Node; this file imports
 * nothing outside the gateway. Timeouts are longer than the suite's: instrumented code runs slower, and a test that
 * overran would count as killing whatever mutant was active (StrykerJS times mutant runs on its own). Without the
 * suite's module cache (`fsModuleCache`): it lives in the workspace's node_modules, which StrykerJS's copy finds too,
 * and with it the modules the suite's own runs transformed from the plain sources ran in place of the instrumented
 * ones: no mutant was ever active, and a run scored 2%.
 */
export default defineConfig({
  ...gatewayTestConfig,
  test: {
    ...gatewayTestConfig.test,
    include: ['src/**/*.test.ts'],
    env: { SUTRA_TEST_DB: 'pglite' },
    experimental: { ...gatewayTestConfig.test.experimental, fsModuleCache: false },
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
