import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

/** A message one of the stand-ins took. */
export interface TakenMessage {
  id: string;
  to: string;
  /** The SMS body, or the WhatsApp template's name. */
  text: string;
}

/**
 * Twilio's and WhatsApp Cloud API's send endpoints at their wire, reduced to what the outbox's tests steer: each
 * message taken is recorded; `down` answers each provider's outage (503 with its code); `beforeWhatsAppAnswer` runs
 * after WhatsApp has accepted a message and before the answer leaves (a status webhook that overtakes the answer).
 */
export interface MessageProviders {
  /** SMS_API_URL and WHATSAPP_API_URL for the api. */
  smsUrl: string;
  whatsappUrl: string;
  sms: TakenMessage[];
  whatsapp: TakenMessage[];
  down: { sms: boolean; whatsapp: boolean };
  beforeWhatsAppAnswer: ((wamid: string) => Promise<void>) | null;
  close(): Promise<void>;
}

export async function startMessageProviders(): Promise<MessageProviders> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const providers: Omit<MessageProviders, 'smsUrl' | 'whatsappUrl' | 'close'> = {
    sms: [],
    whatsapp: [],
    down: { sms: false, whatsapp: false },
    beforeWhatsAppAnswer: null,
  };
  app.post('/sms/2010-04-01/Accounts/:sid/Messages.json', async (request, reply) => {
    if (providers.down.sms)
      return reply.status(503).send({ code: 20500, message: 'Internal server error', status: 503 });
    const form = new URLSearchParams(String(request.body));
    const sid = `SM${randomBytes(16).toString('hex')}`;
    providers.sms.push({ id: sid, to: form.get('To') ?? '', text: form.get('Body') ?? '' });
    return reply.status(201).send({ sid, status: 'queued' });
  });
  app.post('/whatsapp/v21.0/:phoneNumberId/messages', async (request, reply) => {
    if (providers.down.whatsapp) {
      return reply
        .status(503)
        .send({ error: { message: 'Something went wrong', type: 'OAuthException', code: 131000 } });
    }
    const body = JSON.parse(String(request.body)) as { to: string; template: { name: string } };
    const wamid = `wamid.${randomBytes(12).toString('base64url')}`;
    providers.whatsapp.push({ id: wamid, to: body.to, text: body.template.name });
    await providers.beforeWhatsAppAnswer?.(wamid);
    return reply.send({ messaging_product: 'whatsapp', messages: [{ id: wamid, message_status: 'accepted' }] });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(providers, { smsUrl: `${url}/sms`, whatsappUrl: `${url}/whatsapp`, close: () => app.close() });
}
