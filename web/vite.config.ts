import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeAlias } from './chakra-theme-alias';
import { precompress } from './precompress';

/** In development the gateway (port 4000) answers /graphql and /media; Vite proxies to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * react-router's package exports only its development build (with dev-time checks and warnings); production builds
 * use the production build it ships beside it.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development[/\\]index\.m?js$/, 'production/index.mjs');

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      chakraThemeAlias,
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/graphql': gateway, '/media': gateway, '/upload': gateway },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    manifest: true,
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx`) is one self-contained module: the gateway imports it
  // at start-up, with no dependency of the web app to resolve at run time.
  ssr: { noExternal: true, target: 'node' },
}));
