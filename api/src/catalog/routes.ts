import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import { getHomepage } from './homepage.js';
import { countListingOptions } from './listing-facets.js';
import { listingJson, sendJsonText } from './listing-json.js';
import { relatedProductsJson } from './related.js';
import {
  attributeFiltersAnswerSchema,
  attributeQuerySchema,
  catalogVersionAnswerSchema,
  categoriesAnswerSchema,
  DEFAULT_PAGE_SIZE,
  homepageAnswerSchema,
  LISTING_KEYS,
  productAnswerSchema,
  productFacetsAnswerSchema,
  productQuerySchema,
  relatedProductsAnswerSchema,
  relatedQuerySchema,
  searchAnswerSchema,
  searchQuerySchema,
  sitemapProductsAnswerSchema,
  sitemapQuerySchema,
} from './schemas.js';
import { searchCatalog } from './search.js';
import {
  getProduct,
  getProductsByIds,
  listAllProducts,
  listAttributeFilters,
  listCategories,
  listingFiltersOf,
  listingScope,
  listProductPage,
} from './service.js';
import { sitemapProductPage } from './sitemap.js';
import { getCatalogVersion } from './version.js';

const tags = ['catalog'];

export const catalogRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/category',
      {
        schema: {
          tags,
          summary: 'All categories, in menu order',
          response: { 200: categoriesAnswerSchema },
        },
      },
      async () => ({ success: true as const, result: await listCategories(db) }),
    );

    app.get(
      '/homepage',
      {
        schema: {
          tags,
          summary: 'Homepage configuration with its best seller, trending and recommended products',
          response: {
            200: homepageAnswerSchema,
          },
        },
      },
      async () => ({ success: true as const, data: { result: await getHomepage(db) } }),
    );

    app.get(
      '/search',
      {
        schema: {
          tags,
          summary: 'Typo-tolerant search over product and category names (3+ characters)',
          querystring: searchQuerySchema,
          response: {
            200: searchAnswerSchema,
            400: errorSchema,
          },
        },
      },
      async (request) => ({ success: true as const, results: await searchCatalog(db, request.query.q) }),
    );

    app.get(
      '/product',
      {
        schema: {
          tags,
          summary: 'One product (id), a batch (ids), or a listing (categoryName, collection or search)',
          querystring: productQuerySchema,
          response: {
            200: productAnswerSchema,
            400: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const q = request.query;
        if (q.id) return { success: true as const, result: await getProduct(db, q.id) };
        if (q.ids) return { success: true as const, result: await getProductsByIds(db, q.ids) };
        if (!q.categoryName && !q.collection && q.search === undefined)
          throw badRequest(
            'invalid_input',
            'Invalid request. Give one of id, ids, categoryName, collection or search.',
          );

        const filters = listingFiltersOf(q);
        const scope = await listingScope(db, q);
        const isListing = LISTING_KEYS.some((k) => q[k] !== undefined) || Object.keys(filters.attributes).length > 0;
        if (!isListing) return sendJsonText(reply, listingJson(await listAllProducts(db, scope)));
        const page = await listProductPage(db, scope, filters, {
          limit: q.limit ?? DEFAULT_PAGE_SIZE,
          cursor: q.cursor,
          offset: q.offset,
        });
        return sendJsonText(reply, listingJson(page.documents, page));
      },
    );

    app.get(
      '/product-related',
      {
        schema: {
          tags,
          summary: 'The related products of many products at once (public)',
          description:
            'For each product named in `ids`, up to `limit` other products of its category, in the category ' +
            "listing's order; unknown ids are left out. Each product appears once in `products`, however many lists " +
            'name it.',
          querystring: relatedQuerySchema,
          response: {
            200: relatedProductsAnswerSchema,
            400: errorSchema,
          },
        },
      },
      async (request, reply) =>
        sendJsonText(reply, await relatedProductsJson(db, request.query.ids, request.query.limit)),
    );

    app.get(
      '/product-facets',
      {
        schema: {
          tags,
          summary: "Per-option counts of a listing's filter panel (categoryName, collection or search), public",
          description:
            'For each attribute option, how many products the listing would show with that option ticked instead of ' +
            "its attribute's current choice: every other filter (price, availability, discountOnly, the other " +
            'attributes) applies. Options no product carries are left out. Takes the listing parameters of GET /product.',
          querystring: productQuerySchema,
          response: {
            200: productFacetsAnswerSchema,
            400: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const q = request.query;
        if (!q.categoryName && !q.collection && q.search === undefined)
          throw badRequest('invalid_input', 'Invalid request. Give one of categoryName, collection or search.');
        const filters = listingFiltersOf(q);
        const scope = await listingScope(db, q);
        return { success: true as const, result: await countListingOptions(db, scope, filters) };
      },
    );

    app.get(
      '/attribute',
      {
        schema: {
          tags,
          summary: 'Attribute filter definitions (checkbox groups), optionally of one category',
          querystring: attributeQuerySchema,
          response: {
            200: attributeFiltersAnswerSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        result: await listAttributeFilters(db, request.query.categoryName),
      }),
    );

    app.get(
      '/sitemap/products',
      {
        schema: {
          tags,
          summary: 'Every product, a page at a time, with what a sitemap needs to name its page (public)',
          querystring: sitemapQuerySchema,
          response: {
            200: sitemapProductsAnswerSchema,
            400: errorSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await sitemapProductPage(db, request.query.page, request.query.limit)),
      }),
    );

    app.get(
      '/catalog/version',
      {
        schema: {
          tags,
          summary: "The number of the catalogue's last change (public)",
          description:
            'Grows whenever anything public about the catalogue changes (a product, variant, price, stock flag, ' +
            'category, filter, homepage section, review or reviewer name); units on hand alone do not change it. ' +
            'To be told of each change with what it touched, follow GET /catalog/changes instead of asking this.',
          response: {
            200: catalogVersionAnswerSchema,
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, version: await getCatalogVersion(db) };
      },
    );
  };
