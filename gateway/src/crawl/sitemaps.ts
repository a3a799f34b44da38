import type { CategoryJson, SitemapProductPage } from '@sutra/api/wire';
import { productPath } from '@sutra/rules';
import { type SitemapUrl, sitemapIndexXml, urlsetXml } from './sitemap-xml.js';
import { type Fresh, TtlCache } from './ttl-cache.js';

/** The protocol's limit per sitemap file. */
export const URLS_PER_SITEMAP = 50_000;
/** Products per api call (the api's largest page): a full product sitemap is five calls. */
export const API_PAGE_SIZE = 10_000;
/** How long a generated document is served before it is made again from the catalogue. */
export const SITEMAP_TTL_MS = 10 * 60_000;

/** The homepage and the content pages, which exist whatever the catalogue holds. */
export const CONTENT_PATHS = [
  '/',
  '/about',
  '/policy',
  '/support',
  '/recommended',
  '/trending',
  '/product-listing',
] as const;

/** What the sitemaps read from the api. */
export interface SitemapApi {
  categories(): Promise<CategoryJson[]>;
  productPage(page: number, limit: number): Promise<SitemapProductPage>;
}

export interface SitemapOptions {
  publicUrl: string;
  urlsPerSitemap?: number;
  apiPageSize?: number;
  ttlMs?: number;
  now?: () => number;
  /** The catalogue version the gateway follows (`cache/catalog-version.ts`): documents are made again when it moves. */
  catalogVersion?: () => number | undefined;
}

/** Where the sitemap files live on the store's origin; the index is `/sitemap.xml`. */
export const PAGES_SITEMAP = '/sitemaps/pages.xml';
export const productsSitemap = (n: number): string => `/sitemaps/products-${n}.xml`;

/**
 * The store's sitemaps, generated from the api and kept for `ttlMs` or until the catalogue version moves: `/sitemap.xml` is an index of the pages sitemap
 * (homepage, content pages, category listings) and one products sitemap per `urlsPerSitemap` products, each made
 * from the api a page at a time. Product URLs are the ones the web's product cards link to.
 */
export class Sitemaps {
  private readonly documents: TtlCache<string>;
  private readonly totals: TtlCache<number>;
  private readonly urlsPerSitemap: number;
  private readonly apiPageSize: number;

  constructor(
    private readonly api: SitemapApi,
    private readonly options: SitemapOptions,
  ) {
    this.urlsPerSitemap = options.urlsPerSitemap ?? URLS_PER_SITEMAP;
    this.apiPageSize = options.apiPageSize ?? API_PAGE_SIZE;
    if (this.urlsPerSitemap % this.apiPageSize !== 0) {
      throw new Error('urlsPerSitemap must be a multiple of apiPageSize, so a sitemap is whole api pages');
    }
    const ttl = options.ttlMs ?? SITEMAP_TTL_MS;
    this.documents = new TtlCache(ttl, options.now, options.catalogVersion);
    this.totals = new TtlCache(ttl, options.now, options.catalogVersion);
  }

  private readonly url = (path: string): string => `${this.options.publicUrl}${path}`;

  private productCount(): Promise<number> {
    return this.totals.get('products', async () => (await this.api.productPage(1, 1)).total).then((t) => t.value);
  }

  private sitemapCount(products: number): number {
    return Math.ceil(products / this.urlsPerSitemap);
  }

  index(): Promise<Fresh<string>> {
    return this.documents.get('index', async () => {
      const count = this.sitemapCount(await this.productCount());
      const files = [PAGES_SITEMAP, ...Array.from({ length: count }, (_, i) => productsSitemap(i + 1))];
      return sitemapIndexXml(files.map((file) => ({ loc: this.url(file) })));
    });
  }

  pages(): Promise<Fresh<string>> {
    return this.documents.get('pages', async () => {
      const categories = await this.api.categories();
      return urlsetXml([
        ...CONTENT_PATHS.map((path) => ({ loc: this.url(path) })),
        // As the header and the menu link them.
        ...categories.map((c) => ({ loc: this.url(`/product-listing/${encodeURIComponent(c.value)}`) })),
      ]);
    });
  }

  /** The `n`th products sitemap (from 1); undefined when the catalogue has fewer. */
  async products(n: number): Promise<Fresh<string> | undefined> {
    if (!Number.isSafeInteger(n) || n < 1 || n > this.sitemapCount(await this.productCount())) return undefined;
    return this.documents.get(`products-${n}`, async () => urlsetXml(await this.productUrls(n)));
  }

  private async productUrls(n: number): Promise<SitemapUrl[]> {
    const pagesPerSitemap = this.urlsPerSitemap / this.apiPageSize;
    const urls: SitemapUrl[] = [];
    // One page at a time: the api reads each as a slice of one index, and the gateway holds one page in flight.
    for (let page = (n - 1) * pagesPerSitemap + 1; page <= n * pagesPerSitemap; page++) {
      const { result } = await this.api.productPage(page, this.apiPageSize);
      for (const p of result) {
        // The card's link: `productPath(product, product.category.name)`, GraphQL's name being the REST categoryName.
        const path = productPath({ id: p._id, name: p.productName }, p.categoryName);
        urls.push({ loc: this.url(path), lastmod: p.updatedAt });
      }
      if (result.length < this.apiPageSize) break;
    }
    return urls;
  }
}
