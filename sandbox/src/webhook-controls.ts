import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { WebhookOutbox } from './webhook-outbox.js';

const listQuery = z.object({ event: z.string().optional(), subject: z.string().optional() });
const pauseBody = z.object({ on: z.boolean() });

/**
 * Controls over a provider's webhooks, mounted at `/sandbox/<provider>/webhooks`:
 * - `GET /` lists what was sent, newest first, with every delivery (`?event=`, `?subject=` filter);
 * - `POST /pause {on}` holds new webhooks (recorded, not sent) or lets them go again;
 * - `POST /<id>/send` delivers one now — a first delivery of a held one, or a replay — and answers the api's reply.
 */
export const webhookControls =
  (outbox: WebhookOutbox): FastifyPluginAsync =>
  async (app) => {
    app.get('/', async (request, reply) => {
      const query = listQuery.safeParse(request.query);
      if (!query.success) return reply.status(400).send({ message: 'event and subject filter by text' });
      const { event, subject } = query.data;
      return outbox.list().filter((e) => (!event || e.event === event) && (!subject || e.subject === subject));
    });

    app.post('/pause', async (request, reply) => {
      const body = pauseBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"on": true} or {"on": false}' });
      outbox.paused = body.data.on;
      return { paused: outbox.paused };
    });

    app.post<{ Params: { id: string } }>('/:id/send', async (request, reply) => {
      const event = outbox.get(request.params.id);
      if (!event) return reply.status(404).send({ message: `No webhook ${request.params.id}` });
      return { id: event.id, event: event.event, delivery: await outbox.send(event) };
    });
  };
