import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { errorSchema } from '../../http/schemas.js';
import type { MediaStore } from '../../media/store.js';
import type { StaffAuth } from '../../staff/guard.js';
import { staffOf } from '../../staff/guard.js';
import type { RestockTellers } from '../../stock-alerts/restock.js';
import { MAX_UPLOAD_BYTES } from '../../support/limits.js';
import { NO_FILE, NOT_MULTIPART, uploadFailure } from '../../support/routes.js';
import { type ReceivedImage, receiveImage } from '../../support/uploads.js';
import { loadAdminProduct } from './admin-product.js';
import { productsCsv } from './csv-export.js';
import { importProductsCsv } from './csv-import.js';
import { addPicture, deletePicture, reorderPictures } from './pictures.js';
import { listAdminProducts } from './product-list.js';
import {
  addSize,
  addVariant,
  createProduct,
  deleteVariant,
  setSkuStock,
  updateProduct,
  updateVariant,
} from './product-writes.js';
import {
  addSizeBodySchema,
  addVariantBodySchema,
  adminProductAnswerSchema,
  adminProductPageSchema,
  createProductBodySchema,
  deletePictureQuerySchema,
  importAnswerSchema,
  importQuerySchema,
  listProductsQuerySchema,
  productParamsSchema,
  reorderPicturesBodySchema,
  setStockBodySchema,
  skuParamsSchema,
  updateProductBodySchema,
  updateVariantBodySchema,
  variantParamsSchema,
  versionQuerySchema,
} from './schemas.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const writeRefusals = { ...refusals, 409: errorSchema };
/** A CSV of 20,000 rows with long descriptions stays well inside this. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** The CSV stream as the answer (typed apart: the route's schema documents refusals, not a body to serialize). */
const sendCsv = (reply: FastifyReply, csv: Readable) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="products.csv"').send(csv);

export interface AdminProductDeps {
  db: Db;
  media: MediaStore;
  staffAuth: StaffAuth;
  /** Tells shoppers waiting for a size that a stock write, an import or showing the product again brought back. */
  restocks: RestockTellers;
}

