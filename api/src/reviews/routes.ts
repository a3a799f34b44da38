import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BearerAuth, ownBuyerId } from '../auth/bearer.js';
import { RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import {
  listReviewsAnswerSchema,
  listReviewsQuerySchema,
  writeReviewBodySchema,
  writtenReviewAnswerSchema,
} from './schemas.js';
import { assertProductExists, listReviews, summarizeReviews } from './service.js';
import { writeReview } from './write-review.js';

export const reviewRoutes =
  ({ db, auth, limits }: { db: Db; auth: BearerAuth; limits: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/review',
      {
        schema: {
          tags: ['reviews'],
          summary: "A product's reviews, newest first, with the rating summary",
          querystring: listReviewsQuerySchema,
          response: {
            200: listReviewsAnswerSchema,
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

    app.post(
      '/review',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Write a review (one per buyer and product: writing again updates it)',
          description:
            `Writes and edits are limited per buyer (${RATE_LIMITS.reviewWritePerBuyer.max} an hour) and per ` +
            `address (${RATE_LIMITS.reviewWritePerIp.max} an hour): 429 with Retry-After.`,
          security: [{ bearerAuth: [] }],
          body: writeReviewBodySchema,
          response: {
            200: writtenReviewAnswerSchema,
            201: writtenReviewAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
            429: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.reviewWritePerBuyer, RATE_LIMITS.reviewWritePerIp),
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
