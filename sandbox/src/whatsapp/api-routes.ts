import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GRAPH_ERRORS } from './graph-errors.js';
import type { WhatsAppService } from './service.js';
import type { StoredWhatsApp } from './store.js';

const bearerIs = (request: FastifyRequest, token: string): boolean => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const given = Buffer.from(match?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

type SendParams = { Params: { version: string; phoneNumberId: string } };

/**
 * The Cloud API's send endpoint under `/whatsapp`: `POST /v21.0/<phone number id>/messages` with the access token as
 * a bearer. Template messages only (the store writes first, outside any 24-hour window). Status webhooks go out once
 * the send has been answered, as the Cloud API's do.
 */
export const whatsappApi =
  (whatsapp: WhatsAppService): FastifyPluginAsync =>
  async (app) => {
    const accepted = new WeakMap<FastifyRequest, StoredWhatsApp>();

    app.addHook('onRequest', async (request, reply) => {
      if (whatsapp.store.outage) {
        const refusal = GRAPH_ERRORS.unavailable();
        return reply.status(refusal.status).send(refusal.body);
      }
      if (!bearerIs(request, whatsapp.config.accessToken)) {
        const refusal = GRAPH_ERRORS.badToken();
        return reply
          .status(refusal.status)
          .header('www-authenticate', 'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token"')
          .send(refusal.body);
      }
    });
    app.addHook('onResponse', async (request) => {
      const message = accepted.get(request);
      if (message) void whatsapp.deliver(message);
    });

    app.post<SendParams>('/:version/:phoneNumberId/messages', async (request, reply) => {
      if (!/^v\d+\.\d+$/.test(request.params.version)) {
        const refusal = GRAPH_ERRORS.invalidParameter(`Unknown API version ${request.params.version}`);
        return reply.status(refusal.status).send(refusal.body);
      }
      const sent = whatsapp.send(request.params.phoneNumberId, request.body);
      if (!sent.ok) return reply.status(sent.status).send(sent.body);
      accepted.set(request, sent.message);
      return sent.answer;
    });
  };
