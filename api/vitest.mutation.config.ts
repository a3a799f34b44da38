import { defineConfig, mergeConfig } from 'vitest/config';
import suite from './vitest.config.js';

/**
 * The suite as the mutation run (`stryker.config.json`) loads it. Code instrumented for mutation runs slower, and the
 * run is long enough to share the machine with other work: a test that overruns the suite's 30 s would count as
 * killing whatever mutant was active. StrykerJS times mutant runs on its own (`timeoutMS` over the test's measured
 * time), which is what catches a mutant that makes code loop. Each file keeps a worker of its own, as when the
 * mutation figures in docs/testing.md were taken (the suite's files share their worker's modules).
 *
 * Without the suite's module cache (`fsModuleCache`): it lives in the workspace's node_modules, which StrykerJS's copy
 * of the package finds too, and with it the modules the suite's own runs transformed from the plain sources ran in
 * place of the instrumented ones: no mutant was ever active, and a run scored 2%.
 */
export default mergeConfig(
  suite,
  defineConfig({
    test: { testTimeout: 120_000, hookTimeout: 240_000, isolate: true, experimental: { fsModuleCache: false } },
  }),
);
