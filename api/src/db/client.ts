import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
}

/** Where the embedded database lives: `undefined` keeps it in memory (tests). */
export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** Start an in-memory PGlite from a data directory dump (tests copy a seeded template this way). */
  pgliteDump?: Blob | undefined;
}

const STARTUP_LOCK_KEY = 727_871_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteDump);
}

async function openPglite(dir: string | undefined, dump: Blob | undefined): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
    extensions: { pg_trgm },
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
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
  };
}

/** Runs a raw query and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
