import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';

// Paths from the api's folder, not the repository's: a mutation run works on a copy of the package in a sandbox
// folder of its own (its node_modules, so this cache, linked to the package's).
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const cacheRoot = path.join(apiDir, 'node_modules', '.cache', 'sutra-test-templates');

/** What shapes a template: the modules that build it (with all they import) and folders they read at run time. */
export interface TemplateInputs {
  /** Modules whose whole import graph, through the workspace's own packages, builds the template. */
  entries: string[];
  /** Folders read at run time rather than imported, e.g. the migrations, from the api's folder. */
  folders: string[];
}

/**
 * Every source file `entries` import, followed through the workspace's packages (`@sutra/*`, which ship their
 * TypeScript) and stopping at other packages, which the lockfile pins. As paths from the api's folder.
 */
async function importGraph(entries: string[]): Promise<string[]> {
  const result = await build({
    entryPoints: entries,
    absWorkingDir: apiDir,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    logLevel: 'silent',
    plugins: [
      {
        name: 'other-packages-outside',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@sutra/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs);
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(apiDir, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(apiDir, path.join(entry.parentPath, entry.name)));
}

/** The workspace's lockfile, in the nearest folder above the api's that has one. */
function lockfile(): string {
  for (let dir = apiDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'pnpm-lock.yaml');
    if (existsSync(candidate)) return path.relative(apiDir, candidate);
    if (path.dirname(dir) === dir) throw new Error(`no pnpm-lock.yaml above ${apiDir}`);
  }
}

/** A hash of everything that shapes the template: its sources, the folders it reads, the lockfile and Node. */
async function keyOf(kind: string, inputs: TemplateInputs): Promise<string> {
  const files = [...(await importGraph(inputs.entries)), ...(await Promise.all(inputs.folders.map(filesUnder))).flat()];
  const hash = createHash('sha256').update(`${kind}\0${process.version}\0`);
  hash.update(await readFile(path.join(apiDir, lockfile()))).update('\0');
  for (const file of [...new Set(files)].sort()) {
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(apiDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/**
 * A folder `make` filled, kept between runs under a hash of its inputs: migrating and seeding is most of a small test
 * file's run, and is done again only when a migration, the seed, what it imports or a package changes. Two runs
 * building the same template at once each build their own, and the first to finish is kept. A template no run has
 * used for a day is removed once newer ones of its kind exist (a run in watch mode keeps using the one it started on).
 */
export async function cachedTemplate(
  kind: string,
  inputs: TemplateInputs,
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const name = `${kind}-${await keyOf(kind, inputs)}`;
  const dir = path.join(cacheRoot, name);
  if (await exists(dir)) {
    // Marks it used, so removing old templates spares it.
    await utimes(dir, new Date(), new Date());
    return dir;
  }
  await mkdir(cacheRoot, { recursive: true });
  const work = path.join(cacheRoot, `.building-${name}-${randomBytes(4).toString('hex')}`);
  await mkdir(work);
  try {
    await make(work);
    await rename(work, dir);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    // Another run got there first (the folder exists now), or the build failed.
    if (!(await exists(dir))) throw error;
  }
  await removeOlder(kind);
  return dir;
}

/** Templates another run may still be using are kept: one used within a day, and the few used last. */
const KEEP_USED_WITHIN_MS = 24 * 3_600_000;
const KEEP_LAST_USED = 3;

async function removeOlder(kind: string): Promise<void> {
  const now = Date.now();
  const used = async (entry: string) =>
    stat(path.join(cacheRoot, entry)).then(
      (s) => s.mtimeMs,
      () => now,
    );
  const entries = await readdir(cacheRoot);
  const templates = await Promise.all(
    entries.filter((entry) => entry.startsWith(`${kind}-`)).map(async (entry) => ({ entry, at: await used(entry) })),
  );
  const stale = templates
    .sort((a, b) => b.at - a.at)
    .slice(KEEP_LAST_USED)
    .filter(({ at }) => at < now - KEEP_USED_WITHIN_MS)
    .map(({ entry }) => entry);
  // Builds a killed run left behind.
  for (const entry of entries.filter((e) => e.startsWith('.building-'))) {
    if ((await used(entry)) < now - 3_600_000) stale.push(entry);
  }
  for (const entry of stale) await rm(path.join(cacheRoot, entry), { recursive: true, force: true });
}

const execFileAsync = promisify(execFile);

/**
 * Copies a template's folder to `to` (which must not exist yet) with the system's `cp`: a PGlite data directory is
 * over a thousand files, which Node's `fs.cp` copies several times slower, one promise at a time.
 */
export async function copyFolder(from: string, to: string): Promise<void> {
  await execFileAsync('cp', ['-R', from, to]);
}
