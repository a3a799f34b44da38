import { productPath } from '@sutra/rules';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { PRIVATE_PATHS } from './robots.js';

const PUBLIC_URL = 'https://shop.example.in';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi({ gatewayEnv: { PUBLIC_URL } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

interface Card {
  id: string;
  name: string;
  category: { name: string; value: string };
}

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** GETs a sitemap document on the store's origin, checks it is well-formed XML, and answers its entries. */
async function sitemapAt(url: string): Promise<{ loc: string; lastmod?: string }[]> {
  const res = await t.gateway.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^application\/xml/);
  expect(XMLValidator.validate(res.body), url).toBe(true);
  const doc = parser.parse(res.body) as {
    urlset?: { url?: { loc: string; lastmod?: string }[] };
    sitemapindex?: { sitemap?: { loc: string }[] };
  };
  return doc.sitemapindex?.sitemap ?? doc.urlset?.url ?? [];
}

/** Every URL of every sitemap the index names, fetched the way a crawler follows them. */
async function crawlSitemaps(): Promise<{ sitemaps: string[]; urls: { loc: string; lastmod?: string }[] }> {
  const sitemaps = (await sitemapAt('/sitemap.xml')).map((s) => s.loc);
  const urls = [];
  for (const loc of sitemaps) urls.push(...(await sitemapAt(new URL(loc).pathname)));
  return { sitemaps, urls };
}

async function catalogue(): Promise<{ cards: Card[]; total: number; categories: { value: string }[] }> {
  const { data, errors } = await t.graphql<{
    products: { totalCount: number; nodes: Card[] };
    categories: { value: string }[];
  }>(`{ categories { value } products(first: 100) { totalCount nodes { id name category { name value } } } }`);
  expect(errors).toBeUndefined();
  return {
    cards: data?.products.nodes ?? [],
    total: data?.products.totalCount ?? 0,
    categories: data?.categories ?? [],
  };
}

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the private routes, and names the sitemap on PUBLIC_URL', async () => {
    const res = await t.gateway.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/profile', '/cart', '/checkout', '/login', '/signup', '/graphql', '/upload']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(PRIVATE_PATHS.length);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is an index of sitemaps on PUBLIC_URL that the gateway serves', async () => {
    const { sitemaps } = await crawlSitemaps();
    expect(sitemaps).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/products-1.xml`]);
  });

  it('lists the homepage, the content pages and every category listing as the web links them', async () => {
    const { urls } = await crawlSitemaps();
    const { categories } = await catalogue();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const locs = urls.map((u) => u.loc);
    for (const path of ['/', '/about', '/policy', '/support', '/recommended', '/trending', '/product-listing']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    for (const { value } of categories) expect(locs).toContain(`${PUBLIC_URL}/product-listing/${value}`);
    expect(locs).toContain(`${PUBLIC_URL}/product-listing/ethnic-wear`);
  });

  it('lists every product once, at the exact URL its card links to, with its last change', async () => {
    const { urls } = await crawlSitemaps();
    const { cards, total } = await catalogue();
    expect(cards).toHaveLength(total);
    const productUrls = urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/product-details/`));
    expect(productUrls).toHaveLength(total);
    const locs = new Set(productUrls.map((u) => u.loc));
    // The card's link: `productPath(product, categorySegment ?? product.category.name)`.
    for (const card of cards) expect(locs).toContain(`${PUBLIC_URL}${productPath(card, card.category.name)}`);

    const ethnic = cards.find((c) => c.category.value === 'ethnic-wear');
    const entry = productUrls.find((u) => u.loc.includes(ethnic?.id ?? 'none'));
    expect(entry?.loc).toMatch(new RegExp(`^${PUBLIC_URL}/product-details/${ethnic?.id}/[a-z0-9_-]+/ethnic-wear$`));
    const rest = await fetch(`${t.api.url}/API/v1/product?id=${ethnic?.id}`);
    const { result } = (await rest.json()) as { result: { updatedAt: string } };
    expect(entry?.lastmod).toBe(result.updatedAt);
  });

  it('names only absolute URLs on PUBLIC_URL', async () => {
    const { sitemaps, urls } = await crawlSitemaps();
    expect(urls.length).toBeGreaterThan(90);
    for (const loc of [...sitemaps, ...urls.map((u) => u.loc)]) {
      expect(new URL(loc).origin, loc).toBe(PUBLIC_URL);
      expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
    }
  });

  it('is made once and then served from the gateway for ten minutes', async () => {
    await crawlSitemaps();
    t.reset();
    const res = await t.gateway.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    const again = await t.gateway.inject({ method: 'GET', url: '/sitemap.xml' });
    expect([res.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(t.upstream).toEqual([]);
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(500);
    expect(maxAge).toBeLessThanOrEqual(600);
  });

  it('answers 404 for sitemaps the index does not name', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/other.xml']) {
      expect((await t.gateway.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe("raster renditions on the store's origin", () => {
  it('answers a product image as JPEG and WebP through the gateway, cached like the drawing', async () => {
    const { data } = await t.graphql<{ products: { nodes: { variants: { images: string[] }[] }[] } }>(
      '{ products(first: 1) { nodes { variants { images } } } }',
    );
    const svg = data?.products.nodes[0]?.variants[0]?.images[0] ?? '';
    expect(svg).toMatch(/^\/media\/.+\.svg$/);
    for (const [extension, type] of [
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const res = await t.gateway.inject({ method: 'GET', url: svg.replace(/\.svg$/, `.${extension}`) });
      expect(res.statusCode, extension).toBe(200);
      expect(res.headers['content-type'], extension).toBe(type);
      expect(res.headers['cache-control'], extension).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length, extension).toBeGreaterThan(1000);
    }
  });
});
