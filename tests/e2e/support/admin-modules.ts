import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { webDist } from '../../harness/stack.js';

/** The staff app's build (`pnpm --filter @sutra/web build:admin`), beside the store's. */
export const adminDist = path.join(webDist, '..', 'dist-admin');

/** A module of the staff's app (or its generated operations), as a source map names it. */
export const ADMIN_SOURCE = /(^|\/)src\/(__generated__\/)?admin\//;

/** Text every build of the staff's app holds (its Apollo Client's endpoint), for scripts without a source map. */
const ADMIN_MARKER = '/admin/graphql';

/**
 * The admin modules a built script holds: by its source map's sources, or, for the few tiny chunks the bundler
 * writes no map for (its runtime), by the admin's marker in the script itself.
 */
function adminModulesOf(dist: string, file: string): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) {
    return readFileSync(path.join(dist, file), 'utf8').includes(ADMIN_MARKER) ? [`${file}: ${ADMIN_MARKER}`] : [];
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources
    .filter((source) => !source.includes('node_modules') && ADMIN_SOURCE.test(source))
    .map((source) => `${file}: ${source}`);
}

/** Each admin module the scripts hold (`assets/….js`, in `dist`), as `file: module`. */
export function adminModulesIn(dist: string, files: Iterable<string>): string[] {
  return [...files].flatMap((file) => adminModulesOf(dist, file));
}

/** Every script of a build, as `assets/….js`. */
export const scriptsOf = (dist: string): string[] =>
  readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
