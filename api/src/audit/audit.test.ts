import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { call } from '../test/accounts.js';
import { addStaff, signedInStaff } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { audit } from './audit.js';
import type { AuditJson } from './service.js';

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  api = await createTestApi();
  owner = await signedInStaff(api, 'owner');
});
afterAll(() => api.close());

type Page = { result: AuditJson[]; nextCursor: string | null };
const read = (query: string, token = owner.token) =>
  call<Page>(api, 'GET', `/admin/audit?${query}`, undefined, { token });
const entriesFor = (entityId: string) => api.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

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
