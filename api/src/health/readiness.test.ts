import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { apiReadiness, lastMigrationMillis } from './readiness.js';

const config = loadApiConfig({ LOG_LEVEL: 'silent' });

/** A copy of the suite's migrated and seeded template. */
const migrated = async () => openDatabase({ pgliteDump: new Blob([await readFile(inject('pgliteTemplate'))]) });

describe('the api’s readiness', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close().catch(() => undefined);
    database = undefined;
  });

  it('is unready until every migration this code ships is applied, then ready', async () => {
    database = await openDatabase({});
    const ready = apiReadiness(database.db, config);
    expect(await ready()).toBe('database migrations not applied');
    await database.migrate();
    expect(await ready()).toBeUndefined();
  });

  it('is unready when the database is behind the code (a migration it ships is missing)', async () => {
    database = await migrated();
    expect(await apiReadiness(database.db, config, lastMigrationMillis() + 1)()).toBe(
      'database migrations not applied',
    );
  });

  it('is unready, naming the cause, when the database does not answer', async () => {
    database = await migrated();
    const ready = apiReadiness(database.db, config);
    await database.close();
    expect(await ready()).toMatch(/^database unavailable: /);
  });
});
