import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { ViteUserConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** What every run of the gateway's suite shares: the suite's own (`vitest.config.ts`) and the mutation run's. */
export const gatewayTestConfig = {
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
    // Transformed modules kept between runs (keyed by their content), so a single file's run skips most transforms.
    experimental: { fsModuleCache: true },
  },
} satisfies ViteUserConfig;
