import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { API_DOCS_PAGE } from './api-docs-page.js';

let h: TestApi;
beforeAll(async () => {
  h = await createTestApi();
});
afterAll(() => h.close());

/** A Content-Security-Policy header as directive name → sources. */
function policy(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

describe('the REST documentation', () => {
  it('keeps the OpenAPI document as JSON at its URL', async () => {
    const res = await h.app.inject({ method: 'GET', url: `${API_PREFIX}/docs` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });

  it('has a browsable page that loads only files the api serves, under a policy with no inline script', async () => {
    const page = await h.app.inject({ method: 'GET', url: `${API_DOCS_PAGE}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = policy(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      const file = await h.app.inject({ method: 'GET', url: new URL(source, `http://api${API_DOCS_PAGE}/`).pathname });
      expect(file.statusCode, source).toBe(200);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("points the page at the api's own document, with no validator called elsewhere", async () => {
    const init = await h.app.inject({ method: 'GET', url: `${API_DOCS_PAGE}/static/swagger-initializer.js` });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('"validatorUrl":null');
    const json = await h.app.inject({ method: 'GET', url: `${API_DOCS_PAGE}/json` });
    expect(json.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(`${API_PREFIX}/product`);
  });
});
