import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED, SESSION_INVALID } from '../auth/bearer.js';
import { contactQueries, feedback } from '../db/schema.js';
import { type AccountsHarness, call, newBuyer, type SignedInBuyer, startAccountsHarness } from '../test/accounts.js';
import { MAX_MESSAGE_LENGTH } from './limits.js';
import { CONTACT_RECEIVED, FEEDBACK_RECEIVED } from './messages.js';
import { contactQueryMail, feedbackMail } from './store-mail.js';

const STORE_MAILBOX = 'care@sutra.in';

let t: AccountsHarness;
let me: SignedInBuyer;
let other: SignedInBuyer;

beforeAll(async () => {
  t = await startAccountsHarness();
  me = await newBuyer(t.api, { name: 'Kabir Rao' });
  other = await newBuyer(t.api, { name: 'Someone Else' });
});
afterAll(() => t.close());

const errorAnswer = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
const invalid = (message: string) => errorAnswer(400, `Invalid request. ${message}`);

/** Waits for the store's copy whose text holds `marker` (every test file has its own sandbox). */
async function storeCopyWith(marker: string) {
  for (let count = 1; count < 50; count++) {
    const mails = await t.mailbox.waitFor(STORE_MAILBOX, { count });
    const mail = mails.find((m) => m.text.includes(marker));
    if (mail) return mail;
  }
  throw new Error(`no store copy with ${marker}`);
}

describe('POST /feedback', () => {
  const send = (body: Record<string, unknown>, buyer: SignedInBuyer | null = me) =>
    call(t.api, 'POST', '/feedback', body, { token: buyer?.token });

  it("keeps the feedback, answers it, and mails a copy to the store's mailbox", async () => {
    const message = `Loved the navy suit fit ${randomUUID()}`;
    const res = await send({ buyerId: me.id, name: '  Kabir Rao ', email: 'kabir@example.in', message });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: true,
      success: true,
      message: FEEDBACK_RECEIVED,
      result: { buyerId: me.id, name: 'Kabir Rao', email: 'kabir@example.in', message },
    });
    const [row] = await t.api.database.db.select().from(feedback).where(eq(feedback.buyerId, me.id));
    expect(row).toMatchObject({ name: 'Kabir Rao', email: 'kabir@example.in', message });

    const copy = await storeCopyWith(message);
    expect(copy.subject).toBe('Feedback from Kabir Rao');
    expect(copy.text).toContain('Kabir Rao <kabir@example.in>');
    expect(copy.text).toContain(`Buyer id: ${me.id}`);
  });

  it('works without a buyerId (the token says who), and escapes HTML in the mailed copy', async () => {
    const marker = randomUUID();
    const res = await send({ name: '<b>Kabir</b>', email: 'kabir@example.in', message: `<img src=x> ${marker}` });
    expect(res.status).toBe(201);
    const copy = await storeCopyWith(marker);
    expect(copy.html).toContain('&lt;img src=x&gt;');
    expect(copy.html).not.toContain('<img src=x>');
    expect(copy.html).toContain('&lt;b&gt;Kabir&lt;/b&gt;');
  });

  it('needs a name, an email that looks like one, and a message', async () => {
    expect(await send({ email: 'kabir@example.in', message: 'Hi' })).toMatchObject(invalid('name: Name is required'));
    expect(await send({ name: 'K', email: '', message: 'Hi' })).toMatchObject(invalid('email: Email is required'));
    expect(await send({ name: 'K', email: 'kabir@', message: 'Hi' })).toMatchObject(
      invalid('email: Please enter a valid email'),
    );
    expect(await send({ name: 'K', email: 'kabir@example.in', message: '   ' })).toMatchObject(
      invalid('message: Message is required'),
    );
    expect(
      await send({ name: 'K', email: 'kabir@example.in', message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }),
    ).toMatchObject(invalid(`message: Message must be at most ${MAX_MESSAGE_LENGTH} characters`));
    expect(await send({ name: 7, email: 'kabir@example.in', message: 'Hi' })).toMatchObject(
      invalid('name: Name must be text'),
    );
  });

  it("needs a token (401 before any validation), and answers another buyer's id as not found, keeping nothing", async () => {
    expect(await send({}, null)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(
      await call(t.api, 'POST', '/feedback', { name: 'K', email: 'k@example.in', message: 'Hi' }, { token: 'nope' }),
    ).toMatchObject(errorAnswer(401, SESSION_INVALID));
    const marker = randomUUID();
    const res = await send({ buyerId: other.id, name: 'K', email: 'k@example.in', message: marker });
    expect(res).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
    const rows = await t.api.database.db.select().from(feedback).where(eq(feedback.message, marker));
    expect(rows).toEqual([]);
  });
});

