import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { errorSchema, uuidParam } from '../http/schemas.js';
import { assertProductExists, listReviews, summarizeReviews } from './service.js';

const reviewSchema = z.object({
  _id: z.uuid(),
  buyerId: z.object({ _id: z.uuid(), name: z.string() }),
  productId: z.uuid(),
  title: z.string(),
  review: z.string(),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string(),
});

const summarySchema = z.object({
  average: z.number(),
  total: z.number().int(),
  counts: z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() }),
});

export const reviewRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/review',
      {
        schema: {
          tags: ['reviews'],
          summary: "A product's reviews, newest first, with the rating summary",
          querystring: z.object({
            productId: uuidParam('productId'),
            limit: z.coerce.number().int().min(1).max(100).optional(),
            offset: z.coerce.number().int().min(0).optional(),
          }),
          response: {
            200: z.object({ success: z.literal(true), result: z.array(reviewSchema), summary: summarySchema }),
            400: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => {
        const { productId, limit, offset } = request.query;
        await assertProductExists(db, productId);
        const [result, summary] = await Promise.all([
          listReviews(db, productId, { limit, offset }),
          summarizeReviews(db, productId),
        ]);
        return { success: true as const, result, summary };
      },
    );
  };
