import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../http/errors.js';
import { CATEGORY_SEEDS } from '../seed/catalog-data.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { defaultHomepageSettings } from './homepage.js';
import type { CategoryJson, ProductJson } from './product-json.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface CategoryBody {
  success: true;
  result: CategoryJson[];
}

interface HomepageBody {
  success: true;
  data: {
    result: {
      hero: { video: string; poster: string; title: string; subtitle: string };
      promoText: string;
      bestSeller: {
        title: string;
        bannerImg: string;
        price: number;
        pricePaise: number;
        seeMoreLink: string;
        products: { productId: ProductJson }[];
      };
      trending: { title: string; seeMoreLink: string; products: ProductJson[] };
      recommended: { title: string; seeMoreLink: string; products: ProductJson[] };
      saleBanner: { title: string; offer: string; ctaText: string; link: string; image: string };
    };
  };
}

interface ListBody {
  success: true;
  result: ProductJson[];
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { summary?: string; parameters?: { name: string; in: string }[] }>>;
}

async function getJson<T>(url: string, status = 200): Promise<T> {
  const res = await api.app.inject(url);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<T>();
}

/** Checks that a value has the full Product shape of spec section 3. */
function expectProductShape(p: ProductJson): void {
  expect(p._id).toMatch(UUID);
  expect(typeof p.productName).toBe('string');
  expect(p.productName.length).toBeGreaterThan(0);
  expect(p.categoryId._id).toMatch(UUID);
  expect(typeof p.categoryId.value).toBe('string');
  expect(typeof p.status).toBe('boolean');
  expect(typeof p.visibilityStatus).toBe('boolean');
  expect(p.productVariants.length).toBeGreaterThan(0);
  for (const v of p.productVariants) {
    expect(v._id).toMatch(UUID);
    expect(typeof v.salePrice).toBe('number');
    expect(typeof v.retailPrice).toBe('number');
    expect(v.images.length).toBeGreaterThan(0);
    expect(v.attributes.map((a) => a.attribute.label)).toEqual(['Color', 'Size']);
  }
}

describe('GET /category', () => {
  it('lists the six seeded departments in menu order with _id, categoryName, value and name', async () => {
    const body = await getJson<CategoryBody>('/API/v1/category');
    expect(body.success).toBe(true);
    expect(body.result).toHaveLength(6);
    expect(body.result.map((c) => c.value)).toEqual([
      'suits',
      'blazers',
      'shirts',
      'trousers',
      'ethnic-wear',
      'accessories',
    ]);
    expect(body.result.map((c) => c.categoryName)).toEqual(CATEGORY_SEEDS.map((c) => c.categoryName));
    for (const c of body.result) {
      expect(Object.keys(c).sort()).toEqual(['_id', 'categoryName', 'name', 'value']);
      expect(c._id).toMatch(UUID);
      expect(c.name).toBe(c.categoryName);
    }
    expect(new Set(body.result.map((c) => c._id)).size).toBe(6);
  });
});

