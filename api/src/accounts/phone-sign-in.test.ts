import { createHash, randomInt } from 'node:crypto';
import { formatIndianMobile, mobileE164, PHONE_CODE_RESEND_SECONDS } from '@sutra/rules';
import { smsSandboxClient } from '@sutra/sandbox';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits.js';
import { PHONE_SIGNUP_AUDIENCE, TOKEN_ISSUER } from '../auth/tokens.js';
import { queryRows } from '../db/client.js';
import { buyers, phoneCodes } from '../db/schema.js';
import {
  type AccountsHarness,
  CHEAP_PASSWORD_HASHING,
  call,
  newBuyer,
  randomIp,
  startAccountsHarness,
  TEST_JWT_SECRET,
  uniqueEmail,
} from '../test/accounts.js';
import type { BuyerJson } from './buyer-json.js';
import { MAX_PHONE_CODE_ATTEMPTS, phoneCodeSent } from './phone-codes.js';
import {
  INVALID_PHONE_CODE,
  MOBILE_TAKEN,
  NEW_NUMBER_VERIFIED,
  PHONE_SIGNUP_INVALID,
  requestPhoneSignInCode,
} from './phone-sign-in.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness({ env: CHEAP_PASSWORD_HASHING });
});
afterAll(() => t.close());

/** A number no other test uses. */
const newMobile = (): string => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

interface SignedIn {
  next: 'signed-in';
  token: string;
  result: BuyerJson;
}
interface SignupNext {
  next: 'signup';
  message: string;
  signupToken: string;
}

/** An answer's status and body, for comparing whole refusals. */
const plain = async <T>(answer: Promise<{ status: number; body: T }>) => {
  const { status, body } = await answer;
  return { status, body };
};

const askCode = (mobile: string, ip = randomIp()) => call(t.api, 'POST', '/buyer_phone_code', { mobile }, { ip });
const verify = (mobile: string, code: string, ip = randomIp()) =>
  plain(call<SignedIn | SignupNext>(t.api, 'POST', '/buyer_phone_verify', { mobile, code }, { ip }));
const phoneSignup = (body: Record<string, unknown>, ip = randomIp()) =>
  plain(call<{ token: string; result: BuyerJson }>(t.api, 'POST', '/buyer_phone_signup', body, { ip }));

/** The code in the newest SMS to `mobile`, read from the sandbox's inbox once the outbox has sent it. */
async function codeSentTo(mobile: string, count = 1): Promise<string> {
  await t.api.app.messages.drain();
  const sms = await smsSandboxClient(t.sandbox.url).waitFor(mobile, { count });
  const code = /#(\d{6})$/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in the SMS to ${mobile}: ${sms.body}`);
  return code;
}

/** Lets the number ask again now, as if the wait were over (the wait's counter is keyed by the hashed name). */
const endTheWait = (mobile: string, purpose = 'sign-in') =>
  t.api.database.db.execute(
    sql`update rate_limit_counters set window_ends_at = now()
        where key = ${createHash('sha256').update(`phone-code-wait:${purpose}:${mobile}`).digest('hex')}`,
  );

/** A number, proven and signed up: the buyer and their session. */
async function phoneBuyer(mobile = newMobile()) {
  await askCode(mobile);
  const verified = await verify(mobile, await codeSentTo(mobile));
  if (verified.body.next !== 'signup') throw new Error('expected a new number');
  const signup = await phoneSignup({
    signupToken: verified.body.signupToken,
    name: 'Meera Iyer',
    email: uniqueEmail('phone'),
  });
  return { mobile, token: signup.body.token, buyer: signup.body.result };
}

const refusal = (status: number, code: string, message: string, field?: string, fieldCode = code) => ({
  status,
  body: {
    success: false,
    status: false,
    code,
    message,
    ...(field ? { fields: [{ path: field, code: fieldCode, message }] } : {}),
  },
});

