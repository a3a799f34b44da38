import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the gateway serves the explorer's files from (`gateway/src/explorer/`). */
export const EXPLORER_BASE = '/graphql-explorer/';

/**
 * The GraphQL explorer (GraphiQL) as files of our own: `pnpm --filter @sutra/web build:explorer` writes them to
 * `web/dist-explorer/`, which the gateway serves where GraphQL is explorable (development, or GRAPHQL_SANDBOX).
 * Its editor's workers are files too, so the page's policy needs no inline script and no other origin.
 */
export default defineConfig({
  root: here,
  base: EXPLORER_BASE,
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: path.join(here, '..', 'dist-explorer'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // The editor (Monaco) is megabytes by nature; the explorer is a development tool loaded once per session.
    chunkSizeWarningLimit: 8_000,
    rolldownOptions: {
      // GraphiQL's modules open with the React Compiler's "use no memo", which a bundle cannot keep and need not.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
