import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import type { StaffAuth } from '../staff/guard.js';
import { auditPageSchema, auditQuerySchema } from './schemas.js';
import { listAudit } from './service.js';

/** The audit log, for those who may read it (the owner). */
export const auditRoutes =
  ({ db, staffAuth }: { db: Db; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/audit',
      {
        ...staffAuth.requireStaff('audit:read'),
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first: filter by staff, action, entity, entity id and dates; keyset-paged',
          security: [{ staffSession: [] }],
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      async (request) => {
        const { entries, nextCursor } = await listAudit(db, request.query);
        return { success: true as const, result: entries, nextCursor };
      },
    );
  };
