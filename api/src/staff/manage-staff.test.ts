import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../db/schema.js';
import { call } from '../test/accounts.js';
import { addStaff, signedInStaff, signInStaff } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { LAST_OWNER, updateStaff } from './service.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const update = (token: string, id: string, change: Record<string, unknown>) =>
  call<{ result: { role: string; disabled: boolean } }>(api, 'PATCH', `/admin/staff/${id}`, change, { token });
const me = (token: string) => call(api, 'GET', '/admin/me', undefined, { token });
const lastOwner = { status: 409, body: { code: 'last_owner', message: LAST_OWNER } };

/** Leaves `keep` as the only active owners (other tests' owners are disabled). */
async function onlyOwners(...keep: string[]) {
  const others = await api.database.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner'));
  for (const { id } of others.filter((o) => !keep.includes(o.id)))
    await api.database.db.update(staff).set({ disabled: true }).where(eq(staff.id, id));
}

describe('an owner managing staff', () => {
  it('lists the staff without secrets, changes a role and the member’s permissions follow at once', async () => {
    const owner = await signedInStaff(api, 'owner');
    const member = await signedInStaff(api, 'orders');
    const list = await call<{ result: { id: string }[] }>(api, 'GET', '/admin/staff', undefined, {
      token: owner.token,
    });
    expect(list.body.result.map((m) => m.id)).toEqual(expect.arrayContaining([owner.id, member.id]));
    expect(JSON.stringify(list.body)).not.toMatch(/password|totpSecret|argon2/i);
    expect(await update(owner.token, member.id, { role: 'catalogue' })).toMatchObject({
      status: 200,
      body: { result: { role: 'catalogue' } },
    });
    expect((await me(member.token)).body).toMatchObject({
      result: { role: 'catalogue', permissions: expect.arrayContaining(['stock:write']) },
    });
  });

  it('disables a member, whose sessions end, and enables them again', async () => {
    const owner = await signedInStaff(api, 'owner');
    const member = await addStaff(api, { role: 'catalogue' });
    const session = await signInStaff(api, member);
    expect(await update(owner.token, member.id, { disabled: true })).toMatchObject({
      status: 200,
      body: { result: { disabled: true } },
    });
    expect(await me(session)).toMatchObject({ status: 401, body: { code: 'session_expired' } });
    await update(owner.token, member.id, { disabled: false });
    // Enabling does not bring an ended session back; signing in again works.
    expect((await me(session)).status).toBe(401);
    expect((await me(await signInStaff(api, member))).status).toBe(200);
  });

  it('ends every session of a member', async () => {
    const owner = await signedInStaff(api, 'owner');
    const member = await addStaff(api, { role: 'orders' });
    const laptop = await signInStaff(api, member);
    const phone = await signInStaff(api, member);
    const revoke = await call(api, 'DELETE', `/admin/staff/${member.id}/sessions`, undefined, { token: owner.token });
    expect(revoke).toMatchObject({ status: 200, body: { revoked: 2 } });
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
  });

  it('never demotes or disables the last active owner', async () => {
    const owner = await signedInStaff(api, 'owner');
    await onlyOwners(owner.id);
    expect(await update(owner.token, owner.id, { role: 'catalogue' })).toMatchObject(lastOwner);
    expect(await update(owner.token, owner.id, { disabled: true })).toMatchObject(lastOwner);
    const second = await signedInStaff(api, 'owner');
    expect((await update(second.token, owner.id, { role: 'catalogue' })).status).toBe(200);
    expect(await update(second.token, second.id, { disabled: true })).toMatchObject(lastOwner);
    const active = await api.database.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), eq(staff.disabled, false)));
    expect(active).toEqual([{ id: second.id }]);
  });

  it('keeps one owner when the last two demote each other at once', async () => {
    const a = await signedInStaff(api, 'owner');
    const b = await signedInStaff(api, 'owner');
    await onlyOwners(a.id, b.id);
    const answers = await Promise.all([
      update(a.token, b.id, { role: 'catalogue' }),
      update(b.token, a.id, { role: 'orders' }),
    ]);
    // The second is refused by the guard (its caller was demoted first) or by the owners' lock.
    expect(answers.map((x) => x.status).sort()).toEqual([200, answers.some((x) => x.status === 403) ? 403 : 409]);
    await expectOneActiveOwner();
  });

  it('keeps one owner when two changes past the guard race to demote and disable the last two', async () => {
    const [a, b] = [await addStaff(api, { role: 'owner' }), await addStaff(api, { role: 'owner' })];
    await onlyOwners(a.id, b.id);
    const actor = (id: string) => ({ id, sessionId: id, email: '', name: '', role: 'owner' as const });
    const results = await Promise.allSettled([
      updateStaff({ db: api.database.db }, actor(a.id), b.id, { disabled: true }),
      updateStaff({ db: api.database.db }, actor(b.id), a.id, { role: 'catalogue' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'last_owner' } });
    await expectOneActiveOwner();
  });
});

async function expectOneActiveOwner() {
  const owners = await api.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.disabled, false)));
  expect(owners).toHaveLength(1);
}
