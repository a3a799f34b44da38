import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { buildSandboxApp, type RunningSandbox, startSandbox } from '../server.js';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { whatsappSandboxClient } from './client.js';
import type { GraphError } from './graph-errors.js';
import { whatsappProvider } from './provider.js';
import type { SendAnswer } from './service.js';

const {
  WHATSAPP_ACCESS_TOKEN: TOKEN,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
} = SANDBOX_DEFAULTS;
const PUBLIC_URL = 'https://shop.example.in';
const WEBHOOK_PATH = '/API/v1/webhooks/whatsapp';

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
let client: ReturnType<typeof whatsappSandboxClient>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox(
    loadSandboxConfig({
      PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'silent',
      API_URL: receiver.url,
      PUBLIC_URL,
    }),
  );
  client = whatsappSandboxClient(sandbox.url);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.answerWith(200);
  await client.clear();
});

type Component = Record<string, unknown>;
const body = (...texts: string[]): Component => ({
  type: 'body',
  parameters: texts.map((text) => ({ type: 'text', text })),
});
const quickReply = (index: number, payload: string): Component => ({
  type: 'button',
  sub_type: 'quick_reply',
  index: String(index),
  parameters: [{ type: 'payload', payload }],
});
const urlButton = (index: number, suffix: string): Component => ({
  type: 'button',
  sub_type: 'url',
  index: String(index),
  parameters: [{ type: 'text', text: suffix }],
});
const template = (name: string, components: Component[], language = 'en') => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '919876543210',
  type: 'template',
  template: { name, language: { code: language }, components },
});
const codConfirm = (to = '919876543210') => ({
  ...template('cod_confirm', [
    body('Asha', 'SU-1042', '₹1,299'),
    quickReply(0, 'cod:confirm:SU-1042'),
    quickReply(1, 'cod:cancel:SU-1042'),
  ]),
  to,
});

const send = async (payload: unknown, authorization = `Bearer ${TOKEN}`, phoneId: string = PHONE_ID) => {
  const response = await fetch(`${sandbox.url}/whatsapp/v21.0/${phoneId}/messages`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as SendAnswer & GraphError };
};

