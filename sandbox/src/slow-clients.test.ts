import { sendSlowly } from '@sutra/settings/test-slow-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from './config.js';
import { type RunningSandbox, startSandbox } from './server.js';

/** Short bounds, set as an operator sets them, so the slow client below takes a second, not minutes. */
const REQUEST_TIMEOUT_MS = 1000;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox(
    loadSandboxConfig({
      PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'silent',
      HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    }),
  );
});
afterAll(() => sandbox.close());

describe('slow clients on the sandbox', () => {
  it('cuts off a 60 KB body sent a byte at a time with 408 (was still open after 100 s)', async () => {
    const body = Buffer.from(JSON.stringify({ amount: 100, currency: 'INR', receipt: 'r'.repeat(60 * 1024) }));
    const result = await sendSlowly(sandbox.url, {
      path: '/sandbox/razorpay/pay',
      headers: { 'content-type': 'application/json' },
      body,
      chunkBytes: 1,
      pauseMs: 100,
    });
    expect(result.status).toBe(408);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(result.bytesSent).toBeLessThan(200);
  });
});
