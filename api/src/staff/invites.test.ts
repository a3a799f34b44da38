import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffInvites } from '../db/schema.js';
import { type AccountsHarness, call, startAccountsHarness } from '../test/accounts.js';
import { signedInStaff, trySignIn } from '../test/staff.js';
import { INVITE_INVALID } from './invites.js';

let t: AccountsHarness;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startAccountsHarness();
  owner = await signedInStaff(t.api, 'owner');
});
afterAll(() => t.close());

const invite = (email: string, role = 'catalogue', token = owner.token) =>
  call<{ result: { id: string } }>(t.api, 'POST', '/admin/staff/invites', { email, role }, { token });
const accept = (token: string, password = 'joining-pass-2026') =>
  call<{ result: { id: string; email: string; role: string }; totpSecret: string; otpauthUri: string }>(
    t.api,
    'POST',
    '/admin/invites/accept',
    { token, name: 'New Colleague', password },
  );
const invalid = { status: 400, body: { code: 'invite_invalid', message: INVITE_INVALID } };

/** The one-time token of the newest invitation mailed to `email` (`count` mails expected by now). */
async function mailedToken(email: string, count = 1): Promise<string> {
  await t.api.app.outbox.drain();
  const [mail] = await t.mailbox.waitFor(email, { count, timeoutMs: 20_000 });
  const token = /token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return decodeURIComponent(token);
}

const uniqueStaffEmail = () => `colleague-${Math.random().toString(36).slice(2, 10)}@sutra.in`;

describe('staff invitations', () => {
  it('mails a one-time link; accepting it enrols the member, who signs in with the secret answered once', async () => {
    const email = uniqueStaffEmail();
    expect((await invite(email)).status).toBe(201);
    const token = await mailedToken(email);
    expect(token).toMatch(/^inv_/);
    const [stored] = await t.api.database.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    expect(stored?.tokenHash).not.toContain(token);

    const enrolled = await accept(token);
    expect(enrolled.status).toBe(201);
    expect(enrolled.body.result).toMatchObject({ email, role: 'catalogue', totpConfirmed: false });
    expect(enrolled.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Sutra:.*secret=/);
    const member = { email, password: 'joining-pass-2026', secret: enrolled.body.totpSecret };
    const signIn = await trySignIn(t.api, member);
    expect(signIn.status).toBe(200);
    expect(signIn.body.result).toMatchObject({ role: 'catalogue', totpConfirmed: true });
    // No route answers the secret again.
    const list = await call(t.api, 'GET', '/admin/staff', undefined, { token: owner.token });
    expect(JSON.stringify(list.body)).not.toContain(enrolled.body.totpSecret);
  });

  it('works once: the same link again, or sent twice at once, enrols one member', async () => {
    const email = uniqueStaffEmail();
    await invite(email);
    const token = await mailedToken(email);
    const both = await Promise.all([accept(token), accept(token)]);
    expect(both.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await accept(token)).toMatchObject(invalid);
  });

  it('refuses an expired link, and a link replaced by a newer invitation', async () => {
    const late = uniqueStaffEmail();
    await invite(late);
    const lateToken = await mailedToken(late);
    await t.api.database.db
      .update(staffInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvites.email, late));
    expect(await accept(lateToken)).toMatchObject(invalid);

    const twice = uniqueStaffEmail();
    await invite(twice);
    const first = await mailedToken(twice);
    await invite(twice, 'orders');
    const second = await mailedToken(twice, 2);
    expect(await accept(first)).toMatchObject(invalid);
    expect(await accept(second)).toMatchObject({ status: 201, body: { result: { role: 'orders' } } });
  });

  it('refuses a made-up link before hashing anything, and an email that is staff already', async () => {
    expect(await accept('inv_made-up')).toMatchObject(invalid);
    expect(await invite(owner.email)).toMatchObject({ status: 409, body: { code: 'email_taken' } });
  });

  it('lets only holders of staff:manage invite', async () => {
    const catalogue = await signedInStaff(t.api, 'catalogue');
    expect(await invite(uniqueStaffEmail(), 'owner', catalogue.token)).toMatchObject({
      status: 403,
      body: { code: 'staff_forbidden' },
    });
  });

  it('computes codes as authenticator apps do (RFC 6238 test secret)', async () => {
    // The RFC's SHA-1 vector at T = 59 s: 94287082, whose last six digits an app shows.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await generate({ secret, epoch: 59, digits: 8 })).toBe('94287082');
  });
});
