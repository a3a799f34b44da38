import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../http/schemas.js';
import { cancelOrder } from '../orders/cancel.js';
import { type StaffAuth, staffOf } from '../staff/guard.js';
import type { MoneyDeps } from './deps.js';
import { markPayoutPaid } from './payouts.js';
import { listPayouts, orderMoney } from './queries.js';
import { refundOrder } from './refund-order.js';
import {
  cancelAnswerSchema,
  cancelBodySchema,
  markPaidBodySchema,
  orderIdParamsSchema,
  orderMoneyAnswerSchema,
  payoutListAnswerSchema,
  payoutsQuerySchema,
  refundAnswerSchema,
  refundBodySchema,
  refundIdParamsSchema,
} from './schemas.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const writeRefusals = { ...refusals, 409: errorSchema };

/**
 * The back office's money desk: an order's refunds, cancelling (whole or some units, before the courier has it),
 * refunding after dispatch, and cash-on-delivery payouts marked paid. The rules are the services'.
 */
export const refundAdminRoutes =
  ({ deps, staffAuth }: { deps: MoneyDeps; staffAuth: StaffAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/orders/:id/money',
      {
        ...staffAuth.requireStaff('orders:read'),
        schema: {
          tags,
          summary: "An order's money: paid, refunded, its lines' units cancelled and refunded, and its refunds",
          security,
          params: orderIdParamsSchema,
          response: { 200: orderMoneyAnswerSchema, ...refusals },
        },
      },
      async (request) => ({ success: true as const, result: await orderMoney(deps.db, request.params.id) }),
    );

    app.post(
      '/admin/orders/:id/cancel',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary:
            'Cancels the order, or some units of its lines, before the courier has it: stock, coupon and points given back, the payment refunded, a credit note issued',
          security,
          params: orderIdParamsSchema,
          body: cancelBodySchema,
          response: { 200: cancelAnswerSchema, ...writeRefusals },
        },
      },
      async (request) => {
        const done = await cancelOrder(deps, staffOf(request), { orderId: request.params.id, ...request.body });
        return {
          success: true as const,
          result: { whole: done.whole, order: await orderMoney(deps.db, request.params.id) },
        };
      },
    );

    app.post(
      '/admin/orders/:id/refunds',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary:
            'Refunds a dispatched order: some units or an amount, never more than was paid less what was refunded; a credit note issued',
          security,
          params: orderIdParamsSchema,
          body: refundBodySchema,
          response: { 201: refundAnswerSchema, ...writeRefusals },
        },
      },
      async (request, reply) => {
        const done = await refundOrder(deps, staffOf(request), { orderId: request.params.id, ...request.body });
        reply.code(201);
        return {
          success: true as const,
          result: { refundId: done.refund.id, order: await orderMoney(deps.db, request.params.id) },
        };
      },
    );

    app.get(
      '/admin/payouts',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary:
            'Cash-on-delivery refunds to pay by hand (due, oldest first) or paid (newest first), with the UPI id or bank account to pay',
          security,
          querystring: payoutsQuerySchema,
          response: { 200: payoutListAnswerSchema, ...refusals },
        },
      },
      async (request) => ({ success: true as const, ...(await listPayouts(deps.db, request.query)) }),
    );

    app.post(
      '/admin/payouts/:id/paid',
      {
        ...staffAuth.requireStaff('orders:write'),
        schema: {
          tags,
          summary: "Marks a cash-on-delivery refund's payout paid, with the bank's reference",
          security,
          params: refundIdParamsSchema,
          body: markPaidBodySchema,
          response: { 200: refundAnswerSchema, ...writeRefusals },
        },
      },
      async (request) => {
        const { orderId } = await markPayoutPaid(deps.db, staffOf(request), request.params.id, request.body.reference);
        return {
          success: true as const,
          result: { refundId: request.params.id, order: await orderMoney(deps.db, orderId) },
        };
      },
    );
  };