describe('POST /contact-us', () => {
  const send = (body: Record<string, unknown>, buyer: SignedInBuyer | null = me) =>
    call(t.api, 'POST', '/contact-us', body, { token: buyer?.token });

  it("keeps the query, answers it, and mails a copy to the store's mailbox", async () => {
    const query = `Do you alter trouser lengths? ${randomUUID()}`;
    const res = await send({ buyerId: me.id, name: 'Kabir Rao', email: 'kabir@example.in', query });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: CONTACT_RECEIVED,
      result: { buyerId: me.id, name: 'Kabir Rao', email: 'kabir@example.in', query },
    });
    const [row] = await t.api.database.db.select().from(contactQueries).where(eq(contactQueries.query, query));
    expect(row?.buyerId).toBe(me.id);
    const copy = await storeCopyWith(query);
    expect(copy.subject).toBe('Contact query from Kabir Rao');
  });

  it('keeps a subject on one line whatever the name holds', async () => {
    const marker = randomUUID();
    const res = await send({ name: 'Kabir\r\nBcc: x@example.in', email: 'kabir@example.in', query: marker });
    expect(res.status).toBe(201);
    const copy = await storeCopyWith(marker);
    expect(copy.subject).toBe('Contact query from Kabir Bcc: x@example.in');
  });

  it('needs a name, an email and a query', async () => {
    expect(await send({ name: 'K', email: 'kabir@example.in' })).toMatchObject(invalid('query: Query is required'));
    expect(await send({ name: ' ', email: 'kabir@example.in', query: 'Hi' })).toMatchObject(
      invalid('name: Name is required'),
    );
    expect(await send({ name: 'K', email: 'not-mail', query: 'Hi' })).toMatchObject(
      invalid('email: Please enter a valid email'),
    );
  });

  it("needs a token, and answers another buyer's id as not found", async () => {
    expect(await send({ name: 'K', email: 'k@example.in', query: 'Hi' }, null)).toMatchObject(
      errorAnswer(401, LOGIN_REQUIRED),
    );
    expect(await send({ buyerId: other.id, name: 'K', email: 'k@example.in', query: 'Hi' })).toMatchObject(
      errorAnswer(404, BUYER_NOT_FOUND),
    );
  });

  it('lets a buyer send at most 10 messages (feedback and queries together) an hour', async () => {
    const busy = await newBuyer(t.api);
    const body = { name: 'Busy', email: 'busy@example.in', query: 'Hello', message: 'Hello' };
    for (let i = 0; i < 5; i++) {
      expect((await send(body, busy)).status).toBe(201);
      expect((await call(t.api, 'POST', '/feedback', body, { token: busy.token })).status).toBe(201);
    }
    const refused = await send(body, busy);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await send(body, me)).status).toBe(201);
  });
});

describe("the store's copies", () => {
  it("reply to the buyer's email, not to the store's sender address", () => {
    const sender = { buyerId: me.id, name: 'Kabir Rao', email: 'kabir@example.in' };
    expect(feedbackMail(STORE_MAILBOX, sender, 'Hi')).toMatchObject({ to: STORE_MAILBOX, replyTo: 'kabir@example.in' });
    expect(contactQueryMail(STORE_MAILBOX, sender, 'Hi')).toMatchObject({ replyTo: 'kabir@example.in' });
  });
});
