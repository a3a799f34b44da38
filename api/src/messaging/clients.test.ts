import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChannelError } from './provider-call.js';
import { createSmsClient } from './sms-client.js';
import { createWhatsAppClient } from './whatsapp-client.js';

/** One request a provider received, as the wire carried it. */
interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A stand-in for both providers at their wire: records each request and answers what the test set. */
let provider: FastifyInstance;
let providerUrl: string;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  provider = Fastify();
  provider.removeAllContentTypeParsers();
  provider.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  provider.post('/*', async (request, reply) => {
    received.push({ url: request.url, headers: request.headers, body: String(request.body) });
    return reply.status(answer.status).send(answer.body);
  });
  providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => provider.close());
beforeEach(() => {
  received = [];
});

const smsConfig = () => ({
  apiUrl: `${providerUrl}/sms`,
  accountSid: 'ACtest',
  authToken: 'test-auth-token',
  from: 'SUTRAS',
  statusCallbackUrl: 'https://api.sutra.example/API/v1/webhooks/sms',
});

const whatsappConfig = () => ({
  apiUrl: `${providerUrl}/whatsapp`,
  phoneNumberId: '1234',
  accessToken: 'test-access-token',
  appSecret: 'test-app-secret',
  verifyToken: 'test-verify-token',
});

const refusal = async (work: Promise<unknown>): Promise<ChannelError> => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
};

describe('SMS client (Twilio)', () => {
  it('posts the form to the account’s Messages.json with Basic auth and answers the sid', async () => {
    answer = { status: 201, body: { sid: `SM${'a'.repeat(32)}`, status: 'queued' } };
    const sid = await createSmsClient(smsConfig()).send('9876543210', 'Your code is 123456');
    expect(sid).toBe(`SM${'a'.repeat(32)}`);
    const [request] = received;
    expect(request?.url).toBe('/sms/2010-04-01/Accounts/ACtest/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('ACtest:test-auth-token').toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+919876543210',
      From: 'SUTRAS',
      Body: 'Your code is 123456',
      StatusCallback: 'https://api.sutra.example/API/v1/webhooks/sms',
    });
  });

  it('asks for no status callback when the api’s public address is not set', async () => {
    answer = { status: 201, body: { sid: 'SM1' } };
    await createSmsClient({ ...smsConfig(), statusCallbackUrl: undefined }).send('9876543210', 'Hello');
    expect(new URLSearchParams(received[0]?.body).has('StatusCallback')).toBe(false);
  });

  it('an invalid number (21211) is refused for good', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not valid.", status: 400 } };
    const error = await refusal(createSmsClient(smsConfig()).send('9876543210', 'Hello'));
    expect({ retryable: error.retryable, code: error.code }).toEqual({ retryable: false, code: '21211' });
  });

  it('an outage (503), a rate limit (429) and no answer at all are worth retrying', async () => {
    answer = { status: 503, body: { code: 20500, message: 'Internal server error', status: 503 } };
    expect((await refusal(createSmsClient(smsConfig()).send('9876543210', 'Hello'))).retryable).toBe(true);
    answer = { status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } };
    expect((await refusal(createSmsClient(smsConfig()).send('9876543210', 'Hello'))).retryable).toBe(true);
    const unreachable = createSmsClient({ ...smsConfig(), apiUrl: 'http://127.0.0.1:1' });
    const error = await refusal(unreachable.send('9876543210', 'Hello'));
    expect({ retryable: error.retryable, code: error.code }).toEqual({ retryable: true, code: 'network' });
  });
});

describe('WhatsApp client (Cloud API)', () => {
  const message = {
    template: 'cod_confirm',
    params: ['Arjun', 'SUT-1001', '₹1,499'],
    buttons: [
      { kind: 'quick_reply' as const, payload: 'cod:confirm:1' },
      { kind: 'url' as const, suffix: 'SUT-1001' },
    ],
  };

  it('posts the template with its body parameters and one component per button, with the Bearer token', async () => {
    answer = {
      status: 200,
      body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.ABC', message_status: 'accepted' }] },
    };
    const id = await createWhatsAppClient(whatsappConfig()).send('9876543210', message);
    expect(id).toBe('wamid.ABC');
    const [request] = received;
    expect(request?.url).toBe('/whatsapp/v21.0/1234/messages');
    expect(request?.headers.authorization).toBe('Bearer test-access-token');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'cod_confirm',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Arjun' },
              { type: 'text', text: 'SUT-1001' },
              { type: 'text', text: '₹1,499' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'cod:confirm:1' }],
          },
          { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'SUT-1001' }] },
        ],
      },
    });
  });

  it('an unknown template (132001) is refused for good; an outage (131000, 503) is worth retrying', async () => {
    answer = {
      status: 404,
      body: {
        error: { message: 'Template name does not exist in the translation', type: 'OAuthException', code: 132001 },
      },
    };
    const unknown = await refusal(createWhatsAppClient(whatsappConfig()).send('9876543210', message));
    expect({ retryable: unknown.retryable, code: unknown.code }).toEqual({ retryable: false, code: '132001' });
    answer = {
      status: 503,
      body: { error: { message: 'Something went wrong', type: 'OAuthException', code: 131000 } },
    };
    const down = await refusal(createWhatsAppClient(whatsappConfig()).send('9876543210', message));
    expect({ retryable: down.retryable, code: down.code }).toEqual({ retryable: true, code: '131000' });
  });
});
