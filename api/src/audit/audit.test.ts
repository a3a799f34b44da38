import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { type AccountsHarness, call, startAccountsHarness } from '../test/accounts.js';
import { addStaff, signedInStaff, totpCode } from '../test/staff.js';
import type { TestApi } from '../test/test-api.js';
import { audit } from './audit.js';
import type { AuditJson } from './service.js';

let t: AccountsHarness;
let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startAccountsHarness();
  api = t.api;
  owner = await signedInStaff(api, 'owner');
});
afterAll(() => t.close());

type Page = { result: AuditJson[]; nextCursor: string | null };
const read = (query: string, token = owner.token) =>
  call<Page>(api, 'GET', `/admin/audit?${query}`, undefined, { token });
const entriesFor = (entityId: string) =>
  api.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.seq);

describe('writing the audit log', () => {
  it('commits an entry with its write, and rolls both back together', async () => {
    const member = await addStaff(api, { role: 'orders' });
    const change = (staffId: string) =>
      inTransaction(api.database.db, async (tx) => {
        await tx.update(staff).set({ name: 'Renamed' }).where(eq(staff.id, member.id));
        await audit(tx, { staffId, action: 'staff.rename', entity: 'staff', entityId: member.id });
      });
    // An entry that cannot be written (no such author) takes the write down with it …
    await expect(change(randomUUID())).rejects.toThrow();
    const [unchanged] = await api.database.db.select({ name: staff.name }).from(staff).where(eq(staff.id, member.id));
    expect(unchanged?.name).toBe('Test orders');
    expect(await entriesFor(member.id)).toEqual([]);
    // … and a write that commits has its entry.
    await change(owner.id);
    expect(await entriesFor(member.id)).toHaveLength(1);
  });

  it('records a staff write with who, what, before and after; a refused write records nothing', async () => {
    const member = await addStaff(api, { role: 'orders' });
    const patch = await call(api, 'PATCH', `/admin/staff/${member.id}`, { role: 'catalogue' }, { token: owner.token });
    expect(patch.status).toBe(200);
    const page = await read(`entity=staff&entityId=${member.id}`);
    expect(page.body.result).toEqual([
      expect.objectContaining({
        staff: { id: owner.id, name: 'Test owner', email: owner.email },
        action: 'staff.update',
        before: expect.objectContaining({ role: 'orders', disabled: false }),
        after: expect.objectContaining({ role: 'catalogue', disabled: false }),
      }),
    ]);
    const refused = await call(
      api,
      'PATCH',
      `/admin/staff/${randomUUID()}`,
      { role: 'orders' },
      { token: owner.token },
    );
    expect(refused.status).toBe(404);
    expect((await read(`staffId=${owner.id}&action=staff.update`)).body.result).toHaveLength(1);
  });

  it('has an entry for every staff write: invite, join, sign-in, password, role, sessions, sign-out', async () => {
    const email = `audited-${randomUUID().slice(0, 8)}@sutra.in`;
    const invited = await call<{ result: { id: string } }>(
      api,
      'POST',
      '/admin/staff/invites',
      { email, role: 'orders' },
      { token: owner.token },
    );
    await api.app.outbox.drain();
    const [mail] = await t.mailbox.waitFor(email, { timeoutMs: 20_000 });
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const joined = await call<{ result: { id: string }; totpSecret: string }>(api, 'POST', '/admin/invites/accept', {
      token,
      name: 'Audited',
      password: 'audited-pass-2026',
    });
    const member = joined.body.result;
    const signIn = await call<{ token: string }>(api, 'POST', '/admin/session', {
      email,
      password: 'audited-pass-2026',
      code: await totpCode(joined.body.totpSecret),
    });
    const session = signIn.body.token;
    await call(
      api,
      'POST',
      '/admin/me/password',
      { currentPassword: 'audited-pass-2026', newPassword: 'audited-pass-2027' },
      { token: session },
    );
    await call(api, 'PATCH', `/admin/staff/${member.id}`, { role: 'catalogue' }, { token: owner.token });
    await call(api, 'DELETE', `/admin/session`, undefined, { token: session });
    await call(api, 'DELETE', `/admin/staff/${member.id}/sessions`, undefined, { token: owner.token });

    const [invite] = await entriesFor(invited.body.result.id);
    expect(invite).toMatchObject({ staffId: owner.id, action: 'staff.invite', after: { email, role: 'orders' } });
    const about = await entriesFor(member.id);
    expect(about.map((e) => [e.action, e.staffId === owner.id ? 'owner' : 'member'])).toEqual([
      ['staff.join', 'member'],
      ['staff.sign_in', 'member'],
      ['staff.password', 'member'],
      ['staff.update', 'owner'],
      ['staff.sign_out', 'member'],
      ['staff.sessions_revoke', 'owner'],
    ]);
    expect(JSON.stringify(about)).not.toMatch(/audited-pass|argon2|totp/i);
  });
});

describe('reading the audit log', () => {
  it('filters by staff, action, entity and dates, newest first, in keyset pages', async () => {
    const author = await addStaff(api, { role: 'owner' });
    for (let i = 0; i < 5; i++) {
      await audit(api.database.db, {
        staffId: author.id,
        action: 'coupon.update',
        entity: 'coupon',
        entityId: `c${i}`,
      });
    }
    await audit(api.database.db, { staffId: author.id, action: 'product.update', entity: 'product', entityId: 'p1' });
    const first = await read(`staffId=${author.id}&action=coupon.update&limit=2`);
    expect(first.body.result.map((e) => e.entityId)).toEqual(['c4', 'c3']);
    const second = await read(`staffId=${author.id}&action=coupon.update&limit=2&cursor=${first.body.nextCursor}`);
    const third = await read(`staffId=${author.id}&action=coupon.update&limit=2&cursor=${second.body.nextCursor}`);
    expect(second.body.result.map((e) => e.entityId)).toEqual(['c2', 'c1']);
    expect(third.body).toMatchObject({ nextCursor: null });
    expect(third.body.result.map((e) => e.entityId)).toEqual(['c0']);
    expect((await read(`staffId=${author.id}&entity=product`)).body.result.map((e) => e.entityId)).toEqual(['p1']);

    await api.database.db
      .update(auditLog)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(auditLog.entityId, 'c0'));
    const since = new Date(Date.now() - 24 * 3600_000).toISOString();
    const until = new Date(Date.now() - 5 * 24 * 3600_000).toISOString();
    expect((await read(`staffId=${author.id}&from=${since}`)).body.result.map((e) => e.entityId)).not.toContain('c0');
    expect((await read(`staffId=${author.id}&to=${until}`)).body.result.map((e) => e.entityId)).toEqual(['c0']);
  });

  it('refuses a malformed cursor or date, and anyone without audit:read', async () => {
    expect(await read('cursor=abc')).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect(await read('from=yesterday')).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    const catalogue = await signedInStaff(api, 'catalogue');
    expect(await read('', catalogue.token)).toMatchObject({ status: 403, body: { code: 'staff_forbidden' } });
  });
});
