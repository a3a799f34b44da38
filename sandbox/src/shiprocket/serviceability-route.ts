import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceabilityDesk } from './serviceability-desk.js';

/**
 * `GET /v1/external/courier/serviceability/` (with or without the trailing slash, as clients send both), inside the
 * bearer-checked routes. Every request is recorded, then the failure switch may answer 500 at once or hold the request
 * (`timeout`) before a 504, as a gateway in front of a stuck Shiprocket would.
 */
export const serviceabilityRoute =
  (desk: ServiceabilityDesk): FastifyPluginAsync =>
  async (app) => {
    const handler = async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
      desk.record(request.query);
      if (desk.failure === 'error') {
        return reply.status(500).send({ message: 'Server Error', status_code: 500 });
      }
      if (desk.failure === 'timeout') {
        await desk.hang();
        return reply.status(504).send({ message: 'Gateway Time-out', status_code: 504 });
      }
      const answer = desk.answer(request.query);
      return reply.status(answer.ok ? 200 : answer.status).send(answer.body);
    };
    app.get('/v1/external/courier/serviceability', handler);
    app.get('/v1/external/courier/serviceability/', handler);
  };
