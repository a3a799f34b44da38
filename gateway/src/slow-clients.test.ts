import { pngImage } from '@sutra/api/test-images';
import { sendSlowly } from '@sutra/settings/test-slow-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from './support/upload.js';
import { signUpBuyer, type TestBuyer } from './test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';

/** Short bounds, set as an operator sets them, so the slow clients below take seconds, not minutes. */
const REQUEST_TIMEOUT_MS = 1000;

let t: GatewayUnderTest;
let origin: string;
let buyer: TestBuyer;
beforeAll(async () => {
  t = await startGatewayOverApi({
    gatewayEnv: {
      HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      UPLOAD_TIMEOUT_MS: '60000',
    },
  });
  origin = await t.gateway.listen({ port: 0, host: '127.0.0.1' });
  buyer = await signUpBuyer(t);
});
afterAll(() => t.close());

describe('slow clients on the gateway', () => {
  it('cuts off a 60 KB GraphQL body sent a byte at a time with 408 REQUEST_TIMEOUT (was still open after 100 s)', async () => {
    t.reset();
    const query = JSON.stringify({ query: `{ ok }${' '.repeat(60 * 1024)}` });
    const result = await sendSlowly(origin, {
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(query),
      chunkBytes: 1,
      pauseMs: 100,
    });
    expect(result.status).toBe(408);
    expect(result.response).toContain('"code":"REQUEST_TIMEOUT"');
    expect(result.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(result.bytesSent).toBeLessThan(200);
    expect(t.upstream).toHaveLength(0);
  });

  it('lets a return photo take longer than an ordinary request on a slow link, through to the api', async () => {
    const boundary = 'sutra-slow-upload';
    const image = pngImage({ atLeastBytes: 48 * 1024 });
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="return.png"\r\n` +
          'content-type: image/png\r\n\r\n',
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const result = await sendSlowly(origin, {
      path: UPLOAD_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...buyer.headers },
      body,
      chunkBytes: 2048,
      pauseMs: 80,
    });
    expect(result.status).toBe(201);
    expect(result.response).toMatch(/"data":\["\/media\/uploads\/[^"]+\.png"\]/);
    expect(result.elapsedMs).toBeGreaterThan(REQUEST_TIMEOUT_MS);
  });
});
