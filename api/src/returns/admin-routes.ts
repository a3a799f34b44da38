import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../http/schemas.js';
import { type StaffAuth, staffOf } from '../staff/guard.js';
import {
  exchangeBodySchema,
  exchangeOptionsAnswerSchema,
  receiveBodySchema,
  refundBodySchema,
  rejectBodySchema,
  returnAnswerSchema,
  returnIdParamsSchema,
  returnListAnswerSchema,
  returnListQuerySchema,
  versionBodySchema,
} from './admin-schemas.js';
import type { ReturnDeps } from './deps.js';
import { exchangeReturn } from './exchange.js';
import { exchangeOptions } from './exchange-options.js';
import { getReturn, listReturns } from './read-returns.js';
import { approveReturn, receiveReturn, refundReturn, rejectReturn } from './work-returns.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const reads = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** A move: also 409 `stale_version` (acted on an older view) or `return_wrong_state` (not at a step allowing it). */
const moves = { ...reads, 409: errorSchema, 503: errorSchema };

/**
 * The back office's returns: the queue, one return, and its moves (approve → pickup booked, reject with a reason,
 * receive, close as a refund or an exchange). Each move sends the `version` it was made from.
 */
export const returnAdminRoutes =
  ({ deps, staffAuth }: { deps: ReturnDeps; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/returns',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: 'Return requests, newest first, by state or order, paged (`nextCursor`)',
          security,
          querystring: returnListQuerySchema,
          response: { 200: returnListAnswerSchema, ...reads },
        },
      },
      async (request) => ({ success: true as const, result: await listReturns(deps.db, request.query) }),
    );

    app.get(
      '/admin/returns/:id',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: 'One return request: lines, images, reason, refund destination, pickup, receipt, closing',
          security,
          params: returnIdParamsSchema,
          response: { 200: returnAnswerSchema, ...reads },
        },
      },
      async (request) => ({ success: true as const, result: await getReturn(deps.db, request.params.id) }),
    );

    app.get(
      '/admin/returns/:id/exchange-options',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: "Every size and colour of each returned line's product, with its stock and price",
          security,
          params: returnIdParamsSchema,
          response: { 200: exchangeOptionsAnswerSchema, ...reads },
        },
      },
      async (request) => ({ success: true as const, result: await exchangeOptions(deps.db, request.params.id) }),
    );

    app.post(
      '/admin/returns/:id/approve',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: 'Approves a requested return and books its pickup as a Shiprocket return order (retried if down)',
          security,
          params: returnIdParamsSchema,
          body: versionBodySchema,
          response: { 200: returnAnswerSchema, ...moves },
        },
      },
      async (request) => ({
        success: true as const,
        result: await approveReturn(deps, staffOf(request), request.params.id, request.body.version),
      }),
    );

    app.post(
      '/admin/returns/:id/reject',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: 'Rejects a requested return with a reason, mailed to the buyer',
          security,
          params: returnIdParamsSchema,
          body: rejectBodySchema,
          response: { 200: returnAnswerSchema, ...moves },
        },
      },
      async (request) => ({
        success: true as const,
        result: await rejectReturn(
          deps,
          staffOf(request),
          request.params.id,
          request.body.version,
          request.body.reason,
        ),
      }),
    );

    app.post(
      '/admin/returns/:id/receive',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: 'The parcel is at the warehouse; resellable items go back to their sizes’ stock',
          security,
          params: returnIdParamsSchema,
          body: receiveBodySchema,
          response: { 200: returnAnswerSchema, ...moves },
        },
      },
      async (request) => ({
        success: true as const,
        result: await receiveReturn(
          deps,
          staffOf(request),
          request.params.id,
          request.body.version,
          request.body.resellable,
        ),
      }),
    );

    app.post(
      '/admin/returns/:id/refund',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: "Closes a received return as a refund of its lines' paid share, through the refunds service",
          security,
          params: returnIdParamsSchema,
          body: refundBodySchema,
          response: { 200: returnAnswerSchema, ...moves },
        },
      },
      async (request) => ({
        success: true as const,
        result: await refundReturn(
          deps,
          staffOf(request),
          request.params.id,
          request.body.version,
          request.body.resellable,
        ),
      }),
    );

    app.post(
      '/admin/returns/:id/exchange',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary:
            'Closes a received return as an exchange: a free replacement order at another size or colour of the same product (same price or less; a lower price refunds the difference)',
          security,
          params: returnIdParamsSchema,
          body: exchangeBodySchema,
          response: { 200: returnAnswerSchema, ...moves },
        },
      },
      async (request) => ({
        success: true as const,
        result: await exchangeReturn(
          deps,
          staffOf(request),
          request.params.id,
          request.body.version,
          request.body.items,
          request.body.resellable,
        ),
      }),
    );
  };
