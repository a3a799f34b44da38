import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { type AccountsHarness, call, newBuyer, startAccountsHarness, uniqueEmail } from '../test/accounts.js';
import { INVALID_VALUE } from './errors.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness();
});
afterAll(() => t.close());

const refused = (field: string) => ({
  status: 400,
  body: {
    success: false,
    status: false,
    code: 'invalid_input',
    message: `Invalid request. ${field}: must be text without NUL characters or broken Unicode`,
  },
});

describe('text PostgreSQL cannot store is refused before any route runs', () => {
  it('answers a NUL in a sign-up name with 400 naming the field (it reached the database: 500)', async () => {
    const answer = await call(t.api, 'POST', '/buyer_signup', {
      email: uniqueEmail(),
      password: 'secret-pass-1',
      name: 'Asha\u0000Rao',
    });
    expect({ status: answer.status, body: answer.body }).toEqual(refused('name'));
  });

  it('answers a NUL in a search or a listing query with 400 (was 500)', async () => {
    const search = await call(t.api, 'GET', '/search?q=suit%00s');
    expect({ status: search.status, body: search.body }).toEqual(refused('q'));
    const listing = await call(t.api, 'GET', '/product?categoryName=su%00its');
    expect({ status: listing.status, body: listing.body }).toEqual(refused('categoryName'));
  });

  it('answers half a surrogate pair in a saved address with 400 naming the field (was 500)', async () => {
    const buyer = await newBuyer(t.api);
    const address = {
      fullName: 'Asha Rao',
      mobile: '9876543210',
      add1: '14 Johari Bazaar \ud800',
      state: 'Rajasthan',
      city: 'Jaipur',
      pincode: '302003',
    };
    const answer = await call(t.api, 'PATCH', '/buyer_updateprofile', { address: [address] }, { token: buyer.token });
    expect({ status: answer.status, body: answer.body }).toEqual(refused('address.0.add1'));
  });

  it('keeps emoji and other well-formed text', async () => {
    const buyer = await newBuyer(t.api, { name: 'Asha 🙏 राव' });
    expect(buyer.buyer.name).toBe('Asha 🙏 राव');
  });
});

describe('a value the database refuses is the caller’s mistake, not ours', () => {
  it('answers a signed Razorpay event holding an escaped NUL with 400 (was 500)', async () => {
    // The raw body has no NUL byte (JSON escapes it), so only the database sees one: the error handler's net.
    const body = JSON.stringify({ event: 'payment.\u0000captured', payload: {} });
    const signature = createHmac('sha256', t.api.config.razorpay.webhookSecret).update(body).digest('hex');
    const res = await t.api.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/payment/webhook`,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { success: false, status: false, code: 'invalid_input', message: INVALID_VALUE },
    });
  });
});

describe('broken URLs', () => {
  it('answers percent-encoding that does not decode with 400 in the api’s error shape (was Fastify’s own)', async () => {
    const res = await t.api.app.inject({ method: 'GET', url: `${API_PREFIX}/prod%E0uct` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      status: false,
      code: 'invalid_input',
      message: expect.stringMatching(/^Invalid request\. .*not a valid url component/),
    });
  });
});
