import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeAlias } from '../chakra-theme-alias.ts';
import { precompress } from '../precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the gateway serves the staff app's files from (`gateway/src/admin/pages.ts`). */
export const ADMIN_BASE = '/admin/';

/**
 * The staff's app (`src/admin/`), built on its own: `pnpm --filter @sutra/web build:admin` writes it to
 * `web/dist-admin/`, which the gateway serves at `/admin`. A build apart from the store's, not a lazy route of it: the
 * store's build then has no admin module to place in any chunk (a shared chunk, a preload) and stays as it was, byte
 * for byte; its modules come from the same sources (the store's Chakra system, shared form parts).
 */
export default defineConfig({
  root: here,
  base: ADMIN_BASE,
  plugins: [react(), precompress()],
  resolve: { alias: [chakraThemeAlias] },
  build: {
    outDir: path.join(here, '..', 'dist-admin'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1024,
  },
});
