import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';

/** A hashed chunk big enough to be worth compressing, and the copies the build writes beside it. */
const ASSET = `export const sizes = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `size-${i}`))};\n`;
const ASSET_URL = '/assets/index-Abc123.js';
const SHELL = `<!doctype html>
<html lang="en-IN">
  <head><meta charset="UTF-8" /><title>Sutra</title>
    <script type="module" crossorigin src="${ASSET_URL}"></script>
  </head>
  <body><div id="root"></div><!-- ${'the app renders here '.repeat(80)} --></body>
</html>`;
const LISTING = '{ products(first: 12) { nodes { id name price { paise } variants { images color } } } }';

let webDist: string;
let t: GatewayUnderTest;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'sutra-web-dist-'));
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  const asset = path.join(webDist, 'assets', 'index-Abc123.js');
  await writeFile(asset, ASSET);
  // Marked copies, so a test can tell the precompressed file from one compressed on the fly.
  await writeFile(`${asset}.br`, brotliCompressSync(`${ASSET}// br\n`));
  await writeFile(`${asset}.gz`, gzipSync(`${ASSET}// gz\n`));
  t = await startGatewayOverApi({ gatewayEnv: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.gateway.inject({ method: 'GET', url, headers });

describe('built assets', () => {
  it('go out as the brotli copy made at build time, cached for a year, varying by Accept-Encoding', async () => {
    const res = await get(ASSET_URL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${ASSET}// br\n`);
  });

  it('go out as the gzip copy to a client without brotli, and as they are to one that takes neither', async () => {
    const gz = await get(ASSET_URL, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${ASSET}// gz\n`);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(ASSET_URL, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answer a revalidation with 304 and no body', async () => {
    const first = await get(ASSET_URL, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get(ASSET_URL, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('pages', () => {
  it('are compressed on the fly, never cached without revalidation, and carry an ETag that answers 304', async () => {
    const res = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    const etag = String(res.headers.etag);
    expect(etag).not.toBe('undefined');

    const again = await get('/', { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('GraphQL answers', () => {
  const post = (query: string, encoding: string) =>
    t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      payload: { query },
    });

  it('over 1 KiB are compressed with the encoding the client prefers', async () => {
    const br = await post(LISTING, 'gzip;q=0.5, br');
    expect(br.headers['content-encoding']).toBe('br');
    const listing = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(listing.data.products.nodes).toHaveLength(12);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(listing)) / 3);

    const gz = await post(LISTING, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(listing);
  });

  it('under 1 KiB go out as they are', async () => {
    const res = await post('{ categories { id } }', 'br');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.categories.length).toBeGreaterThan(0);
  });

  it('to a GET carry an ETag, and a revalidation with it is a 304', async () => {
    const url = `/graphql?query=${encodeURIComponent(LISTING)}`;
    const headers = { 'apollo-require-preflight': 'true', 'accept-encoding': 'br' };
    const first = await get(url, headers);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get(url, { ...headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
