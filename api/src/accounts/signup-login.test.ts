import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARGON2_OPTIONS } from '../auth/passwords.js';
import { buyers } from '../db/schema.js';
import type { ErrorBody, FieldErrorCode, RefusalCode } from '../http/errors.js';
import { DEMO_BUYER, ensureDemoBuyer } from '../seed/demo-buyer.js';
import { type AccountsHarness, call, newBuyer, startAccountsHarness, uniqueEmail } from '../test/accounts.js';
import type { BuyerJson } from './buyer-json.js';
import { LOGIN_FAILED, SIGNUP_MESSAGE } from './service.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LoginBody {
  status: true;
  message: string;
  token: string;
  result: BuyerJson;
}

const signup = (body: Record<string, unknown>) => call(t.api, 'POST', '/buyer_signup', body);
const login = (email: unknown, password: unknown) =>
  call<LoginBody>(t.api, 'POST', '/buyer_login', { email, password });

async function expectError(
  answer: Promise<{ status: number; body: unknown }>,
  status: number,
  code: RefusalCode,
  message: string,
) {
  const { status: got, body } = await answer;
  expect({ status: got, body }).toEqual({ status, body: { success: false, status: false, code, message } });
}

/** A validation refusal: the spec's one-sentence message, and the same refusal as one typed field error. */
async function expectFieldError(
  answer: Promise<{ status: number; body: unknown }>,
  path: string,
  code: FieldErrorCode,
  message: string,
) {
  const { status, body } = await answer;
  expect({ status, body }).toEqual({
    status: 400,
    body: {
      success: false,
      status: false,
      code: 'invalid_input',
      message: `Invalid request. ${path}: ${message}`,
      fields: [{ path, code, message }],
    },
  });
}

const buyerRows = (email: string) =>
  t.api.database.db
    .select()
    .from(buyers)
    .where(eq(sql`lower(${buyers.email})`, email.toLowerCase()));

describe('POST /buyer_signup', () => {
  it('creates an account with an argon2id hash and answers status and message', async () => {
    const email = uniqueEmail('new');
    const res = await signup({
      email,
      contactNumber: '+91 98290 12345',
      name: '  Arjun Mehta ',
      password: 'kurta-123',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: true, message: SIGNUP_MESSAGE });
    const [row] = await buyerRows(email);
    expect(row).toMatchObject({ email, name: 'Arjun Mehta', contactNumber: '+91 98290 12345', tokenVersion: 0 });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row?.addresses).toEqual([]);
  });

  it('takes a missing phone number as none', async () => {
    const email = uniqueEmail('nophone');
    expect((await signup({ email, name: 'No Phone', password: 'secret-1' })).status).toBe(201);
    expect((await buyerRows(email))[0]?.contactNumber).toBe('');
  });

  it('answers a taken email exactly like a new one, makes no second account and mails the owner once an hour', async () => {
    const email = uniqueEmail('taken');
    const first = await signup({ email, name: 'Owner', password: 'owner-pass' });
    const again = await signup({ email, name: 'Intruder', password: 'other-pass' });
    const otherCase = await signup({ email: email.toUpperCase(), name: 'Intruder', password: 'other-pass' });
    expect(again).toMatchObject({ status: first.status, body: first.body });
    expect(otherCase).toMatchObject({ status: first.status, body: first.body });

    const rows = await buyerRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Owner');
    expect((await login(email, 'owner-pass')).status).toBe(200);
    expect((await login(email, 'other-pass')).status).toBe(401);

    // Every sign-up's job has been handled once the outbox is drained: two attempts, one mail.
    await t.api.app.outbox.drain();
    const mails = await t.mailbox.list(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You already have a Sutra account');
    expect(mails[0]?.text).toContain('Hello Owner');
    expect(mails[0]?.text).not.toContain('other-pass');
  });

  it.each<[Record<string, unknown>, string, FieldErrorCode, string]>([
    [{ name: 'A', password: 'secret-1' }, 'email', 'required', 'Email is required'],
    [{ email: '  ', name: 'A', password: 'secret-1' }, 'email', 'required', 'Email is required'],
    [{ email: 'not-an-email', name: 'A', password: 'secret-1' }, 'email', 'invalid_format', 'Email is invalid'],
    [{ email: 'a@b.in', password: 'secret-1' }, 'name', 'required', 'Name is required'],
    [{ email: 'a@b.in', name: ' ', password: 'secret-1' }, 'name', 'required', 'Name is required'],
    [{ email: 'a@b.in', name: 42, password: 'secret-1' }, 'name', 'invalid_type', 'Name must be text'],
    [{ email: 'a@b.in', name: 'A' }, 'password', 'required', 'Password is required'],
    [{ email: 'a@b.in', name: 'A', password: '' }, 'password', 'required', 'Password is required'],
    [
      { email: 'a@b.in', name: 'A', password: '12345' },
      'password',
      'too_small',
      'Password must be at least 6 characters',
    ],
    [
      { email: 'a@b.in', name: 'A', password: 'x'.repeat(129) },
      'password',
      'too_big',
      'Password must be at most 128 characters',
    ],
    [
      { email: 'a@b.in', name: 'A', password: 'secret-1', contactNumber: 'call me' },
      'contactNumber',
      'invalid_format',
      'Phone number is invalid',
    ],
  ])('refuses %j: %s %s, “%s”', async (body, path, code, message) => {
    await expectFieldError(signup(body), path, code, message);
  });
});

