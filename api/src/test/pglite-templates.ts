import { fileURLToPath } from 'node:url';
import { cachedTemplate } from './template-cache.js';

/**
 * The suites' seeded PGlite templates, kept between runs (`template-cache.ts`) under a hash of the builders' import
 * graph, the migrations and the seed's assets. The builders, the database and the seed are loaded only when a
 * template must be built: a run that finds its template skips loading them.
 */
const builders = () => import('./template-builders.js');
const inputs = {
  entries: [fileURLToPath(new URL('./template-builders.ts', import.meta.url))],
  folders: ['drizzle', 'src/seed/assets'],
};

/**
 * For the api's `inject()` tests: `pglite.tar`, a dump of a migrated and seeded database, and `media/`, its product
 * images (also stored in the database, so a test may run on either media store).
 */
export const pgliteDumpTemplate = (): Promise<string> =>
  cachedTemplate('api-pglite-dump', inputs, async (dir) => (await builders()).buildDumpTemplate(dir));

/**
 * For tests that start the api as a server: a data directory as the api's start-up leaves it, the database in
 * `pglite/` and its images in `media/` (plus what else start-up writes there, which a test leaves behind).
 */
export const pgliteDataDirTemplate = (): Promise<string> =>
  cachedTemplate('api-pglite-data-dir', inputs, async (dir) => (await builders()).buildDataDirTemplate(dir));
