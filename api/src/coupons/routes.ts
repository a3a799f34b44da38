import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BearerAuth, ownBuyerId } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import { paiseToRupees } from '../money.js';
import { availableCoupons } from './available-coupons.js';
import { availableCouponsAnswerSchema, couponAnswerSchema, couponQuerySchema, ownQuerySchema } from './schemas.js';
import { validateCoupon } from './service.js';

const security = [{ bearerAuth: [] }];

/** GET /coupon-validate (spec section 7) and the offers at checkout (GET /coupons/available). */
export const couponRoutes =
  ({ db, auth }: { db: Db; auth: BearerAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/coupon-validate',
      {
        schema: {
          tags: ['coupons'],
          summary: "Check a coupon code against the buyer's cart total and their uses of it",
          security,
          querystring: couponQuerySchema,
          response: { 200: couponAnswerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.buyerId);
        const check = await validateCoupon(db, buyerId, request.query.couponCode);
        return {
          status: check.valid,
          success: check.valid,
          message: check.message,
          result: {
            couponCode: check.couponCode,
            discountApplied: paiseToRupees(check.discountPaise),
            discountAppliedPaise: check.discountPaise,
            orderAmountPaise: check.orderPaise,
          },
        };
      },
    );

    app.get(
      '/coupons/available',
      {
        schema: {
          tags: ['coupons'],
          summary:
            "The coupons the buyer can use now (active, not expired, uses left), each with its rule and what it takes off the buyer's cart",
          security,
          querystring: ownQuerySchema,
          response: { 200: availableCouponsAnswerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.buyerId);
        return { success: true as const, result: await availableCoupons(db, buyerId) };
      },
    );
  };
