import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';

const SEND_FEEDBACK = `mutation ($input: FeedbackInput!) { sendFeedback(input: $input) { id message receivedAt } }`;
const SEND_QUERY = `mutation ($input: ContactQueryInput!) { sendContactQuery(input: $input) { id message receivedAt } }`;
const STORE_MAILBOX = 'care@sutra.in';

interface Receipt {
  id: string;
  message: string;
  receivedAt: string;
}

let t: GatewayUnderTest;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await startGatewayOverApi();
  buyer = await signUpBuyer(t, 'Meera Iyer');
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function storeCopyWith(marker: string) {
  for (let count = 1; count < 20; count++) {
    const mail = (await t.mailbox.waitFor(STORE_MAILBOX, { count })).find((m) => m.text.includes(marker));
    if (mail) return mail;
  }
  throw new Error(`no store copy with ${marker}`);
}

describe('sendFeedback and sendContactQuery', () => {
  it("send feedback in one upstream call, answer a receipt, and copy it to the store's mailbox", async () => {
    const message = `The blazer fits perfectly ${randomUUID()}`;
    const { data, errors } = await t.graphql<{ sendFeedback: Receipt }>(
      SEND_FEEDBACK,
      { input: { name: 'Meera Iyer', email: 'meera@example.in', message } },
      buyer.headers,
    );
    expect(errors).toBeUndefined();
    expect(data?.sendFeedback).toMatchObject({ message: 'Thank you for your feedback!' });
    expect(data?.sendFeedback.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(data?.sendFeedback.receivedAt ?? ''))).toBe(false);
    expect(t.upstream).toEqual([{ method: 'POST', url: '/feedback' }]);
    expect((await storeCopyWith(message)).subject).toBe('Feedback from Meera Iyer');
  });

  it("send a contact query and copy it to the store's mailbox", async () => {
    const query = `Is the linen shirt available in XXL? ${randomUUID()}`;
    const { data, errors } = await t.graphql<{ sendContactQuery: Receipt }>(
      SEND_QUERY,
      { input: { name: 'Meera Iyer', email: 'meera@example.in', query } },
      buyer.headers,
    );
    expect(errors).toBeUndefined();
    expect(data?.sendContactQuery.message).toBe('Thank you for contacting us. We will get back to you soon.');
    expect(t.upstream).toEqual([{ method: 'POST', url: '/contact-us' }]);
    expect((await storeCopyWith(query)).subject).toBe('Contact query from Meera Iyer');
  });

  it("answer the api's field messages as BAD_USER_INPUT", async () => {
    const feedback = await t.graphql(
      SEND_FEEDBACK,
      { input: { name: 'Meera', email: 'meera@', message: 'Hi' } },
      buyer.headers,
    );
    expect(feedback.errors?.[0]).toMatchObject({
      message: 'Invalid request. email: Please enter a valid email',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const query = await t.graphql(
      SEND_QUERY,
      { input: { name: 'Meera', email: 'meera@example.in', query: ' ' } },
      buyer.headers,
    );
    expect(query.errors?.[0]?.message).toBe('Invalid request. query: Query is required');
  });

  it('need a signed-in buyer', async () => {
    const feedback = await t.graphql(SEND_FEEDBACK, { input: { name: 'M', email: 'm@example.in', message: 'Hi' } });
    const query = await t.graphql(SEND_QUERY, { input: { name: 'M', email: 'm@example.in', query: 'Hi' } });
    expect(codeOf(feedback.errors)).toBe('UNAUTHENTICATED');
    expect(codeOf(query.errors)).toBe('UNAUTHENTICATED');
    expect(feedback.errors?.[0]?.message).toBe('Please log in to continue.');
  });
});
