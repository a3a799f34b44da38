import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsMediaStore } from './fs-store.js';
import { Renditions, renderSvg, renditionPathsOf, renditionRequestOf } from './renditions.js';
import type { MediaStore } from './store.js';

/** The renditions module's parts on their own: which paths name a rendition, how one is drawn and kept. */
describe('renditionRequestOf', () => {
  it('names the SVG a JPEG or WebP is made from and where it is kept, with no width for the preview size', () => {
    expect(renditionRequestOf('products/a.jpg')).toStrictEqual({
      format: 'jpeg',
      source: 'products/a.svg',
      stored: 'renditions/products/a.jpg',
    });
    expect(renditionRequestOf('banners/b.w768.webp')).toStrictEqual({
      format: 'webp',
      source: 'banners/b.svg',
      stored: 'renditions/banners/b.w768.webp',
      width: 768,
    });
    expect(renditionRequestOf('products/a.w480.b.webp')).toMatchObject({ source: 'products/a.w480.b.svg' });
    expect(renditionRequestOf('products/a.w999.webp')).toBeUndefined();
  });

  it('is no rendition for other extensions, hidden or dot segments, or empty segments', () => {
    for (const file of [
      'products/a.svg',
      'products/a.png',
      'products/a.jpeg',
      'products/.a.jpg',
      '.hidden/a.webp',
      'products/../a.jpg',
      './a.jpg',
      'products//a.jpg',
      '/products/a.jpg',
      // A rendition is never made from a rendition (each would allow one more, a folder deeper).
      'renditions/products/a.w480.webp',
      'renditions/products/a.jpg',
    ]) {
      expect(renditionRequestOf(file), file).toBeUndefined();
    }
  });
});

describe('renditionPathsOf', () => {
  it('lists every rendition a drawing may have, so all are dropped when it changes', () => {
    expect(renditionPathsOf('products/a.svg')).toEqual([
      'renditions/products/a.jpg',
      'renditions/products/a.webp',
      'renditions/products/a.w320.webp',
      'renditions/products/a.w480.webp',
      'renditions/products/a.w768.webp',
    ]);
    expect(renditionPathsOf('products/a.svgs/b.svg')[0]).toBe('renditions/products/a.svgs/b.jpg');
    expect(renditionPathsOf('products/uploads/c.png')).toEqual(renditionPathsOf('products/uploads/c.svg'));
    expect(renditionPathsOf('products/uploads/c.jpg')[1]).toBe('renditions/products/uploads/c.webp');
  });
});

/** A 10 x 10 drawing: its left half black, its right half transparent. */
const HALF_BLACK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="#000"/></svg>',
);

/** The grey level (first channel) and alpha of pixels on the middle row of an image. */
async function middleRow(image: Buffer, xs: number[]) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const y = Math.floor(info.height / 2);
  return xs.map((x) => {
    const at = (y * info.width + x) * info.channels;
    return { grey: data[at] ?? -1, alpha: data[at + 3] ?? -1 };
  });
}

describe('renderSvg', () => {
  it('draws a small drawing sharply at the preview size, its transparent parts white in JPEG', async () => {
    const jpeg = await renderSvg(HALF_BLACK, 'jpeg');
    // Progressive (mozjpeg's scans): a link preview shows the whole picture early, then sharpens it.
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 1200,
      isProgressive: true,
    });
    // The edge at x = 600: a 10 px raster scaled up would blur it over a hundred pixels.
    const [left, right, far] = await middleRow(jpeg, [590, 610, 1100]);
    expect(left?.grey).toBeLessThan(40);
    expect(right?.grey).toBeGreaterThan(215);
    expect(far?.grey).toBeGreaterThan(245);
  });

  it('draws a srcset width sharply too, and keeps transparency in WebP', async () => {
    const webp = await renderSvg(HALF_BLACK, 'webp', 768);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 768, height: 768 });
    const [left, right, far] = await middleRow(webp, [376, 392, 700]);
    expect(left).toMatchObject({ alpha: 255 });
    expect(left?.grey).toBeLessThan(40);
    expect(right?.alpha).toBeLessThan(40);
    expect(far?.alpha).toBe(0);
  });
});

