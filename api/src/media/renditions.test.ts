import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { mediaDir } from '../config.js';
import { pngImage } from '../test/images.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { RENDITION_WIDTHS, RENDITIONS_FOLDER, renditionRequestOf } from './renditions.js';
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