describe('GET /homepage', () => {
  let home: HomepageBody['data']['result'];
  beforeAll(async () => {
    const body = await getJson<HomepageBody>('/API/v1/homepage');
    expect(body.success).toBe(true);
    home = body.data.result;
  });

  it('carries the best seller block: title, banner, price, link and at most two products as {productId}', async () => {
    const { bestSeller } = home;
    expect(bestSeller.title).toBe('Best Seller');
    expect(bestSeller.bannerImg).toBe('/media/banners/best-seller.svg');
    expect(bestSeller.price).toBe(2499);
    expect(bestSeller.pricePaise).toBe(249_900);
    expect(bestSeller.seeMoreLink).toBe('/product-listing/suits');
    expect(bestSeller.products.length).toBeGreaterThan(0);
    expect(bestSeller.products.length).toBeLessThanOrEqual(2);
    for (const item of bestSeller.products) {
      expect(Object.keys(item)).toEqual(['productId']);
      expectProductShape(item.productId);
      // The seed picks discounted, in-stock suits or blazers as best sellers.
      expect(['suits', 'blazers']).toContain(item.productId.categoryId.value);
      expect(item.productId.visibilityStatus).toBe(true);
      const first = item.productId.productVariants[0];
      expect(first && first.retailPrice > first.salePrice).toBe(true);
    }
    const collection = await getJson<ListBody>('/API/v1/product?collection=bestSeller');
    expect(bestSeller.products.map((p) => p.productId._id)).toEqual(collection.result.slice(0, 2).map((p) => p._id));
  });

  it('lists up to eight trending and eight recommended products, the heads of those collections', async () => {
    expect(home.trending.title).toBe('Top Trending');
    expect(home.trending.seeMoreLink).toBe('trending');
    expect(home.recommended.title).toBe('Recommended for you');
    expect(home.recommended.seeMoreLink).toBe('recommended');
    for (const section of ['trending', 'recommended'] as const) {
      const products = home[section].products;
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(8);
      for (const p of products) expectProductShape(p);
      expect(new Set(products.map((p) => p._id)).size).toBe(products.length);
      const full = await getJson<ListBody>(`/API/v1/product?collection=${section}`);
      // The seed puts 16 products in trending and 20 in recommended, so the homepage shows exactly 8 of each.
      expect(full.result.length).toBeGreaterThan(8);
      expect(products).toHaveLength(8);
      expect(products.map((p) => p._id)).toEqual(full.result.slice(0, 8).map((p) => p._id));
    }
    const trendingIds = new Set(home.trending.products.map((p) => p._id));
    expect(home.recommended.products.filter((p) => trendingIds.has(p._id))).toEqual([]);
  });

  it('carries the promo text, the sale banner and the hero', () => {
    expect(home.promoText).toBe('Apply 10% Off T & C apply');
    expect(home.saleBanner).toEqual({
      title: 'Black Friday Sale',
      offer: '50% OFF',
      ctaText: 'Shop Now',
      link: '/product-listing',
      image: '/media/banners/black-friday.svg',
    });
    expect(home.hero).toEqual(defaultHomepageSettings.hero);
  });

  it('serves the banner images it names', async () => {
    for (const url of [home.bestSeller.bannerImg, home.saleBanner.image, home.hero.poster]) {
      const res = await api.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
  });
});

describe('GET /API/v1/docs', () => {
  it('answers the OpenAPI 3 document of every catalogue and review route', async () => {
    const doc = await getJson<OpenApiDocument>('/API/v1/docs');
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Sutra commerce API');
    for (const path of [
      '/API/v1/category',
      '/API/v1/homepage',
      '/API/v1/search',
      '/API/v1/product',
      '/API/v1/attribute',
      '/API/v1/review',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    // Hidden routes stay out of the document.
    expect(doc.paths['/API/v1/docs']).toBeUndefined();
    expect(doc.paths['/health']).toBeUndefined();
    expect(doc.paths['/ready']).toBeUndefined();
    // The query parameters come from the zod schemas.
    const productParams = (doc.paths['/API/v1/product']?.get?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(productParams).toEqual(
      expect.arrayContaining(['query:id', 'query:ids', 'query:categoryName', 'query:limit', 'query:cursor']),
    );
    const searchParams = (doc.paths['/API/v1/search']?.get?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(searchParams).toContain('query:q');
  });
});

describe('unknown routes', () => {
  it('answer 404 with a JSON error naming the route', async () => {
    const body = await getJson<ErrorBody>('/API/v1/no-such-thing?x=1', 404);
    expect(body).toEqual({
      success: false,
      status: false,
      code: 'not_found',
      message: 'No route for GET /API/v1/no-such-thing',
    });
  });

  it('answer 404 JSON for an unknown method on a known path too', async () => {
    const res = await api.app.inject({ method: 'DELETE', url: '/API/v1/category' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>()).toEqual({
      success: false,
      status: false,
      code: 'not_found',
      message: 'No route for DELETE /API/v1/category',
    });
  });
});

describe('GET /media', () => {
  it("serves a seeded product image as SVG with a year's immutable caching and nosniff", async () => {
    const list = await getJson<ListBody>('/API/v1/product?categoryName=suits');
    const product = list.result[0];
    const image = product?.productVariants[0]?.images[0];
    expect(image).toMatch(/^\/media\/products\/[0-9a-f-]{36}-1\.svg$/);
    const res = await api.app.inject(image ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cacheControl = String(res.headers['cache-control']);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(cacheControl).toContain('immutable');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain(product?.productName ?? 'missing');
  });

  it('answers 404 for a missing file and never lists a directory or leaves the media root', async () => {
    const missing = await api.app.inject('/media/products/00000000-0000-0000-0000-000000000000-1.svg');
    expect(missing.statusCode).toBe(404);
    const dir = await api.app.inject('/media/products/');
    expect(dir.statusCode).toBe(403);
    expect(dir.body).not.toContain('.svg');
    const dotfile = await api.app.inject('/media/.secret');
    expect([403, 404]).toContain(dotfile.statusCode);
    const outside = await api.app.inject('/media/../package.json');
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('"name"');
  });
});
