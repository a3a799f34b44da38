import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../app.js';
import { loadApiConfig } from '../config.js';
import { mediaFiles } from '../db/schema.js';
import { writeStoreImages } from '../seed/images.js';
import { newBuyer, TEST_JWT_SECRET } from '../test/accounts.js';
import { pngImage } from '../test/images.js';
import { uploadImages } from '../test/multipart.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { renditionPathsOf } from './renditions.js';
import { IMMUTABLE_CACHE_CONTROL } from './service.js';
import { sha256Of } from './store.js';

/**
 * Two api replicas over one database with the database media store, as a fleet runs them: each has its own data
 * directory (its own disk), so whatever one serves of another's files came through the database.
 */
let first: TestApi;
let second: FastifyInstance;
let secondDataDir: string;

beforeAll(async () => {
  const env = { MEDIA_STORE: 'postgres', JWT_SECRET: TEST_JWT_SECRET };
  first = await createTestApi({ env });
  secondDataDir = await mkdtemp(path.join(tmpdir(), 'sutra-api-replica-'));
  const config = loadApiConfig({ ...env, DATA_DIR: secondDataDir, LOG_LEVEL: 'silent' });
  second = await buildApiApp({ config, db: first.database.db });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await rm(secondDataDir, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('media shared by replicas (MEDIA_STORE=postgres)', () => {
  it('serves an upload made through one replica from the other, with the same ETag and a 304 on both', async () => {
    const buyer = await newBuyer(first);
    const bytes = pngImage({ size: 20 });
    const uploaded = await uploadImages(first, buyer.token, [{ bytes, name: 'tag.png', type: 'image/png' }]);
    expect(uploaded.status).toBe(201);
    const location = uploaded.body.data?.[0] ?? '';

    const served = await get(second, location);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      etag: `"${sha256Of(bytes)}"`,
      'cache-control': IMMUTABLE_CACHE_CONTROL,
    });
    const etag = String(served.headers.etag);
    expect((await get(first.app, location)).headers.etag).toBe(etag);
    for (const app of [first.app, second]) {
      const revalidated = await get(app, location, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }
  });

  it('renders a rendition once for both replicas, even when they are asked for it at the same moment', async () => {
    const [row] = await first.database.db
      .select({ path: mediaFiles.path })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, 'banners/black-friday.svg'));
    expect(row).toBeDefined();
    const url = '/media/banners/black-friday.w480.webp';
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => get(first.app, url)),
      ...Array.from({ length: 3 }, () => get(second, url)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const stored = await first.app.mediaStore.get('renditions/banners/black-friday.w480.webp');
    for (const answer of answers) expect(answer.rawPayload).toEqual(stored?.bytes);
    expect(await sharp(stored?.bytes).metadata()).toMatchObject({ format: 'webp', width: 480 });
    expect(await first.app.mediaStore.list('renditions/banners/black-friday')).toEqual([
      'renditions/banners/black-friday.w480.webp',
    ]);
  });

  it('refreshes the store’s images on start without writing unchanged ones, and drops a redrawn one’s renditions', async () => {
    const store = first.app.mediaStore;
    const heroBefore = await first.database.db
      .select({ createdAt: mediaFiles.createdAt })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, 'hero/sutra-hero.webm'));
    // Two replicas starting together.
    await Promise.all([writeStoreImages(store), writeStoreImages(second.mediaStore)]);
    const heroAfter = await first.database.db
      .select({ createdAt: mediaFiles.createdAt })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, 'hero/sutra-hero.webm'));
    expect(heroAfter).toEqual(heroBefore);

    // An older version's drawing and its rendition: the refresh puts the new drawing back and drops the rendition.
    await store.put(
      'banners/best-seller.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>'),
    );
    expect((await get(second, '/media/banners/best-seller.jpg')).statusCode).toBe(200);
    expect(await store.head('renditions/banners/best-seller.jpg')).toBeDefined();
    await writeStoreImages(second.mediaStore);
    expect((await store.get('banners/best-seller.svg'))?.bytes.toString()).toMatch(/tailor/);
    for (const rendition of renditionPathsOf('banners/best-seller.svg')) {
      expect(await store.head(rendition), rendition).toBeUndefined();
    }
  });
});
