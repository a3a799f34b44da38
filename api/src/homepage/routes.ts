import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import { type StaffAuth, staffOf } from '../staff/guard.js';
import {
  homepageAnswerSchema,
  homepageEditBodySchema,
  pickSearchAnswerSchema,
  pickSearchQuerySchema,
} from './schemas.js';
import { getHomepageForStaff, searchPicks, updateHomepage } from './service.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The back office's homepage: its sections as staff edit them, and the products they may pick for them. */
export const homepageAdminRoutes =
  ({ db, staffAuth }: { db: Db; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/homepage',
      {
        ...staffAuth.requireStaff('homepage:write'),
        schema: {
          tags,
          summary: "The homepage's sections, the products each lists and the version an edit must be made from",
          security,
          response: { 200: homepageAnswerSchema, ...refusals },
        },
      },
      async () => ({ success: true as const, result: await getHomepageForStaff(db) }),
    );

    app.put(
      '/admin/homepage',
      {
        ...staffAuth.requireStaff('homepage:write'),
        schema: {
          tags,
          summary:
            'Saves the homepage: every section and its products, made from `version` (409 `stale_version` when someone saved since)',
          security,
          body: homepageEditBodySchema,
          response: { 200: homepageAnswerSchema, ...refusals, 409: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await updateHomepage(db, staffOf(request), request.body),
      }),
    );

    app.get(
      '/admin/homepage/product-picks',
      {
        ...staffAuth.requireStaff('homepage:write'),
        schema: {
          tags,
          summary: 'Products whose name holds the search, to pick for a homepage section (20 at most)',
          security,
          querystring: pickSearchQuerySchema,
          response: { 200: pickSearchAnswerSchema, ...refusals },
        },
      },
      async (request) => ({ success: true as const, result: await searchPicks(db, request.query.search) }),
    );
  };
