import { defineConfig } from 'vitest/config';
import { gatewayTestConfig } from './vitest.shared.js';

/**
 * The suite as the mutation run (`stryker.config.json`) loads it: on PGlite only. StrykerJS loads a config with
 * vitest's default loader, which hands `vitest.config.ts`'s import of the api's TypeScript to Node; this file imports
 * nothing outside the gateway. Timeouts are longer than the suite's: instrumented code runs slower, and a test that
 * overran would count as killing whatever mutant was active (StrykerJS times mutant runs on its own).
 */
export default defineConfig({
  ...gatewayTestConfig,
  test: {
    ...gatewayTestConfig.test,
    include: ['src/**/*.test.ts'],
    env: { SUTRA_TEST_DB: 'pglite' },
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
