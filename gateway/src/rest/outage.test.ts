import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import { buildGateway } from '../server.js';

let gateway: Awaited<ReturnType<typeof buildGateway>>;
beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens, so every call is refused.
  gateway = await buildGateway(
    loadGatewayConfig({
      API_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'silent',
      UPSTREAM_TIMEOUT_MS: '500',
      WEB_DIST: path.join(await mkdtemp(path.join(tmpdir(), 'sutra-')), 'none'),
    }),
  );
});
afterAll(() => gateway.close());

it('answers UPSTREAM_UNAVAILABLE with a friendly message, no stack, when the api is down', async () => {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: '{ categories { id } }' },
  });
  const body = res.json();
  expect(body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(body.errors[0].message).toBe('The store is having trouble right now. Please try again in a moment.');
  expect(JSON.stringify(body)).not.toMatch(/stacktrace|ECONNREFUSED/);
});

it('stays ready while the api is down, so one api outage does not take every gateway out of rotation', async () => {
  const ready = await gateway.inject({ method: 'GET', url: '/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ ready: true });
});
