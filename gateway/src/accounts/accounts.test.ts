import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHEAP_PASSWORD_HASHING, type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi({ apiEnv: CHEAP_PASSWORD_HASHING });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const VIEWER = `id name email contactNumber updatedAt
  addresses { fullName mobile add1 add2 landmark state city pincode isDefault }
  defaultAddress { add1 city isDefault }`;

interface Viewer {
  id: string;
  name: string;
  email: string;
  contactNumber: string;
  updatedAt: string;
  addresses: { add1: string; landmark: string; city: string; isDefault: boolean }[];
  defaultAddress: { add1: string; city: string; isDefault: boolean } | null;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.in`;
const codeOf = (errors: { extensions?: { code?: string } }[] | undefined) => errors?.[0]?.extensions?.code;

const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { message } }`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { token viewer { ${VIEWER} } } }`;
const ME = `{ me { ${VIEWER} } }`;

async function signUpAndLogIn(password = 'first-pass') {
  const address = email('gql');
  const signup = await t.graphql<{ signup: { message: string } }>(SIGNUP, {
    input: { email: address, name: 'Meera Iyer', password, contactNumber: null },
  });
  expect(signup.errors).toBeUndefined();
  const login = await t.graphql<{ login: { token: string; viewer: Viewer } }>(LOGIN, { email: address, password });
  expect(login.errors).toBeUndefined();
  const token = login.data?.login.token ?? '';
  return { email: address, password, token, viewer: login.data?.login.viewer };
}

describe('accounts over GraphQL', () => {
  it('signs up, logs in, reads me, updates the profile, changes the password; the old token is then refused', async () => {
    const { email: address, token, viewer } = await signUpAndLogIn();
    expect(viewer).toMatchObject({ name: 'Meera Iyer', email: address, contactNumber: '', addresses: [] });
    expect(viewer?.defaultAddress).toBeNull();

    t.reset();
    const me = await t.graphql<{ me: Viewer }>(ME, undefined, bearer(token));
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual(viewer);
    expect(t.upstream).toEqual([{ method: 'GET', url: '/buyer_me' }]);

    const renamed = email('renamed');
    const updated = await t.graphql<{ updateProfile: Viewer }>(
      `mutation ($input: ProfileInput!) { updateProfile(input: $input) { ${VIEWER} } }`,
      { input: { name: 'Meera S. Iyer', email: renamed, contactNumber: null, currentPassword: 'first-pass' } },
      bearer(token),
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateProfile).toMatchObject({ id: viewer?.id, name: 'Meera S. Iyer', email: renamed });

    const changed = await t.graphql<{ changePassword: { token: string; viewer: Viewer } }>(
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token viewer { id name } } }`,
      { input: { currentPassword: 'first-pass', newPassword: 'second-pass', confirmPassword: 'second-pass' } },
      bearer(token),
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changePassword.viewer).toEqual({ id: viewer?.id, name: 'Meera S. Iyer' });

    const withOld = await t.graphql(ME, undefined, bearer(token));
    expect(codeOf(withOld.errors)).toBe('UNAUTHENTICATED');
    expect(withOld.errors?.[0]?.message).toBe('Your session has expired or is no longer valid. Please log in again.');
    const withNew = await t.graphql<{ me: Viewer }>(ME, undefined, bearer(changed.data?.changePassword.token ?? ''));
    expect(withNew.data?.me.id).toBe(viewer?.id);

    const relogin = await t.graphql<{ login: { viewer: Viewer } }>(LOGIN, { email: renamed, password: 'second-pass' });
    expect(relogin.data?.login.viewer.id).toBe(viewer?.id);
  });

  it('asks for the current password before it changes the email', async () => {
    const { token } = await signUpAndLogIn();
    const takeover = await t.graphql(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { email } }',
      { input: { email: email('takeover') } },
      bearer(token),
    );
    expect(codeOf(takeover.errors)).toBe('BAD_USER_INPUT');
    expect(takeover.errors?.[0]?.message).toBe('Enter your current password to change your email');
  });

  it('logs the token out on the server: it is refused afterwards', async () => {
    const { token } = await signUpAndLogIn();
    const out = await t.graphql<{ logout: { message: string } }>('mutation { logout { message } }', {}, bearer(token));
    expect(out.data?.logout.message).toBe('Logged out');
    const after = await t.graphql(ME, undefined, bearer(token));
    expect(codeOf(after.errors)).toBe('UNAUTHENTICATED');
  });

  it('answers me with null without a token, and UNAUTHENTICATED for a bad one', async () => {
    const anonymous = await t.graphql<{ me: Viewer | null }>(ME);
    expect(anonymous).toEqual({ data: { me: null } });
    expect(t.upstream).toEqual([]);
    const forged = await t.graphql(ME, undefined, bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'));
    expect(codeOf(forged.errors)).toBe('UNAUTHENTICATED');
  });

  it('saves addresses with the marked default first and answers the viewer', async () => {
    const { token } = await signUpAndLogIn();
    const address = (add1: string, isDefault?: boolean) => ({
      fullName: 'Meera Iyer',
      mobile: '9829012345',
      add1,
      add2: null,
      state: 'Rajasthan',
      city: 'Jaipur',
      pincode: '302001',
      ...(isDefault === undefined ? {} : { isDefault }),
    });
    const saved = await t.graphql<{ updateAddresses: Viewer }>(
      `mutation ($addresses: [AddressInput!]!) { updateAddresses(addresses: $addresses) { ${VIEWER} } }`,
      { addresses: [address('Home'), address('Office', true)] },
      bearer(token),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateAddresses.addresses.map((a) => [a.add1, a.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    expect(saved.data?.updateAddresses.addresses[0]?.landmark).toBe('');
    expect(saved.data?.updateAddresses.defaultAddress).toEqual({ add1: 'Office', city: 'Jaipur', isDefault: true });

    const bad = await t.graphql(
      `mutation ($addresses: [AddressInput!]!) { updateAddresses(addresses: $addresses) { id } }`,
      { addresses: [{ ...address('Home'), pincode: '12' }] },
      bearer(token),
    );
    expect(codeOf(bad.errors)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('Invalid request. address.0.pincode: Pincode must be 6 digits');
  });

  it('maps REST errors to codes: wrong login, signed-out mutations, bad input', async () => {
    const wrong = await t.graphql(LOGIN, { email: 'demo@sutra.in', password: 'not-the-password' });
    expect(codeOf(wrong.errors)).toBe('UNAUTHENTICATED');
    expect(wrong.errors?.[0]?.message).toBe('Invalid email or password.');

    const signedOut = await t.graphql(`mutation { updateProfile(input: { name: "X" }) { id } }`);
    expect(codeOf(signedOut.errors)).toBe('UNAUTHENTICATED');
    expect(signedOut.errors?.[0]?.message).toBe('Please log in to continue.');

    const short = await t.graphql(SIGNUP, { input: { email: email('short'), name: 'S', password: '123' } });
    expect(codeOf(short.errors)).toBe('BAD_USER_INPUT');
    expect(short.errors?.[0]?.message).toBe('Invalid request. password: Password must be at least 6 characters');
    expect(JSON.stringify(short)).not.toMatch(/stacktrace/i);
  });

  it('asks an account a crowd has guessed at for the mailed code, as a field error on `code`, and signs in with it', async () => {
    const owner = await signUpAndLogIn('sherwani-31');
    const LOGIN_WITH_CODE = `mutation ($email: String!, $password: String!, $code: String) {
      login(email: $email, password: $password, code: $code) { token } }`;
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    // 100 wrong passwords from 10 addresses (the gateway forwards each, through the trusted proxy rules).
    await Promise.all(
      Array.from({ length: 10 }, async (_, a) => {
        for (let i = 0; i < 10; i++) {
          const guess = await t.graphql(
            LOGIN,
            { email: owner.email, password: `guess-${i}` },
            from(`203.0.113.${a + 1}`),
          );
          expect(codeOf(guess.errors)).toBe('UNAUTHENTICATED');
        }
      }),
    );
    const asked = await t.graphql(LOGIN_WITH_CODE, { email: owner.email, password: owner.password }, from('192.0.2.8'));
    expect(asked.data).toBeNull();
    expect(asked.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'code_required',
      fields: [{ field: 'code', code: 'code_required', message: asked.errors?.[0]?.message }],
    });
    const [mail] = await t.mailbox.waitFor(owner.email);
    expect(mail?.subject).toBe('Your Sutra login code');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';

    const wrong = await t.graphql(
      LOGIN_WITH_CODE,
      { email: owner.email, password: owner.password, code: code === '000000' ? '000001' : '000000' },
      from('192.0.2.8'),
    );
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'code', code: 'invalid_code', message: wrong.errors?.[0]?.message },
    ]);
    const signedIn = await t.graphql<{ login: { token: string } }>(
      LOGIN_WITH_CODE,
      { email: owner.email, password: owner.password, code },
      from('192.0.2.8'),
    );
    expect(signedIn.errors).toBeUndefined();
    expect(codeOf((await t.graphql(ME, undefined, bearer(signedIn.data?.login.token ?? ''))).errors)).toBeUndefined();
  });

  it('logs the demo buyer in', async () => {
    const demo = await t.graphql<{ login: { viewer: Viewer } }>(LOGIN, {
      email: 'demo@sutra.in',
      password: 'sutra-demo',
    });
    expect(demo.data?.login.viewer).toMatchObject({ name: 'Demo Buyer', defaultAddress: { city: 'Jaipur' } });
  });

  it('resets a forgotten password with the mailed code', async () => {
    const { email: address, token } = await signUpAndLogIn();
    const asked = await t.graphql<{ requestPasswordReset: { message: string } }>(
      'mutation ($email: String!) { requestPasswordReset(email: $email) { message } }',
      { email: address },
    );
    const unknown = await t.graphql<{ requestPasswordReset: { message: string } }>(
      'mutation ($email: String!) { requestPasswordReset(email: $email) { message } }',
      { email: email('nobody') },
    );
    expect(asked.data).toEqual(unknown.data);

    const [mail] = await t.mailbox.waitFor(address);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const wrong = await t.graphql(
      'mutation ($email: String!, $code: String!) { verifyPasswordResetCode(email: $email, code: $code) { resetToken } }',
      { email: address, code: code === '000000' ? '000001' : '000000' },
    );
    expect(codeOf(wrong.errors)).toBe('BAD_USER_INPUT');

    const ticket = await t.graphql<{ verifyPasswordResetCode: { resetToken: string; message: string } }>(
      'mutation ($email: String!, $code: String!) { verifyPasswordResetCode(email: $email, code: $code) { resetToken message } }',
      { email: address, code },
    );
    expect(ticket.errors).toBeUndefined();
    const done = await t.graphql<{ resetPassword: { message: string } }>(
      'mutation ($t: String!, $p: String!) { resetPassword(resetToken: $t, password: $p) { message } }',
      { t: ticket.data?.verifyPasswordResetCode.resetToken, p: 'after-reset' },
    );
    expect(done.data?.resetPassword.message).toBe('Password reset successful!');
    expect(codeOf((await t.graphql(ME, undefined, bearer(token))).errors)).toBe('UNAUTHENTICATED');
    const relogin = await t.graphql<{ login: { token: string } }>(LOGIN, { email: address, password: 'after-reset' });
    expect(relogin.errors).toBeUndefined();
  });

  it('forwards the shopper address, so one shopper hitting a limit does not block the others', async () => {
    const spray = (ip: string) =>
      t.graphql(
        'mutation ($e: String!) { requestPasswordReset(email: $e) { message } }',
        { e: email('ip') },
        {
          'x-forwarded-for': ip,
        },
      );
    for (let i = 0; i < 10; i++) expect((await spray('203.0.113.7')).errors).toBeUndefined();
    const limited = await spray('203.0.113.7');
    expect(codeOf(limited.errors)).toBe('RATE_LIMITED');
    expect(limited.errors?.[0]?.message).toBe('Too many attempts. Please try again in 15 minutes.');
    // When to ask again, for the reset dialog's countdown: the api's Retry-After.
    const retryAfter = Number(limited.errors?.[0]?.extensions?.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await spray('198.51.100.20')).errors).toBeUndefined();
  });

  it('counts a stranger who rotates X-Forwarded-For as the address it connects from', async () => {
    // Not a trusted proxy (TRUST_PROXY is unset: loopback only), so its header is ignored.
    const stranger = '198.51.100.99';
    const spray = () =>
      t.gateway.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: stranger,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${randomInt(256)}.0.${randomInt(1, 255)}`,
        },
        payload: {
          query: 'mutation ($e: String!) { requestPasswordReset(email: $e) { message } }',
          variables: { e: email('rotating') },
        },
      });
    for (let i = 0; i < 10; i++) expect((await spray()).json().errors).toBeUndefined();
    expect(codeOf((await spray()).json().errors)).toBe('RATE_LIMITED');
  });
});
