import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeAlias } from './chakra-theme-alias.ts';
import { compileHints } from './compile-hints.ts';
import { precompress } from './precompress.ts';

/**
 * In development Vite serves the app and the gateway (port 4000, or GATEWAY_URL) answers everything else on the
 * store's origin: GraphQL and its explorer, media, uploads, the sign-in cookie, invoice PDFs, and the staff app
 * (`/admin`, its own build: see `admin/vite.config.ts`).
 */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const GATEWAY_PATHS = [
  '/graphql',
  '/graphql-explorer',
  '/media',
  '/upload',
  '/session',
  '^/orders/[^/]+/[a-z-]+\\.pdf$',
  '^/admin(/|$)',
];

/**
 * react-router's package exports only its development build (with dev-time checks and warnings); production builds
 * use the production build it ships beside it.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development[/\\]index\.m?js$/, 'production/index.mjs');

/** The entry (`index.html` and its script) stays a chunk of its own: the gateway finds it in the manifest. */
const FIRST_ROUTE_ENTRY = /[\\/](index\.html|src[\\/]entry-client\.tsx)$/;

/** The store's time zone and long date (`rules/src/long-date.ts`): see its group below. */
const STORE_DATE_MODULE = /[\\/]rules[\\/]src[\\/]long-date\.ts$/;

/** A module of a feature (`src/features/<name>/…`): none runs anything on import (see `treeshake` below). */
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/]/;

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), compileHints((name) => name === 'app'), precompress()],
  resolve: {
    alias: [
      chakraThemeAlias,
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // The store's own entry only: the explorer (explorer/index.html) is built by a config of its own.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(GATEWAY_PATHS.map((path) => [path, gateway])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // The first route's modules are one chunk by design (below), some 600 kB minified: what counts is what a phone
    // downloads, which `pnpm bench` bounds (first-route JS as transferred). Vite's 500 kB warning would only repeat
    // itself on every build.
    chunkSizeWarningLimit: 1024,
    manifest: true,
    // The browser's chunks; the server renderer stays one module (below).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // A feature's modules do nothing when imported but define what they export, so one whose exports no page
          // uses is left out. That is what lets a feature's index.ts offer several parts to the others: a page that
          // takes one of them (checkout, the delivery-date line) does not load the rest (the product page's delivery
          // check) and the modules and Chakra parts they pull in.
          treeshake: { moduleSideEffects: (id: string) => (FEATURE_MODULE.test(id) ? false : undefined) },
          output: {
            codeSplitting: {
              groups: [
                // Every module the first page runs before it hydrates (the entry's static imports) in one chunk beside
                // the entry: left to itself, the bundler splits them by which lazy pages share them into some twenty
                // files of 1-3 kB, each a request the page must make, and on a slow phone link they queue.
                { name: 'app', tags: ['$initial'], test: (id) => !FIRST_ROUTE_ENTRY.test(id), priority: 2 },
                // The store's time zone and long date (a few hundred bytes) are a chunk of their own: the chat, loaded
                // when the page is idle, reads the time zone, and from a shared chunk it drew in that chunk's
                // neighbours, order and form code (9 kB as sent) a phone would fetch with it.
                { name: 'store-date', test: STORE_DATE_MODULE, priority: 2 },
                // Zag's DOM helpers, which nearly every Ark and Zag module imports, in one chunk importing no other: split
                // among the `ui` groups below, they made two of those chunks import each other, and the one evaluated
                // second read the other's exports before they existed (`Field.Select`: the login, sign-up, about and cart
                // pages stopped before hydrating). `first-load.spec.ts` fails on any cycle among the chunks.
                { name: 'ui-dom', test: /[\\/]node_modules[\\/].*@zag-js[\\/]dom-query[\\/]/, priority: 1.5 },
                // The libraries the lazy pages share (Chakra's components, Ark, Zag) are grouped by the pages that use
                // them, and groups under 30 kB are merged into a neighbour: fewer files for a few kB more on a page. At 50 kB,
                // once the listing shared none of them, the toaster's and the footer's accordion came into the product
                // page's chunks (+10 KiB as sent); at 30 kB a product page fetches 3 KiB less than before, in 3 more files.
                {
                  name: 'ui',
                  test: /[\\/]node_modules[\\/]/,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 30_000,
                  priority: 1,
                },
                // Our own modules that several lazy pages share (hooks, small parts, formatters), alike but merged only
                // below 5 kB: left alone the bundler gives each set of sharers a sliver of a few hundred bytes. With both
                // groups a product page preloads 16 files (22 without), a listing 11, for 3-5 kB more as sent.
                {
                  name: 'shared',
                  test: (id) => !id.includes('node_modules') && !FIRST_ROUTE_ENTRY.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 5_000,
                },
              ],
            },
            // The shared groups are named after the pages that load them, which makes for unwieldy file names.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('ui~')
                ? 'assets/ui-[hash].js'
                : chunk.name.startsWith('shared~')
                  ? 'assets/shared-[hash].js'
                  : 'assets/[name]-[hash].js',
          },
        },
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx`) is one self-contained module: the gateway imports it
  // at start-up, with no dependency of the web app to resolve at run time.
  ssr: { noExternal: true, target: 'node' },
}));