/** The back office's catalogue: products, colour variants, sizes and their stock, pictures (`docs/admin.md`). */
export const adminProductRoutes =
  ({ db, media, staffAuth, restocks }: AdminProductDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const answer = (result: z.infer<typeof adminProductAnswerSchema>['result']) => ({ success: true as const, result });
    const write = (summary: string) => ({
      tags,
      summary: `${summary}. Names the version read: a newer one is 409 stale_version, and nothing changes`,
      security,
      response: { 200: adminProductAnswerSchema, ...writeRefusals },
    });

    app.get(
      '/admin/products',
      {
        ...staffAuth.requireStaff('catalogue:read'),
        schema: {
          tags,
          summary: 'A page of products: search by name or SKU code, filter, sort; keyset-paged by `nextCursor`',
          security,
          querystring: listProductsQuerySchema,
          response: { 200: adminProductPageSchema, ...refusals },
        },
      },
      async (request) => {
        const { rows, nextCursor } = await listAdminProducts(db, request.query);
        return { success: true as const, result: rows, nextCursor };
      },
    );

    app.get(
      '/admin/products/:productId',
      {
        ...staffAuth.requireStaff('catalogue:read'),
        schema: {
          tags,
          summary: 'One product with its colours, prices, pictures and each size’s units on hand',
          security,
          params: productParamsSchema,
          response: { 200: adminProductAnswerSchema, ...refusals },
        },
      },
      async (request) => answer(await loadAdminProduct(db, request.params.productId)),
    );

    app.post(
      '/admin/products',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          tags,
          summary: 'Create a product (hidden unless `visible`; sold once it has a colour)',
          security,
          body: createProductBodySchema,
          response: { 201: adminProductAnswerSchema, ...writeRefusals },
        },
      },
      async (request, reply) => reply.status(201).send(answer(await createProduct(db, staffOf(request), request.body))),
    );

    app.patch(
      '/admin/products/:productId',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: { ...write('Change a product’s fields'), params: productParamsSchema, body: updateProductBodySchema },
      },
      async (request) =>
        answer(await updateProduct(db, staffOf(request), request.params.productId, request.body, restocks)),
    );

    app.post(
      '/admin/products/:productId/variants',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          ...write('Add a colour with its prices and sizes'),
          params: productParamsSchema,
          body: addVariantBodySchema,
        },
      },
      async (request) => answer(await addVariant(db, staffOf(request), request.params.productId, request.body)),
    );

    app.patch(
      '/admin/products/:productId/variants/:variantId',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          ...write('Change a colour’s name or prices'),
          params: variantParamsSchema,
          body: updateVariantBodySchema,
        },
      },
      async (request) => {
        const { productId, variantId } = request.params;
        return answer(await updateVariant(db, staffOf(request), productId, variantId, request.body));
      },
    );

    app.delete(
      '/admin/products/:productId/variants/:variantId',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          ...write('Delete a colour no order names (409 variant_in_use otherwise)'),
          params: variantParamsSchema,
          querystring: versionQuerySchema,
        },
      },
      async (request) => {
        const { productId, variantId } = request.params;
        return answer(await deleteVariant(db, staffOf(request), productId, variantId, request.query.version));
      },
    );

    app.post(
      '/admin/products/:productId/variants/:variantId/sizes',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: { ...write('Add a size (a SKU) to a colour'), params: variantParamsSchema, body: addSizeBodySchema },
      },
      async (request) => {
        const { productId, variantId } = request.params;
        return answer(await addSize(db, staffOf(request), productId, variantId, request.body));
      },
    );

    app.put(
      '/admin/products/:productId/skus/:skuId/stock',
      {
        ...staffAuth.requireStaff('stock:write'),
        schema: {
          ...write('Set a size’s units on hand (0: sold out)'),
          params: skuParamsSchema,
          body: setStockBodySchema,
        },
      },
      async (request) => {
        const { productId, skuId } = request.params;
        return answer(await setSkuStock(db, staffOf(request), productId, skuId, request.body, restocks));
      },
    );

    app.post(
      '/admin/products/:productId/variants/:variantId/pictures',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          ...write('Add a picture to a colour (multipart, one `file`: JPEG, PNG, WebP or GIF by its content)'),
          consumes: ['multipart/form-data'],
          params: variantParamsSchema,
          querystring: versionQuerySchema,
          response: { 200: adminProductAnswerSchema, 413: errorSchema, 415: errorSchema, ...writeRefusals },
        },
        config: { upload: true, staffAccess: 'catalogue:write' },
      },
      async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', NOT_MULTIPART);
        let received: ReceivedImage | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') received = await receiveImage({ stream: part.file });
          }
        } catch (error) {
          throw uploadFailure(error);
        }
        if (!received) throw badRequest('invalid_input', NO_FILE);
        return answer(await addPicture(db, media, staffOf(request), request.params, request.query.version, received));
      },
    );

    app.put(
      '/admin/products/:productId/variants/:variantId/pictures',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          ...write('Put a colour’s pictures in a new order'),
          params: variantParamsSchema,
          body: reorderPicturesBodySchema,
        },
      },
      async (request) => answer(await reorderPictures(db, staffOf(request), request.params, request.body)),
    );

    app.delete(
      '/admin/products/:productId/variants/:variantId/pictures',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          ...write('Take a picture off a colour'),
          params: variantParamsSchema,
          querystring: deletePictureQuerySchema,
        },
      },
      async (request) => answer(await deletePicture(db, media, staffOf(request), request.params, request.query)),
    );

    app.get(
      '/admin/products.csv',
      {
        ...staffAuth.requireStaff('catalogue:read'),
        schema: {
          tags,
          summary: 'Every product as CSV, one row per SKU (the columns of `docs/admin.md`), streamed',
          security,
          produces: ['text/csv'],
          response: { ...refusals },
        },
      },
      async (_request, reply) => sendCsv(reply, productsCsv(db)),
    );

    app.post(
      '/admin/products/import',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Import the products CSV (`text/csv`): every row checked first and every error listed; with any error, or ' +
            '`dryRun`, nothing is written; else all rows in one transaction',
          security,
          consumes: ['text/csv'],
          querystring: importQuerySchema,
          body: z.string().max(IMPORT_BODY_LIMIT),
          response: { 200: importAnswerSchema, 413: errorSchema, 415: errorSchema, ...writeRefusals },
        },
      },
      async (request) => importProductsCsv(db, staffOf(request), request.body, request.query.dryRun, restocks),
    );
  };
