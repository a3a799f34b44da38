import { randomUUID } from 'node:crypto';
import { reviewsScope } from '@sutra/rules';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
import { type AccountsHarness, call, newBuyer, type SignedInBuyer, startAccountsHarness } from '../test/accounts.js';
import { createProduct, seededProduct } from '../test/catalog-fixtures.js';
import { catchUp, expectNothingAnnounced, type FollowedChanges, followChanges } from '../test/change-stream.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import type { InboxItemJson } from './schemas.js';
import { ALREADY_REPLIED } from './service.js';

let t: AccountsHarness;
let care: TestStaff & { token: string };
let feed: FollowedChanges;
let priced: string;
beforeAll(async () => {
  t = await startAccountsHarness();
  care = await signedInStaff(t.api, 'orders');
  const origin = await t.api.app.listen({ port: 0, host: '127.0.0.1' });
  priced = (await seededProduct(t.api.database.db, true))._id;
  feed = await followChanges(origin);
});
afterAll(async () => {
  feed?.close();
  await t.close();
});

type Page = { result: { rows: InboxItemJson[]; nextCursor: string | null }; code?: string };
type One = { result: InboxItemJson; code?: string; message?: string };
const inbox = (query = '', token = care.token) =>
  call<Page>(t.api, 'GET', `/admin/inbox${query}`, undefined, { token });
const handled = (kind: string, id: string, value: boolean) =>
  call<One>(t.api, 'PUT', `/admin/inbox/${kind}/${id}/handled`, { handled: value }, { token: care.token });
const reply = (kind: string, id: string, text: string, token = care.token) =>
  call<One>(t.api, 'POST', `/admin/inbox/${kind}/${id}/reply`, { text }, { token });
const hide = (id: string, hidden: boolean, token = care.token) =>
  call<One>(t.api, 'PUT', `/admin/reviews/${id}/hidden`, { hidden }, { token });
const auditOf = (id: string) =>
  t.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.seq));

async function contact(buyer: SignedInBuyer, query: string) {
  const sent = await call<{ result: { _id: string } }>(
    t.api,
    'POST',
    '/contact-us',
    { name: 'Kabir Rao', email: buyer.email, query },
    { token: buyer.token },
  );
  expect(sent.status).toBe(201);
  return sent.body.result._id;
}

async function feedback(buyer: SignedInBuyer, message: string) {
  const sent = await call<{ result: { _id: string } }>(
    t.api,
    'POST',
    '/feedback',
    { name: 'Kabir Rao', email: buyer.email, message },
    { token: buyer.token },
  );
  expect(sent.status).toBe(201);
  return sent.body.result._id;
}

async function review(buyer: SignedInBuyer, productId: string, rating: number) {
  const sent = await call<{ result: { _id: string } }>(
    t.api,
    'POST',
    '/review',
    { productId, title: `Rated ${rating}`, review: 'Fits well.', rating },
    { token: buyer.token },
  );
  expect(sent.status).toBe(201);
  return sent.body.result._id;
}

/** Mail the outbox sent to `to` (the sandbox's mailbox). */
async function mailTo(to: string, count: number) {
  await t.api.app.outbox.drain();
  return t.mailbox.waitFor(to, { count });
}

