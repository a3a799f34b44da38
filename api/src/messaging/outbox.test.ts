import {
  loadSandboxConfig,
  type RunningSandbox,
  type SmsSandboxClient,
  smsSandboxClient,
  startSandbox,
  type WhatsAppSandboxClient,
  whatsappSandboxClient,
} from '@sutra/sandbox';
import { readSample, ServiceMetrics } from '@sutra/telemetry';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { messageOutbox } from '../db/schema.js';
import { freePort } from '../test/api-process.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { MessageJob, MessageRenderers } from './message.js';
import { createMessageOutbox } from './outbox.js';
import { createSmsClient } from './sms-client.js';
import { createWhatsAppClient } from './whatsapp-client.js';

/** Renderers for a second outbox that these tests only give finished (`message`) jobs: every other kind renders nothing. */
const finishedMessagesOnly: MessageRenderers = {
  'back-in-stock': async () => null,
  'phone-code': async () => null,
  'order-update': async () => null,
};

let sandbox: RunningSandbox;
let api: TestApi;
let sms: SmsSandboxClient;
let whatsapp: WhatsAppSandboxClient;

beforeAll(async () => {
  sandbox = await startSandbox(loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent' }));
  // Twilio posts SMS statuses to the api's public address, so the api is told it before it listens there.
  const port = await freePort();
  api = await createTestApi({
    env: {
      SMS_API_URL: `${sandbox.url}/sms`,
      WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      RETRY_INTERVAL_SECONDS: '0',
    },
  });
  sandbox.setApiUrl(await api.app.listen({ port, host: '127.0.0.1' }));
  sms = smsSandboxClient(sandbox.url);
  whatsapp = whatsappSandboxClient(sandbox.url);
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  await sms.clear();
  await whatsapp.clear();
});

let nextNumber = 9_000_000_000;
/** A number of its own for each test, so inboxes never mix. */
const newNumber = () => {
  nextNumber += 1;
  return String(nextNumber);
};

const orderDelivered = (to: string, order: string): MessageJob => ({
  kind: 'message',
  message: {
    to,
    channel: 'whatsapp',
    whatsapp: { template: 'order_delivered', params: [order] },
    sms: { text: `Your Sutra order ${order} was delivered. We hope you love it.` },
  },
});

const rowsTo = (to: string) =>
  api.database.db.select().from(messageOutbox).where(sql`${messageOutbox.job} -> 'message' ->> 'to' = ${to}`);

describe('the message outbox, through the sandbox', () => {
  it('a keyed job written twice is sent once', async () => {
    const to = newNumber();
    const key = `order:${to}:delivered`;
    const first = await api.database.db.transaction((tx) =>
      api.app.messages.add(tx, orderDelivered(to, 'SUT-1'), { key }),
    );
    const second = await api.database.db.transaction((tx) =>
      api.app.messages.add(tx, orderDelivered(to, 'SUT-1'), { key }),
    );
    expect([first, second]).toEqual([true, false]);
    await api.app.messages.drain();
    await api.app.messages.drain();
    const sent = await whatsapp.list(to);
    expect(sent.map((m) => ({ template: m.template, params: m.params }))).toEqual([
      { template: 'order_delivered', params: ['SUT-1'] },
    ]);
    expect(await sms.list(to)).toEqual([]);
  });

  it('WhatsApp down: the SMS goes in the same round', async () => {
    const to = newNumber();
    await whatsapp.outage(true);
    await api.app.messages.add(api.database.db, orderDelivered(to, 'SUT-2'));
    expect(await api.app.messages.drain()).toBe(1);
    expect((await sms.list(to)).map((m) => m.body)).toEqual([
      'Your Sutra order SUT-2 was delivered. We hope you love it.',
    ]);
    expect(await whatsapp.list(to)).toEqual([]);
    const [row] = await rowsTo(to);
    expect({ channel: row?.channel, done: row?.doneAt !== null }).toEqual({ channel: 'sms', done: true });
  });

  it('WhatsApp accepted, then failed (not on WhatsApp): the SMS once, also when the webhook is delivered again', async () => {
    const to = newNumber();
    await whatsapp.unreachable(to);
    await api.app.messages.add(api.database.db, orderDelivered(to, 'SUT-3'));
    await api.app.messages.drain();
    const failed = await whatsapp.waitFor(to, { status: 'failed', timeoutMs: 30_000 });
    await sms.waitFor(to, { timeoutMs: 30_000 });
    await api.app.messages.drain();
    // The sandbox delivers the `failed` status again, as Meta does when an answer was lost.
    const hooks = (await (await fetch(`${sandbox.url}/sandbox/whatsapp/webhooks`)).json()) as {
      id: string;
      body: string;
    }[];
    const failedHook = hooks.find((h) => h.body.includes(failed.id) && h.body.includes('"failed"'));
    expect(failedHook).toBeDefined();
    const replay = await fetch(`${sandbox.url}/sandbox/whatsapp/webhooks/${failedHook?.id}/send`, { method: 'POST' });
    expect(((await replay.json()) as { delivery: { status: number } }).delivery.status).toBe(200);
    await api.app.messages.drain();
    expect((await sms.list(to)).map((m) => m.body)).toEqual([
      'Your Sutra order SUT-3 was delivered. We hope you love it.',
    ]);
    const [row] = await rowsTo(to);
    expect({ channel: row?.channel, whatsappStatus: row?.whatsappStatus }).toEqual({
      channel: 'sms',
      whatsappStatus: 'failed',
    });
  });

  it('SMS down too: kept and tried later, then sent once', async () => {
    const to = newNumber();
    await whatsapp.outage(true);
    await sms.outage(true);
    await api.app.messages.add(api.database.db, orderDelivered(to, 'SUT-4'));
    await api.app.messages.drain();
    expect(await sms.list(to)).toEqual([]);
    expect(await whatsapp.list(to)).toEqual([]);
    const [waiting] = await rowsTo(to);
    expect(waiting?.doneAt).toBeNull();
    expect(waiting?.lastError).toMatch(/whatsapp unavailable.*sms unavailable/s);
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await whatsapp.outage(false);
    await sms.outage(false);
    expect(await api.app.messages.drain()).toBe(0);
    // The retry's time comes.
    await api.database.db
      .update(messageOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(messageOutbox.id, waiting?.id ?? ''));
    expect(await api.app.messages.drain()).toBe(1);
    await api.app.messages.drain();
    expect((await whatsapp.list(to)).map((m) => m.params)).toEqual([['SUT-4']]);
    expect(await sms.list(to)).toEqual([]);
  });

  it('an SMS-only message goes by SMS, and Twilio’s signed status callback is recorded', async () => {
    const to = newNumber();
    await api.app.messages.send({
      kind: 'message',
      message: { to, channel: 'sms', sms: { text: 'Your code is 482913' } },
    });
    await api.app.messages.drain();
    const [taken] = await sms.list(to);
    expect(taken?.body).toBe('Your code is 482913');
    await vi.waitFor(
      async () => {
        const [row] = await rowsTo(to);
        expect(row?.smsStatus).toBe('delivered');
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(await whatsapp.list(to)).toEqual([]);
  });
});

describe('closing', () => {
  it('waits only for the job under way: the rest of its batch is due again at once, for another replica', async () => {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => {
      begun = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const closing = createMessageOutbox({
      db: api.database.db,
      sms: createSmsClient(api.config.messaging.sms),
      whatsapp: createWhatsAppClient(api.config.messaging.whatsapp),
      renderers: {
        ...finishedMessagesOnly,
        'back-in-stock': async () => {
          begun();
          await gate;
          return null;
        },
      },
      log: api.app.log,
      pollSeconds: 0,
    });
    const alerts = ['00000000-0000-4000-8000-00000000c105', '00000000-0000-4000-8000-00000000c106'];
    for (const alertId of alerts) await closing.add(api.database.db, { kind: 'back-in-stock', alertId });
    const round = closing.drain();
    await started;
    const closed = closing.close();
    release();
    await Promise.all([round, closed]);
    const rows = await api.database.db
      .select({ done: messageOutbox.doneAt, attempts: messageOutbox.attempts, due: messageOutbox.nextAttemptAt })
      .from(messageOutbox)
      .where(sql`${messageOutbox.job} ->> 'alertId' in (${sql.join(alerts, sql`, `)})`);
    const waiting = rows.filter((r) => r.done === null);
    expect(rows).toHaveLength(2);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.attempts).toBe(0);
    expect(waiting[0]?.due.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('metrics', () => {
  it('count messages sent by channel and WhatsApp messages sent by SMS instead', async () => {
    const metrics = new ServiceMetrics('api');
    const counted = createMessageOutbox({
      db: api.database.db,
      sms: createSmsClient(api.config.messaging.sms),
      whatsapp: createWhatsAppClient(api.config.messaging.whatsapp),
      renderers: finishedMessagesOnly,
      log: api.app.log,
      pollSeconds: 0,
      metrics,
    });
    await counted.add(api.database.db, orderDelivered(newNumber(), 'SUT-5'));
    await counted.drain();
    await whatsapp.outage(true);
    await counted.add(api.database.db, orderDelivered(newNumber(), 'SUT-6'));
    await counted.drain();
    await counted.close();
    const text = await metrics.exposition();
    expect({
      whatsapp: readSample(text, 'sutra_messages_sent_total', { channel: 'whatsapp' }),
      sms: readSample(text, 'sutra_messages_sent_total', { channel: 'sms' }),
      refused: readSample(text, 'sutra_message_fallbacks_total', { when: 'refused' }),
    }).toEqual({ whatsapp: 1, sms: 1, refused: 1 });
  });
});

describe('two workers on one database', () => {
  let other: Database | undefined;
  afterAll(async () => {
    await other?.close();
  });

  it('never send a job twice', async () => {
    // On the server a second pool is a second replica; on PGlite both share the one embedded database.
    other = api.databaseUrl ? await openDatabase({ databaseUrl: api.databaseUrl }) : undefined;
    const second = createMessageOutbox({
      db: other?.db ?? api.database.db,
      sms: createSmsClient(api.config.messaging.sms),
      whatsapp: createWhatsAppClient(api.config.messaging.whatsapp),
      renderers: finishedMessagesOnly,
      log: api.app.log,
      pollSeconds: 0,
    });
    const numbers = Array.from({ length: 12 }, newNumber);
    for (const to of numbers) await api.app.messages.add(api.database.db, orderDelivered(to, `SUT-${to}`));
    const [a, b] = await Promise.all([api.app.messages.drain(), second.drain()]);
    await second.close();
    expect(a + b).toBe(12);
    const sent = (await whatsapp.list()).filter((m) => numbers.some((n) => m.to.endsWith(n)));
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((m) => m.to)).size).toBe(12);
  });
});
