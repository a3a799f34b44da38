import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer } from '../../test/buyers.js';
import { type GatewayUnderTest, type GraphQLAnswerError, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

let t: GatewayUnderTest;
let care: SignedInStaff;
beforeAll(async () => {
  t = await startGatewayOverApi();
  care = await signedInStaff(t, 'orders');
});
afterAll(() => t.close());

async function admin<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...care.headers },
    payload: { query, variables },
  });
  return res.json() as { data?: T; errors?: GraphQLAnswerError[] };
}

type CustomerPage = {
  customers: { nodes: { id: string; name: string; blocked: boolean }[]; pageInfo: { hasNextPage: boolean } };
};
type Customer = {
  pointsBalance: number;
  blockedAt: string | null;
  pointsHistory: { kind: string; reason: string | null; pointsEarned: number }[];
};

describe('customers through the admin endpoint', () => {
  it('finds a buyer, adjusts their points (seen in their membership) and blocks them', async () => {
    const name = `Tara ${randomUUID().slice(0, 6)}`;
    const buyer = await signUpBuyer(t, name);
    const found = await admin<CustomerPage>(
      'query ($q: String) { customers(search: $q, first: 5) { nodes { id name blocked } pageInfo { hasNextPage } } }',
      { q: name.toLowerCase() },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.customers.nodes).toEqual([{ id: buyer.id, name, blocked: false }]);

    const adjusted = await admin<{ adjustCustomerPoints: Customer }>(
      `mutation ($id: ID!) { adjustCustomerPoints(id: $id, points: 75, reason: "Welcome back") {
        pointsBalance blockedAt pointsHistory { kind reason pointsEarned } } }`,
      { id: buyer.id },
    );
    expect(adjusted.data?.adjustCustomerPoints).toEqual({
      pointsBalance: 75,
      blockedAt: null,
      pointsHistory: [{ kind: 'ADJUSTMENT', reason: 'Welcome back', pointsEarned: 75 }],
    });
    const mine = await t.graphql<{
      membership: { totalPoints: number; ordersPlaced: number; pointsHistory: { note: string }[] };
    }>('{ membership { totalPoints ordersPlaced pointsHistory { note } } }', undefined, buyer.headers);
    expect(mine.data?.membership).toEqual({
      totalPoints: 75,
      ordersPlaced: 0,
      pointsHistory: [{ note: 'Adjusted by Sutra: Welcome back' }],
    });

    const blocked = await admin<{ setCustomerBlocked: Customer }>(
      'mutation ($id: ID!) { setCustomerBlocked(id: $id, blocked: true, reason: "Chargeback fraud") { blockedAt } }',
      { id: buyer.id },
    );
    expect(blocked.data?.setCustomerBlocked.blockedAt).toEqual(expect.any(String));
  });

  it("passes the api's refusals on with their codes", async () => {
    const buyer = await signUpBuyer(t);
    const below = await admin(
      'mutation ($id: ID!) { adjustCustomerPoints(id: $id, points: -5, reason: "Oops") { pointsBalance } }',
      { id: buyer.id },
    );
    expect(below.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'points_below_zero' });
    const missing = await admin('query ($id: ID!) { customer(id: $id) { id } }', { id: randomUUID() });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the inbox through the admin endpoint', () => {
  it('lists a contact query, replies to it once by mail and marks it handled', async () => {
    const buyer = await signUpBuyer(t);
    const email = `asker-${randomUUID().slice(0, 8)}@example.in`;
    const sent = await t.graphql<{ sendContactQuery: { id: string } }>(
      'mutation ($input: ContactQueryInput!) { sendContactQuery(input: $input) { id } }',
      { input: { name: 'Dev Asker', email, query: 'Do you ship to Leh?' } },
      buyer.headers,
    );
    const id = sent.data?.sendContactQuery.id;
    const listed = await admin<{ inbox: { nodes: { id: string; kind: string; email: string }[] } }>(
      '{ inbox(kind: CONTACT, state: WAITING, first: 5) { nodes { id kind email } } }',
    );
    expect(listed.data?.inbox.nodes[0]).toEqual({ id, kind: 'CONTACT', email });

    const reply = () =>
      admin<{ replyToInboxItem: { handledAt: string | null; reply: { text: string } | null } }>(
        'mutation ($id: ID!) { replyToInboxItem(kind: CONTACT, id: $id, text: "Yes, in 7 to 9 days.") { handledAt reply { text } } }',
        { id },
      );
    const answered = await reply();
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.replyToInboxItem).toMatchObject({ reply: { text: 'Yes, in 7 to 9 days.' } });
    expect(answered.data?.replyToInboxItem.handledAt).toEqual(expect.any(String));
    const [mail] = await t.mailbox.waitFor(email, { count: 1, timeoutMs: 30_000 });
    expect(mail?.text).toContain('Yes, in 7 to 9 days.');
    const again = await reply();
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'already_replied' });
  });
});
