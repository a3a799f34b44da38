import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { IMMUTABLE_CACHE_CONTROL, NAMED_CACHE_CONTROL } from './service.js';
import { MEDIA_STORE_KINDS, sha256Of } from './store.js';

describe.each(MEDIA_STORE_KINDS)('GET /media/* from the %s media store', (kind) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ env: { MEDIA_STORE: kind } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const video = () => t.app.mediaStore.get('hero/sutra-hero.webm');

  it('answers an upload with its type, length, a strong content-hash ETag and a year of immutable caching', async () => {
    const bytes = Buffer.from('GIF89a-not-really-but-stored-as-gif');
    await t.app.mediaStore.put('uploads/0123456789abcdef0123456789abcdef.gif', bytes);
    const res = await get('/media/uploads/0123456789abcdef0123456789abcdef.gif');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/gif',
      'content-length': String(bytes.length),
      etag: `"${sha256Of(bytes)}"`,
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(res.rawPayload).toEqual(bytes);
  });

  it('answers 304 without a body for a matching If-None-Match (strong, weak or in a list), 200 otherwise', async () => {
    const banner = await get('/media/banners/best-seller.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['cache-control']).toBe(NAMED_CACHE_CONTROL);
    const etag = String(banner.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/media/banners/best-seller.svg', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(NAMED_CACHE_CONTROL);
    }
    const changed = await get('/media/banners/best-seller.svg', { 'if-none-match': '"an-older-drawing"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(banner.body);
  });

  it('answers one byte range of the hero video with 206 and Content-Range, and 416 past its end', async () => {
    const whole = await video();
    if (!whole) throw new Error('the hero video is not stored');
    const part = await get('/media/hero/sutra-hero.webm', { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.size}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload).toEqual(whole.bytes.subarray(100, 1100));

    const tail = await get('/media/hero/sutra-hero.webm', { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(whole.bytes.subarray(whole.size - 10));
    const open = await get('/media/hero/sutra-hero.webm', { range: `bytes=${whole.size - 5}-` });
    expect(open.rawPayload).toEqual(whole.bytes.subarray(whole.size - 5));

    // A range running past the end is cut to the file: the answer says so and carries only what exists.
    const over = await get('/media/hero/sutra-hero.webm', { range: `bytes=${whole.size - 10}-${whole.size + 5000}` });
    expect(over.statusCode).toBe(206);
    expect(over.headers['content-range']).toBe(`bytes ${whole.size - 10}-${whole.size - 1}/${whole.size}`);
    expect(over.headers['content-length']).toBe('10');
    expect(over.rawPayload).toEqual(whole.bytes.subarray(whole.size - 10));

    const past = await get('/media/hero/sutra-hero.webm', { range: `bytes=${whole.size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.size}`);
  });

  it('answers the whole file for several ranges, a stale If-Range or a header it cannot read', async () => {
    const whole = await video();
    const cases: Record<string, string>[] = [
      { range: 'bytes=0-1,5-9' },
      { range: 'bytes=0-9', 'if-range': '"an-older-video"' },
      { range: 'lines=1-2' },
    ];
    for (const headers of cases) {
      const res = await get('/media/hero/sutra-hero.webm', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.length).toBe(whole?.size);
    }
  });

  it('answers HEAD with the headers of GET', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/media/banners/black-friday.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.body).toBe('');
  });

  it('answers 404 for missing and hidden files and paths leaving the root, 403 for a folder', async () => {
    await t.app.mediaStore.put('uploads/visible.png', Buffer.from('png'));
    for (const url of [
      '/media/uploads/ffffffffffffffffffffffffffffffff.png',
      '/media/uploads/.incoming-0123',
      '/media/../package.json',
      '/media/uploads/..%2F..%2Fjwt-secret',
      '/media/%2Fetc%2Fpasswd',
    ]) {
      const res = await get(url, { 'if-none-match': '*' });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get('/media/uploads/')).statusCode).toBe(403);
    expect((await get('/media/uploads/')).body).not.toContain('visible');
  });
});
