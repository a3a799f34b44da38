import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER } from '../seed/demo-buyer.js';
import {
  type AccountsHarness,
  call,
  latestResetCode,
  newBuyer,
  startAccountsHarness,
  uniqueEmail,
} from '../test/accounts.js';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness();
});
afterAll(() => t.close());

/** The refusal of a common password on `path`, the request's field. */
const refusedAsCommon = (path: string) => ({
  status: 400,
  body: {
    success: false,
    status: false,
    code: 'invalid_input',
    message: `Invalid request. ${path}: ${COMMON_PASSWORD}`,
    fields: [{ path, code: 'common_password', message: COMMON_PASSWORD }],
  },
});

describe('the list of common passwords', () => {
  it('holds the passwords guessed first, in any case', () => {
    for (const password of ['123456', 'password', 'qwerty123', 'iloveyou', 'Password1', 'SUNSHINE', 'trustno1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets the demo buyer’s and the tests’ own passwords through', () => {
    for (const password of [DEMO_BUYER.password, 'secret-pass-1', 'sutra-journey-2026', 'tailored-in-jaipur']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('a common password is refused on the server', () => {
  const signup = (password: string) =>
    call(t.api, 'POST', '/buyer_signup', { email: uniqueEmail('common'), name: 'Common', password });

  it('at sign-up, with its own code on the password field, and no account made', async () => {
    const email = uniqueEmail('common');
    const answer = await call(t.api, 'POST', '/buyer_signup', { email, name: 'Common', password: '123456' });
    expect(answer).toEqual(expect.objectContaining(refusedAsCommon('password')));
    expect((await call(t.api, 'POST', '/buyer_login', { email, password: '123456' })).status).toBe(401);
    expect(await signup('Password1')).toMatchObject(refusedAsCommon('password'));
  });

  it('keeps the 6-character rule and its words first', async () => {
    expect(await signup('12345')).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'password', code: 'too_small', message: 'Password must be at least 6 characters' }] },
    });
    expect((await signup('bandhgala-21')).status).toBe(201);
  });

  it('at a password reset', async () => {
    const buyer = await newBuyer(t.api);
    expect((await call(t.api, 'POST', '/buyer_forgot_password', { email: buyer.email })).status).toBe(200);
    const otp = await latestResetCode(t.mailbox, buyer.email);
    const verified = await call<{ resetToken: string }>(t.api, 'POST', '/buyer_verify_otp', {
      email: buyer.email,
      otp,
    });
    const reset = (password: string) =>
      call(t.api, 'POST', '/buyer_reset_password', { resetToken: verified.body.resetToken, password });
    expect(await reset('qwerty123')).toMatchObject(refusedAsCommon('password'));
    // The refusal spent nothing: the same reset token then sets a good password.
    expect((await reset('nehru-jacket-9')).status).toBe(200);
  });

  it('at a password change', async () => {
    const buyer = await newBuyer(t.api);
    const change = (newPassword: string) =>
      call(
        t.api,
        'POST',
        '/buyer_changepassword',
        { password: buyer.password, newPassword, confirmpassword: newPassword },
        { token: buyer.token },
      );
    expect(await change('iloveyou')).toMatchObject(refusedAsCommon('newPassword'));
    expect((await call(t.api, 'GET', '/buyer_me', undefined, { token: buyer.token })).status).toBe(200);
    expect((await change('kurta-and-jutti')).status).toBe(200);
  });
});
