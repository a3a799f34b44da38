import type { CategoryJson, SitemapProductPage } from '@sutra/api/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RestClient } from '../rest/client.js';
import { robotsTxt } from './robots.js';
import { type SitemapApi, Sitemaps } from './sitemaps.js';
import type { Fresh } from './ttl-cache.js';

const XML = 'application/xml; charset=utf-8';
const PRODUCTS_FILE = /^products-([1-9][0-9]{0,5})\.xml$/;

/** The api's answers a sitemap is made from: public catalogue routes, called without a shopper's token. */
export const sitemapApiOver = (api: RestClient): SitemapApi => ({
  categories: async () => (await api.get<{ result: CategoryJson[] }>('/category')).result,
  productPage: (page, limit) => api.get<SitemapProductPage>('/sitemap/products', { page, limit }),
});

/** Shared caches may keep a document only as long as the gateway still serves it. */
function sendXml(reply: FastifyReply, document: Fresh<string>): FastifyReply {
  const seconds = Math.max(0, Math.floor((document.expires - Date.now()) / 1000));
  return reply.type(XML).header('Cache-Control', `public, max-age=${seconds}`).send(document.value);
}

/**
 * What crawlers read on the store's origin: `/robots.txt`, the sitemap index at `/sitemap.xml` and its sitemaps
 * under `/sitemaps/`. Generated documents are kept for ten minutes, or until the catalogue version moves (when the
 * gateway follows it); an api that cannot answer is a 503, which crawlers retry later.
 */
export async function registerCrawlRoutes(
  app: FastifyInstance,
  options: { api: RestClient; publicUrl: string; catalogVersion?: () => number | undefined },
) {
  const robots = robotsTxt(options.publicUrl);
  const sitemaps = new Sitemaps(sitemapApiOver(options.api), {
    publicUrl: options.publicUrl,
    ...(options.catalogVersion ? { catalogVersion: options.catalogVersion } : {}),
  });

  // A plugin of its own, so its error handler (503 for crawlers) leaves the gateway's alone.
  await app.register(async (crawl) => {
    crawl.get('/robots.txt', (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
    );

    crawl.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await sitemaps.index()));

    crawl.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const { file } = request.params;
      const products = PRODUCTS_FILE.exec(file);
      const document =
        file === 'pages.xml'
          ? await sitemaps.pages()
          : products
            ? await sitemaps.products(Number(products[1]))
            : undefined;
      if (!document) return reply.status(404).send({ message: 'Not found' });
      return sendXml(reply, document);
    });

    crawl.setErrorHandler((error, request, reply) => {
      request.log.warn({ err: error }, 'a crawler document could not be made');
      return reply.status(503).header('Retry-After', '60').send({ message: 'Try again in a minute.' });
    });
  });
}
