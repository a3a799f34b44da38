import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './api-process.js';

/**
 * A PostgreSQL server of the test's own (Debian's `postgresql` binaries), which the test may stop and start again on
 * the same port and data — to see what the api does while its database is down and after it returns. The suites'
 * shared server (TEST_DATABASE_URL) must not be stopped, so outage tests bring their own.
 */
export interface PostgresProcess {
  /** `postgres://sutra@127.0.0.1:<port>/<database>`. */
  url(database?: string): string;
  /** Runs one SQL statement as the superuser. */
  query(sql: string): void;
  /** Stops the server (fast shutdown: open sessions are ended, as on a restart or failover). */
  stop(): void;
  /** Starts it again on the same port, with the same data. */
  start(): void;
  /** Stops it if running and removes its files. */
  remove(): void;
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

/** initdb refuses root: as root the server runs as the `postgres` user. */
function run(bin: string, args: string[]): string {
  if (process.getuid?.() !== 0) return execFileSync(bin, args, { encoding: 'utf8' });
  const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', quoted], { encoding: 'utf8' });
}

export async function startPostgresProcess(): Promise<PostgresProcess> {
  const bin = binaries();
  const folder = mkdtempSync(path.join(tmpdir(), 'sutra-pg-outage-'));
  if (process.getuid?.() === 0)
    chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  const data = path.join(folder, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'sutra', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  let running = false;
  const start = () => {
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(folder, 'log'),
      '-w',
      'start',
    ]);
    running = true;
  };
  const stop = () => {
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  start();
  const url = (database = 'postgres') => `postgres://sutra@127.0.0.1:${port}/${database}`;
  return {
    url,
    query: (sql) => {
      run(path.join(bin, 'psql'), ['-X', '-q', '-d', url(), '-c', sql]);
    },
    stop,
    start,
    remove: () => {
      if (running) stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
