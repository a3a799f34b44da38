import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { buildSandboxApp, type RunningSandbox, startSandbox } from '../server.js';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { smsSandboxClient } from './client.js';
import type { SmsJson } from './controls.js';
import { smsProvider } from './provider.js';
import type { TwilioMessage } from './service.js';
import { twilioSignature } from './signature.js';

const { SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN } = SANDBOX_DEFAULTS;
const basic = (user: string = SID, password: string = TOKEN) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
let client: ReturnType<typeof smsSandboxClient>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', API_URL: receiver.url }),
  );
  client = smsSandboxClient(sandbox.url);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.answerWith(200);
  await client.clear();
});

const send = async (form: Record<string, string>, authorization = basic(), sid: string = SID) => {
  const response = await fetch(`${sandbox.url}/sms/2010-04-01/Accounts/${sid}/Messages.json`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as TwilioMessage & Record<string, unknown> };
};

const callbacksTo = async (path: string, count: number): Promise<ReceivedWebhook[]> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const matching = receiver.received.filter((r) => r.path === path);
    if (matching.length >= count) return matching;
    if (Date.now() > deadline) throw new Error(`only ${matching.length} of ${count} callbacks to ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Twilio's documented algorithm, written out here on its own: URL, then each name and value sorted by name. */
const independentSignature = (token: string, url: string, body: string): string => {
  const params = [...new URLSearchParams(body).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + params.map(([name, value]) => name + value).join('');
  return createHmac('sha1', token).update(data).digest('base64');
};

describe('Twilio’s Messages API', () => {
  it('sends an SMS and answers 201 with Twilio’s message resource', async () => {
    const { status, body } = await send({ To: '+919876543210', From: 'SUTRAS', Body: 'Your code is 123456' });
    expect(status).toBe(201);
    expect(body.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(body).toMatchObject({
      account_sid: SID,
      to: '+919876543210',
      from: 'SUTRAS',
      body: 'Your code is 123456',
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${SID}/Messages/${body.sid}.json`,
    });
    expect(body.date_created).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    const fetched = await fetch(`${sandbox.url}/sms${body.uri}`, { headers: { authorization: basic() } });
    expect(((await fetched.json()) as TwilioMessage).sid).toBe(body.sid);
  });

  it('counts the parts a long or non-GSM body takes', async () => {
    expect((await send({ To: '+919876543210', From: 'SUTRAS', Body: 'a'.repeat(161) })).body.num_segments).toBe('2');
    expect((await send({ To: '+919876543210', From: 'SUTRAS', Body: 'आपका कोड 123456 है' })).body.num_segments).toBe(
      '1',
    );
    expect((await send({ To: '+919876543210', From: 'SUTRAS', Body: 'क'.repeat(71) })).body.num_segments).toBe('2');
  });

  it('refuses wrong, missing and foreign credentials with 401, code 20003', async () => {
    for (const authorization of [basic(SID, 'wrong-token'), '', basic('ACother0000000000000000000000000', TOKEN)]) {
      const { status, body } = await send({ To: '+919876543210', From: 'SUTRAS', Body: 'x' }, authorization);
      expect(status).toBe(401);
      expect(body).toEqual({
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    const otherAccount = await send({ To: '+919876543210', From: 'SUTRAS', Body: 'x' }, basic(), 'ACother');
    expect(otherAccount.body).toMatchObject({ code: 20404, status: 404 });
    expect(await client.list()).toEqual([]);
  });

  it('refuses a bad To with 21211, a missing To or Body with 21604, as Twilio’s errors', async () => {
    const invalid = await send({ To: '9876543210', From: 'SUTRAS', Body: 'x' });
    expect(invalid).toEqual({
      status: 400,
      body: {
        code: 21211,
        message: "Invalid 'To' Phone Number: 9876543210",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    const noBody = await send({ To: '+919876543210', From: 'SUTRAS' });
    expect(noBody.status).toBe(400);
    expect(noBody.body).toMatchObject({ code: 21604, more_info: 'https://www.twilio.com/docs/errors/21604' });
    expect((await send({ From: 'SUTRAS', Body: 'x' })).body).toMatchObject({ code: 21604, status: 400 });
    expect((await send({ To: '+919876543210', Body: 'x' })).body).toMatchObject({ code: 21603, status: 400 });
    expect(await client.list()).toEqual([]);
  });

  it('answers 503 with 20500 while the outage switch is on, and sends again once it is off', async () => {
    await client.outage(true);
    const down = await send({ To: '+919876543210', From: 'SUTRAS', Body: 'x' });
    expect(down).toEqual({
      status: 503,
      body: expect.objectContaining({ code: 20500, more_info: 'https://www.twilio.com/docs/errors/20500' }),
    });
    await client.outage(false);
    expect((await send({ To: '+919876543210', From: 'SUTRAS', Body: 'x' })).status).toBe(201);
  });
});

describe('status callbacks', () => {
  it('reports sent then delivered to the StatusCallback, signed as Twilio documents', async () => {
    const callback = `${receiver.url}/API/v1/webhooks/sms?via=sandbox`;
    const { body: sent } = await send({
      To: '+919876543210',
      From: 'SUTRAS',
      Body: 'Your order & code',
      StatusCallback: callback,
    });
    const [first, second] = await callbacksTo('/API/v1/webhooks/sms?via=sandbox', 2);
    for (const [received, status] of [
      [first, 'sent'],
      [second, 'delivered'],
    ] as const) {
      expect(received?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(received?.body))).toEqual({
        AccountSid: SID,
        ApiVersion: '2010-04-01',
        From: 'SUTRAS',
        MessageSid: sent.sid,
        MessageStatus: status,
        SmsSid: sent.sid,
        SmsStatus: status,
        To: '+919876543210',
      });
      expect(received?.headers['x-twilio-signature']).toBe(independentSignature(TOKEN, callback, received?.body ?? ''));
      expect(received?.headers['x-twilio-signature']).not.toBe(
        independentSignature('another-token', callback, received?.body ?? ''),
      );
    }
    expect((await client.list('9876543210'))[0]?.status).toBe('delivered');
  });

  it('signs as Twilio’s documented example does', () => {
    // Given out of order: the signature sorts them by name.
    const params = {
      To: '+18005551212',
      From: '+14158675309',
      Digits: '1234',
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
    };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
  });

  it('sends a callback again when the api did not take it', async () => {
    receiver.answerWith(500);
    await send({ To: '+919812345678', From: 'SUTRAS', Body: 'x', StatusCallback: `${receiver.url}/retry` });
    await callbacksTo('/retry', 1);
    receiver.answerWith(200);
    const deadline = Date.now() + 10_000;
    const statusesSent = () =>
      receiver.received.filter((r) => r.path === '/retry').map((r) => new URLSearchParams(r.body).get('MessageStatus'));
    while (statusesSent().filter((s) => s === 'sent').length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(statusesSent().filter((s) => s === 'sent').length).toBe(2);
    expect(statusesSent()).toContain('delivered');
  });

  it('sends no callback when none was asked for', async () => {
    const before = receiver.received.length;
    await send({ To: '+919800000000', From: 'SUTRAS', Body: 'x' });
    await client.waitFor('9800000000');
    expect(receiver.received.length).toBe(before);
  });
});

describe('the rate limit', () => {
  it('answers 429 with 20429 past the account’s sends per second', async () => {
    const context = { apiUrl: receiver.url };
    const limited = smsProvider({ accountSid: SID, authToken: TOKEN, perSecond: 2 }, context);
    const app = await buildSandboxApp([limited], {
      logLevel: 'silent',
      httpTimeouts: loadSandboxConfig({}).httpTimeouts,
    });
    try {
      const statuses: number[] = [];
      let refusal: unknown;
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: 'POST',
          url: `/sms/2010-04-01/Accounts/${SID}/Messages.json`,
          headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'To=%2B919876543210&From=SUTRAS&Body=hi',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refusal = response.json();
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(refusal).toMatchObject({ code: 20429, status: 429 });
    } finally {
      await app.close();
      await limited.close?.();
    }
  });
});

describe('the SMS inbox', () => {
  it('lists SMS newest first, by ten digits or E.164, and DELETE empties it and ends an outage', async () => {
    await send({ To: '+919876543210', From: 'SUTRAS', Body: 'first' });
    await send({ To: '+919876543210', From: 'SUTRAS', Body: 'second' });
    await send({ To: '+919811111111', From: 'SUTRAS', Body: 'other' });
    const byDigits = await client.list('98765 43210');
    expect(byDigits.map((m) => m.body)).toEqual(['second', 'first']);
    expect(await client.list('+919876543210')).toEqual(byDigits);
    expect(Object.keys(byDigits[0] ?? {}).sort()).toEqual(['body', 'date', 'from', 'sid', 'status', 'to']);
    expect((await client.list()).length).toBe(3);

    await client.outage(true);
    await client.clear();
    expect(await client.list()).toEqual([]);
    expect((await send({ To: '+919876543210', From: 'SUTRAS', Body: 'after' })).status).toBe(201);
  });

  it('waits for an SMS whose body matches a pattern', async () => {
    const waiting = client.waitFor('9876543210', { pattern: /code is (\d{6})/ });
    await send({ To: '+919876543210', From: 'SUTRAS', Body: 'Welcome to Sutra' });
    await send({ To: '+919876543210', From: 'SUTRAS', Body: 'Your code is 482913' });
    const found: SmsJson = await waiting;
    expect(/code is (\d{6})/.exec(found.body)?.[1]).toBe('482913');
  });

  it('shows an inbox page to a browser, with each SMS escaped', async () => {
    await send({ To: '+919876543210', From: 'SUTRAS', Body: '<script>alert(1)</script> & code 123456' });
    const response = await fetch(`${sandbox.url}/sandbox/sms?to=9876543210`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<title>SMS to 9876543210 · Sutra SMS sandbox</title>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; code 123456');
    expect(page).not.toContain('<script>');
    await client.clear();
    const empty = await fetch(`${sandbox.url}/sandbox/sms`, { headers: { accept: 'text/html' } });
    expect(await empty.text()).toContain('No SMS yet.');
  });
});
