import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_FAILURE_LIMITS } from '../auth/password-attempts.js';
import { staff, staffSessions } from '../db/schema.js';
import { call, randomIp } from '../test/accounts.js';
import { addStaff, forgetSpentCodes, signedInStaff, signInStaff, totpCode, trySignIn } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { STAFF_LOGIN_REQUIRED, STAFF_SESSION_INVALID } from './guard.js';
import { STAFF_SIGN_IN_FAILED } from './service.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const refused = { status: 401, body: { code: 'login_failed', message: STAFF_SIGN_IN_FAILED } };
const sessionEnded = { status: 401, body: { code: 'session_expired', message: STAFF_SESSION_INVALID } };
const me = (token: string | undefined) => call(api, 'GET', '/admin/me', undefined, { token });

describe('staff sign-in', () => {
  it('signs in with password and the code of the authenticator app, and answers no secret', async () => {
    const owner = await addStaff(api, { role: 'owner' });
    const answer = await trySignIn(api, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^sst_[\w-]{43}$/);
    expect(answer.body.result).toMatchObject({ id: owner.id, role: 'owner', totpConfirmed: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|totpSecret|\$argon2/);
    const whoAmI = await me(answer.body.token);
    expect(whoAmI).toMatchObject({
      status: 200,
      body: { result: { email: owner.email, permissions: expect.arrayContaining(['staff:manage']) } },
    });
    // Only a hash of the token is kept.
    const [stored] = await api.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, owner.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(answer.body.token);
  });

  it('answers a wrong code, a wrong password, an unknown email and a disabled account alike', async () => {
    const member = await addStaff(api, { role: 'catalogue' });
    const disabled = await addStaff(api, { role: 'catalogue', disabled: true });
    const code = await totpCode(member.secret);
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(await trySignIn(api, member, { code: wrongCode })).toMatchObject(refused);
    expect(await trySignIn(api, { ...member, password: 'not-the-password' })).toMatchObject(refused);
    expect(await trySignIn(api, { ...member, email: 'nobody@sutra.in' })).toMatchObject(refused);
    expect(await trySignIn(api, disabled)).toMatchObject(refused);
    expect((await trySignIn(api, member)).status).toBe(200);
  });

  it('refuses a code already used to sign in, even with the right password', async () => {
    const member = await addStaff(api, { role: 'orders' });
    const code = await totpCode(member.secret);
    expect((await trySignIn(api, member, { code })).status).toBe(200);
    expect(await trySignIn(api, member, { code })).toMatchObject(refused);
    // An earlier step's code is refused too once a later one signed in.
    const next = await totpCode(member.secret, 1);
    expect((await trySignIn(api, member, { code: next })).status).toBe(200);
    expect(await trySignIn(api, member, { code })).toMatchObject(refused);
  });

  it('signs in once when the same code is sent twice at once', async () => {
    const member = await addStaff(api, { role: 'orders' });
    const code = await totpCode(member.secret);
    const answers = await Promise.all([trySignIn(api, member, { code }), trySignIn(api, member, { code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('stops a stranger guessing one account however it rotates X-Forwarded-For', async () => {
    const member = await addStaff(api, { role: 'owner' });
    const stranger = '198.51.100.77';
    const attempt = async (password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/API/v1/admin/session',
        remoteAddress: stranger,
        headers: { 'x-forwarded-for': randomIp() },
        payload: { email: member.email, password, code: await totpCode(member.secret) },
      });
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.perAccountAndAddress.max; i++) {
      expect((await attempt('a-wrong-guess')).statusCode).toBe(401);
    }
    const blocked = await attempt(member.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    // The owner, from their own address, still gets in.
    await forgetSpentCodes(api, member.id);
    expect((await trySignIn(api, member, { ip: randomIp() })).status).toBe(200);
  });
});

describe('staff sessions', () => {
  it('needs a session: none is login_required, a made-up one session_expired', async () => {
    expect(await me(undefined)).toMatchObject({
      status: 401,
      body: { code: 'login_required', message: STAFF_LOGIN_REQUIRED },
    });
    expect(await me('sst_made-up')).toMatchObject(sessionEnded);
  });

  it('ends a session signed out', async () => {
    const member = await signedInStaff(api, 'catalogue');
    expect((await call(api, 'DELETE', '/admin/session', undefined, { token: member.token })).status).toBe(200);
    expect(await me(member.token)).toMatchObject(sessionEnded);
  });

  it('ends a session idle too long, and one past its absolute limit however busy', async () => {
    const idle = await signedInStaff(api, 'catalogue');
    const busy = await signedInStaff(api, 'catalogue');
    const { idleMinutes } = api.config.staffSessions;
    await api.database.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${idleMinutes + 1})` })
      .where(eq(staffSessions.staffId, idle.id));
    await api.database.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.staffId, busy.id));
    expect(await me(idle.token)).toMatchObject(sessionEnded);
    expect(await me(busy.token)).toMatchObject(sessionEnded);
  });

  it('keeps a session alive while it is used', async () => {
    const member = await signedInStaff(api, 'orders');
    const { idleMinutes } = api.config.staffSessions;
    await api.database.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${idleMinutes - 1})` })
      .where(eq(staffSessions.staffId, member.id));
    expect((await me(member.token)).status).toBe(200);
    const [session] = await api.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(Date.now() - (session?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends every other session when the password changes, and keeps the one that changed it', async () => {
    const member = await addStaff(api, { role: 'catalogue' });
    const here = await signInStaff(api, member);
    const elsewhere = await signInStaff(api, member);
    const change = await call(
      api,
      'POST',
      '/admin/me/password',
      { currentPassword: member.password, newPassword: 'a-new-staff-pass' },
      { token: here },
    );
    expect(change.status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect(await me(elsewhere)).toMatchObject(sessionEnded);
    await forgetSpentCodes(api, member.id);
    expect(await trySignIn(api, member)).toMatchObject(refused);
    expect((await trySignIn(api, { ...member, password: 'a-new-staff-pass' })).status).toBe(200);
  });

  it('refuses a session opened before a password change made anywhere', async () => {
    const member = await signedInStaff(api, 'orders');
    await api.database.db.update(staff).set({ passwordChangedAt: sql`now()` }).where(eq(staff.id, member.id));
    expect(await me(member.token)).toMatchObject(sessionEnded);
  });

  it('refuses the sessions of a member disabled', async () => {
    const member = await signedInStaff(api, 'orders');
    await api.database.db.update(staff).set({ disabled: true }).where(eq(staff.id, member.id));
    expect(await me(member.token)).toMatchObject(sessionEnded);
  });

  it('refuses a wrong current password when changing it', async () => {
    const member = await signedInStaff(api, 'orders');
    const change = await call(
      api,
      'POST',
      '/admin/me/password',
      { currentPassword: 'wrong-one', newPassword: 'a-new-staff-pass' },
      { token: member.token },
    );
    expect(change).toMatchObject({ status: 400, body: { code: 'wrong_password' } });
    expect((await me(member.token)).status).toBe(200);
  });
});
