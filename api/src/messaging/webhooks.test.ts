import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageOutbox } from '../db/schema.js';
import { type MessageProviders, startMessageProviders } from '../test/message-providers.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { twilioSignature, whatsAppSignature } from './signatures.js';
import { receiveWhatsAppWebhook } from './webhook-events.js';

const API_PUBLIC_URL = 'https://api.sutra.example';
const APP_SECRET = SANDBOX_DEFAULTS.WHATSAPP_APP_SECRET;
const AUTH_TOKEN = SANDBOX_DEFAULTS.SMS_AUTH_TOKEN;
const TO = '9876543210';

let api: TestApi;
let providers: MessageProviders;

beforeAll(async () => {
  providers = await startMessageProviders();
  api = await createTestApi({
    env: {
      SMS_API_URL: providers.smsUrl,
      WHATSAPP_API_URL: providers.whatsappUrl,
      API_PUBLIC_URL,
      RETRY_INTERVAL_SECONDS: '0',
    },
  });
});
afterAll(async () => {
  await api.close();
  await providers.close();
});
beforeEach(() => {
  providers.sms.length = 0;
  providers.whatsapp.length = 0;
  providers.down.sms = false;
  providers.down.whatsapp = false;
  providers.beforeWhatsAppAnswer = null;
});

const statusEvent = (wamid: string, status: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550000000', phone_number_id: '1' },
            statuses: [
              {
                id: wamid,
                status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: `91${TO}`,
                ...(status === 'failed'
                  ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
                  : {}),
              },
            ],
          },
        },
      ],
    },
  ],
});

const postWhatsApp = (body: string, signature?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/API/v1/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: body,
  });

const signedWhatsApp = (event: unknown) => {
  const body = JSON.stringify(event);
  return postWhatsApp(body, whatsAppSignature(APP_SECRET, body));
};

const postSms = (fields: Record<string, string>, signature: string | undefined, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/API/v1/webhooks/sms',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature ? { 'x-twilio-signature': signature } : {}),
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });

const message = (text: string) => ({
  kind: 'message' as const,
  message: {
    to: TO,
    channel: 'whatsapp' as const,
    whatsapp: { template: 'order_delivered', params: [text] },
    sms: { text: `Your Sutra order ${text} was delivered.` },
  },
});

/** Sends a job through WhatsApp and answers its row once WhatsApp took it. */
async function sentByWhatsApp(text: string) {
  await api.app.messages.add(api.database.db, message(text));
  await api.app.messages.drain();
  const taken = providers.whatsapp.at(-1);
  if (!taken) throw new Error('WhatsApp took nothing');
  const [row] = await api.database.db.select().from(messageOutbox).where(eq(messageOutbox.whatsappMessageId, taken.id));
  if (!row) throw new Error('no row for the WhatsApp message');
  return row;
}

const rowById = async (id: string) => {
  const [row] = await api.database.db.select().from(messageOutbox).where(eq(messageOutbox.id, id));
  return row;
};

