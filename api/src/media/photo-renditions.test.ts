import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import type { AdminProductJson } from '../catalog/admin/schemas.js';
import { categories, productVariants } from '../db/schema.js';
import { call, randomIp } from '../test/accounts.js';
import { bitmapPng } from '../test/images.js';
import { multipartBody } from '../test/multipart.js';
import { signedInStaff } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { MAX_PHOTO_PIXELS, RENDITION_WIDTHS, RENDITIONS_FOLDER } from './renditions.js';
import { MEDIA_STORE_KINDS } from './store.js';

/**
 * A phone's photo as the camera writes it: 1600 x 1000 pixels stored sideways, with EXIF orientation 6 (turn 90°
 * clockwise to show it: 1000 x 1600 upright) and the camera's metadata. Its left half is red, so which way it was
 * turned shows in the rendition.
 */
async function phonePhoto(): Promise<Buffer> {
  const half = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#d00000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0000d0' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'A member of staff' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe.each(MEDIA_STORE_KINDS)('renditions of an uploaded photo (%s media store)', (kind) => {
  let api: TestApi;
  let token: string;
  let categoryId: string;

  beforeAll(async () => {
    api = await createTestApi({ env: { MEDIA_STORE: kind } });
    token = (await signedInStaff(api, 'owner')).token;
    const [category] = await api.database.db.select({ id: categories.id }).from(categories).limit(1);
    if (!category) throw new Error('the seed has no category');
    categoryId = category.id;
  });
  afterAll(() => api.close());

  const get = (url: string) => api.app.inject({ method: 'GET', url });

  async function newColour(): Promise<{ productId: string; variantId: string; version: number }> {
    const created = await call<{ result: AdminProductJson }>(
      api,
      'POST',
      '/admin/products',
      { productName: `Oxford shirt ${Math.random().toString(36).slice(2, 8)}`, categoryId },
      { token },
    );
    const product = created.body.result;
    const coloured = await call<{ result: AdminProductJson }>(
      api,
      'POST',
      `/admin/products/${product._id}/variants`,
      { version: product.version, colour: 'White', retailPricePaise: 150_000, salePricePaise: 120_000, sizes: [] },
      { token },
    );
    const variant = coloured.body.result.variants[0];
    if (!variant) throw new Error('the colour was not added');
    return { productId: product._id, variantId: variant._id, version: coloured.body.result.version };
  }

  async function upload(bytes: Buffer, name: string) {
    const { productId, variantId, version } = await newColour();
    const { payload, contentType } = await multipartBody([{ bytes, name }]);
    return api.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/products/${productId}/variants/${variantId}/pictures?version=${version}`,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'x-forwarded-for': randomIp() },
      payload,
    });
  }

  async function uploadedPhoto(): Promise<string> {
    const res = await upload(await phonePhoto(), 'IMG_0001.jpg');
    expect(res.statusCode).toBe(200);
    const image = res.json<{ result: AdminProductJson }>().result.variants[0]?.images[0];
    expect(image).toMatch(/^\/media\/products\/uploads\/[0-9a-f]{32}\.jpg$/);
    return image as string;
  }

  it('answers each srcset width of an uploaded JPEG as an upright WebP of that width, without its metadata', async () => {
    const photo = await uploadedPhoto();
    const original = await get(photo);
    const base = photo.replace(/\.jpg$/, '');
    for (const width of RENDITION_WIDTHS) {
      const res = await get(`${base}.w${width}.webp`);
      expect(res.statusCode, `w${width}`).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cache-control']).toBe(original.headers['cache-control']);
      const meta = await sharp(res.rawPayload).metadata();
      // Upright: 1000 x 1600 turned, so width x 1.6 tall.
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round(width * 1.6) });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // The camera's left (red) half is the top once turned clockwise.
      const { data } = await sharp(res.rawPayload)
        .extract({ left: Math.floor(width / 2), top: 2, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(150);
      expect(data[2]).toBeLessThan(80);
      expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length);
    }
  });

  it('answers the preview WebP at most 1200 px on its longer side, and keeps the JPEG itself upright without metadata', async () => {
    const photo = await uploadedPhoto();
    const preview = await get(photo.replace(/\.jpg$/, '.webp'));
    expect(preview.statusCode).toBe(200);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 750, height: 1200 });
    // The JPEG is its own .jpg preview: kept turned, and without the camera's EXIF.
    const kept = await get(photo);
    expect(kept.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(kept.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1000, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('answers a JPEG preview of an uploaded PNG', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'cut-out.png');
    expect(res.statusCode).toBe(200);
    const image = res.json<{ result: AdminProductJson }>().result.variants[0]?.images[0] as string;
    const jpeg = await get(image.replace(/\.png$/, '.jpg'));
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    // Not enlarged for the preview; transparency on white, as for the drawings.
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
  });

  it('renders a width asked for by many shoppers at once once, all of them the same bytes', async () => {
    const photo = await uploadedPhoto();
    const url = photo.replace(/\.jpg$/, '.w768.webp');
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const first = answers[0]?.rawPayload;
    for (const res of answers) expect(res.rawPayload.equals(first as Buffer)).toBe(true);
    expect(await api.app.mediaStore.list(`${RENDITIONS_FOLDER}/${url.slice('/media/'.length)}`)).toHaveLength(1);
  });

  it('refuses a decompression bomb (a few kilobytes claiming 100 megapixels) with too_large, keeping nothing', async () => {
    const bomb = bitmapPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    const before = await api.app.mediaStore.list('products/uploads');
    const res = await upload(bomb, 'poster.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_large' });
    expect(await api.app.mediaStore.list('products/uploads')).toEqual(before);
  });

  it('refuses bytes that look like a JPEG but cannot be read as one', async () => {
    const broken = Buffer.concat([(await phonePhoto()).subarray(0, 4), Buffer.alloc(256, 0x11)]);
    const res = await upload(broken, 'broken.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'not_an_image' });
  });

  it('drops an upload’s renditions with the upload', async () => {
    const photo = await uploadedPhoto();
    expect((await get(photo.replace(/\.jpg$/, '.w320.webp'))).statusCode).toBe(200);
    const [owner] = await api.database.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(sql`${photo} = any(${productVariants.images})`);
    if (!owner) throw new Error('no colour lists the photo');
    const product = await call<{ result: AdminProductJson }>(
      api,
      'GET',
      `/admin/products/${owner.productId}`,
      undefined,
      {
        token,
      },
    );
    const deleted = await call(
      api,
      'DELETE',
      `/admin/products/${owner.productId}/variants/${owner.id}/pictures?version=${product.body.result.version}&image=${encodeURIComponent(photo)}`,
      undefined,
      { token },
    );
    expect(deleted.status).toBe(200);
    expect((await get(photo.replace(/\.jpg$/, '.w320.webp'))).statusCode).toBe(404);
    expect(
      await api.app.mediaStore.list(`${RENDITIONS_FOLDER}/${photo.slice('/media/'.length, -'.jpg'.length)}`),
    ).toEqual([]);
  });
});
