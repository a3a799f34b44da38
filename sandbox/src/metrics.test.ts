import { readSample } from '@sutra/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from './config.js';
import { type RunningSandbox, startSandbox } from './server.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', METRICS_PORT: '0' }),
  );
});
afterAll(() => sandbox.close());

describe('GET /metrics on the sandbox', () => {
  it('answers Prometheus text with the requests it served, by route pattern, on its metrics port only', async () => {
    expect((await fetch(`${sandbox.url}/health`)).status).toBe(200);
    expect((await fetch(`${sandbox.url}/metrics`)).status).toBe(404);
    const answer = await fetch(`${sandbox.metricsUrl}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(readSample(text, 'http_requests_total', { service: 'sandbox', route: '/health', status_class: '2xx' })).toBe(
      1,
    );
  });
});
