import { sendSlowly } from '@sutra/settings/test-slow-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { pngImage } from '../test/images.js';
import { createTestApi, type TestApi } from '../test/test-api.js';

/** Short bounds, set as an operator sets them, so the slow clients below take seconds, not minutes. */
const REQUEST_TIMEOUT_MS = 1000;

let api: TestApi;
let origin: string;
let buyer: SignedInBuyer;
beforeAll(async () => {
  api = await createTestApi({
    env: {
      HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      UPLOAD_TIMEOUT_MS: '60000',
    },
  });
  // A real socket: a slow body is a matter of the connection, which inject() has none of.
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  buyer = await newBuyer(api);
});
afterAll(() => api.close());

describe('slow clients on the api', () => {
  it('cuts off a 60 KB body sent a byte at a time with 408, in the api error shape (was still open after 100 s)', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'slow@example.in', password: 'p'.repeat(60 * 1024) }));
    const result = await sendSlowly(origin, {
      path: '/API/v1/buyer_login',
      headers: { 'content-type': 'application/json' },
      body,
      chunkBytes: 1,
      pauseMs: 100,
    });
    expect(result.status).toBe(408);
    expect(result.response).toContain('"success":false');
    expect(result.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(result.bytesSent).toBeLessThan(200);
  });

  it('lets an image upload take longer than an ordinary request', async () => {
    const boundary = 'sutra-slow-upload';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="return.png"\r\n` +
          'content-type: image/png\r\n\r\n',
      ),
      pngImage({ atLeastBytes: 48 * 1024 }),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const result = await sendSlowly(origin, {
      path: '/API/v1/uploadImg',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${buyer.token}` },
      body,
      chunkBytes: 2048,
      pauseMs: 80,
    });
    expect(result.status).toBe(201);
    expect(result.elapsedMs).toBeGreaterThan(REQUEST_TIMEOUT_MS);
  });
});