describe('POST /buyer_phone_code', () => {
  it('answers a number with an account exactly as one without, and writes the same job', async () => {
    const { mobile: known } = await phoneBuyer();
    await endTheWait(known);
    const unknown = newMobile();
    const [a, b] = [await askCode(known), await askCode(unknown)];
    expect(a).toMatchObject({ status: 200, body: { status: true, message: phoneCodeSent(known) } });
    expect(b.status).toBe(a.status);
    expect({ ...b.body, message: '' }).toEqual({ ...a.body, message: '' });
    expect(a.body).toEqual({
      status: true,
      message: `We have sent a 6-digit code to ${formatIndianMobile(known)}. It expires in 10 minutes.`,
      resendAfterSeconds: PHONE_CODE_RESEND_SECONDS,
    });
    const jobs = await queryRows<{ job: Record<string, unknown> }>(
      t.api.database.db,
      sql`select job from message_outbox where job->>'kind' = 'phone-code' order by created_at desc`,
    );
    const knownJob = jobs.find((r) => r.job.mobile === known)?.job;
    const unknownJob = jobs.find((r) => r.job.mobile === unknown)?.job;
    expect({ ...knownJob, mobile: '' }).toEqual({ ...unknownJob, mobile: '' });
    expect(unknownJob).toEqual({ kind: 'phone-code', mobile: unknown, purpose: 'sign-in', buyerId: null });
  });

  it('does the same statements on the request path for a number with an account and one without', async () => {
    const { mobile: known } = await phoneBuyer();
    await endTheWait(known);
    const unknown = newMobile();
    const client = (t.api.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statementsOf = async (mobile: string) => {
      await t.api.app.messages.drain();
      // The request alone: the outbox sends only when drained.
      const spy = vi.spyOn(client, 'query');
      try {
        await requestPhoneSignInCode({ db: t.api.database.db, messages: t.api.app.messages }, mobile);
        return spy.mock.calls.map(([text]) => String(text).replace(/\s+/g, ' '));
      } finally {
        spy.mockRestore();
      }
    };
    await statementsOf(newMobile()); // a first request may sweep expired counters, once a minute
    const [forKnown, forUnknown] = [await statementsOf(known), await statementsOf(unknown)];
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
  });

  it('reads the number however it is typed, and sends one SMS ending in the line WebOTP reads', async () => {
    const mobile = newMobile();
    expect((await askCode(`+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`)).status).toBe(200);
    const code = await codeSentTo(mobile);
    const [sms] = await smsSandboxClient(t.sandbox.url).list(mobileE164(mobile));
    const host = new URL(t.api.config.publicUrl).hostname;
    expect(sms?.body).toBe(
      `${code} is your Sutra code. It expires in 10 minutes. Do not share it with anyone.\n\n@${host} #${code}`,
    );
    const [row] = await t.api.database.db.select().from(phoneCodes).where(eq(phoneCodes.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('refuses a number that is not an Indian mobile', async () => {
    expect(await plain(askCode('12345'))).toEqual({
      status: 400,
      body: {
        success: false,
        status: false,
        code: 'invalid_input',
        message: 'Invalid request. mobile: Please enter a 10-digit mobile number',
        fields: [{ path: 'mobile', code: 'invalid_format', message: 'Please enter a 10-digit mobile number' }],
      },
    });
  });

  it('refuses a new code before the wait is over, and sends one after it', async () => {
    const mobile = newMobile();
    expect((await askCode(mobile)).status).toBe(200);
    const early = await askCode(mobile);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 'resend_too_soon' });
    expect(early.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(PHONE_CODE_RESEND_SECONDS);
    const first = await codeSentTo(mobile);
    await endTheWait(mobile);
    expect((await askCode(mobile)).status).toBe(200);
    const second = await codeSentTo(mobile, 2);
    // The newer code replaced the older one.
    if (first !== second)
      expect(await verify(mobile, first)).toEqual(refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'));
    expect((await verify(mobile, second)).body).toMatchObject({ next: 'signup' });
  });

  it('sends at most 3 codes to one number in 15 minutes, answering alike past the share', async () => {
    const mobile = newMobile();
    for (let i = 0; i < RATE_LIMITS.phoneCodeSendPerNumber.max + 2; i++) {
      await endTheWait(mobile);
      expect((await askCode(mobile)).status).toBe(200);
      await t.api.app.messages.drain();
    }
    expect(await smsSandboxClient(t.sandbox.url).list(mobile)).toHaveLength(RATE_LIMITS.phoneCodeSendPerNumber.max);
  });

  it('stops one address asking for codes for many numbers', async () => {
    const ip = randomIp();
    for (let i = 0; i < RATE_LIMITS.phoneCodeSendPerIp.max; i++)
      expect((await askCode(newMobile(), ip)).status).toBe(200);
    expect(await askCode(newMobile(), ip)).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });

  it('counts a stranger by its connection, however it rotates X-Forwarded-For', async () => {
    const stranger = '198.51.100.77';
    const ask = () =>
      t.api.app.inject({
        method: 'POST',
        url: '/API/v1/buyer_phone_code',
        remoteAddress: stranger,
        headers: { 'x-forwarded-for': randomIp() },
        payload: { mobile: newMobile() },
      });
    for (let i = 0; i < RATE_LIMITS.phoneCodeSendPerIp.max; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('POST /buyer_phone_verify and /buyer_phone_signup', () => {
  it('signs a new number up, and the number logs in to that account afterwards', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const verified = await verify(mobile, await codeSentTo(mobile));
    expect(verified).toMatchObject({
      status: 200,
      body: { status: true, next: 'signup', message: NEW_NUMBER_VERIFIED },
    });
    if (verified.body.next !== 'signup') throw new Error('expected signup');
    const email = uniqueEmail('phone');
    const signup = await phoneSignup({ signupToken: verified.body.signupToken, name: ' Meera Iyer ', email });
    expect(signup.status).toBe(201);
    expect(signup.body.result).toMatchObject({ name: 'Meera Iyer', email, mobile });
    const me = await call<{ result: BuyerJson }>(t.api, 'GET', '/buyer_me', undefined, { token: signup.body.token });
    expect(me.body.result._id).toBe(signup.body.result._id);
    const [row] = await t.api.database.db.select().from(buyers).where(eq(buyers.mobile, mobile));
    expect(row?.passwordHash).toBeNull();
    expect(row?.mobileVerifiedAt).toBeInstanceOf(Date);

    await endTheWait(mobile);
    await askCode(mobile);
    const login = await verify(mobile, await codeSentTo(mobile, 2));
    expect(login).toMatchObject({ status: 200, body: { next: 'signed-in', message: 'Login successful' } });
    if (login.body.next !== 'signed-in') throw new Error('expected a login');
    expect(login.body.result._id).toBe(signup.body.result._id);
  });

  it('kills a code after 5 wrong tries: the right one is refused afterwards, with the same words', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_PHONE_CODE_ATTEMPTS; i++) {
      expect(await verify(mobile, wrong)).toEqual(refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'));
    }
    expect(await verify(mobile, code)).toEqual(refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'));
  });

  it('refuses a code used once already (replay)', async () => {
    const { mobile } = await phoneBuyer();
    await endTheWait(mobile);
    await askCode(mobile);
    const code = await codeSentTo(mobile, 2);
    expect((await verify(mobile, code)).status).toBe(200);
    expect(await verify(mobile, code)).toEqual(refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'));
  });

  it('lets one of two verifications with one code at once sign in', async () => {
    const { mobile } = await phoneBuyer();
    await endTheWait(mobile);
    await askCode(mobile);
    const code = await codeSentTo(mobile, 2);
    const answers = await Promise.all(Array.from({ length: 4 }, () => verify(mobile, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const code = await codeSentTo(mobile);
    await t.api.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.mobile, mobile));
    expect(await verify(mobile, code)).toEqual(refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'));
  });

  it('refuses a code sent to another number', async () => {
    const [mine, theirs] = [newMobile(), newMobile()];
    await askCode(mine);
    await askCode(theirs);
    const code = await codeSentTo(mine);
    expect(await verify(theirs, code)).toEqual(refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'));
  });

  it('stops one address verifying after 20 tries in 15 minutes', async () => {
    const ip = randomIp();
    for (let i = 0; i < RATE_LIMITS.phoneVerifyPerIp.max; i++) {
      expect((await verify(newMobile(), '123456', ip)).status).toBe(400);
    }
    expect(await verify(newMobile(), '123456', ip)).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });

  describe('a sign-up token', () => {
    const sign = (claims: { sub: string; exp?: number | string; aud?: string }, secret = TEST_JWT_SECRET) =>
      new SignJWT({ ver: 0, jti: crypto.randomUUID() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(claims.aud ?? PHONE_SIGNUP_AUDIENCE)
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(claims.exp ?? '15m')
        .sign(new TextEncoder().encode(secret));
    const refused = refusal(400, 'phone_signup_invalid', PHONE_SIGNUP_INVALID, 'signupToken', 'invalid_code');
    const body = (signupToken: string) => ({ signupToken, name: 'Forger', email: uniqueEmail('forged') });

    it('refuses one signed with another secret', async () => {
      expect(
        await phoneSignup(body(await sign({ sub: newMobile() }, 'not-the-store-secret-0123456789abcdef'))),
      ).toEqual(refused);
    });

    it('refuses one past its time', async () => {
      const past = Math.floor(Date.now() / 1000) - 60;
      expect(await phoneSignup(body(await sign({ sub: newMobile(), exp: past })))).toEqual(refused);
    });

    it('refuses a session token, and a token whose number was changed', async () => {
      const buyer = await newBuyer(t.api);
      expect(await phoneSignup(body(buyer.token))).toEqual(refused);
      const genuine = await sign({ sub: newMobile() });
      const [header, payload, signature] = genuine.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
      const changed = Buffer.from(JSON.stringify({ ...claims, sub: newMobile() })).toString('base64url');
      expect(await phoneSignup(body(`${header}.${changed}.${signature}`))).toEqual(refused);
    });

    it('refuses a second account for a number, and an email that has one', async () => {
      const mobile = newMobile();
      await askCode(mobile);
      const verified = await verify(mobile, await codeSentTo(mobile));
      if (verified.body.next !== 'signup') throw new Error('expected signup');
      const { signupToken } = verified.body;
      const taken = await newBuyer(t.api);
      expect(await phoneSignup({ signupToken, name: 'Meera', email: taken.email.toUpperCase() })).toMatchObject({
        status: 409,
        body: { code: 'email_taken' },
      });
      expect((await phoneSignup({ signupToken, name: 'Meera', email: uniqueEmail('first') })).status).toBe(201);
      expect(await phoneSignup({ signupToken, name: 'Meera', email: uniqueEmail('second') })).toEqual(
        refusal(409, 'mobile_taken', MOBILE_TAKEN, 'mobile', 'taken'),
      );
    });
  });
});

describe('adding a number to an account', () => {
  const askNumberCode = (token: string, mobile: string) =>
    call(t.api, 'POST', '/buyer/mobile/code', { mobile }, { token });
  const addNumber = (token: string, mobile: string, code: string) =>
    plain(call<{ result: BuyerJson }>(t.api, 'POST', '/buyer/mobile', { mobile, code }, { token }));

  it('puts a proven number on the account, and it logs in to it', async () => {
    const buyer = await newBuyer(t.api);
    const mobile = newMobile();
    expect(await askNumberCode(buyer.token, mobile)).toMatchObject({ status: 200, body: { resendAfterSeconds: 30 } });
    const added = await addNumber(buyer.token, mobile, await codeSentTo(mobile));
    expect(added).toMatchObject({ status: 200, body: { result: { _id: buyer.id, mobile } } });
    await askCode(mobile);
    const login = await verify(mobile, await codeSentTo(mobile, 2));
    expect(login.body).toMatchObject({ next: 'signed-in', result: { _id: buyer.id } });
  });

  it('needs a session, and a code sent for this account', async () => {
    expect((await call(t.api, 'POST', '/buyer/mobile/code', { mobile: newMobile() })).status).toBe(401);
    const [owner, other] = [await newBuyer(t.api), await newBuyer(t.api)];
    const mobile = newMobile();
    await askNumberCode(owner.token, mobile);
    const code = await codeSentTo(mobile);
    expect(await addNumber(other.token, mobile, code)).toEqual(
      refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'),
    );
    // A sign-in code does not add a number either.
    await askCode(mobile);
    const signInCode = await codeSentTo(mobile, 2);
    expect(await addNumber(owner.token, mobile, signInCode)).toEqual(
      refusal(400, 'invalid_code', INVALID_PHONE_CODE, 'code'),
    );
  });

  it('moves a number proven on another account: the newest proof wins, and the other owner is told', async () => {
    const first = await phoneBuyer();
    const second = await newBuyer(t.api);
    await askNumberCode(second.token, first.mobile);
    const added = await addNumber(second.token, first.mobile, await codeSentTo(first.mobile, 2));
    expect(added.body.result.mobile).toBe(first.mobile);
    const [old] = await t.api.database.db.select().from(buyers).where(eq(buyers.id, first.buyer._id));
    expect(old).toMatchObject({ mobile: null, mobileVerifiedAt: null });
    const [notice] = await t.mailbox.waitFor(first.buyer.email);
    expect(notice?.subject).toBe('Your mobile number was moved to another Sutra account');
    await endTheWait(first.mobile);
    await askCode(first.mobile);
    const login = await verify(first.mobile, await codeSentTo(first.mobile, 3));
    expect(login.body).toMatchObject({ next: 'signed-in', result: { _id: second.id } });
  });
});
