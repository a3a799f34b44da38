import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './chakra-theme-alias.ts';

/**
 * Files that load their own modules: those that write the document's `<head>` themselves (the server's tags, as a
 * page arrives: the style cache the shared modules keep points at tags such a file takes away), and those that test
 * what a module keeps once per page (the payment script loaded once, the state the page carries read once).
 */
const OWN_MODULES = [
  'src/app/head/use-page-head.test.tsx',
  'src/app/server-styles.test.ts',
  'src/app/bootstrap.test.ts',
  'src/features/checkout/razorpay.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // A page test renders the whole Chakra tree over mocked GraphQL: seconds on a busy two-core machine. The limit
    // only stops a hung test; no test measures speed (that is `pnpm bench`'s job).
    testTimeout: 20_000,
    // One worker per core: vitest's default (cores - 1) leaves one of a 2-core CI machine's cores idle while the main
    // process waits; two workers take the suite from ~250 s to ~140 s there.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Files share their worker's loaded modules (Chakra, Apollo, the app): loading them again for each file was
        // most of the suite's time (~300 s of ~370 s, worker time). They share the document too: Testing Library
        // empties its body after each test, and `src/test/setup.ts` clears what a module keeps (notices on screen).
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          isolate: false,
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
        },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
});
