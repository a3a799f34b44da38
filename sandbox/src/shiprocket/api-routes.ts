import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ShiprocketService } from './service.js';
import { serviceabilityRoute } from './serviceability-route.js';

const unauthenticated = { message: 'Unauthenticated.', status_code: 401 };

/** The sandbox's own origin as the caller reached it, for `track_url`. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Shiprocket's external API as the store uses it, under `/shiprocket/v1/external`: login, adhoc and return orders, tracking
 * (by Shiprocket order id or by AWB) and courier serviceability. Every call but login needs the login's bearer token.
 * While the outage switch is on, everything answers 503.
 */
export const shiprocketApi =
  (shiprocket: ShiprocketService): FastifyPluginAsync =>
  async (app) => {
    // A serviceability request held by the `timeout` switch must not keep the sandbox from closing.
    app.addHook('preClose', async () => shiprocket.serviceability.releaseHangs());
    app.addHook('onRequest', async (_request, reply) => {
      if (shiprocket.store.outage) {
        await reply.status(503).send({ message: 'Service Unavailable', status_code: 503 });
      }
    });

    app.post<{ Body: { email?: unknown; password?: unknown } | undefined }>(
      '/v1/external/auth/login',
      async (request, reply) => {
        const answer = shiprocket.login(request.body?.email, request.body?.password);
        return reply.status(answer.ok ? 200 : answer.status).send(answer.body);
      },
    );

    await app.register(async (authed) => {
      authed.addHook('onRequest', async (request, reply) => {
        const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!token || !shiprocket.isValidToken(token)) await reply.status(401).send(unauthenticated);
      });

      authed.post('/v1/external/orders/create/adhoc', async (request, reply) => {
        const answer = shiprocket.createOrder(request.body);
        return reply.status(answer.ok ? 200 : answer.status).send(answer.body);
      });

      authed.post('/v1/external/orders/create/return', async (request, reply) => {
        const answer = shiprocket.createReturnOrder(request.body);
        return reply.status(answer.ok ? 200 : answer.status).send(answer.body);
      });

      authed.post('/v1/external/orders/update/adhoc', async (request, reply) => {
        const answer = shiprocket.updateOrder(request.body);
        return reply.status(answer.ok ? 200 : answer.status).send(answer.body);
      });

      authed.post('/v1/external/orders/cancel', async (request, reply) => {
        const answer = shiprocket.cancelOrders(request.body);
        return reply.status(answer.ok ? 200 : answer.status).send(answer.body);
      });

      authed.post('/v1/external/courier/assign/awb', async (request, reply) => {
        const answer = shiprocket.assignAwb(request.body);
        return reply.status(answer.ok ? 200 : answer.status).send(answer.body);
      });

      authed.get<{ Querystring: { order_id?: string } }>('/v1/external/courier/track', async (request, reply) => {
        const id = request.query.order_id?.trim() ?? '';
        const shipment = /^\d+$/.test(id) ? shiprocket.store.shipments.get(Number(id)) : undefined;
        if (!shipment) return reply.status(404).send({ message: `Order id ${id} not found`, status_code: 404 });
        return [{ [id]: { tracking_data: shiprocket.trackingData(shipment, originOf(request)) } }];
      });

      authed.get<{ Params: { awb: string } }>('/v1/external/courier/track/awb/:awb', async (request, reply) => {
        const shipment = shiprocket.store.byAwb(request.params.awb);
        if (!shipment) return reply.status(404).send({ message: 'AWB not found', status_code: 404 });
        return { tracking_data: shiprocket.trackingData(shipment, originOf(request)) };
      });

      await authed.register(serviceabilityRoute(shiprocket.serviceability));
    });
  };
