import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { wantsHtml } from '../html.js';
import { webhookControls } from '../webhook-controls.js';
import { renderSmsInbox } from './inbox-page.js';
import type { SmsService } from './service.js';
import type { SmsStatus, StoredSms } from './store.js';

/** The JSON answer of `GET /sandbox/sms`, one entry per SMS. */
export interface SmsJson {
  sid: string;
  /** E.164, as sent. */
  to: string;
  from: string;
  body: string;
  status: SmsStatus;
  /** ISO 8601, when it was sent. */
  date: string;
}

export const smsJson = (m: StoredSms): SmsJson => ({
  sid: m.sid,
  to: m.to,
  from: m.from,
  body: m.body,
  status: m.status,
  date: m.dateCreated,
});

const listQuery = z.object({ to: z.string().trim().max(32).optional() });
const outageBody = z.object({ down: z.boolean() });

/**
 * The SMS sandbox's controls, under `/sandbox/sms`:
 * - `GET /?to=<ten digits or E.164>`: SMS sent, newest first, as JSON or (to a browser) the SMS inbox page;
 * - `POST /outage {down}`: every Twilio call answers 503 (20500), or works again;
 * - `DELETE /`: empties the inbox and turns the outage off;
 * - `/webhooks`: the status callbacks sent (see `webhookControls`).
 */
export const smsControls =
  (sms: SmsService): FastifyPluginAsync =>
  async (app) => {
    app.get('/', async (request, reply) => {
      const query = listQuery.safeParse(request.query);
      if (!query.success) return reply.status(400).send({ message: 'to: a phone number, at most 32 characters' });
      const to = query.data.to || undefined;
      const messages = sms.store.list(to);
      if (wantsHtml(request.headers.accept)) {
        return reply.type('text/html; charset=utf-8').send(renderSmsInbox(messages, to, sms.store.outage));
      }
      return messages.map(smsJson);
    });

    app.post('/outage', async (request, reply) => {
      const body = outageBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"down": true} or {"down": false}' });
      sms.store.outage = body.data.down;
      return { down: sms.store.outage };
    });

    app.delete('/', async () => {
      sms.store.clear();
      return { cleared: true };
    });

    await app.register(webhookControls(sms.outbox), { prefix: '/webhooks' });
  };
