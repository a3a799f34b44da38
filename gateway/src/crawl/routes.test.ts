import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { RestClient } from '../rest/client.js';
import { registerCrawlRoutes } from './routes.js';

// An api that is not there: port 9 (discard) refuses connections on the loopback.
const app = Fastify();
await registerCrawlRoutes(app, {
  api: new RestClient({ baseURL: 'http://127.0.0.1:9/API/v1', timeoutMs: 1_000 }),
  publicUrl: 'https://shop.example.in',
});
afterAll(() => app.close());

it('answers 503 with Retry-After while the api cannot be reached, and keeps robots.txt up', async () => {
  for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(503);
    expect(res.headers['retry-after'], url).toBe('60');
  }
  expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
});

it('leaves the error handling of the rest of the app as it was', async () => {
  const other = Fastify();
  other.get('/boom', async () => {
    throw new Error('boom');
  });
  await registerCrawlRoutes(other, {
    api: new RestClient({ baseURL: 'http://127.0.0.1:9/API/v1', timeoutMs: 1_000 }),
    publicUrl: 'https://shop.example.in',
  });
  expect((await other.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
  await other.close();
});
