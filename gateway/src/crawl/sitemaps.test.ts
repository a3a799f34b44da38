import type { CategoryJson, SitemapProductJson } from '@sutra/api/wire';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml, urlsetXml } from './sitemap-xml.js';
import { type SitemapApi, Sitemaps } from './sitemaps.js';

/** The sitemaps over an api held in memory, counting its calls, on a clock the test moves. */
function harness(productCount: number, options: { urlsPerSitemap: number; apiPageSize: number }) {
  const products: SitemapProductJson[] = Array.from({ length: productCount }, (_, i) => product(i));
  const categories: CategoryJson[] = [{ _id: 'c1', categoryName: 'Suits', value: 'suits', name: 'Suits' }];
  const calls: string[] = [];
  const api: SitemapApi = {
    categories: async () => {
      calls.push('categories');
      return categories;
    },
    productPage: async (page, limit) => {
      calls.push(`products ${page}x${limit}`);
      return { result: products.slice((page - 1) * limit, page * limit), total: products.length };
    },
  };
  const clock = { now: 0 };
  const catalog: { version: number | undefined } = { version: undefined };
  const sitemaps = new Sitemaps(api, {
    publicUrl: 'https://shop.example.in',
    ...options,
    ttlMs: 60_000,
    now: () => clock.now,
    catalogVersion: () => catalog.version,
  });
  return { sitemaps, products, categories, calls, clock, catalog };
}

function product(i: number): SitemapProductJson {
  return {
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    productName: `Suit No. ${i}`,
    categoryName: 'Ethnic Wear',
    categoryValue: 'ethnic-wear',
    updatedAt: `2026-01-0${(i % 9) + 1}T10:00:00.000Z`,
  };
}

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

function parsed(xml: string | undefined) {
  expect(xml).toBeDefined();
  expect(XMLValidator.validate(xml ?? '')).toBe(true);
  return parser.parse(xml ?? '') as {
    urlset?: { url?: { loc: string; lastmod?: string }[] };
    sitemapindex?: { sitemap?: { loc: string }[] };
  };
}

describe('the sitemap index', () => {
  it('lists the pages sitemap and one products sitemap per started block of products', async () => {
    const { sitemaps } = harness(9, { urlsPerSitemap: 4, apiPageSize: 2 });
    const index = parsed((await sitemaps.index()).value);
    expect(index.sitemapindex?.sitemap?.map((s) => s.loc)).toEqual([
      'https://shop.example.in/sitemaps/pages.xml',
      'https://shop.example.in/sitemaps/products-1.xml',
      'https://shop.example.in/sitemaps/products-2.xml',
      'https://shop.example.in/sitemaps/products-3.xml',
    ]);
  });

  it('lists no products sitemap for an empty catalogue', async () => {
    const { sitemaps } = harness(0, { urlsPerSitemap: 4, apiPageSize: 2 });
    expect(parsed((await sitemaps.index()).value).sitemapindex?.sitemap?.map((s) => s.loc)).toEqual([
      'https://shop.example.in/sitemaps/pages.xml',
    ]);
    expect(await sitemaps.products(1)).toBeUndefined();
  });
});

describe('the products sitemaps', () => {
  it('split the catalogue into blocks, each read from the api a page at a time', async () => {
    const { sitemaps, products, calls } = harness(9, { urlsPerSitemap: 4, apiPageSize: 2 });
    const locs = async (n: number) => parsed((await sitemaps.products(n))?.value).urlset?.url?.map((u) => u.loc);

    await sitemaps.index(); // counts the products once
    calls.length = 0;
    const second = await locs(2);
    expect(calls).toEqual(['products 3x2', 'products 4x2']);
    expect(second).toHaveLength(4);
    const all = [...((await locs(1)) ?? []), ...(second ?? []), ...((await locs(3)) ?? [])];
    expect(all).toEqual(
      // 'Suit No. 3' in 'Ethnic Wear', slugged as the web's product cards slug them.
      products.map((p, i) => `https://shop.example.in/product-details/${p._id}/suit-no--${i}/ethnic-wear`),
    );
    expect(await sitemaps.products(4)).toBeUndefined();
    expect(await sitemaps.products(0)).toBeUndefined();
  });

  it('give each product page its last change as lastmod', async () => {
    const { sitemaps, products } = harness(3, { urlsPerSitemap: 4, apiPageSize: 2 });
    const urls = parsed((await sitemaps.products(1))?.value).urlset?.url ?? [];
    expect(urls.map((u) => u.lastmod)).toEqual(products.map((p) => p.updatedAt));
  });

  it('stop asking the api after a short page', async () => {
    const { sitemaps, calls } = harness(5, { urlsPerSitemap: 8, apiPageSize: 2 });
    await sitemaps.products(1);
    expect(calls.filter((c) => c.endsWith('x2'))).toEqual(['products 1x2', 'products 2x2', 'products 3x2']);
  });

  it('refuse block sizes that are not whole api pages', () => {
    expect(() => harness(1, { urlsPerSitemap: 5, apiPageSize: 2 })).toThrow(/multiple/);
  });
});

describe('the pages sitemap', () => {
  it('lists the homepage, the content pages and every category listing', async () => {
    const { sitemaps } = harness(1, { urlsPerSitemap: 4, apiPageSize: 2 });
    const locs = parsed((await sitemaps.pages()).value).urlset?.url?.map((u) => u.loc);
    expect(locs).toEqual(
      [
        '/',
        '/about',
        '/policy',
        '/support',
        '/recommended',
        '/trending',
        '/product-listing',
        '/product-listing/suits',
      ].map((p) => `https://shop.example.in${p}`),
    );
  });
});

describe('caching', () => {
  it('serves a document from memory until its time is up, then makes it again from the catalogue', async () => {
    const { sitemaps, products, calls, clock } = harness(2, { urlsPerSitemap: 4, apiPageSize: 2 });
    const first = await sitemaps.products(1);
    calls.length = 0;
    clock.now = 59_999;
    products.push(product(2));
    expect((await sitemaps.products(1))?.value).toBe(first?.value);
    expect(calls).toEqual([]);

    clock.now = 60_000;
    const later = await sitemaps.products(1);
    expect(later?.value).toContain(products[2]?._id);
    expect(later?.expires).toBe(120_000);
  });

  it('makes a document again as soon as the catalogue version moves, and not while it stays', async () => {
    const { sitemaps, products, calls, catalog } = harness(2, { urlsPerSitemap: 4, apiPageSize: 2 });
    catalog.version = 7;
    const first = await sitemaps.products(1);
    const index = await sitemaps.index();
    calls.length = 0;
    products.push(product(2));
    expect((await sitemaps.products(1))?.value).toBe(first?.value);
    expect(calls).toEqual([]);

    catalog.version = 8;
    expect((await sitemaps.products(1))?.value).toContain(products[2]?._id);
    expect((await sitemaps.index()).value).toBe(index.value);
    expect(calls).toContain('products 1x2');
  });

  it('makes a document once for requests that arrive together', async () => {
    const { sitemaps, calls } = harness(2, { urlsPerSitemap: 4, apiPageSize: 2 });
    await Promise.all([sitemaps.pages(), sitemaps.pages(), sitemaps.pages()]);
    expect(calls.filter((c) => c === 'categories')).toEqual(['categories']);
  });
});

describe('XML', () => {
  it('escapes the characters XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlsetXml([{ loc: 'https://shop.example.in/?a=1&b=<2>' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).urlset.url[0].loc).toBe('https://shop.example.in/?a=1&b=<2>');
  });
});
