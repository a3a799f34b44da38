import type { FastifyPluginAsync } from 'fastify';
import { requireKeyAuth } from './basic-auth.js';
import { checkoutScript } from './checkout-script.js';
import { errorAnswer } from './entities.js';
import type { NewOrderInput, RazorpayService } from './service.js';

const missing = (field: string) => errorAnswer({ description: 'The id provided does not exist', field });

type IdParams = { Params: { id: string } };

/** What Razorpay's API answers while it is down (the sandbox's outage switch). */
const unavailable = errorAnswer({
  code: 'SERVER_ERROR',
  description: 'The server encountered an error. The incident has been reported to admins.',
  source: 'NA',
  step: 'NA',
  reason: 'NA',
});

/**
 * Razorpay's REST API as the store uses it, under `/razorpay/v1`: orders, their payments, payments (fetch, capture)
 * and refunds (create, list a payment's, fetch; basic auth with the key id and secret), and the hosted `checkout.js`.
 */
export const razorpayApi =
  (razorpay: RazorpayService): FastifyPluginAsync =>
  async (app) => {
    app.get('/v1/checkout.js', async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .send(checkoutScript),
    );

    await app.register(async (authed) => {
      authed.addHook('onRequest', async (_request, reply) => {
        if (razorpay.store.outage) await reply.status(503).send(unavailable);
      });
      authed.addHook('onRequest', requireKeyAuth(razorpay.config));

      authed.post<{ Body: NewOrderInput | undefined }>('/v1/orders', async (request, reply) => {
        const created = razorpay.createOrder(request.body ?? { amount: undefined });
        if (!created.ok) return reply.status(created.status).send(created.body);
        return created.order;
      });

      authed.get<IdParams>('/v1/orders/:id', async (request, reply) => {
        const order = razorpay.store.orders.get(request.params.id);
        return order ?? reply.status(400).send(missing('id'));
      });

      authed.get<IdParams>('/v1/orders/:id/payments', async (request, reply) => {
        if (!razorpay.store.orders.has(request.params.id)) return reply.status(400).send(missing('id'));
        const items = razorpay.store.paymentsOf(request.params.id);
        return { entity: 'collection', count: items.length, items };
      });

      authed.get<IdParams>('/v1/payments/:id', async (request, reply) => {
        const payment = razorpay.store.payments.get(request.params.id);
        return payment ?? reply.status(400).send(missing('id'));
      });

      authed.post<IdParams & { Body: Record<string, unknown> | undefined }>(
        '/v1/payments/:id/capture',
        async (request, reply) => {
          const captured = razorpay.capture(request.params.id, request.body ?? {});
          if ('ok' in captured) return reply.status(captured.status).send(captured.body);
          return captured;
        },
      );

      authed.post<IdParams & { Body: Record<string, unknown> | undefined }>(
        '/v1/payments/:id/refund',
        async (request, reply) => {
          const key = request.headers['x-refund-idempotency'];
          const refunded = razorpay.refund(
            request.params.id,
            request.body ?? {},
            typeof key === 'string' ? key : undefined,
          );
          if (!refunded.ok) return reply.status(refunded.status).send(refunded.body);
          return refunded.refund;
        },
      );

      authed.get<IdParams>('/v1/payments/:id/refunds', async (request, reply) => {
        const listed = razorpay.refunds.ofPayment(request.params.id);
        if ('ok' in listed) return reply.status(listed.status).send(listed.body);
        return listed;
      });

      authed.get<IdParams>('/v1/refunds/:id', async (request, reply) => {
        const refund = razorpay.store.refunds.get(request.params.id);
        return refund ?? reply.status(400).send(missing('id'));
      });
    });
  };
