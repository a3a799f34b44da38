import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import { type StaffAuth, staffOf } from '../staff/guard.js';
import {
  blockBodySchema,
  customerAnswerSchema,
  customerIdParamsSchema,
  customerListAnswerSchema,
  customerListQuerySchema,
  pointsAdjustmentBodySchema,
} from './schemas.js';
import { adjustPoints, getCustomer, listCustomers, setBlocked } from './service.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The back office's customers: the list, a buyer's page, points adjusted with a reason, blocking from buying. */
export const customerAdminRoutes =
  ({ db, staffAuth }: { db: Db; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/customers',
      {
        ...staffAuth.requireStaff('customers:read'),
        schema: {
          tags,
          summary: 'Buyers, newest first, searched by part of a name, email or phone; keyset-paged',
          security,
          querystring: customerListQuerySchema,
          response: { 200: customerListAnswerSchema, ...refusals },
        },
      },
      async (request) => ({ success: true as const, result: await listCustomers(db, request.query) }),
    );

    app.get(
      '/admin/customers/:id',
      {
        ...staffAuth.requireStaff('customers:read'),
        schema: {
          tags,
          summary: "A buyer's page: profile, block, orders, return requests, points history and addresses",
          security,
          params: customerIdParamsSchema,
          response: { 200: customerAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({ success: true as const, result: await getCustomer(db, request.params.id) }),
    );

    app.post(
      '/admin/customers/:id/points',
      {
        ...staffAuth.requireStaff('customers:write'),
        schema: {
          tags,
          summary: 'Gives or takes points with a reason the buyer sees; never below zero (409 points_below_zero)',
          security,
          params: customerIdParamsSchema,
          body: pointsAdjustmentBodySchema,
          response: { 200: customerAnswerSchema, ...refusals, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await adjustPoints(db, staffOf(request), request.params.id, request.body),
      }),
    );

    app.put(
      '/admin/customers/:id/block',
      {
        ...staffAuth.requireStaff('customers:write'),
        schema: {
          tags,
          summary: 'Blocks the buyer from buying (they still sign in and see their orders), or unblocks them',
          security,
          params: customerIdParamsSchema,
          body: blockBodySchema,
          response: { 200: customerAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await setBlocked(db, staffOf(request), request.params.id, request.body),
      }),
    );
  };
