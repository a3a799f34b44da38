import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_FAILURE_LIMITS } from '../auth/password-attempts.js';
import { RATE_LIMITS } from '../auth/rate-limits.js';
import { loginCodes, mailOutbox } from '../db/schema.js';
import {
  type AccountsHarness,
  type Answer,
  CHEAP_PASSWORD_HASHING,
  call,
  newBuyer,
  randomIp,
  type SignedInBuyer,
  startAccountsHarness,
  uniqueEmail,
} from '../test/accounts.js';
import { INVALID_LOGIN_CODE, LOGIN_CODE_SENT, MAX_LOGIN_CODE_ATTEMPTS } from './login-codes.js';
import { LOGIN_FAILED } from './service.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness({ env: CHEAP_PASSWORD_HASHING });
});
afterAll(() => t.close());

const { perAccount, perAccountAndAddress } = PASSWORD_FAILURE_LIMITS;

const login = (email: string, password: string, options: { ip?: string; code?: string } = {}) =>
  call<{ token?: string; fields?: unknown }>(
    t.api,
    'POST',
    '/buyer_login',
    { email, password, ...(options.code === undefined ? {} : { code: options.code }) },
    { ip: options.ip ?? randomIp() },
  );

const refusal = (code: 'code_required' | 'invalid_code', message: string) => ({
  status: 400,
  body: { success: false, status: false, message, fields: [{ path: 'code', code, message }] },
});
const codeAsked = refusal('code_required', LOGIN_CODE_SENT);
const codeRefused = refusal('invalid_code', INVALID_LOGIN_CODE);

/**
 * A crowd guessing `email`'s password: as many wrong passwords as the account's limit, from as many addresses as the
 * per-address limit makes it take (each address just short of its own limit), all at once. Answers the statuses.
 */
async function crowdGuesses(email: string): Promise<number[]> {
  const addresses = Array.from({ length: perAccount.max / perAccountAndAddress.max }, () => randomIp());
  const answers = await Promise.all(
    addresses.map(async (ip) => {
      const statuses: number[] = [];
      for (let i = 0; i < perAccountAndAddress.max; i++) {
        statuses.push((await login(email, `crowd-guess-${i}`, { ip })).status);
      }
      return statuses;
    }),
  );
  return answers.flat();
}

/** The login codes mailed to `email` so far, newest first, once every mail job written so far has been handled. */
async function loginCodesMailed(email: string): Promise<string[]> {
  await t.api.app.outbox.drain();
  const mails = await t.mailbox.list(email);
  return mails
    .filter((mail) => mail.subject === 'Your Sutra login code')
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '');
}

/** The newest login code mailed to `email`. */
async function newestCode(email: string): Promise<string> {
  const [code] = await loginCodesMailed(email);
  if (!code) throw new Error(`no login code mailed to ${email}`);
  return code;
}

const signsIn = async (answer: Answer<{ token?: string }>) => {
  expect(answer.status).toBe(200);
  const me = await call(t.api, 'GET', '/buyer_me', undefined, { token: answer.body.token });
  expect(me.status).toBe(200);
};

/** A buyer whose account a crowd has guessed at up to its limit. */
async function besiegedOwner(): Promise<SignedInBuyer> {
  const owner = await newBuyer(t.api);
  expect(await crowdGuesses(owner.email)).toEqual(Array(perAccount.max).fill(401));
  return owner;
}

