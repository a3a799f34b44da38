import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import { type StaffAuth, staffOf } from '../staff/guard.js';
import {
  categoryAnswerSchema,
  categoryBodySchema,
  categoryIdParamsSchema,
  categoryListAnswerSchema,
  filtersBodySchema,
} from './schemas.js';
import { listCategories, replaceListingFilters, updateCategory } from './service.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The back office's categories: names, route values, order, and the filters each listing offers. */
export const categoryAdminRoutes =
  ({ db, staffAuth }: { db: Db; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/categories',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          tags,
          summary: 'Every category in the store’s order, with its product count and listing filters',
          security,
          response: { 200: categoryListAnswerSchema, ...refusals },
        },
      },
      async () => ({ success: true as const, result: await listCategories(db) }),
    );

    app.patch(
      '/admin/categories/:id',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          tags,
          summary: "Saves a category's name, route value and position",
          security,
          params: categoryIdParamsSchema,
          body: categoryBodySchema,
          response: { 200: categoryAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await updateCategory(db, staffOf(request), request.params.id, request.body),
      }),
    );

    app.put(
      '/admin/categories/:id/filters',
      {
        ...staffAuth.requireStaff('catalogue:write'),
        schema: {
          tags,
          summary: "Replaces the filters the category's listing offers, in order",
          security,
          params: categoryIdParamsSchema,
          body: filtersBodySchema,
          response: { 200: categoryAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await replaceListingFilters(db, staffOf(request), request.params.id, request.body),
      }),
    );
  };
