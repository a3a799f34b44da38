import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes.js';

/**
 * A PostgreSQL server from the machine's packages (Debian's `postgresql`), on a free port, for benchmarks and tests
 * of many replicas. initdb refuses root, so as root the server runs as the `postgres` user.
 */
export interface PostgresServer {
  port: number;
  /** `postgres://sutra@127.0.0.1:<port>/<database>`. */
  url(database?: string): string;
  /** Runs one SQL statement as the superuser and answers its first column's values. */
  query(sql: string, database?: string): string[];
  stop(): void;
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  return path.join(root, version, 'bin');
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]): string {
  if (!asRoot) return execFileSync(bin, args, { encoding: 'utf8' });
  const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', quoted], { encoding: 'utf8' });
}

/**
 * Starts a server whose files live in `dir` (made with initdb when new, so a kept folder keeps its databases between
 * runs), or in a throw-away folder when `dir` is not given. `fsync` is off: this is test and bench data.
 */
export async function startPostgres(dir?: string): Promise<PostgresServer> {
  const bin = binaries();
  const folder = dir ?? mkdtempSync(path.join(tmpdir(), 'sutra-pg-'));
  mkdirSync(folder, { recursive: true });
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  const data = path.join(folder, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    run(path.join(bin, 'initdb'), ['-D', data, '-U', 'sutra', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const port = await freePort();
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l',
    path.join(folder, 'log'),
    '-w',
    'start',
  ]);
  const url = (database = 'postgres') => `postgres://sutra@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    query: (sql, database = 'postgres') =>
      run(path.join(bin, 'psql'), ['-X', '-q', '-t', '-A', '-d', url(database), '-c', sql])
        .split('\n')
        .filter(Boolean),
    stop: () => {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      if (!dir) rmSync(folder, { recursive: true, force: true });
    },
  };
}