describe('a crowd guessing one account’s password from many addresses', () => {
  it('cannot lock the owner out: the right password asks for the mailed code, and password and code sign in', async () => {
    const owner = await besiegedOwner();
    // The next guess, from yet another address, is asked for the code too: no address is refused.
    expect(await login(owner.email, 'one-more-guess')).toMatchObject(codeAsked);

    const home = randomIp();
    const asked = await login(owner.email, owner.password, { ip: home });
    expect(asked).toMatchObject(codeAsked);
    expect(asked.body.token).toBeUndefined();
    const [code, ...earlier] = await loginCodesMailed(owner.email);
    expect(earlier).toEqual([]);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await t.mailbox.list(owner.email);
    expect(mail?.text).toContain('expires in 10 minutes');
    expect(mail?.text).not.toContain(owner.password);

    await signsIn(await login(owner.email, owner.password, { ip: home, code }));
    // Another device of the owner's, later in the window: again password and a fresh code.
    expect(await login(owner.email, owner.password)).toMatchObject(codeAsked);
    await signsIn(await login(owner.email, owner.password, { code: await newestCode(owner.email) }));
  });

  it('answers a right password, a wrong one and an email without an account alike, and mails only for the right one', async () => {
    const owner = await besiegedOwner();
    const nobody = uniqueEmail('nobody');
    expect(await crowdGuesses(nobody)).toEqual(Array(perAccount.max).fill(401));

    const right = await login(owner.email, owner.password);
    const wrong = await login(owner.email, 'not-the-password');
    const unknown = await login(nobody, owner.password);
    expect(right).toMatchObject(codeAsked);
    for (const answer of [wrong, unknown]) expect(answer).toMatchObject({ status: right.status, body: right.body });
    // With a code, too: a wrong password, a wrong code and an unknown email read the same.
    const code = await newestCode(owner.email);
    const refusals = [
      await login(owner.email, 'not-the-password', { code }),
      await login(owner.email, owner.password, { code: code === '000000' ? '000001' : '000000' }),
      await login(nobody, owner.password, { code }),
    ];
    for (const answer of refusals) expect(answer).toMatchObject(codeRefused);

    // Each request wrote one mail job, known email or not; only the right password's was mailed.
    const jobs = (await t.api.database.db.select().from(mailOutbox)).filter((row) => row.job.kind === 'login-code');
    expect(jobs.filter((row) => row.job.kind === 'login-code' && row.job.buyerId === owner.id)).toHaveLength(1);
    expect(await loginCodesMailed(owner.email)).toHaveLength(1);
    expect(await t.mailbox.list(nobody)).toEqual([]);
  });

  it('does not let the password in alone, nor a stranger’s guessed codes, and never uses up the owner’s code', async () => {
    const owner = await besiegedOwner();
    expect(await login(owner.email, owner.password)).toMatchObject(codeAsked);
    const code = await newestCode(owner.email);

    // A stranger without the password, guessing codes from many addresses (even the right one): nothing passes, and
    // the owner's code keeps all its attempts.
    for (const guess of ['000000', '123456', '999999', code, '111111', '222222', '333333']) {
      expect(await login(owner.email, 'stolen-guess', { code: guess })).toMatchObject(codeRefused);
    }
    const [stored] = await t.api.database.db.select().from(loginCodes).where(eq(loginCodes.buyerId, owner.id));
    expect(stored?.attempts).toBe(0);
    await signsIn(await login(owner.email, owner.password, { code }));
  });

  it('gives someone who has the password 5 tries per mailed code, and no more', async () => {
    const owner = await besiegedOwner();
    expect(await login(owner.email, owner.password)).toMatchObject(codeAsked);
    const code = await newestCode(owner.email);
    const wrongCode = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= MAX_LOGIN_CODE_ATTEMPTS; i++) {
      expect(await login(owner.email, owner.password, { code: wrongCode(i) })).toMatchObject(codeRefused);
    }
    expect(await login(owner.email, owner.password, { code })).toMatchObject(codeRefused);
    // A new code, asked for with the password, works.
    expect(await login(owner.email, owner.password)).toMatchObject(codeAsked);
    await signsIn(await login(owner.email, owner.password, { code: await newestCode(owner.email) }));
  });

  it('refuses a code that has signed in once, when replayed or sent twice at once', async () => {
    const owner = await besiegedOwner();
    expect(await login(owner.email, owner.password)).toMatchObject(codeAsked);
    const code = await newestCode(owner.email);
    const both = await Promise.all([
      login(owner.email, owner.password, { code }),
      login(owner.email, owner.password, { code }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(both.find((answer) => answer.status === 400)).toMatchObject(codeRefused);
    expect(await login(owner.email, owner.password, { code })).toMatchObject(codeRefused);
  });

  it('does not take a code mailed to reset the password', async () => {
    const owner = await besiegedOwner();
    expect((await call(t.api, 'POST', '/buyer_forgot_password', { email: owner.email })).status).toBe(200);
    await t.api.app.outbox.drain();
    const resetMail = (await t.mailbox.list(owner.email)).find((m) => /password reset code/.test(m.subject));
    const resetCode = /\b(\d{6})\b/.exec(resetMail?.text ?? '')?.[1];
    expect(resetCode).toMatch(/^\d{6}$/);
    expect(await login(owner.email, owner.password, { code: resetCode as string })).toMatchObject(codeRefused);
  });

  it('mails one owner at most 3 codes in 15 minutes, and the newest keeps working', async () => {
    const owner = await besiegedOwner();
    for (let i = 0; i < RATE_LIMITS.loginCodeSendPerEmail.max + 2; i++) {
      expect(await login(owner.email, owner.password)).toMatchObject(codeAsked);
    }
    const codes = await loginCodesMailed(owner.email);
    expect(codes).toHaveLength(RATE_LIMITS.loginCodeSendPerEmail.max);
    await signsIn(await login(owner.email, owner.password, { code: codes[0] as string }));
  });

  it('asks for codes from one address at most 10 times in 15 minutes, whatever the account or password', async () => {
    const owner = await besiegedOwner();
    const nobody = uniqueEmail('nobody');
    await crowdGuesses(nobody);
    const ip = randomIp();
    const max = RATE_LIMITS.loginCodeSendPerIp.max;
    for (let i = 0; i < max; i++) {
      const answer = await login(i % 2 ? nobody : owner.email, i % 3 ? 'guess' : owner.password, { ip });
      expect(answer).toMatchObject(codeAsked);
    }
    const refused = await login(owner.email, owner.password, { ip });
    expect(refused.status).toBe(429);
    // The owner, from their own address, is still asked for a code.
    expect(await login(owner.email, owner.password)).toMatchObject(codeAsked);
  });
});

describe('the limits that still refuse', () => {
  it('refuses the crowd’s addresses with 429 past 10 guesses each, and a peer that forges X-Forwarded-For is one address', async () => {
    const owner = await newBuyer(t.api);
    const stranger = '198.51.100.66';
    const fromStranger = (password: string) =>
      t.api.app.inject({
        method: 'POST',
        url: '/API/v1/buyer_login',
        remoteAddress: stranger,
        headers: { 'x-forwarded-for': randomIp() },
        payload: { email: owner.email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < perAccount.max + 10; i++) statuses.push((await fromStranger(`forged-${i}`)).statusCode);
    expect(statuses.slice(0, perAccountAndAddress.max)).toEqual(Array(perAccountAndAddress.max).fill(401));
    expect(new Set(statuses.slice(perAccountAndAddress.max))).toEqual(new Set([429]));
    // The forged addresses counted as one: the account is far from its own limit, so its owner signs in directly.
    await signsIn(await login(owner.email, owner.password));
    expect((await login(owner.email, 'typo')).body).toMatchObject({ message: LOGIN_FAILED });
  });
});
