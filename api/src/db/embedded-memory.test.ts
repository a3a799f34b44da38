import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase, PGLITE_SHARED_BUFFERS, queryRows } from './client.js';

/**
 * What keeps the api on its embedded database under its memory target (docs/postgresql.md, "Memory of the embedded
 * database"): bounds one can read without timing anything.
 */
const packageFile = (name: string) => fileURLToPath(new URL(`../../${name}`, import.meta.url));
const words = (name: string) => readFileSync(packageFile(name), 'utf8').trim().split(/\s+/);
const MiB = 2 ** 20;

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDump: new Blob([await readFile(inject('pgliteTemplate'))]) });
  });
  afterAll(async () => database?.close());

  it('starts with the small buffer cache it is sized for, not PostgreSQL default 128 MB', async () => {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
  });
});

describe("the api's production process", () => {
  it('is started with its Node flags and allocator settings', () => {
    const start = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')).scripts.start as string;
    expect(start).toContain('env $(cat node-env) node $(cat node-flags) dist/main.js');
    expect(words('node-env')).toContain('MALLOC_ARENA_MAX=2');
  });

  it("bounds V8's heap, keeps WebAssembly on its baseline compiler, and this Node accepts every flag", () => {
    const flags = words('node-flags');
    const env = Object.fromEntries(
      words('node-env').map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
    );
    const probe = spawnSync(
      process.execPath,
      [...flags, '-e', "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))"],
      { env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    expect(probe.stderr).toBe('');
    expect(probe.status).toBe(0);
    // 128 MiB of old space and three 4 MiB semi-spaces' worth of young generation; unbounded, V8 allows ~2 GiB here.
    expect(Number(probe.stdout)).toBeLessThanOrEqual(144 * MiB);
    expect(flags).toContain('--liftoff-only');
  });
});
