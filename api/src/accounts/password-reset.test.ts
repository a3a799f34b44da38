import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_INVALID } from '../auth/bearer.js';
import { buyers, mailOutbox, passwordResetCodes } from '../db/schema.js';
import {
  type AccountsHarness,
  call,
  latestResetCode,
  newBuyer,
  type SignedInBuyer,
  startAccountsHarness,
  TEST_JWT_SECRET,
  uniqueEmail,
} from '../test/accounts.js';
import { createTestApi } from '../test/test-api.js';
import {
  CODE_VERIFIED,
  INVALID_CODE,
  INVALID_RESET_TOKEN,
  MAX_CODE_ATTEMPTS,
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
} from './password-reset.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness();
});
afterAll(() => t.close());

const forgot = (email: unknown) => call(t.api, 'POST', '/buyer_forgot_password', { email });
const verify = (email: unknown, otp: unknown) =>
  call<{ status: true; message: string; resetToken: string }>(t.api, 'POST', '/buyer_verify_otp', { email, otp });
const reset = (resetToken: unknown, password: unknown) =>
  call(t.api, 'POST', '/buyer_reset_password', { resetToken, password });

const badCode = { status: 400, body: { success: false, status: false, message: INVALID_CODE } };
const badResetToken = { status: 400, body: { success: false, status: false, message: INVALID_RESET_TOKEN } };