const webhooksAbout = async (wamid: string, count: number): Promise<ReceivedWebhook[]> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const matching = receiver.received.filter((r) => r.path === WEBHOOK_PATH && r.body.includes(wamid));
    if (matching.length >= count) return matching;
    if (Date.now() > deadline) throw new Error(`only ${matching.length} of ${count} webhooks about ${wamid}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Meta's documented check, written out here on its own: HMAC-SHA256 of the raw body with the app secret, hex. */
const expectSignedByMeta = (received: ReceivedWebhook | undefined) => {
  const expected = `sha256=${createHmac('sha256', APP_SECRET)
    .update(received?.body ?? '')
    .digest('hex')}`;
  expect(received?.headers['x-hub-signature-256']).toBe(expected);
};

type StatusValue = { statuses: { id: string; status: string; recipient_id: string; errors?: unknown[] }[] };
const changeValue = <T>(received: ReceivedWebhook | undefined): T => {
  const parsed = JSON.parse(received?.body ?? '{}') as {
    object: string;
    entry: { id: string; changes: { field: string; value: T }[] }[];
  };
  expect(parsed.object).toBe('whatsapp_business_account');
  expect(parsed.entry[0]?.changes[0]?.field).toBe('messages');
  return parsed.entry[0]?.changes[0]?.value as T;
};

describe('the Cloud API’s messages endpoint', () => {
  it('accepts a template message and answers with its wamid', async () => {
    const { status, body: answer } = await send(codConfirm());
    expect(status).toBe(200);
    expect(answer).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876543210', wa_id: '919876543210' }],
      messages: [{ id: expect.stringMatching(/^wamid\.[A-Za-z0-9_-]{20,}$/), message_status: 'accepted' }],
    });
    const [listed] = await client.list('9876543210');
    expect(listed).toMatchObject({
      id: answer.messages[0].id,
      to: '919876543210',
      template: 'cod_confirm',
      language: 'en',
      params: ['Asha', 'SU-1042', '₹1,299'],
      text: 'Hello Asha, please confirm your cash-on-delivery order SU-1042 of ₹1,299. We send it as soon as you confirm.',
      buttons: [
        { kind: 'quick_reply', text: 'Confirm order', payload: 'cod:confirm:SU-1042' },
        { kind: 'quick_reply', text: 'Cancel order', payload: 'cod:cancel:SU-1042' },
      ],
      replies: [],
    });
  });

  it('points URL buttons into the shop, the suffix appended', async () => {
    await send(
      template('order_placed', [body('Asha', 'SU-1042', '₹1,299', 'Pay on delivery.'), urlButton(0, 'SU-1042')]),
    );
    await send(template('order_shipped', [body('SU-1042', 'Delhivery', 'AWB123'), urlButton(0, 'details/o-1/p-2')]));
    await send(
      template('back_in_stock', [body('Linen kurta', 'M'), urlButton(0, '/product-details/7/linen-kurta/kurtas')]),
    );
    const [stock, shipped, placed] = await client.list('919876543210');
    expect(placed?.buttons).toEqual([{ kind: 'url', text: 'View order', url: `${PUBLIC_URL}/profile/orders/SU-1042` }]);
    expect(shipped?.buttons).toEqual([
      { kind: 'url', text: 'Track parcel', url: `${PUBLIC_URL}/profile/orders/details/o-1/p-2` },
    ]);
    expect(stock?.text).toBe('Good news: Linen kurta in size M is back in stock at Sutra.');
    expect(stock?.buttons).toEqual([
      { kind: 'url', text: 'Buy now', url: `${PUBLIC_URL}/product-details/7/linen-kurta/kurtas` },
    ]);
    const registered = (await (await fetch(`${sandbox.url}/sandbox/whatsapp/templates`)).json()) as { name: string }[];
    expect(registered.map((t) => t.name)).toEqual([
      'order_placed',
      'cod_confirm',
      'order_shipped',
      'order_out_for_delivery',
      'order_delivered',
      'refund_issued',
      'back_in_stock',
    ]);
  });

  it('points the shop links at the store’s address once the harness knows it', async () => {
    sandbox.setPublicUrl('http://127.0.0.1:4999/');
    try {
      await send(template('order_placed', [body('A', 'SU-7', '₹1', 'x'), urlButton(0, 'SU-7')]));
      const [placed] = await client.list('9876543210');
      expect(placed?.buttons[0]).toMatchObject({ url: 'http://127.0.0.1:4999/profile/orders/SU-7' });
    } finally {
      sandbox.setPublicUrl(PUBLIC_URL);
    }
  });

  it('refuses a wrong or missing access token with 401, code 190', async () => {
    for (const authorization of ['Bearer not-the-token', '', `Basic ${TOKEN}`]) {
      const { status, body: refusal } = await send(codConfirm(), authorization);
      expect(status).toBe(401);
      expect(refusal.error).toMatchObject({ type: 'OAuthException', code: 190 });
      expect(refusal.error.fbtrace_id).toEqual(expect.any(String));
    }
    expect(await client.list()).toEqual([]);
  });

  it('answers 132001 for a template that does not exist in the language', async () => {
    for (const payload of [template('order_lost', [body('x')]), template('order_delivered', [body('SU-1')], 'hi')]) {
      const { status, body: refusal } = await send(payload);
      expect(status).toBe(404);
      expect(refusal.error).toMatchObject({
        code: 132001,
        message: '(#132001) Template name does not exist in the translation',
        error_data: {
          messaging_product: 'whatsapp',
          details: expect.stringMatching(/^template name \(\w+\) does not exist in (en|hi)$/),
        },
      });
    }
  });

  it('answers 132000 when the parameters do not match the template’s', async () => {
    const tooFew = await send(template('order_shipped', [body('SU-1', 'Delhivery'), urlButton(0, 'AWB')]));
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error).toMatchObject({
      code: 132000,
      error_data: {
        details: 'body: number of localizable_params (2) does not match the expected number of params (3)',
      },
    });
    const noBody = await send(template('order_delivered', []));
    expect(noBody.body.error.code).toBe(132000);
    const noSuffix = await send(template('order_shipped', [body('SU-1', 'Delhivery', 'AWB')]));
    expect(noSuffix.body.error).toMatchObject({
      code: 132000,
      error_data: { details: expect.stringMatching(/^buttons\[0\]/) },
    });
    expect(await client.list()).toEqual([]);
  });

  it('answers 100 for a button of the wrong kind or index, a bad shape, or another phone number id', async () => {
    const wrongKind = await send(template('cod_confirm', [body('A', 'B', 'C'), urlButton(0, 'x')]));
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error).toMatchObject({ code: 100, message: '(#100) Invalid parameter' });
    expect(wrongKind.body.error.error_data?.details).toMatch(/quick_reply, not url/);
    expect((await send(template('cod_confirm', [body('A', 'B', 'C'), quickReply(2, 'x')]))).body.error.code).toBe(100);
    expect((await send({ ...codConfirm(), messaging_product: 'sms' })).body.error.code).toBe(100);
    expect((await send({ ...codConfirm(), to: 'not a number' })).body.error.code).toBe(100);
    const otherNumber = await send(codConfirm(), `Bearer ${TOKEN}`, '999999999');
    expect(otherNumber.status).toBe(400);
    expect(otherNumber.body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
    expect(await client.list()).toEqual([]);
  });

  it('answers 132018 for a parameter with a new line', async () => {
    const { status, body: refusal } = await send(template('order_delivered', [body('SU-1\nhello')]));
    expect(status).toBe(400);
    expect(refusal.error.code).toBe(132018);
  });

  it('answers 503 with 131000 while the outage switch is on, and sends again once it is off', async () => {
    await client.outage(true);
    const down = await send(codConfirm());
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({ code: 131000, message: '(#131000) Something went wrong' });
    await client.outage(false);
    expect((await send(codConfirm())).status).toBe(200);
  });
});

describe('status webhooks', () => {
  it('sends sent then delivered for an accepted message, signed with X-Hub-Signature-256', async () => {
    const wamid = (await send(codConfirm())).body.messages[0].id;
    const [sent, delivered] = await webhooksAbout(wamid, 2);
    for (const [received, status] of [
      [sent, 'sent'],
      [delivered, 'delivered'],
    ] as const) {
      expectSignedByMeta(received);
      expect(received?.headers['content-type']).toBe('application/json');
      const value = changeValue<StatusValue & { metadata: { phone_number_id: string } }>(received);
      expect(value.metadata.phone_number_id).toBe(PHONE_ID);
      expect(value.statuses[0]).toMatchObject({ id: wamid, status, recipient_id: '919876543210' });
      expect(value.statuses[0]?.errors).toBeUndefined();
    }
    expect((await client.waitFor('9876543210', { status: 'delivered' })).id).toBe(wamid);
  });

  it('accepts a message to a number not on WhatsApp, then sends failed with 131026', async () => {
    await client.unreachable('9123456789');
    const { status, body: answer } = await send(codConfirm('919123456789'));
    expect(status).toBe(200);
    const wamid = answer.messages[0].id;
    const [failed] = await webhooksAbout(wamid, 1);
    expectSignedByMeta(failed);
    const value = changeValue<StatusValue>(failed);
    expect(value.statuses[0]).toMatchObject({
      id: wamid,
      status: 'failed',
      recipient_id: '919123456789',
      errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }],
    });
    expect((await client.waitFor('9123456789', { status: 'failed' })).id).toBe(wamid);
    // Nothing but the failure is ever said about it.
    expect(receiver.received.filter((r) => r.body.includes(wamid)).length).toBe(1);
  });
});

describe('quick replies', () => {
  it('sends the buyer’s tap to the api as a signed button message in reply to the template message', async () => {
    const wamid = (await send(codConfirm())).body.messages[0].id;
    await webhooksAbout(wamid, 2);
    expect(await client.tapQuickReply(wamid, 'Confirm order')).toEqual({ delivered: true, status: 200 });
    const [tap] = (await webhooksAbout(wamid, 3)).filter((r) => r.body.includes('"type":"button"'));
    expectSignedByMeta(tap);
    const value = changeValue<{ contacts: { wa_id: string }[]; messages: Record<string, unknown>[] }>(tap);
    expect(value.contacts[0]?.wa_id).toBe('919876543210');
    expect(value.messages[0]).toMatchObject({
      from: '919876543210',
      id: expect.stringMatching(/^wamid\./),
      type: 'button',
      context: { id: wamid },
      button: { text: 'Confirm order', payload: 'cod:confirm:SU-1042' },
    });
    expect((await client.list('9876543210'))[0]?.replies).toEqual([
      { payload: 'cod:confirm:SU-1042', text: 'Confirm order', date: expect.any(String), delivered: true },
    ]);
  });

  it('says when the api did not take the tap', async () => {
    const wamid = (await send(codConfirm())).body.messages[0].id;
    await webhooksAbout(wamid, 2);
    receiver.answerWith(401);
    expect(await client.tapQuickReply(wamid, 'Cancel order')).toEqual({ delivered: false, status: 401 });
  });

  it('works as a plain HTML form post, sending the browser back to the inbox', async () => {
    const wamid = (await send(codConfirm())).body.messages[0].id;
    const response = await fetch(`${sandbox.url}/sandbox/whatsapp/messages/${wamid}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'index=1',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/sandbox/whatsapp?to=919876543210#${encodeURIComponent(wamid)}`);
    const tap = (await webhooksAbout(wamid, 3)).find((r) => r.body.includes('"type":"button"'));
    expect(tap?.body).toContain('"payload":"cod:cancel:SU-1042"');
  });

  it('is driven by the inbox page’s own form, as a browser without JavaScript submits it', async () => {
    const wamid = (await send(codConfirm())).body.messages[0].id;
    const page = await (
      await fetch(`${sandbox.url}/sandbox/whatsapp?to=9876543210`, { headers: { accept: 'text/html' } })
    ).text();
    const window = new Window({ url: `${sandbox.url}/sandbox/whatsapp?to=9876543210` });
    try {
      window.document.write(page);
      const forms = [...window.document.querySelectorAll(`article[id="${wamid}"] form[method="post"]`)];
      const confirm = forms.find((f) => f.querySelector('button')?.textContent === 'Confirm order');
      if (!confirm) throw new Error('no Confirm order form on the page');
      const fields = [...confirm.querySelectorAll('input')].map((i): [string, string] => [
        i.getAttribute('name') ?? '',
        i.getAttribute('value') ?? '',
      ]);
      const response = await fetch(new URL(confirm.getAttribute('action') ?? '', sandbox.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
    } finally {
      await window.happyDOM.close();
    }
    const tap = (await webhooksAbout(wamid, 3)).find((r) => r.body.includes('"type":"button"'));
    expect(tap?.body).toContain('"payload":"cod:confirm:SU-1042"');
    const after = await (
      await fetch(`${sandbox.url}/sandbox/whatsapp?to=9876543210`, { headers: { accept: 'text/html' } })
    ).text();
    expect(after).toContain('<p class="reply">Confirm order<span>');
  });

  it('refuses a tap on a URL button or an unknown message', async () => {
    const wamid = (await send(template('order_placed', [body('A', 'B', 'C', 'D'), urlButton(0, 'x')]))).body.messages[0]
      .id;
    const post = (id: string) =>
      fetch(`${sandbox.url}/sandbox/whatsapp/messages/${id}/reply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ index: 0 }),
      });
    expect((await post(wamid)).status).toBe(400);
    expect((await post('wamid.nothing')).status).toBe(404);
  });
});

describe('the WhatsApp inbox', () => {
  it('lists by ten digits or international number, and DELETE empties it and resets the switches', async () => {
    await send(codConfirm());
    await send(codConfirm('919811111111'));
    expect((await client.list('+91 98765 43210')).length).toBe(1);
    expect((await client.list('919876543210')).length).toBe(1);
    expect((await client.list()).length).toBe(2);
    await client.outage(true);
    await client.unreachable('9876543210');
    await client.clear();
    expect(await client.list()).toEqual([]);
    const wamid = (await send(codConfirm())).body.messages[0].id;
    expect((await client.waitFor('9876543210', { status: 'delivered' })).id).toBe(wamid);
  });

  it('renders messages escaped, quick replies as forms and URL buttons as links', async () => {
    await send(
      template('cod_confirm', [
        body('<img src=x onerror=alert(1)>', 'SU-1', '₹1'),
        quickReply(0, 'p'),
        quickReply(1, 'q'),
      ]),
    );
    await send(template('back_in_stock', [body('Kurta "A" & co', 'M'), urlButton(0, 'product-details/1/a/b')]));
    const response = await fetch(`${sandbox.url}/sandbox/whatsapp?to=9876543210`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<title>WhatsApp to 9876543210 · Sutra WhatsApp sandbox</title>');
    expect(page).toContain('Hello &lt;img src=x onerror=alert(1)&gt;, please confirm');
    expect(page).not.toContain('<img');
    expect(page).toContain('Kurta &quot;A&quot; &amp; co');
    const [message] = await client.list('9876543210');
    const cod = (await client.list('9876543210'))[1];
    expect(message?.template).toBe('back_in_stock');
    expect(page).toContain(`<form method="post" action="/sandbox/whatsapp/messages/${cod?.id}/reply">`);
    expect(page).toContain('<input type="hidden" name="index" value="1"><button>Cancel order</button></form>');
    expect(page).toContain(`href="${PUBLIC_URL}/product-details/1/a/b"`);
    expect(page).not.toContain('<script');
    await client.clear();
    const empty = await fetch(`${sandbox.url}/sandbox/whatsapp`, { headers: { accept: 'text/html' } });
    expect(await empty.text()).toContain('No WhatsApp messages yet.');
  });
});

describe('the rate limit', () => {
  it('answers 429 with 130429 past the number’s sends per second', async () => {
    const limited = whatsappProvider(
      { accessToken: TOKEN, appSecret: APP_SECRET, phoneNumberId: PHONE_ID, publicUrl: PUBLIC_URL, perSecond: 1 },
      { apiUrl: receiver.url },
    );
    const app = await buildSandboxApp([limited], {
      logLevel: 'silent',
      httpTimeouts: loadSandboxConfig({}).httpTimeouts,
    });
    try {
      const statuses: number[] = [];
      let refusal: GraphError | undefined;
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({
          method: 'POST',
          url: `/whatsapp/v21.0/${PHONE_ID}/messages`,
          headers: { authorization: `Bearer ${TOKEN}` },
          payload: template('order_delivered', [body('SU-1')]),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refusal = response.json();
      }
      expect(statuses).toEqual([200, 429]);
      expect(refusal?.error).toMatchObject({ code: 130429, message: '(#130429) Rate limit hit' });
    } finally {
      await app.close();
      await limited.close?.();
    }
  });
});
