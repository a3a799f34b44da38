import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../config.js';
import { type Listen, listenOnPglite, listenOnServer } from './notices.js';
import * as schema from './schema.js';

/** A database handle that is the same type on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (through `db`, e.g. the startup lock's handle, when given). */
  migrate(db?: Db): Promise<void>;
  /**
   * Runs `work` (migrations and the first seed) holding a cluster-wide lock, so replicas take turns. It gets a handle
   * without the request pool's statement timeout: a migration or a large catalogue's rebuild may rightly take long.
   */
  withStartupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
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
 * How to `LISTEN` on the database behind a handle `openDatabase` made, kept on the handle under a symbol of the
 * process (`Db` stays drizzle's type): `pnpm dev` evaluates this module again after a change while the database it
 * opened stays open, and a module-level map would then have lost it.
 */
const LISTEN = Symbol.for('sutra.api.db.listen');
type ListeningDb = Db & { [LISTEN]?: Listen };
const attachListener = (db: Db, listen: Listen) =>
  Object.defineProperty(db, LISTEN, { value: listen, enumerable: false, configurable: false });

/** How to listen for the notices of the database behind `db`; undefined for a handle `openDatabase` did not make. */
export const listenerFor = (db: Db): Listen | undefined => (db as ListeningDb)[LISTEN];

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
  attachListener(db, listenOnPglite(client));
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is no one to take turns with.
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir() }),
    withStartupLock: (work) => work(db),
    close: () => client.close(),
  };
}

/**
 * How long a request may wait for a connection (a free one from the pool, or a new one) before it is answered 503:
 * while PostgreSQL is down or out of reach, shoppers get a quick "try again" instead of a hanging page.
 */
export const CONNECTION_TIMEOUT_MS = 2000;

/**
 * The longest one statement of a request may run on the server before PostgreSQL cancels it (57014, answered 503). The
 * slowest request statements take well under a second; this stops a runaway one from holding a pooled connection,
 * and stays below the gateway's upstream timeout (10 s by default) so the api answers before the gateway gives up.
 */
export const STATEMENT_TIMEOUT_MS = 8000;

/**
 * How long the driver waits for any answer to a query, a little longer than the server's own statement timeout: it
 * catches a server that can no longer answer at all (a network partition, a frozen host), where no cancel arrives.
 */
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 2000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: [...settingArgs, '-c', `statement_timeout=${STATEMENT_TIMEOUT_MS}`].join(' '),
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // The kernel's keep-alive notices a peer that vanished without closing the connection (a host lost for good).
    keepAlive: true,
  });
  // An idle connection the server drops (restart, failover, a terminated backend) is discarded by the pool and the
  // next query opens a new one; without a listener, that 'error' event would crash the process. So the api outlives
  // a PostgreSQL restart: requests meanwhile fail fast (answered 503), and the first ones after it reconnect.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  attachListener(db, listenOnServer(url, settingArgs.join(' ')));
  const migrateWith = (on: Db) =>
    migrateNodePg(on as unknown as Parameters<typeof migrateNodePg>[0], { migrationsFolder: migrationsDir() });
  const withStartupLock = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    // A pool of its own, without the statement timeout, for start-up only: ended as soon as the work is done.
    const startup = new pg.Pool({ connectionString: url, max: 3, options: settingArgs.join(' '), keepAlive: true });
    startup.on('error', () => undefined);
    try {
      const lockClient = await startup.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work(drizzleNodePg({ client: startup, schema }) as unknown as Db);
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    } finally {
      await startup.end();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: (on = db) => migrateWith(on),
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
