import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED, SESSION_INVALID } from '../auth/bearer.js';
import { uploads } from '../db/schema.js';
import { MEDIA_STORE_KINDS } from '../media/store.js';
import { type AccountsHarness, call, newBuyer, type SignedInBuyer, startAccountsHarness } from '../test/accounts.js';
import { bmpBytes, gifBytes, jpegBytes, pngImage, svgBytes, tiffBytes, webpBytes } from '../test/images.js';
import { uploadImages } from '../test/multipart.js';
import { MAX_UPLOAD_BYTES } from './limits.js';
import { NO_FILE, NOT_MULTIPART, ONE_FILE } from './routes.js';
import { EMPTY_FILE, IMAGE_TOO_LARGE, IMAGE_UPLOADED, NOT_AN_IMAGE } from './uploads.js';

let t: AccountsHarness;
let me: SignedInBuyer;

const errorAnswer = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
/** What the media store keeps under `uploads/`. */
const filesInUploads = () => t.api.app.mediaStore.list('uploads/');
const LOCATION = /^\/media\/uploads\/[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

describe.each(MEDIA_STORE_KINDS)('POST /uploadImg (%s media store)', (kind) => {
  beforeAll(async () => {
    t = await startAccountsHarness({ env: { MEDIA_STORE: kind } });
    expect(t.api.app.mediaStore.kind).toBe(kind);
    me = await newBuyer(t.api);
  });
  afterAll(() => t.close());

  it('keeps a PNG under a random name, answers its location in data[0], and serves it back as an image', async () => {
    const bytes = pngImage({ size: 24 });
    const res = await uploadImages(t.api, me.token, [{ bytes, name: 'tag photo.png', type: 'image/png' }]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, success: true, message: IMAGE_UPLOADED });
    const location = res.body.data?.[0] ?? '';
    expect(res.body.data).toHaveLength(1);
    expect(location).toMatch(LOCATION);
    expect(location).toMatch(/\.png$/);
    expect(location).not.toContain('tag');

    const fileName = location.split('/').pop() ?? '';
    expect((await t.api.app.mediaStore.get(`uploads/${fileName}`))?.bytes).toEqual(bytes);
    const [row] = await t.api.database.db.select().from(uploads).where(eq(uploads.fileName, fileName));
    expect(row).toMatchObject({ buyerId: me.id, mimeType: 'image/png', sizeBytes: bytes.length });

    const served = await t.api.app.inject({ method: 'GET', url: location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(bytes);
  });

  it('tells JPEG, WebP and GIF by their bytes, whatever name and type the browser sent', async () => {
    const cases = [
      { bytes: jpegBytes(), ext: 'jpg', mime: 'image/jpeg' },
      { bytes: webpBytes(), ext: 'webp', mime: 'image/webp' },
      { bytes: gifBytes(), ext: 'gif', mime: 'image/gif' },
      { bytes: pngImage(), ext: 'png', mime: 'image/png' },
    ];
    for (const { bytes, ext, mime } of cases) {
      const res = await uploadImages(t.api, me.token, [{ bytes, name: 'photo.txt', type: 'text/plain' }]);
      expect(res.status, ext).toBe(201);
      const fileName = res.body.data?.[0]?.split('/').pop() ?? '';
      expect(fileName.endsWith(`.${ext}`), `${ext}: ${fileName}`).toBe(true);
      const [row] = await t.api.database.db.select().from(uploads).where(eq(uploads.fileName, fileName));
      expect(row?.mimeType).toBe(mime);
    }
  });

  it('refuses a text file named .jpg and sent as image/jpeg, keeping nothing', async () => {
    const before = await filesInUploads();
    const res = await uploadImages(t.api, me.token, [
      { bytes: Buffer.from('just some text, not a photo'), name: 'photo.jpg', type: 'image/jpeg' },
    ]);
    expect(res).toMatchObject(errorAnswer(400, NOT_AN_IMAGE));
    expect(await filesInUploads()).toEqual(before);
  });

  it('keeps a GIF that is also a script only as an image: served as image/gif with nosniff, never as script or page', async () => {
    // A polyglot: valid GIF magic bytes followed by markup and script, named and sent as a page.
    const polyglot = Buffer.concat([gifBytes(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await uploadImages(t.api, me.token, [{ bytes: polyglot, name: 'x.html', type: 'text/html' }]);
    expect(res.status).toBe(201);
    const location = res.body.data?.[0] ?? '';
    expect(location).toMatch(/\.gif$/);
    const served = await t.api.app.inject({ method: 'GET', url: location });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses documents and archives dressed as images (PDF, ZIP, HTML), whatever their name', async () => {
    const before = await filesInUploads();
    const disguised = [
      Buffer.from('%PDF-1.7\n1 0 obj << /JS (app.alert(1)) >> endobj\n'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, ...Buffer.from('payload.js')]),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    ];
    for (const bytes of disguised) {
      const res = await uploadImages(t.api, me.token, [{ bytes, name: 'photo.png', type: 'image/png' }]);
      expect(res).toMatchObject(errorAnswer(400, NOT_AN_IMAGE));
    }
    expect(await filesInUploads()).toEqual(before);
  });

  it('takes only the four image types: BMP and TIFF, which the sniffer knows too, are refused', async () => {
    const before = await filesInUploads();
    for (const [bytes, name] of [
      [bmpBytes(), 'scan.bmp'],
      [tiffBytes(), 'scan.tiff'],
    ] as const) {
      const res = await uploadImages(t.api, me.token, [{ bytes, name, type: 'image/png' }]);
      expect(res, name).toMatchObject(errorAnswer(400, NOT_AN_IMAGE));
    }
    expect(await filesInUploads()).toEqual(before);
  });

  it('refuses an SVG (it can carry scripts), even sent as image/svg+xml', async () => {
    const before = await filesInUploads();
    const res = await uploadImages(t.api, me.token, [{ bytes: svgBytes(), name: 'tag.svg', type: 'image/svg+xml' }]);
    expect(res).toMatchObject(errorAnswer(400, NOT_AN_IMAGE));
    expect(await filesInUploads()).toEqual(before);
  });

  it(`refuses an image over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB with 413 and keeps nothing; exactly the limit is fine`, async () => {
    const before = await filesInUploads();
    const rowsBefore = await t.api.database.db.select().from(uploads).where(eq(uploads.buyerId, me.id));
    const big = pngImage({ atLeastBytes: 6 * 1024 * 1024 });
    const res = await uploadImages(t.api, me.token, [{ bytes: big, name: 'big.png', type: 'image/png' }]);
    expect(res).toMatchObject(errorAnswer(413, IMAGE_TOO_LARGE));
    expect(await filesInUploads()).toEqual(before);
    const rowsAfter = await t.api.database.db.select().from(uploads).where(eq(uploads.buyerId, me.id));
    expect(rowsAfter).toHaveLength(rowsBefore.length);

    const justRight = pngImage({ atLeastBytes: MAX_UPLOAD_BYTES });
    expect(justRight.length).toBe(MAX_UPLOAD_BYTES);
    const fits = await uploadImages(t.api, me.token, [{ bytes: justRight, name: 'max.png', type: 'image/png' }]);
    expect(fits.status).toBe(201);
  });

  it('takes one image per request: a second file is refused and neither is kept', async () => {
    const before = await filesInUploads();
    const res = await uploadImages(t.api, me.token, [
      { bytes: pngImage(), name: 'a.png', type: 'image/png' },
      { bytes: pngImage(), name: 'b.png', type: 'image/png' },
    ]);
    expect(res).toMatchObject(errorAnswer(400, ONE_FILE));
    expect(await filesInUploads()).toEqual(before);
  });

  it('needs a file, in a multipart body, with bytes in it', async () => {
    expect(await uploadImages(t.api, me.token, [], { note: 'no file here' })).toMatchObject(errorAnswer(400, NO_FILE));
    expect(await uploadImages(t.api, me.token, [{ bytes: Buffer.alloc(0), name: 'empty.png' }])).toMatchObject(
      errorAnswer(400, EMPTY_FILE),
    );
    expect(
      await call(t.api, 'POST', '/uploadImg', { file: 'data:image/png;base64,AAAA' }, { token: me.token }),
    ).toMatchObject(errorAnswer(415, NOT_MULTIPART));
  });

  it('needs a valid token, and keeps nothing without one', async () => {
    const before = await filesInUploads();
    const file = { bytes: pngImage(), name: 'a.png', type: 'image/png' };
    expect(await uploadImages(t.api, undefined, [file])).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(await uploadImages(t.api, 'not-a-token', [file])).toMatchObject(errorAnswer(401, SESSION_INVALID));
    expect(await filesInUploads()).toEqual(before);
  });

  it('lets a buyer upload at most 30 images an hour', async () => {
    const busy = await newBuyer(t.api);
    const file = { bytes: gifBytes(), name: 'a.gif', type: 'image/gif' };
    for (let i = 0; i < 30; i++) expect((await uploadImages(t.api, busy.token, [file])).status).toBe(201);
    const refused = await uploadImages(t.api, busy.token, [file]);
    expect(refused.status).toBe(429);
    expect((await uploadImages(t.api, me.token, [file])).status).toBe(201);
  });

  it('is documented in the OpenAPI document as a multipart bearer route', async () => {
    const doc = (await call(t.api, 'GET', '/docs')).body as {
      paths: Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown> }>>;
    };
    const route = doc.paths['/API/v1/uploadImg']?.post;
    expect(route?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '413']));
  });
});
