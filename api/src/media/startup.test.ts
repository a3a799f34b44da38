import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig, mediaDir } from '../config.js';
import type { Database } from '../db/client.js';
import { mediaFiles, productVariants } from '../db/schema.js';
import { prepareDatabase } from '../server.js';
import { adminQuery, dropDatabase } from '../test/server-database.js';
import { PostgresMediaStore } from './postgres-store.js';

/**
 * Starting on an empty database with the database media store: the seed's images go into the database, not the
 * replica's disk. On a PostgreSQL server (the `postgres` project) two replicas start at once on one empty database;
 * the embedded database has one process, so there the second start is a restart.
 */
const onServer = process.env.SUTRA_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function replicaEnv(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-media-start-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir, MEDIA_STORE: 'postgres', LOG_LEVEL: 'silent' };
}

async function emptyServerDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `sutra_media_start_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  cleanups.push(() => dropDatabase(adminUrl, name));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('starting with MEDIA_STORE=postgres', () => {
  it('seeds the images into the database once, copies in an older media folder, and starts again cleanly', async () => {
    const first = await replicaEnv();
    // A data directory from before the database store: an upload kept on disk.
    const oldUpload = path.join(first.DATA_DIR ?? '', 'media', 'uploads', 'aabbccddeeff00112233445566778899.png');
    await mkdir(path.dirname(oldUpload), { recursive: true });
    await writeFile(oldUpload, 'an older upload');

    const databaseUrl = onServer ? { DATABASE_URL: await emptyServerDatabase() } : {};
    const second = onServer ? await replicaEnv() : first;
    const start = (env: Record<string, string>) => prepareDatabase(loadApiConfig({ ...env, ...databaseUrl }));
    let started: { database: Database }[];
    if (onServer) {
      started = await Promise.all([start(first), start(second)]);
    } else {
      const once = await start(first);
      await once.database.close();
      started = [await start(second)];
    }
    try {
      const [running] = started;
      if (!running) throw new Error('no replica started');
      const { db } = running.database;
      const [variants] = await db.select({ n: count() }).from(productVariants);
      const [products] = await db
        .select({ n: count() })
        .from(mediaFiles)
        .where(eq(mediaFiles.contentType, 'image/svg+xml'));
      // Two drawings per variant, plus the banners and the hero poster.
      expect(Number(products?.n)).toBe(2 * Number(variants?.n) + 3);
      const store = new PostgresMediaStore(db);
      expect((await store.get('uploads/aabbccddeeff00112233445566778899.png'))?.bytes.toString()).toBe(
        'an older upload',
      );
      expect((await store.head('hero/sutra-hero.webm'))?.contentType).toBe('video/webm');
      // Nothing was drawn into either replica's own disk.
      for (const env of [first, second]) {
        const folders = await readdir(mediaDir({ dataDir: env.DATA_DIR ?? '' })).catch(() => []);
        expect(folders).toEqual(env === first ? ['uploads'] : []);
      }
    } finally {
      for (const { database } of started) await database.close();
    }
    // Seeding a database from nothing (twice on a server) takes far longer than a test on a seeded copy.
  }, 180_000);
});
