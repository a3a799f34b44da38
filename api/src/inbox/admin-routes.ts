import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import type { Outbox } from '../mail/outbox.js';
import { type StaffAuth, staffOf } from '../staff/guard.js';
import {
  handledBodySchema,
  hiddenBodySchema,
  inboxItemAnswerSchema,
  inboxItemParamsSchema,
  inboxListAnswerSchema,
  inboxQuerySchema,
  replyBodySchema,
  reviewParamsSchema,
} from './schemas.js';
import { listInbox, markHandled, replyToItem, setReviewHidden } from './service.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * The back office's inbox: feedback, contact queries and reviews in one list. Customer care works it, so it sits with
 * the orders permissions: reading needs `orders:read`, marking, replying and hiding a review `orders:write`.
 */
export const inboxAdminRoutes =
  ({ db, outbox, staffAuth }: { db: Db; outbox: Outbox; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/inbox',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: 'Feedback, contact queries and reviews, newest first; by kind and waiting or handled; keyset-paged',
          security,
          querystring: inboxQuerySchema,
          response: { 200: inboxListAnswerSchema, ...refusals },
        },
      },
      async (request) => ({ success: true as const, result: await listInbox(db, request.query) }),
    );

    app.put(
      '/admin/inbox/:kind/:id/handled',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: 'Marks an item handled, or waiting again',
          security,
          params: inboxItemParamsSchema,
          body: handledBodySchema,
          response: { 200: inboxItemAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await markHandled(db, staffOf(request), request.params.kind, request.params.id, request.body.handled),
      }),
    );

    app.post(
      '/admin/inbox/:kind/:id/reply',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: "Mails a reply to the sender's address, once (409 already_replied), and marks the item handled",
          security,
          params: inboxItemParamsSchema,
          body: replyBodySchema,
          response: { 200: inboxItemAnswerSchema, ...refusals, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await replyToItem(db, outbox, staffOf(request), request.params.kind, request.params.id, request.body),
      }),
    );

    app.put(
      '/admin/reviews/:id/hidden',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: "Hides a review from the store (its product's reviews and rating) or shows it again",
          security,
          params: reviewParamsSchema,
          body: hiddenBodySchema,
          response: { 200: inboxItemAnswerSchema, ...refusals, 404: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await setReviewHidden(db, staffOf(request), request.params.id, request.body.hidden),
      }),
    );
  };
