import { readdir } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { pngImage, svgBytes } from '@sutra/api/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { IMAGE_TOO_LARGE, LOGIN_REQUIRED, MAX_UPLOAD_REQUEST_BYTES, UPLOAD_PATH } from './upload.js';

let t: GatewayUnderTest;
let origin: string;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await startGatewayOverApi();
  // A real socket: uploads are streamed, which inject() would hide.
  await t.gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = t.gateway.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  buyer = await signUpBuyer(t);
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.dataDir, 'media', 'uploads');
const filesInUploads = async () => (await readdir(uploadsDir()).catch(() => [] as string[])).sort();

interface Answer {
  status: number;
  body: { message: string; data?: string[] };
  headers: Headers;
}

async function upload(bytes: Buffer, name: string, headers: Record<string, string> = buyer.headers): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  const res = await fetch(`${origin}${UPLOAD_PATH}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

/** A raw request whose body the test writes piece by piece (no Content-Length: chunked, as a stream would be). */
function rawUpload(headers: Record<string, string>) {
  const request = http.request(`${origin}${UPLOAD_PATH}`, { method: 'POST', headers });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  return { request, answer };
}

describe(`POST ${UPLOAD_PATH} on the store's origin`, () => {
  it("streams the image to the api and answers the api's location, which the store then serves", async () => {
    const bytes = pngImage({ size: 32 });
    const res = await upload(bytes, 'tag.png');
    expect(res.status).toBe(201);
    expect(res.body.data?.[0]).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${origin}${res.body.data?.[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  it("passes the api's refusals through: an SVG is not an image the store takes", async () => {
    const res = await upload(svgBytes(), 'tag.svg');
    expect(res).toMatchObject({ status: 400, body: { message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' } });
  });

  it('refuses a request without a bearer token itself, sending nothing on', async () => {
    const before = await filesInUploads();
    const res = await upload(pngImage(), 'tag.png', {});
    expect(res).toMatchObject({
      status: 401,
      body: { success: false, code: 'login_required', message: LOGIN_REQUIRED },
    });
    expect(await filesInUploads()).toEqual(before);
  });

  it("answers the api's 401 for a token the store does not accept", async () => {
    const res = await upload(pngImage(), 'tag.png', { authorization: 'Bearer forged.token.here' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has expired or is no longer valid. Please log in again.');
  });

  it('refuses a request that declares more than the limit at once, before reading it', async () => {
    const { request, answer } = rawUpload({
      ...buyer.headers,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(MAX_UPLOAD_REQUEST_BYTES + 1),
    });
    request.write('--x\r\n');
    const res = await answer;
    request.destroy();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'too_large', message: IMAGE_TOO_LARGE });
  });

  it('cuts off a streamed body once it passes the limit, even when the api would still be reading', async () => {
    // No boundary ever appears, so the api finds no part and would read on to the end; the gateway stops it first.
    const { request, answer } = rawUpload({ ...buyer.headers, 'content-type': 'multipart/form-data; boundary=zz' });
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    const writeMore = () => {
      while (sent <= MAX_UPLOAD_REQUEST_BYTES + chunk.length * 2) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', writeMore);
      }
      request.end();
    };
    request.on('error', () => undefined); // the gateway may close the socket while we still write
    writeMore();
    const res = await answer;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'too_large', message: IMAGE_TOO_LARGE });
  });

  it('hands the first bytes to the api before the last ones have arrived (no buffering in the gateway)', async () => {
    const image = pngImage({ atLeastBytes: 2 * 1024 * 1024 });
    const boundary = 'sutra-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tag.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { request, answer } = rawUpload({
      ...buyer.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    const half = Math.floor(image.length / 2);
    // The bytes the api has read off each connection a request arrived on, since that request's head arrived.
    const readSinceHead = new Map<Socket, number>();
    const onRequest = (incoming: IncomingMessage) => {
      if (!readSinceHead.has(incoming.socket)) readSinceHead.set(incoming.socket, incoming.socket.bytesRead);
    };
    t.api.app.server.on('request', onRequest);
    const apiBodyBytes = () => [...readSinceHead].reduce((sum, [socket, atHead]) => sum + socket.bytesRead - atHead, 0);
    request.write(head);
    request.write(image.subarray(0, half));

    // With only half the file sent, the api has already read more than a quarter of it off its sockets.
    await expect.poll(apiBodyBytes, { timeout: 30_000 }).toBeGreaterThan(half / 2);

    request.end(Buffer.concat([image.subarray(half), tail]));
    const res = await answer;
    t.api.app.server.off('request', onRequest);
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body).data[0]).toMatch(/\.png$/);
  });
});
