import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './chakra-theme-alias.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A page test renders the whole Chakra tree over mocked GraphQL: seconds on a busy two-core machine. The limit
    // only stops a hung test; no test measures speed (that is `pnpm bench`'s job).
    testTimeout: 20_000,
    // One worker per core: vitest's default (cores - 1) leaves one of a 2-core CI machine's cores idle while the main
    // process waits; two workers take the suite from ~250 s to ~140 s there.
    maxWorkers: availableParallelism(),
  },
});
