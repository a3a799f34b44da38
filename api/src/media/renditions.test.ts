import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { mediaDir } from '../config.js';
import { pngImage } from '../test/images.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { FsMediaStore } from './fs-store.js';
import {
  RENDITION_WIDTHS,
  RENDITIONS_FOLDER,
  Renditions,
  renderSvg,
  renditionPathsOf,
  renditionRequestOf,
} from './renditions.js';
import { MEDIA_STORE_KINDS, type MediaStore } from './store.js';

const renditionUrl = (svgUrl: string, extension: 'jpg' | 'webp') => svgUrl.replace(/\.svg$/, `.${extension}`);
/** Where a rendition is kept in the media store. */
const storedFile = (url: string) => `${RENDITIONS_FOLDER}/${url.slice('/media/'.length)}`;

describe.each(MEDIA_STORE_KINDS)('GET /media/<path>.jpg and .webp of a drawn SVG (%s media store)', (kind) => {
  let t: TestApi;
  let store: MediaStore;
  /** The seeded product images (`/media/products/<variant>-<n>.svg`), a different one for each test. */
  let images: string[];

  beforeAll(async () => {
    t = await createTestApi({ env: { MEDIA_STORE: kind } });
    store = t.app.mediaStore;
    expect(store.kind).toBe(kind);
    const res = await t.app.inject({ method: 'GET', url: '/API/v1/product?categoryName=suits' });
    const suits = (res.json() as { result: ProductJson[] }).result;
    images = suits.flatMap((p) => p.productVariants.flatMap((v) => v.images));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const nextImage = (): string => {
    const image = images.shift();
    if (!image) throw new Error('the seed has too few suit images');
    return image;
  };

  it('answers a real JPEG of the drawing, 1200 px on its longer side, cached like the SVG', async () => {
    const svgUrl = nextImage();
    expect(svgUrl).toMatch(/^\/media\/products\/.+\.svg$/);
    const svg = await get(svgUrl);
    const res = await get(renditionUrl(svgUrl, 'jpg'));

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(res.rawPayload).metadata();
    // The drawings are 400 x 500: the same 4:5 aspect at 960 x 1200.
    expect(meta).toMatchObject({ format: 'jpeg', width: 960, height: 1200 });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cache-control']).toBe(svg.headers['cache-control']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a real WebP the same way', async () => {
    const res = await get(renditionUrl(nextImage(), 'webp'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 1200 });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a WebP of each width srcset may ask for, keeping the aspect', async () => {
    const svgUrl = nextImage();
    for (const width of RENDITION_WIDTHS) {
      const res = await get(svgUrl.replace(/\.svg$/, `.w${width}.webp`));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: width * 1.25 });
    }
  });

  it('refuses any other width, renders nothing for it', async () => {
    const svgUrl = nextImage();
    for (const suffix of ['.w481', '.w4000', '.w0', '.w', '.w0480']) {
      const url = svgUrl.replace(/\.svg$/, `${suffix}.webp`);
      expect((await get(url)).statusCode, url).toBe(404);
      expect(await store.head(storedFile(url))).toBeUndefined();
    }
    expect(renditionRequestOf('products/a.w480.webp')).toMatchObject({ source: 'products/a.svg', width: 480 });
    expect(renditionRequestOf('products/a.w999.webp')).toBeUndefined();
  });

  it('keeps the aspect of a drawing of another shape', async () => {
    await store.put(
      'banners/wide-test.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#123456"/></svg>',
      ),
    );
    const res = await get('/media/banners/wide-test.jpg');
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 450 });
  });

  it('stores the rendition on the first request and serves the stored file afterwards', async () => {
    const url = renditionUrl(nextImage(), 'jpg');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect((await store.get(storedFile(url)))?.bytes).toEqual(first.rawPayload);

    // Swap the stored file for another JPEG: the next answer is that file, so nothing was rendered again.
    const marker = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    await store.put(storedFile(url), marker);
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(marker);
  });

  it('answers requests that arrive together with one whole file, and leaves no partial file behind', async () => {
    const url = renditionUrl(nextImage(), 'webp');
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const stored = (await store.get(storedFile(url)))?.bytes;
    for (const answer of answers) expect(answer.rawPayload).toEqual(stored);
    const base = storedFile(url).replace(/\.webp$/, '');
    expect(await store.list(base)).toEqual([storedFile(url)]);
    // The folder store writes a hidden temporary file and renames it: none may be left.
    const folder = await readdir(path.join(mediaDir(t.config), path.dirname(storedFile(url)))).catch(() => []);
    expect(folder.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers 404 for a rendition of an SVG that does not exist', async () => {
    for (const url of ['/media/products/no-such-image.jpg', '/media/products/no-such-image.webp']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect(await store.list(`${RENDITIONS_FOLDER}/products/no-such-image`)).toEqual([]);
  });

  it('answers 404 for a "rendition" of an image that is not an SVG', async () => {
    await store.put('uploads/photo-test.png', pngImage({ size: 8 }));
    expect((await get('/media/uploads/photo-test.png')).statusCode).toBe(200);
    expect((await get('/media/uploads/photo-test.jpg')).statusCode).toBe(404);
    expect((await get('/media/uploads/photo-test.webp')).statusCode).toBe(404);
  });

  it('refuses paths that leave the media folder, and renders nothing outside it', async () => {
    const dataDir = path.dirname(mediaDir(t.config));
    await writeFile(
      path.join(dataDir, 'outside.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const attempts = [
      '/media/..%2Foutside.jpg',
      '/media/products/..%2F..%2Foutside.webp',
      '/media/%2E%2E/outside.jpg',
      '/media/..%2Foutside.svg',
      '/media/..%2Fjwt-secret',
      `/media/${encodeURIComponent(path.join(dataDir, 'outside.svg'))}`,
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<svg');
    }
    const left = await readdir(dataDir);
    expect(left.filter((name) => name.startsWith('outside'))).toEqual(['outside.svg']);
  });
});

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
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });
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

  it('answers false and stores nothing when there is no drawing to render', async () => {
    const { store, counted, counts } = countingStore();
    const request = renditionRequestOf('drawings/missing.jpg');
    if (!request) throw new Error('drawings/missing.jpg names a rendition');
    expect(await new Renditions(counted).ensure(request)).toBe(false);
    expect(counts.writes).toBe(0);
    expect(await store.list('renditions/drawings/missing')).toEqual([]);
  });
});
