import { randomInt, randomUUID } from 'node:crypto';
import { smsSandboxClient } from '@sutra/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_PASSWORD_HASHING, type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi({ apiEnv: CHEAP_PASSWORD_HASHING });
});
afterAll(() => t.close());

const newMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const codeSentTo = async (mobile: string, count = 1) => {
  const sms = await smsSandboxClient(t.sandbox.url).waitFor(mobile, { count });
  return /#(\d{6})$/.exec(sms.body)?.[1] ?? '';
};

const REQUEST = 'mutation ($m: String!) { requestPhoneCode(mobile: $m) { message resendAfterSeconds } }';
const VERIFY = `mutation ($m: String!, $c: String!) {
  verifyPhoneCode(mobile: $m, code: $c) { message signupToken auth { token viewer { id mobile } } } }`;
const SIGN_UP = `mutation ($t: String!, $n: String!, $e: String!) {
  signUpWithPhone(signupToken: $t, name: $n, email: $e) { token viewer { id name mobile } } }`;

interface Verification {
  verifyPhoneCode: {
    message: string;
    signupToken: string | null;
    auth: { token: string; viewer: { id: string } } | null;
  };
}

describe('phone sign-in over GraphQL', () => {
  it('signs a new number up, refuses a second code before the wait, and adds a number to another account', async () => {
    const mobile = newMobile();
    const sent = await t.graphql<{ requestPhoneCode: { message: string; resendAfterSeconds: number } }>(REQUEST, {
      m: mobile,
    });
    expect(sent.data?.requestPhoneCode.resendAfterSeconds).toBe(30);

    const tooSoon = await t.graphql(REQUEST, { m: mobile });
    expect(tooSoon.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'resend_too_soon' });
    expect(tooSoon.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);

    const code = await codeSentTo(mobile);
    const wrong = await t.graphql(VERIFY, { m: mobile, c: code === '000000' ? '111111' : '000000' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'invalid_code' });

    const verified = await t.graphql<Verification>(VERIFY, { m: mobile, c: code });
    expect(verified.data?.verifyPhoneCode.auth).toBeNull();
    const signupToken = verified.data?.verifyPhoneCode.signupToken ?? '';
    const email = `phone-${randomUUID().slice(0, 8)}@example.in`;
    const signedUp = await t.graphql<{ signUpWithPhone: { token: string; viewer: { mobile: string } } }>(SIGN_UP, {
      t: signupToken,
      n: 'Meera Iyer',
      e: email,
    });
    expect(signedUp.data?.signUpWithPhone.viewer.mobile).toBe(mobile);

    const again = await t.graphql(SIGN_UP, { t: signupToken, n: 'Meera Iyer', e: `x-${email}` });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'mobile_taken' });

    // Another account proves the number: it moves there.
    const other = `other-${randomUUID().slice(0, 8)}@example.in`;
    await t.graphql('mutation ($i: SignupInput!) { signup(input: $i) { message } }', {
      i: { email: other, name: 'Kabir', password: 'kurta-pass-1' },
    });
    const login = await t.graphql<{ login: { token: string } }>(
      'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      { e: other, p: 'kurta-pass-1' },
    );
    const token = login.data?.login.token ?? '';
    const asked = await t.graphql(
      'mutation ($m: String!) { requestMobileCode(mobile: $m) { resendAfterSeconds } }',
      { m: mobile },
      bearer(token),
    );
    expect(asked.errors).toBeUndefined();
    const added = await t.graphql<{ verifyMobile: { mobile: string } }>(
      'mutation ($m: String!, $c: String!) { verifyMobile(mobile: $m, code: $c) { id mobile } }',
      { m: mobile, c: await codeSentTo(mobile, 2) },
      bearer(token),
    );
    expect(added.data?.verifyMobile.mobile).toBe(mobile);
    const first = await t.graphql<{ me: { mobile: string | null } }>(
      '{ me { mobile } }',
      {},
      bearer(signedUp.data?.signUpWithPhone.token ?? ''),
    );
    expect(first.data?.me.mobile).toBeNull();
  });

  it('needs a session to add a number', async () => {
    const answer = await t.graphql('mutation ($m: String!) { requestMobileCode(mobile: $m) { message } }', {
      m: newMobile(),
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
