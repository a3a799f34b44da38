import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import { type StaffAuth, staffOf } from '../staff/guard.js';
import { couponAnswerSchema, couponBodySchema, couponIdParamsSchema, couponListAnswerSchema } from './admin-schemas.js';
import { createCoupon, endCoupon, listCoupons, updateCoupon } from './admin-service.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The back office's coupons: list, create, edit and end. None is deleted: a used one keeps its history. */
export const couponAdminRoutes =
  ({ db, staffAuth }: { db: Db; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/coupons',
      {
        ...staffAuth.requireStaff('coupons:write'),
        schema: {
          tags,
          summary: 'Every coupon, newest first, with its uses and whether it is scheduled, live or ended',
          security,
          response: { 200: couponListAnswerSchema, ...refusals },
        },
      },
      async () => ({ success: true as const, result: await listCoupons(db) }),
    );

    app.post(
      '/admin/coupons',
      {
        ...staffAuth.requireStaff('coupons:write'),
        schema: {
          tags,
          summary:
            'Creates a coupon: percent (optionally capped) or a flat amount in paise, dates, limits, minimum order',
          security,
          body: couponBodySchema,
          response: { 201: couponAnswerSchema, ...refusals },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return { success: true as const, result: await createCoupon(db, staffOf(request), request.body) };
      },
    );

    app.patch(
      '/admin/coupons/:id',
      {
        ...staffAuth.requireStaff('coupons:write'),
        schema: {
          tags,
          summary: "Saves a coupon's terms (a used coupon keeps its code)",
          security,
          params: couponIdParamsSchema,
          body: couponBodySchema,
          response: { 200: couponAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await updateCoupon(db, staffOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/admin/coupons/:id/end',
      {
        ...staffAuth.requireStaff('coupons:write'),
        schema: {
          tags,
          summary: 'Ends a coupon now: it no longer applies, and keeps its history',
          security,
          params: couponIdParamsSchema,
          response: { 200: couponAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({ success: true as const, result: await endCoupon(db, staffOf(request), request.params.id) }),
    );
  };