describe('WhatsApp webhook signatures', () => {
  it('refuses an unsigned delivery, one signed with another secret, and a body changed after signing', async () => {
    const row = await sentByWhatsApp('SUT-UNSIGNED');
    const body = JSON.stringify(statusEvent(row.whatsappMessageId ?? '', 'failed'));
    const unsigned = await postWhatsApp(body);
    const forged = await postWhatsApp(body, whatsAppSignature('a-secret-the-attacker-guessed', body));
    const tampered = await postWhatsApp(body.replace('failed', 'read'), whatsAppSignature(APP_SECRET, body));
    for (const answer of [unsigned, forged, tampered]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'webhook_unauthenticated' });
    }
    await api.app.messages.drain();
    expect(providers.sms).toHaveLength(0);
    expect((await rowById(row.id))?.fallbackSentAt).toBeNull();
  });

  it('echoes the subscription challenge only for the store’s verify token', async () => {
    const verify = (token: string) =>
      api.app.inject({
        method: 'GET',
        url: `/API/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      });
    const right = await verify(SANDBOX_DEFAULTS.WHATSAPP_VERIFY_TOKEN);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    const wrong = await verify('not-the-token');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('WhatsApp statuses', () => {
  it('keeps the furthest status: a late `sent` after `delivered` changes nothing', async () => {
    const row = await sentByWhatsApp('SUT-ORDER');
    const wamid = row.whatsappMessageId ?? '';
    expect((await signedWhatsApp(statusEvent(wamid, 'delivered'))).statusCode).toBe(200);
    expect((await signedWhatsApp(statusEvent(wamid, 'sent'))).statusCode).toBe(200);
    expect((await rowById(row.id))?.whatsappStatus).toBe('delivered');
  });

  it('a `failed` status sends the SMS once, however often it is delivered or raced', async () => {
    const row = await sentByWhatsApp('SUT-FAILED');
    const event = statusEvent(row.whatsappMessageId ?? '', 'failed');
    const answers = await Promise.all([signedWhatsApp(event), signedWhatsApp(event), signedWhatsApp(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await api.app.messages.drain();
    expect((await signedWhatsApp(event)).statusCode).toBe(200);
    await api.app.messages.drain();
    expect(providers.sms).toEqual([
      expect.objectContaining({ to: `+91${TO}`, text: 'Your Sutra order SUT-FAILED was delivered.' }),
    ]);
    const after = await rowById(row.id);
    expect({ channel: after?.channel, status: after?.whatsappStatus, done: after?.doneAt !== null }).toEqual({
      channel: 'sms',
      status: 'failed',
      done: true,
    });
  });

  it('a `failed` status that overtakes WhatsApp’s answer still sends the SMS, once', async () => {
    providers.beforeWhatsAppAnswer = async (wamid) => {
      const answer = await signedWhatsApp(statusEvent(wamid, 'failed'));
      if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
    };
    await api.app.messages.add(api.database.db, message('SUT-OVERTAKEN'));
    await api.app.messages.drain();
    providers.beforeWhatsAppAnswer = null;
    await api.app.messages.drain();
    expect(providers.whatsapp).toHaveLength(1);
    expect(providers.sms.map((m) => m.text)).toEqual(['Your Sutra order SUT-OVERTAKEN was delivered.']);
  });
});

describe('quick replies', () => {
  const replyEvent = (replyId: string, payload: string) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              messages: [
                {
                  from: `91${TO}`,
                  id: replyId,
                  timestamp: '1700000000',
                  type: 'button',
                  context: { from: '15550000000', id: 'wamid.original' },
                  button: { text: 'Confirm order', payload },
                },
              ],
            },
          },
        ],
      },
    ],
  });

  it('goes to the handler its prefix names, once per reply however often delivered; an unknown prefix is ignored', async () => {
    const heard: { data: string; from: string; text: string }[] = [];
    const deps = {
      db: api.database.db,
      outbox: api.app.messages,
      log: api.app.log,
      replyHandlers: {
        cod: async (reply: { data: string; from: string; text: string }) => {
          heard.push(reply);
        },
      },
    };
    const event = replyEvent('wamid.reply-1', 'cod:confirm:order-1');
    await Promise.all([receiveWhatsAppWebhook(deps, event), receiveWhatsAppWebhook(deps, event)]);
    await receiveWhatsAppWebhook(deps, event);
    await receiveWhatsAppWebhook(deps, replyEvent('wamid.reply-2', 'unknown:thing'));
    expect(heard).toEqual([{ data: 'confirm:order-1', from: TO, text: 'Confirm order' }]);
  });

  it('a reply the handler could not take is taken when delivered again', async () => {
    let fail = true;
    const heard: string[] = [];
    const deps = {
      db: api.database.db,
      outbox: api.app.messages,
      log: api.app.log,
      replyHandlers: {
        cod: async (reply: { data: string }) => {
          if (fail) throw new Error('the order desk is busy');
          heard.push(reply.data);
        },
      },
    };
    const event = replyEvent('wamid.reply-3', 'cod:cancel:order-2');
    await expect(receiveWhatsAppWebhook(deps, event)).rejects.toThrow('busy');
    fail = false;
    await receiveWhatsAppWebhook(deps, event);
    expect(heard).toEqual(['cancel:order-2']);
  });
});

describe('SMS status callbacks', () => {
  const callbackUrl = `${API_PUBLIC_URL}/API/v1/webhooks/sms`;

  async function sentBySms(text: string) {
    await api.app.messages.add(api.database.db, {
      kind: 'message',
      message: { to: TO, channel: 'sms', sms: { text } },
    });
    await api.app.messages.drain();
    const taken = providers.sms.at(-1);
    if (!taken) throw new Error('no SMS taken');
    return taken.id;
  }

  it('records a status signed for the api’s public URL; later an older one changes nothing', async () => {
    const sid = await sentBySms('Your code is 111111');
    const fields = {
      MessageSid: sid,
      MessageStatus: 'delivered',
      To: `+91${TO}`,
      From: 'SUTRAS',
      ApiVersion: '2010-04-01',
    };
    expect((await postSms(fields, twilioSignature(AUTH_TOKEN, callbackUrl, fields))).statusCode).toBe(200);
    const older = { ...fields, MessageStatus: 'sent' };
    expect((await postSms(older, twilioSignature(AUTH_TOKEN, callbackUrl, older))).statusCode).toBe(200);
    const [row] = await api.database.db.select().from(messageOutbox).where(eq(messageOutbox.smsMessageId, sid));
    expect(row?.smsStatus).toBe('delivered');
  });

  it('refuses an unsigned callback, one signed with another token, and one signed for another URL', async () => {
    const sid = await sentBySms('Your code is 222222');
    const fields = { MessageSid: sid, MessageStatus: 'failed', ErrorCode: '30003' };
    const answers = [
      await postSms(fields, undefined),
      await postSms(fields, twilioSignature('a-guessed-auth-token', callbackUrl, fields)),
      await postSms(fields, twilioSignature(AUTH_TOKEN, 'https://evil.example/API/v1/webhooks/sms', fields)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'webhook_unauthenticated' });
    }
    const [row] = await api.database.db.select().from(messageOutbox).where(eq(messageOutbox.smsMessageId, sid));
    expect(row?.smsStatus).toBe('queued');
  });
});

describe('SMS status callbacks without API_PUBLIC_URL', () => {
  it('are checked against the URL they came in at, as a trusted proxy tells it', async () => {
    const own = await createTestApi({ env: { RETRY_INTERVAL_SECONDS: '0' } });
    try {
      const fields = { MessageSid: 'SMunknown', MessageStatus: 'delivered' };
      const behindProxy = 'https://shop.example/API/v1/webhooks/sms';
      const send = (signature: string, headers: Record<string, string>) =>
        own.app.inject({
          method: 'POST',
          url: '/API/v1/webhooks/sms',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': signature,
            ...headers,
          },
          payload: new URLSearchParams(fields).toString(),
        });
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
      expect((await send(twilioSignature(AUTH_TOKEN, behindProxy, fields), forwarded)).statusCode).toBe(200);
      // The same headers from an address the api does not trust as a proxy are not believed.
      const untrusted = await own.app.inject({
        method: 'POST',
        url: '/API/v1/webhooks/sms',
        remoteAddress: '203.0.113.9',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(AUTH_TOKEN, behindProxy, fields),
          ...forwarded,
        },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(untrusted.statusCode).toBe(401);
    } finally {
      await own.close();
    }
  });
});
