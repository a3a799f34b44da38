import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { acceptFormBodies } from '../form-body.js';
import type { SmsService } from './service.js';
import type { StoredSms } from './store.js';
import { TWILIO_ERRORS } from './twilio-errors.js';

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Twilio authenticates every call with HTTP basic auth, `AccountSid:AuthToken`. */
function authenticated(request: FastifyRequest, accountSid: string, authToken: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return same(decoded.slice(0, colon), accountSid) && same(decoded.slice(colon + 1), authToken);
}

type AccountParams = { Params: { accountSid: string } };

/**
 * Twilio's Messages API under `/sms/2010-04-01`: send (`POST …/Messages.json`, a form) and fetch one
 * (`GET …/Messages/<sid>.json`). Status callbacks go out once the send has been answered, as Twilio's do.
 */
export const smsApi =
  (sms: SmsService): FastifyPluginAsync =>
  async (app) => {
    acceptFormBodies(app);
    const accepted = new WeakMap<FastifyRequest, StoredSms>();

    app.addHook('onRequest', async (request, reply) => {
      if (sms.store.outage) {
        const refusal = TWILIO_ERRORS.unavailable();
        return reply.status(refusal.status).send(refusal.body);
      }
      if (!authenticated(request, sms.config.accountSid, sms.config.authToken)) {
        const refusal = TWILIO_ERRORS.badCredentials();
        return reply.status(refusal.status).header('www-authenticate', 'Basic realm="Twilio API"').send(refusal.body);
      }
    });
    app.addHook('onResponse', async (request) => {
      const message = accepted.get(request);
      if (message) void sms.deliver(message);
    });

    app.post<AccountParams>('/2010-04-01/Accounts/:accountSid/Messages.json', async (request, reply) => {
      const sent = sms.send(request.params.accountSid, request.body);
      if (!sent.ok) return reply.status(sent.status).send(sent.body);
      accepted.set(request, sent.message);
      return reply.status(201).send(sms.resource(sent.message));
    });

    app.get<{ Params: { accountSid: string; sid: string } }>(
      '/2010-04-01/Accounts/:accountSid/Messages/:sid',
      async (request, reply) => {
        const sid = request.params.sid.replace(/\.json$/, '');
        const message = sms.store.get(sid);
        if (!message || message.accountSid !== request.params.accountSid) {
          const refusal = TWILIO_ERRORS.notFound(`/Accounts/${request.params.accountSid}/Messages/${sid}.json`);
          return reply.status(refusal.status).send(refusal.body);
        }
        return sms.resource(message);
      },
    );
  };
