import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, ownBuyerId } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { errorSchema, uuidParam } from '../http/schemas.js';
import { writeReviewBodySchema } from './schemas.js';
import { assertProductExists, listReviews, summarizeReviews } from './service.js';
import { writeReview } from './write-review.js';

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
  ({ db, auth }: { db: Db; auth: BearerAuth }): FastifyPluginAsyncZod =>
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

    const writtenSchema = z.object({
      status: z.literal(true),
      success: z.literal(true),
      message: z.string(),
      result: reviewSchema.describe("The buyer's review of the product, with the reviewer's name"),
      summary: summarySchema.describe("The product's rating summary including it"),
    });
    app.post(
      '/review',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Write a review (one per buyer and product: writing again updates it)',
          security: [{ bearerAuth: [] }],
          body: writeReviewBodySchema,
          response: { 200: writtenSchema, 201: writtenSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const { buyerId: claimed, ...input } = request.body;
        const written = await writeReview(db, ownBuyerId(request, claimed), input);
        return reply.status(written.created ? 201 : 200).send({
          status: true as const,
          success: true as const,
          message: written.message,
          result: written.review,
          summary: written.summary,
        });
      },
    );
  };
