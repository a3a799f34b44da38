import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { createTestApi, type TestApi } from '../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('security headers of a JSON API', () => {
  it('lets nothing load, run or frame an answer, sniff its type, or carry a Referer', async () => {
    for (const url of [`${API_PREFIX}/category`, `${API_PREFIX}/no-such-route`, `${API_PREFIX}/product?id=x`]) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('leaves product images loadable from other origins (mail clients, link previews)', async () => {
    const listing = await api.app.inject({ method: 'GET', url: `${API_PREFIX}/product?categoryName=suits&limit=1` });
    const image = listing.json().result[0].productVariants[0].images[0];
    const res = await api.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
  });
});
