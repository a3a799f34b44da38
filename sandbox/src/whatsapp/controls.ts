import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { acceptFormBodies } from '../form-body.js';
import { wantsHtml } from '../html.js';
import { internationalDigits } from '../phone-digits.js';
import { webhookControls } from '../webhook-controls.js';
import { renderWhatsAppInbox } from './inbox-page.js';
import type { WhatsAppService } from './service.js';
import type { SentButton, StoredWhatsApp, WhatsAppStatus } from './store.js';

/** The JSON answer of `GET /sandbox/whatsapp`, one entry per template message. */
export interface WhatsAppJson {
  id: string;
  /** The WhatsApp id (`919876543210`). */
  to: string;
  template: string;
  language: string;
  params: string[];
  /** The body as the phone shows it. */
  text: string;
  buttons: SentButton[];
  status: WhatsAppStatus;
  date: string;
  replies: { payload: string; text: string; date: string; delivered: boolean }[];
}

export const whatsappJson = (m: StoredWhatsApp): WhatsAppJson => ({
  id: m.id,
  to: m.to,
  template: m.template,
  language: m.language,
  params: [...m.params],
  text: m.text,
  buttons: m.buttons.map((b) => ({ ...b })),
  status: m.status,
  date: m.date,
  replies: m.replies.map((r) => ({ ...r })),
});

const listQuery = z.object({ to: z.string().trim().max(32).optional() });
const outageBody = z.object({ down: z.boolean() });
const unreachableBody = z.object({ to: z.string().trim().max(32) });
const replyBody = z.object({ index: z.coerce.number().int().min(0).max(9) });

/**
 * The WhatsApp sandbox's controls, under `/sandbox/whatsapp`:
 * - `GET /?to=<ten digits or international>`: template messages sent, newest first, as JSON or (to a browser) the
 *   inbox page, whose quick replies are plain forms;
 * - `POST /messages/<wamid>/reply {index}`: the buyer taps that quick reply; its signed `button` webhook goes to the
 *   api; answers `{delivered, status}` (a form post is sent back to the page instead);
 * - `POST /outage {down}`: every Cloud API call answers 503 (131000), or works again;
 * - `POST /unreachable {to}`: that number is not on WhatsApp: its messages are accepted, then fail (131026);
 * - `DELETE /`: empties the inbox and resets both switches;
 * - `GET /templates`: the registered templates; `/webhooks`: the webhooks sent (see `webhookControls`).
 */
export const whatsappControls =
  (whatsapp: WhatsAppService): FastifyPluginAsync =>
  async (app) => {
    acceptFormBodies(app);

    app.get('/', async (request, reply) => {
      const query = listQuery.safeParse(request.query);
      if (!query.success) return reply.status(400).send({ message: 'to: a phone number, at most 32 characters' });
      const to = query.data.to || undefined;
      const messages = whatsapp.store.list(to);
      if (wantsHtml(request.headers.accept)) {
        return reply
          .type('text/html; charset=utf-8')
          .send(renderWhatsAppInbox(messages, to, { outage: whatsapp.store.outage }));
      }
      return messages.map(whatsappJson);
    });

    app.get('/templates', async () => whatsapp.templates());

    app.post<{ Params: { id: string } }>('/messages/:id/reply', async (request, reply) => {
      const fromForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const body = replyBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"index": <the quick reply’s index>}' });
      const replied = await whatsapp.reply(request.params.id, body.data.index);
      if (!replied.ok) return reply.status(replied.status).send({ message: replied.message });
      if (fromForm) {
        const back = `/sandbox/whatsapp?to=${encodeURIComponent(replied.message.to)}#${encodeURIComponent(replied.message.id)}`;
        return reply.redirect(back, 303);
      }
      return { delivered: replied.delivered, status: replied.status };
    });

    app.post('/outage', async (request, reply) => {
      const body = outageBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"down": true} or {"down": false}' });
      whatsapp.store.outage = body.data.down;
      return { down: whatsapp.store.outage };
    });

    app.post('/unreachable', async (request, reply) => {
      const body = unreachableBody.safeParse(request.body);
      const waId = body.success ? internationalDigits(body.data.to) : null;
      if (!waId) return reply.status(400).send({ message: 'Send {"to": "<ten digits>"}' });
      whatsapp.store.unreachable.add(waId);
      return { unreachable: [...whatsapp.store.unreachable] };
    });

    app.delete('/', async () => {
      whatsapp.store.clear();
      return { cleared: true };
    });

    await app.register(webhookControls(whatsapp.outbox), { prefix: '/webhooks' });
  };
