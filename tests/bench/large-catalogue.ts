import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type PostgresServer, startPostgres } from '../harness/postgres.js';
import { productionWithoutProviders, type ServiceProcess, spawnService } from '../harness/processes.js';
import { repoRoot } from '../harness/stack.js';
import { type AdminProductFigures, benchStaffToken, measureAdminProducts } from './admin-products.js';
import { latencySamples, type Percentiles } from './load.js';

export const LARGE_COUNT = Number(process.env.BENCH_LARGE_COUNT ?? 100_000);
const benchData = path.join(repoRoot, 'tests', '.bench-data');

/** Adds LARGE_COUNT suits to the api's database (seeding it first when empty); minutes, so done once and kept. */
function makeLargeCatalogue(env: Record<string, string>, marker: string): void {
  if (existsSync(marker)) return;
  console.log(`  making a catalogue with ${LARGE_COUNT.toLocaleString('en-IN')} more suits (once; it is kept)…`);
  const result = spawnSync('pnpm', ['--filter', '@sutra/api', 'catalog:large', '--', String(LARGE_COUNT), 'suits'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error('could not make the large catalogue');
  writeFileSync(marker, new Date().toISOString());
}

export interface LargeCatalogueFigures {
  engine: 'PostgreSQL' | 'PGlite';
  total: number;
  listing: Percentiles;
  filteredCount: Percentiles;
  search: Percentiles;
  /** The back office's product list, search and a save on the same catalogue. */
  admin: AdminProductFigures;
  /** The api's memory after the load, bytes. */
  rss: number;
}

const COLOURS = ['Navy', 'Black', 'Charcoal', 'Grey', 'Beige', 'Brown', 'Olive', 'Maroon', 'White', 'Blue'];
const SEARCHES = ['milano', 'navy suit', 'tuxedo', 'linen', 'mialno', 'wool blazer', 'slim fit', 'three piece', 'sut'];
const SORTS = ['default', 'lowToHigh', 'highToLow'] as const;

/** A deterministic stream of numbers in [0, 1), so every run asks the same questions. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * The three reads a large category must answer fast, each p95 over `count` requests from two shoppers at a time,
 * straight from the api:
 * - a listing page: one of the first 30 pages of the category in each sort (reached by the cursors the listing hands
 *   out), its total known;
 * - a filtered count: a listing under a filter set never asked before (price limit, colours, stock), so its total
 *   is counted, not remembered;
 * - a search: typo-tolerant search for names and words every suit shares.
 */
async function measureLargeCategory(
  api: ServiceProcess,
  staffToken: string,
  count = 400,
): Promise<Omit<LargeCatalogueFigures, 'engine'>> {
  const base = `${api.url}/API/v1/product?categoryName=suits&limit=12`;
  const pages: string[] = [];
  let total = 0;
  for (const sort of SORTS) {
    let url = `${base}&sort=${sort}`;
    for (let page = 0; page < 30; page++) {
      pages.push(url);
      const answer = (await (await fetch(url)).json()) as { nextCursor: string | null; total: number };
      total = answer.total;
      if (!answer.nextCursor) break;
      url = `${base}&sort=${sort}&cursor=${answer.nextCursor}`;
    }
  }
  const pick = random(42);
  const listing = await latencySamples(() => ({ url: pages[Math.floor(pick() * pages.length)] as string }), count, 2);
  const filteredCount = await latencySamples(
    () => {
      const colours = COLOURS.filter(() => pick() < 0.3);
      const maxPrice = 2000 + Math.floor(pick() * 28_000);
      const availability = pick() < 0.5 ? 'inStock' : 'all';
      const colourFilter = colours.length ? `&attr.Color=${colours.join(',')}` : '';
      return { url: `${base}&maxPrice=${maxPrice}&availability=${availability}${colourFilter}` };
    },
    count,
    2,
  );
  const search = await latencySamples(
    () => ({
      url: `${api.url}/API/v1/search?q=${encodeURIComponent(SEARCHES[Math.floor(pick() * SEARCHES.length)] as string)}`,
    }),
    count,
    2,
  );
  const admin = await measureAdminProducts(api, staffToken, count);
  return { total, listing, filteredCount, search, admin, rss: api.memory().rss };
}

/** The api on a PostgreSQL server (kept in tests/.bench-data/postgres) with the large catalogue. */
export async function benchLargeOnPostgres(): Promise<LargeCatalogueFigures> {
  mkdirSync(benchData, { recursive: true });
  let server: PostgresServer | undefined;
  let api: ServiceProcess | undefined;
  try {
    server = await startPostgres(path.join(benchData, 'postgres'));
    const database = `sutra_suits_${LARGE_COUNT}`;
    if (server.query(`select 1 from pg_database where datname = '${database}'`).length === 0) {
      server.query(`create database ${database}`);
    }
    const mediaDir = path.join(benchData, `postgres-media-${LARGE_COUNT}`);
    const env = { DATABASE_URL: server.url(database), DATA_DIR: mediaDir };
    makeLargeCatalogue(env, path.join(benchData, `postgres-suits-${LARGE_COUNT}.ready`));
    const production = productionWithoutProviders('http://127.0.0.1').api;
    const staffToken = benchStaffToken({ ...production, ...env });
    api = await spawnService('api', { ...production, ...env });
    return { engine: 'PostgreSQL', ...(await measureLargeCategory(api, staffToken)) };
  } finally {
    await api?.stop();
    server?.stop();
  }
}

/** The api on PGlite (a data directory kept in tests/.bench-data) with the large catalogue. */
export async function benchLargeOnPglite(): Promise<LargeCatalogueFigures> {
  const dataDir = path.join(benchData, `suits-${LARGE_COUNT}`);
  makeLargeCatalogue({ DATA_DIR: dataDir }, path.join(dataDir, 'ready'));
  const production = productionWithoutProviders('http://127.0.0.1').api;
  const staffToken = benchStaffToken({ ...production, DATA_DIR: dataDir });
  const api = await spawnService('api', { ...production, DATA_DIR: dataDir });
  try {
    return { engine: 'PGlite', ...(await measureLargeCategory(api, staffToken)) };
  } finally {
    await api.stop();
  }
}
