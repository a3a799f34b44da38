import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSample } from './exposition.js';
import { installTelemetry, tracedServerFactory, traceLogFields } from './fastify-telemetry.js';
import { type MetricsServer, serveMetrics } from './metrics-server.js';
import { ServiceMetrics } from './service-metrics.js';
import { recordCacheLookup, recordUpstreamCall } from './work-context.js';

/** Where the app's handler calls out to: records the headers each call arrived with. */
const downstream: IncomingHttpHeaders[] = [];
const downstreamServer = createServer((request, response) => {
  downstream.push(request.headers);
  response.end('{}');
});
const logLines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let url: string;
let downstreamUrl: string;
let metricsServer: MetricsServer;
const TIMEOUTS = { headersMs: 5000, requestMs: 5000, idleMs: 5000 };

beforeAll(async () => {
  await new Promise<void>((resolve) => downstreamServer.listen(0, '127.0.0.1', resolve));
  downstreamUrl = `http://127.0.0.1:${(downstreamServer.address() as AddressInfo).port}`;
  app = Fastify({
    logger: {
      level: 'info',
      mixin: traceLogFields,
      stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    serverFactory: tracedServerFactory,
  });
  installTelemetry(app, new ServiceMetrics('probe'), {
    operationOf: (request) => (request.body as { operationName?: string } | undefined)?.operationName,
  });
  app.post('/items/:id', async (request) => {
    request.log.info('handling');
    const startedAt = performance.now();
    await fetch(downstreamUrl);
    recordUpstreamCall('downstream', 'ok', startedAt);
    recordCacheLookup('items', true);
    return { ok: true };
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  metricsServer = await serveMetrics(app.serviceMetrics, { host: '127.0.0.1', port: 0 }, TIMEOUTS);
});
afterAll(async () => {
  await app.close();
  await metricsServer.close();
  downstreamServer.close();
});

const scrape = async () => (await fetch(`${metricsServer.url}/metrics`)).text();

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ operationName: 'Probe' }),
  });

describe('installTelemetry', () => {
  it('continues the traceparent, calls out with it under its own span id, and logs it on every line', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    downstream.length = 0;
    logLines.length = 0;
    expect((await post('/items/42', { traceparent: `00-${traceId}-00f067aa0ba902b7-01` })).status).toBe(200);
    const sent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(downstream[0]?.traceparent));
    expect(sent?.[1]).toBe(traceId);
    expect(sent?.[2]).not.toBe('00f067aa0ba902b7');
    const lines = logLines.filter((line) => line.reqId !== undefined);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'handling', 'request completed']);
    for (const line of lines) expect(line).toMatchObject({ trace_id: traceId, span_id: sent?.[2] });
  });

  it('counts requests by route pattern and operation, and the calls and lookups made inside them', async () => {
    await post('/items/7');
    await post('/items/8');
    const text = await scrape();
    const route = { route: '/items/:id', method: 'POST', status_class: '2xx', operation: 'Probe', service: 'probe' };
    expect(readSample(text, 'http_requests_total', route)).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('/items/7');
    const upstream = { upstream: 'downstream', operation: 'Probe', outcome: 'ok' };
    expect(readSample(text, 'sutra_upstream_requests_total', upstream)).toBeGreaterThanOrEqual(2);
    expect(readSample(text, 'sutra_cache_lookups_total', { cache: 'items', result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(readSample(text, 'http_requests_total', { route: 'unmatched' })).toBeUndefined();
  });

  it('labels a request no route matched as `unmatched`, not by its path', async () => {
    expect((await fetch(`${url}/no/such/path-91`)).status).toBe(404);
    const text = await scrape();
    expect(readSample(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain('path-91');
  });

  it('keeps apps apart: each service registry counts only its own requests', async () => {
    const other = Fastify({ serverFactory: tracedServerFactory });
    installTelemetry(other, new ServiceMetrics('other'));
    const text = await other.serviceMetrics.exposition();
    expect(readSample(text, 'http_requests_total', { route: '/items/:id' })).toBeUndefined();
    await other.close();
  });
});

describe('serveMetrics', () => {
  it('serves the metrics on their own port only: the public port has no /metrics', async () => {
    const answer = await fetch(`${metricsServer.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('http_requests_total');
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${metricsServer.url}/items/7`, { method: 'POST' })).status).toBe(404);
  });
});
