import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { renderInbox } from './inbox-page.js';
import type { MailStore, StoredMail } from './store.js';

/** The JSON answer of `GET /sandbox/mail`, one entry per mail. */
export interface MailJson {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  date: string;
}

const toJson = ({ recipients: _recipients, ...mail }: StoredMail): MailJson => mail;

const querySchema = z.object({ to: z.string().trim().max(320).optional() });

/** An HTML page when the caller asks for HTML (a browser), JSON otherwise (tests, curl, scripts). */
const wantsHtml = (accept: string | undefined): boolean => Boolean(accept?.includes('text/html'));

/** `GET /sandbox/mail?to=<email>`: received mail, newest first, as JSON or as an inbox page. */
export const mailControls =
  (store: MailStore): FastifyPluginAsync =>
  async (app) => {
    app.get('/', async (request, reply) => {
      const query = querySchema.safeParse(request.query);
      if (!query.success) return reply.status(400).send({ message: 'to: give at most 320 characters' });
      const to = query.data.to || undefined;
      const mails = store.list(to);
      if (wantsHtml(request.headers.accept)) {
        return reply.type('text/html; charset=utf-8').send(renderInbox(mails, to));
      }
      return mails.map(toJson);
    });
  };
