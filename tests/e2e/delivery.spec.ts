import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from './support/fixtures.js';

/**
 * How the real build travels from the real gateway: the bytes on the wire (no client-side decoding), read with
 * Node's HTTP client as a phone's browser would ask for them (`Accept-Encoding: gzip, deflate, br`).
 */

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as transferred, still encoded. */
  body: Buffer;
}

function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test('the homepage and the scripts it loads go out compressed, with cache headers that let a phone keep them', async ({
  baseURL,
}) => {
  const page = await fetchRaw(`${baseURL}/`, { accept: 'text/html' });
  expect(page.status).toBe(200);
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers.vary).toMatch(/accept-encoding/i);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers.etag).toMatch(/^W\/"/);
  const html = brotliDecompressSync(page.body).toString();
  expect(page.body.length).toBeLessThan(html.length / 3);

  const revalidated = await fetchRaw(`${baseURL}/`, {
    accept: 'text/html',
    'if-none-match': String(page.headers.etag),
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);

  const scripts = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)]
    .map((m) => m[1] as string)
    .filter((src) => src.startsWith('/assets/'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await fetchRaw(`${baseURL}${src}`);
    expect(script.status, src).toBe(200);
    expect(script.headers['cache-control'], src).toBe('public, max-age=31536000, immutable');
    expect(script.headers.vary, src).toMatch(/accept-encoding/i);
    expect(script.headers['content-type'], src).toMatch(/javascript/);
    if (script.headers['content-encoding'] === undefined) {
      // Only a chunk too small to gain from it goes out as it is.
      expect(script.body.length, src).toBeLessThan(1024);
    } else {
      expect(script.headers['content-encoding'], src).toBe('br');
      expect(brotliDecompressSync(script.body).length, src).toBeGreaterThan(script.body.length);
    }
  }
});