/** Any 6-digit code other than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const codesOf = (buyerId: string) =>
  t.api.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.buyerId, buyerId));

async function requestCode(buyer: SignedInBuyer, count = 1): Promise<string> {
  expect((await forgot(buyer.email)).status).toBe(200);
  return latestResetCode(t.mailbox, buyer.email, count);
}

describe('password reset by mailed code', () => {
  it('mails a 6-digit code, verifies it for a reset token, and sets the new password', async () => {
    const buyer = await newBuyer(t.api, { name: 'Vikram Rao' });
    const asked = await forgot(buyer.email.toUpperCase());
    expect(asked).toMatchObject({ status: 200, body: { status: true, message: RESET_REQUESTED } });

    const [mail] = await t.mailbox.waitFor(buyer.email);
    expect(mail?.subject).toBe('Your Sutra password reset code');
    expect(mail?.text).toMatch(/^Hello Vikram Rao,/);
    expect(mail?.text).toContain('expires in 10 minutes');
    expect(mail?.html).toContain('Reset your password');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = await codesOf(buyer.id);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);

    const verified = await verify(buyer.email, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: true, message: CODE_VERIFIED });
    expect(verified.body.resetToken.split('.')).toHaveLength(3);

    const done = await reset(verified.body.resetToken, 'fresh-password');
    expect(done).toMatchObject({ status: 200, body: { status: true, message: PASSWORD_RESET_DONE } });
    expect((await call(t.api, 'POST', '/buyer_login', { email: buyer.email, password: buyer.password })).status).toBe(
      401,
    );
    expect((await call(t.api, 'POST', '/buyer_login', { email: buyer.email, password: 'fresh-password' })).status).toBe(
      200,
    );
    const oldSession = await call(t.api, 'GET', '/buyer_me', undefined, { token: buyer.token });
    expect(oldSession).toMatchObject({ status: 401, body: { message: SESSION_INVALID } });
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const known = await newBuyer(t.api);
    const unknown = uniqueEmail('stranger');
    const unknownAnswer = await forgot(unknown);
    const knownAnswer = await forgot(known.email);
    expect(unknownAnswer).toMatchObject({ status: knownAnswer.status, body: knownAnswer.body });
    // The known buyer's mail was handed over after the unknown request was answered: by now both would be in.
    await t.mailbox.waitFor(known.email);
    expect(await t.mailbox.list(unknown)).toEqual([]);
    expect(await verify(unknown, '123456')).toMatchObject(badCode);
  });

  it('refuses a wrong code, counts it, and after five wrong tries refuses even the right code', async () => {
    const buyer = await newBuyer(t.api);
    const code = await requestCode(buyer);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      expect(await verify(buyer.email, wrongCode(code))).toMatchObject(badCode);
    }
    expect((await codesOf(buyer.id))[0]?.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(await verify(buyer.email, code)).toMatchObject(badCode);
  });

  it('accepts the right code on the fifth try', async () => {
    const buyer = await newBuyer(t.api);
    const code = await requestCode(buyer);
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) await verify(buyer.email, wrongCode(code));
    expect((await verify(buyer.email, code)).status).toBe(200);
  });

  it('counts parallel guesses atomically: never more than five are checked', async () => {
    const buyer = await newBuyer(t.api);
    const code = await requestCode(buyer);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(buyer.email, wrongCode(code))));
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    expect((await codesOf(buyer.id))[0]?.attempts).toBe(MAX_CODE_ATTEMPTS);
  });

  it('lets a code work once only', async () => {
    const buyer = await newBuyer(t.api);
    const code = await requestCode(buyer);
    expect((await verify(buyer.email, code)).status).toBe(200);
    expect(await verify(buyer.email, code)).toMatchObject(badCode);
  });

  it('refuses a code after its 10 minutes', async () => {
    const buyer = await newBuyer(t.api);
    const code = await requestCode(buyer);
    await t.api.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.buyerId, buyer.id));
    expect(await verify(buyer.email, code)).toMatchObject(badCode);
  });

  it('replaces an earlier code when a new one is asked for', async () => {
    const buyer = await newBuyer(t.api);
    const first = await requestCode(buyer);
    const second = await requestCode(buyer, 2);
    expect(await codesOf(buyer.id)).toHaveLength(1);
    if (first !== second) expect(await verify(buyer.email, first)).toMatchObject(badCode);
    expect((await verify(buyer.email, second)).status).toBe(200);
  });

  it("refuses another buyer's code", async () => {
    const [a, b] = [await newBuyer(t.api), await newBuyer(t.api)];
    const codeOfA = await requestCode(a);
    const codeOfB = await requestCode(b);
    // One in a million draws gives both the same code; then there is nothing to tell apart.
    if (codeOfA !== codeOfB) expect(await verify(b.email, codeOfA)).toMatchObject(badCode);
    expect((await verify(b.email, codeOfB)).status).toBe(200);
  });

  it('lets a reset token set the password once only', async () => {
    const buyer = await newBuyer(t.api);
    const { body } = await verify(buyer.email, await requestCode(buyer));
    expect((await reset(body.resetToken, 'first-new-pass')).status).toBe(200);
    expect(await reset(body.resetToken, 'second-new-pass')).toMatchObject(badResetToken);
    expect((await call(t.api, 'POST', '/buyer_login', { email: buyer.email, password: 'first-new-pass' })).status).toBe(
      200,
    );
  });

  it('refuses a reset token once the password was changed another way', async () => {
    const buyer = await newBuyer(t.api);
    const { body } = await verify(buyer.email, await requestCode(buyer));
    await t.api.database.db
      .update(buyers)
      .set({ tokenVersion: sql`${buyers.tokenVersion} + 1` })
      .where(eq(buyers.id, buyer.id));
    expect(await reset(body.resetToken, 'too-late-pass')).toMatchObject(badResetToken);
  });

  it('refuses a forged or garbled reset token', async () => {
    expect(await reset('not-a-token', 'whatever-pass')).toMatchObject(badResetToken);
  });

  it.each([
    ['/buyer_forgot_password', {}, 'email: Email is required'],
    ['/buyer_forgot_password', { email: 'nope' }, 'email: Email is invalid'],
    ['/buyer_verify_otp', { email: 'a@b.in' }, 'otp: Code is required'],
    ['/buyer_verify_otp', { email: 'a@b.in', otp: ' ' }, 'otp: Code is required'],
    ['/buyer_verify_otp', { email: 'a@b.in', otp: '12345' }, 'otp: The code is 6 digits'],
    ['/buyer_verify_otp', { email: 'a@b.in', otp: '12a456' }, 'otp: The code is 6 digits'],
    ['/buyer_verify_otp', { otp: '123456' }, 'email: Email is required'],
    ['/buyer_reset_password', { password: 'abcdef' }, 'resetToken: Reset token is required'],
    ['/buyer_reset_password', { resetToken: 'x' }, 'password: Password is required'],
    ['/buyer_reset_password', { resetToken: 'x', password: 'abc' }, 'password: Password must be at least 6 characters'],
  ])('%s refuses %j with “%s”', async (path, body, message) => {
    const res = await call(t.api, 'POST', path, body);
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, status: false, message: `Invalid request. ${message}` },
    });
  });
});

describe('mail off the request path', () => {
  it('answers known and unknown emails with the same work — one outbox job — even while the mail relay is down', async () => {
    const offline = await createTestApi({ env: { SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: TEST_JWT_SECRET } });
    try {
      const known = await newBuyer(offline);
      const unknown = uniqueEmail('nobody');
      const answers = [
        await call(offline, 'POST', '/buyer_forgot_password', { email: known.email }),
        await call(offline, 'POST', '/buyer_forgot_password', { email: unknown }),
      ];
      expect(answers[0]).toMatchObject({ status: 200, body: answers[1]?.body });
      const jobs = async () =>
        (await offline.database.db.select().from(mailOutbox)).filter((row) => row.job.kind === 'password-reset');
      expect((await jobs()).map((row) => row.job)).toEqual(
        expect.arrayContaining([
          { kind: 'password-reset', email: known.email },
          { kind: 'password-reset', email: unknown },
        ]),
      );
      expect(await jobs()).toHaveLength(2);

      await offline.app.outbox.drain();
      const handled = await jobs();
      const forKnown = handled.find((row) => row.job.kind === 'password-reset' && row.job.email === known.email);
      const forUnknown = handled.find((row) => row.job.kind === 'password-reset' && row.job.email === unknown);
      // The known account's mail waits for the relay (and its code exists); the unknown email needed no mail.
      expect(forKnown).toMatchObject({ doneAt: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/) });
      expect(forUnknown).toMatchObject({ doneAt: expect.any(Date), lastError: null });
      expect(
        await offline.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.buyerId, known.id)),
      ).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });
});
