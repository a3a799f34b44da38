import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import type { Db } from '../db/client.js';
import { errorSchema, uuidParam } from '../http/schemas.js';
import { askForStockAlert } from './service.js';

const tags = ['catalog'];

export const stockAlertBodySchema = z.object({
  skuId: uuidParam('skuId'),
  /** A mobile number as typed, or an email (`readStockAlertContact`); the service says when it is neither. */
  contact: z.string().max(300),
});

export const stockAlertAnswerSchema = z.object({ success: z.literal(true) });

/**
 * `POST /stock_alerts`: "Notify me" on a sold-out size, for guests and buyers alike (no session needed). The answer
 * is the same whether the alert is new or was there already; limited per client address here and per contact in the
 * service.
 */
export const stockAlertRoutes =
  ({ db, limits }: { db: Db; limits: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/stock_alerts',
      {
        schema: {
          tags,
          summary: 'Ask to be told once, by SMS or mail, when a sold-out size is back in stock',
          body: stockAlertBodySchema,
          response: {
            200: stockAlertAnswerSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
            429: errorSchema,
          },
        },
        preHandler: limits.limit(RATE_LIMITS.stockAlertPerIp),
      },
      async (request) => {
        await askForStockAlert(db, request.body);
        return { success: true as const };
      },
    );
  };
