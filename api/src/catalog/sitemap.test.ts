import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.js';
import type { ErrorBody } from '../http/errors.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { ProductJson } from './product-json.js';
import type { SitemapProductPage } from './sitemap.js';

let api: TestApi;
let productIds: string[];
beforeAll(async () => {
  api = await createTestApi();
  productIds = (await api.database.db.select({ id: products.id }).from(products)).map((p) => p.id);
});
afterAll(() => api.close());

async function sitemapPage(query: string): Promise<SitemapProductPage> {
  const res = await api.app.inject(`/API/v1/sitemap/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SitemapProductPage>();
}

describe('GET /API/v1/sitemap/products', () => {
  it('answers every product on the first page by default, with the total, to anyone', async () => {
    expect(productIds.length).toBeGreaterThanOrEqual(80);
    const page = await sitemapPage('');
    expect(page.total).toBe(productIds.length);
    expect(page.result.map((p) => p._id).sort()).toEqual([...productIds].sort());
  });

  it('pages through every product exactly once, in a stable order', async () => {
    const limit = 25;
    const pages = Math.ceil(productIds.length / limit);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = await sitemapPage(`?page=${page}&limit=${limit}`);
      expect(answer.total).toBe(productIds.length);
      expect(answer.result.length).toBe(page < pages ? limit : productIds.length - limit * (pages - 1));
      seen.push(...answer.result.map((p) => p._id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...productIds].sort());
    expect((await sitemapPage(`?page=2&limit=${limit}`)).result.map((p) => p._id)).toEqual(
      seen.slice(limit, 2 * limit),
    );
    expect((await sitemapPage(`?page=${pages + 1}&limit=${limit}`)).result).toEqual([]);
  });

  it('names each product, its category and its last change as its REST document does', async () => {
    const page = await sitemapPage('?limit=10');
    for (const entry of page.result) {
      const res = await api.app.inject(`/API/v1/product?id=${entry._id}`);
      const product = res.json<{ result: ProductJson }>().result;
      expect(entry).toEqual({
        _id: product._id,
        productName: product.productName,
        categoryName: product.categoryId.categoryName,
        categoryValue: product.categoryId.value,
        updatedAt: product.updatedAt,
      });
    }
  });

  it('refuses pages and sizes it cannot answer with a 400 and a message', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=1.5', '?page=x', '?limit=0', '?limit=10001']) {
      const res = await api.app.inject(`/API/v1/sitemap/products${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorBody>().message, query).toMatch(/^Invalid request\. (page|limit)/);
    }
  });

  it('is documented as a public route (no bearer token)', async () => {
    const doc = api.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown; parameters?: { name: string }[] }>>;
    };
    const operation = doc.paths['/API/v1/sitemap/products']?.get;
    expect(operation).toBeDefined();
    expect(operation?.security).toBeUndefined();
    expect(operation?.parameters?.map((p) => p.name).sort()).toEqual(['limit', 'page']);
  });
});
