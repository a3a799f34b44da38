import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from './test/webhook-receiver.js';
import { WebhookOutbox } from './webhook-outbox.js';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answerWith(200);
});

const event = (id: string, path = '/hook') => ({ id, event: 'test', subject: id, path, headers: {}, body: '{}' });

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('WebhookOutbox', () => {
  it('delivers once by default, even when the api refuses', async () => {
    const outbox = new WebhookOutbox({ apiUrl: receiver.url });
    receiver.answerWith(500);
    const { delivered } = outbox.emit(event('a'));
    expect((await delivered)?.status).toBe(500);
    await outbox.settle();
    expect(receiver.received.length).toBe(1);
  });

  it('with a retry, sends again until the api takes it, and no more', async () => {
    const outbox = new WebhookOutbox({ apiUrl: receiver.url }, 500, { attempts: 5, firstDelayMs: 50 });
    receiver.answerWith(503);
    outbox.emit(event('b'));
    await until(() => receiver.received.length >= 2);
    receiver.answerWith(200);
    await until(() => outbox.get('b')?.deliveries.some((d) => d.status === 200) ?? false);
    const attempts = outbox.get('b')?.deliveries.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outbox.get('b')?.deliveries.length).toBe(attempts);
    expect(attempts).toBeLessThanOrEqual(5);
    await outbox.settle();
  });

  it('gives up after its attempts, and settle drops redeliveries not yet due', async () => {
    const outbox = new WebhookOutbox({ apiUrl: receiver.url }, 500, { attempts: 3, firstDelayMs: 10 });
    receiver.answerWith(500);
    outbox.emit(event('c'));
    await until(() => (outbox.get('c')?.deliveries.length ?? 0) === 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outbox.get('c')?.deliveries.length).toBe(3);

    const slow = new WebhookOutbox({ apiUrl: receiver.url }, 500, { attempts: 5, firstDelayMs: 60_000 });
    await slow.emit(event('d')).delivered;
    await slow.settle();
    expect(slow.get('d')?.deliveries.length).toBe(1);
  });

  it('posts to a whole URL when given one instead of a path', async () => {
    const outbox = new WebhookOutbox({ apiUrl: 'http://127.0.0.1:9' });
    const { delivered } = outbox.emit(event('e', `${receiver.url}/callback?x=1`));
    expect((await delivered)?.status).toBe(200);
    expect(receiver.received[0]?.path).toBe('/callback?x=1');
  });
});
