import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../config.js';
import * as schema from './schema.js';

/** A database handle that is the same type on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Runs `work` (migrations and the first seed) holding a cluster-wide lock, so replicas take turns. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool (PostgreSQL), for its counts in the metrics; PGlite is one connection and has none. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
}

/** Where the embedded database lives: `undefined` keeps it in memory (tests). */
export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** Start an in-memory PGlite from a data directory dump (tests copy a seeded template this way). */
  pgliteDump?: Blob | undefined;
}

const STARTUP_LOCK_KEY = 727_871_001;

/**
 * PGlite's buffer cache, inside the process's WebAssembly memory. PostgreSQL's default (128 MB) is sized for a server
 * with the machine to itself and made the api hold ~450 MiB after start; the embedded database is a development and
 * test store of tens of megabytes whose files the operating system caches anyway. 16 MB answered the seed
 * catalogue's listings, counts and searches as fast as 32 MB and left 20 MiB less resident. (A PostgreSQL server
 * keeps its buffers in its own processes, outside the api.)
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Settings every connection starts with. Search (`catalog/search.ts`) finds typed words in its word list through a
 * trigram index, whose `<%` operator tests pg_trgm's word similarity threshold: at 0.45 one typo in a short word is
 * forgiven (pg_trgm's default is 0.6). Set when connecting, a search needs no transaction just to set it.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = { 'pg_trgm.word_similarity_threshold': '0.45' };
const settingArgs = Object.entries(SESSION_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteDump);
}

/**
 * The embedded database. Its modules (a WebAssembly PostgreSQL and its files, ~40 MiB resident once loaded) are
 * imported here, only when it is used, so an api on a PostgreSQL server never loads them.
 */
async function openPglite(dir: string | undefined, dump: Blob | undefined): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, ...settingArgs],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is no one to take turns with.
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir() }),
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: settingArgs.join(' ') });
  // An idle connection the server drops (restart, failover, a terminated backend) is discarded by the pool and the
  // next query opens a new one; without a listener, that 'error' event would crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder: migrationsDir() }),
    withStartupLock,
    close: () => pool.end(),
    pool,
  };
}

/** Runs a raw query and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
