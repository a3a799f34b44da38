import path from 'node:path';
import { readSample } from '@sutra/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.js';
import { startGateway } from './server.js';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi();
});
afterAll(() => t.close());

const CATEGORIES = 'query Categories { categories { id name value } }';

/** The gateway's metrics as its metrics port serves them (the test builds the app without listening). */
const scrape = (): Promise<string> => t.gateway.serviceMetrics.exposition();

const post = (query: string, operationName: string) =>
  t.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, operationName },
  });

/** As the web app sends a public query: by GET (the response cache reads only those). */
const get = (query: string, operationName: string) =>
  t.gateway.inject({
    method: 'GET',
    url: '/graphql',
    query: { query, operationName },
    headers: { 'apollo-require-preflight': 'true' },
  });

describe('where the gateway serves its metrics', () => {
  it('serves them on METRICS_PORT only: the public port answers none (was 200 with versions and memory to anyone)', async () => {
    const gateway = await startGateway(
      loadGatewayConfig({
        API_URL: t.api.url,
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIST: path.join(t.dataDir, 'no-web'),
        RESPONSE_CACHE: 'off',
      }),
    );
    try {
      expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
      const scraped = await fetch(`${gateway.metricsUrl}/metrics`);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(readSample(text, 'http_requests_total', { route: '/health', status_class: '2xx' })).toBe(1);
      expect(text).toContain('nodejs_version_info');
      const open = await fetch(`${gateway.url}/metrics`);
      expect(open.status).toBe(404);
      expect(await open.text()).not.toMatch(/http_requests_total|nodejs_version_info|process_resident_memory/);
    } finally {
      await gateway.close();
    }
  });

  it('serves none unless METRICS_PORT names a port', () => {
    expect(loadGatewayConfig({}).metrics).toBeUndefined();
    expect(loadGatewayConfig({ METRICS_PORT: '9400' }).metrics).toEqual({ host: '127.0.0.1', port: 9400 });
  });
});

describe("the gateway's metrics", () => {
  it("labels GraphQL requests and the api calls they make by the web app's operation name", async () => {
    const before = await scrape();
    const labels = { route: '/graphql', operation: 'Categories', status_class: '2xx', method: 'POST' };
    const upstream = { upstream: 'api', operation: 'Categories', outcome: 'ok' };
    expect((await post(CATEGORIES, 'Categories')).statusCode).toBe(200);
    const after = await scrape();
    expect(readSample(after, 'http_requests_total', labels)).toBe(
      (readSample(before, 'http_requests_total', labels) ?? 0) + 1,
    );
    expect(readSample(after, 'sutra_upstream_requests_total', upstream)).toBeGreaterThan(
      readSample(before, 'sutra_upstream_requests_total', upstream) ?? 0,
    );
  });

  it('labels an operation name the web app does not use as `other`, never by the name sent', async () => {
    expect((await post('query Evil7f3a { categories { id } }', 'Evil7f3a')).statusCode).toBe(200);
    const text = await scrape();
    expect(text).not.toContain('Evil7f3a');
    expect(readSample(text, 'http_requests_total', { route: '/graphql', operation: 'other' })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('counts response-cache lookups: a repeated public GET is a hit', async () => {
    const query = 'query Categories { categories { id name } }';
    const misses = { cache: 'graphql-responses', result: 'miss' };
    const hits = { cache: 'graphql-responses', result: 'hit' };
    const before = await scrape();
    expect((await get(query, 'Categories')).statusCode).toBe(200);
    const afterFirst = await scrape();
    expect(readSample(afterFirst, 'sutra_cache_lookups_total', misses)).toBe(
      (readSample(before, 'sutra_cache_lookups_total', misses) ?? 0) + 1,
    );
    expect((await get(query, 'Categories')).statusCode).toBe(200);
    const afterSecond = await scrape();
    expect(readSample(afterSecond, 'sutra_cache_lookups_total', hits)).toBe(
      (readSample(afterFirst, 'sutra_cache_lookups_total', hits) ?? 0) + 1,
    );
  });

  it('shows the process under the service label', async () => {
    expect(readSample(await scrape(), 'process_resident_memory_bytes', { service: 'gateway' })).toBeGreaterThan(0);
  });
});