describe('POST /buyer_login', () => {
  it('answers status, a token and the buyer, never a password or hash', async () => {
    const email = uniqueEmail('login');
    await signup({ email, name: 'Kabir', password: 'login-pass', contactNumber: '9829012345' });
    const res = await login(email.toUpperCase(), 'login-pass');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toBe('Login successful');
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(res.body.result).toEqual({
      _id: expect.stringMatching(UUID),
      name: 'Kabir',
      email,
      contactNumber: '9829012345',
      mobile: null,
      address: [],
      // Order updates by SMS until the buyer agrees to WhatsApp (at checkout or in the profile).
      whatsappUpdates: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|login-pass|passwordHash|tokenVersion/);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await newBuyer(t.api);
    const wrongPassword = await login(email, 'not-my-password');
    const unknownEmail = await login(uniqueEmail('nobody'), 'not-my-password');
    expect(wrongPassword).toMatchObject({
      status: 401,
      body: { success: false, status: false, code: 'login_failed', message: LOGIN_FAILED },
    });
    expect(unknownEmail).toMatchObject({ status: wrongPassword.status, body: wrongPassword.body });
  });

  it('spends one argon2 verification on every login, so an unknown email takes as long as a wrong password', async () => {
    const { email } = await newBuyer(t.api);
    const [reviewer] = await t.api.database.db
      .select({ email: buyers.email })
      .from(buyers)
      .where(sql`${buyers.passwordHash} is null`)
      .limit(1);
    const [stored] = await t.api.database.db
      .select({ passwordHash: buyers.passwordHash })
      .from(buyers)
      .where(eq(buyers.email, email));
    // `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>`: the algorithm, its version and its cost parameters.
    const costOf = (hash: unknown) => {
      const [, algorithm, version, parameters = ''] = String(hash).split('$');
      return { algorithm, version, ...Object.fromEntries(parameters.split(',').map((p) => p.split('='))) };
    };
    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    expect(costOf(stored?.passwordHash)).toEqual({
      algorithm: 'argon2id',
      version: 'v=19',
      m: String(memoryCost),
      t: String(timeCost),
      p: String(parallelism),
    });
    const verify = vi.spyOn(argon2, 'verify');
    try {
      for (const attempt of [email, uniqueEmail('nobody'), reviewer?.email]) {
        verify.mockClear();
        expect((await login(attempt, 'not-my-password')).status).toBe(401);
        expect(verify, String(attempt)).toHaveBeenCalledTimes(1);
        // The one verification is of a hash made exactly as real passwords' are: a cheaper decoy would answer unknown
        // emails faster.
        expect(costOf(verify.mock.calls[0]?.[0]), String(attempt)).toEqual(costOf(stored?.passwordHash));
      }
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses accounts that have no password (the seeded reviewers) like any wrong login', async () => {
    const [reviewer] = await t.api.database.db
      .select({ email: buyers.email })
      .from(buyers)
      .where(sql`${buyers.passwordHash} is null`)
      .limit(1);
    expect(reviewer).toBeDefined();
    await expectError(login(reviewer?.email, 'anything'), 401, 'login_failed', LOGIN_FAILED);
  });

  it.each<[Record<string, unknown>, string, FieldErrorCode, string]>([
    [{ password: 'x' }, 'email', 'required', 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'email', 'invalid_format', 'Please enter a valid email'],
    [{ email: 'a@b.in' }, 'password', 'required', 'Password is required'],
    [{ email: 'a@b.in', password: '' }, 'password', 'required', 'Password is required'],
  ])('refuses %j: %s %s, “%s”', async (body, path, code, message) => {
    await expectFieldError(call(t.api, 'POST', '/buyer_login', body), path, code, message);
  });

  it('refuses a body that is not JSON with a clear message', async () => {
    const res = await t.api.app.inject({
      method: 'POST',
      url: '/API/v1/buyer_login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/JSON/);
  });
});

describe('the demo buyer', () => {
  it('is seeded with its documented password and one Jaipur address', async () => {
    const res = await login(DEMO_BUYER.email, DEMO_BUYER.password);
    expect(res.status).toBe(200);
    expect(res.body.result.name).toBe('Demo Buyer');
    expect(res.body.result.address).toHaveLength(1);
    expect(res.body.result.address[0]).toMatchObject({ city: 'Jaipur', state: 'Rajasthan', defaultAdd: true });
  });

  it('is added again to a database that lacks it, and seeding twice adds nothing', async () => {
    const { db } = t.api.database;
    expect(await ensureDemoBuyer(db)).toBe(false);
    await db.delete(buyers).where(eq(buyers.email, DEMO_BUYER.email));
    expect(await ensureDemoBuyer(db)).toBe(true);
    expect(await ensureDemoBuyer(db)).toBe(false);
    expect(await buyerRows(DEMO_BUYER.email)).toHaveLength(1);
    expect((await login(DEMO_BUYER.email, DEMO_BUYER.password)).status).toBe(200);
  });
});
