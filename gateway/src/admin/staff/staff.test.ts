import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { type SignedInStaff, signedInStaff, staffCookieIn } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

let t: GatewayUnderTest;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startGatewayOverApi();
  owner = await signedInStaff(t, 'owner');
});
afterAll(() => t.close());

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string; reason?: string; fields?: { field: string; code: string }[] } }[];
}

async function admin(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return { json: res.json() as Answer, headers: res.headers };
}

const INVITE = 'mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { id email role } }';
const ACCEPT = `mutation ($input: AcceptInviteInput!) {
  acceptInvite(input: $input) { member { id email name role disabled } totpSecret otpauthUri }
}`;
const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { id role } }';

/** The one-time token of the invitation the api mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await t.mailbox.waitFor(email);
  const token = /token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return decodeURIComponent(token);
}

describe('accepting an invitation through the admin endpoint', () => {
  it('enrols the invited member without a session, answers the secret once, and the secret signs them in', async () => {
    const email = `joiner-${randomUUID().slice(0, 8)}@sutra.in`;
    const invited = await admin(INVITE, { input: { email, role: 'CATALOGUE' } }, owner.headers);
    expect(invited.json.data?.inviteStaff).toMatchObject({ email, role: 'CATALOGUE' });
    const token = await mailedToken(email);

    const password = 'joining-pass-2026';
    const accepted = await admin(ACCEPT, { input: { token, name: 'Asha Rao', password } });
    expect(accepted.json.errors).toBeUndefined();
    const enrolment = accepted.json.data?.acceptInvite as { totpSecret: string; otpauthUri: string };
    expect(enrolment).toMatchObject({ member: { email, name: 'Asha Rao', role: 'CATALOGUE', disabled: false } });
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.otpauthUri).toContain(enrolment.totpSecret);
    // Accepting opens no session: the member signs in with a code afterwards.
    expect(staffCookieIn(accepted.headers)).toBeUndefined();

    const signIn = await admin(SIGN_IN, {
      input: { email, password, code: await generate({ secret: enrolment.totpSecret }) },
    });
    expect(signIn.json.data?.signIn).toMatchObject({ role: 'CATALOGUE' });
    expect(staffCookieIn(signIn.headers)).toBeDefined();

    // The link is spent: a second use is the api's invite_invalid.
    const again = await admin(ACCEPT, { input: { token, name: 'Someone Else', password } });
    expect(again.json.data).toBeNull();
    expect(again.json.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'invite_invalid' });
  });

  it('answers a common password as a field error with its code, and leaves the link unspent', async () => {
    const email = `joiner-${randomUUID().slice(0, 8)}@sutra.in`;
    await admin(INVITE, { input: { email, role: 'ORDERS' } }, owner.headers);
    const token = await mailedToken(email);
    const weak = await admin(ACCEPT, { input: { token, name: 'Ravi', password: 'password123' } });
    expect(weak.json.data).toBeNull();
    expect(weak.json.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'input.password', code: 'common_password' }),
    ]);
    const good = await admin(ACCEPT, { input: { token, name: 'Ravi', password: 'a-far-better-pass' } });
    expect(good.json.data?.acceptInvite).toMatchObject({ member: { email, role: 'ORDERS' } });
  });
});