describe('the inbox', () => {
  it('lists feedback, contact queries and reviews newest first, by kind and waiting or handled, paged', async () => {
    const buyer = await newBuyer(t.api);
    const product = await createProduct(t.api.database.db, { variants: [{ salePaise: 99_900 }] });
    const f = await feedback(buyer, 'The fit guide helped');
    const c = await contact(buyer, 'Where is my parcel?');
    const r = await review(buyer, product._id, 4);

    const all = await inbox('?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.result.rows.map((i) => i.id)).toEqual([r, c]);
    expect(all.body.result.rows[0]).toMatchObject({
      kind: 'review',
      email: buyer.email,
      rating: 4,
      productId: product._id,
      hidden: false,
      handledAt: null,
      reply: null,
    });
    const next = await inbox(`?limit=2&cursor=${all.body.result.nextCursor}`);
    expect(next.body.result.rows[0]?.id).toBe(f);

    expect((await inbox('?kind=contact')).body.result.rows[0]).toMatchObject({ id: c, text: 'Where is my parcel?' });
    expect((await handled('contact', c, true)).body.result.handledBy).toBe('Test orders');
    expect((await inbox('?kind=contact&state=waiting')).body.result.rows.map((i) => i.id)).not.toContain(c);
    expect((await inbox('?kind=contact&state=handled')).body.result.rows[0]?.id).toBe(c);
    expect((await handled('contact', c, false)).body.result.handledAt).toBeNull();
    expect((await auditOf(c)).map((e) => [e.action, e.entity])).toEqual([
      ['inbox.handle', 'contact_query'],
      ['inbox.reopen', 'contact_query'],
    ]);
    expect((await handled('feedback', randomUUID(), true)).status).toBe(404);
    expect((await inbox('?cursor=nonsense')).body.code).toBe('invalid_input');
  });

  it("mails a reply to the sender's address once, records it on the item and marks it handled", async () => {
    const buyer = await newBuyer(t.api);
    const marker = randomUUID();
    const c = await contact(buyer, `Can I exchange a size? ${marker}`);
    const answered = await reply('contact', c, 'Yes: ask for a return and choose another size.');
    expect(answered.status).toBe(200);
    expect(answered.body.result).toMatchObject({
      handledBy: 'Test orders',
      reply: { text: 'Yes: ask for a return and choose another size.', by: 'Test orders' },
    });
    const [mail] = await mailTo(buyer.email, 1);
    expect(mail).toMatchObject({ subject: 'Re: your question to Sutra' });
    expect(mail?.text).toContain('Yes: ask for a return and choose another size.');
    expect(mail?.text).toContain(marker);

    const again = await reply('contact', c, 'And another thing');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_replied', message: ALREADY_REPLIED });
    expect((await auditOf(c)).map((e) => e.action)).toEqual(['inbox.reply']);
  });

  it('sends one reply when two staff answer at the same moment', async () => {
    const buyer = await newBuyer(t.api);
    const f = await feedback(buyer, 'Lovely colours');
    const answers = await Promise.all([reply('feedback', f, 'Thank you!'), reply('feedback', f, 'Thanks a lot!')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const jobs = await t.api.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where job->'mail'->>'to' = ${buyer.email}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("hides a review from the product's reviews and rating, announces it, and shows it again", async () => {
    const product = await createProduct(t.api.database.db, { variants: [{ salePaise: 99_900 }] });
    const happy = await newBuyer(t.api);
    const angry = await newBuyer(t.api);
    await review(happy, product._id, 5);
    const bad = await review(angry, product._id, 1);
    const shop = () =>
      call<{ result: { _id: string }[]; summary: { average: number; total: number } }>(
        t.api,
        'GET',
        `/review?productId=${product._id}`,
      );
    expect((await shop()).body.summary).toMatchObject({ average: 3, total: 2 });
    await catchUp(feed, t.api, priced);

    const hidden = await hide(bad, true);
    expect(hidden.body.result.hidden).toBe(true);
    expect(await feed.next()).toMatchObject({ scope: reviewsScope(product._id) });
    const after = await shop();
    expect(after.body.result.map((r) => r._id)).not.toContain(bad);
    expect(after.body.summary).toMatchObject({ average: 5, total: 1 });

    // Marking it handled shows nothing new in the store: nothing is announced.
    await handled('review', bad, true);
    await expectNothingAnnounced(feed, t.api, priced);

    await hide(bad, false);
    expect((await shop()).body.summary).toMatchObject({ average: 3, total: 2 });
    expect((await auditOf(bad)).map((e) => e.action)).toEqual(['review.hide', 'inbox.handle', 'review.show']);
  });

  it('is refused to the catalogue role, with a code', async () => {
    const merchandiser = await signedInStaff(t.api, 'catalogue');
    const listed = await inbox('', merchandiser.token);
    expect(listed.status).toBe(403);
    expect(listed.body.code).toBe('staff_forbidden');
    expect((await hide(randomUUID(), true, merchandiser.token)).status).toBe(403);
  });
});