describe('Renditions', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sutra-renditions-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** A folder store that counts the reads of the drawing and the writes of renditions. */
  const countingStore = () => {
    const store = new FsMediaStore(root);
    const counts = { reads: 0, writes: 0 };
    const counted: MediaStore = Object.assign(Object.create(store) as MediaStore, {
      get: (file: string) => {
        if (file.endsWith('.svg')) counts.reads++;
        return store.get(file);
      },
      put: (file: string, bytes: Buffer, options?: { ifAbsent?: boolean }) => {
        counts.writes++;
        return store.put(file, bytes, options);
      },
    });
    return { store, counted, counts };
  };

  it('renders a rendition asked for concurrently once, and again once it is gone', async () => {
    const { store, counted, counts } = countingStore();
    await store.put('drawings/once.svg', HALF_BLACK);
    const renditions = new Renditions(counted);
    const request = renditionRequestOf('drawings/once.webp');
    if (!request) throw new Error('drawings/once.webp names a rendition');
    expect(await Promise.all(Array.from({ length: 4 }, () => renditions.ensure(request)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(counts).toEqual({ reads: 1, writes: 1 });
    expect(await store.head(request.stored)).toMatchObject({ contentType: 'image/webp' });

    expect(await renditions.ensure(request)).toBe(true);
    expect(counts).toEqual({ reads: 1, writes: 1 });
    await store.remove([request.stored]);
    expect(await renditions.ensure(request)).toBe(true);
    expect(counts).toEqual({ reads: 2, writes: 2 });
  });

  it('renders a photo’s width asked for concurrently once', async () => {
    const { store, counted, counts } = countingStore();
    await store.put(
      'products/uploads/once.jpg',
      await sharp({ create: { width: 40, height: 50, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer(),
    );
    const renditions = new Renditions(counted);
    const request = renditionRequestOf('products/uploads/once.w320.webp');
    if (!request) throw new Error('products/uploads/once.w320.webp names a rendition');
    expect(await Promise.all(Array.from({ length: 4 }, () => renditions.ensure(request)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(counts.writes).toBe(1);
    const stored = await store.get(request.stored);
    expect(await sharp(stored?.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 400 });
  });

  it('renders no photo outside the back office’s uploads', async () => {
    const { store, counted, counts } = countingStore();
    await store.put(
      'banners/photo.png',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const request = renditionRequestOf('banners/photo.w320.webp');
    if (!request) throw new Error('banners/photo.w320.webp names a rendition');
    expect(await new Renditions(counted).ensure(request)).toBe(false);
    expect(counts.writes).toBe(0);
  });

  it('keeps the copy another replica stored while this one was rendering', async () => {
    const { store, counts } = countingStore();
    await store.put('drawings/raced.svg', HALF_BLACK);
    const request = renditionRequestOf('drawings/raced.jpg');
    if (!request) throw new Error('drawings/raced.jpg names a rendition');
    const theirs = Buffer.from('a copy another replica stored');
    // The other replica's copy lands between this one's look and its write.
    const racing: MediaStore = Object.assign(Object.create(store) as MediaStore, {
      get: async (file: string) => {
        const found = await store.get(file);
        if (file === request.source) await store.put(request.stored, theirs);
        return found;
      },
    });
    expect(await new Renditions(racing).ensure(request)).toBe(true);
    expect((await store.get(request.stored))?.bytes).toEqual(theirs);
    expect(counts.writes).toBe(0);
  });

  it('answers false and stores nothing when there is no drawing to render', async () => {
    const { store, counted, counts } = countingStore();
    const request = renditionRequestOf('drawings/missing.jpg');
    if (!request) throw new Error('drawings/missing.jpg names a rendition');
    expect(await new Renditions(counted).ensure(request)).toBe(false);
    expect(counts.writes).toBe(0);
    expect(await store.list('renditions/drawings/missing')).toEqual([]);
  });
});
