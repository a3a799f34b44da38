import { DEMO_OWNER_LOGIN, ProductionSettingsError } from '@sutra/settings';
import { eq, sql } from 'drizzle-orm';
import { createGuardrails, generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../db/schema.js';
import { call } from '../test/accounts.js';
import { addStaff, secretBoxOf } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { demoStaffProblems, ensureDemoOwner, refuseDemoStaff } from './demo-owner.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Puts a demo owner out of the way as production would have to: disabled (staff are never deleted), and renamed. */
const removeDemoOwner = () =>
  api.database.db
    .update(staff)
    .set({ disabled: true, email: sql`'retired-' || gen_random_uuid() || '@sutra.in'` })
    .where(eq(sql`lower(${staff.email})`, DEMO_OWNER_LOGIN.email));

describe('the demo owner', () => {
  it('is added once to a development database and signs in with the published password and TOTP secret', async () => {
    const box = await secretBoxOf(api);
    expect(await ensureDemoOwner(api.database.db, box)).toBe(true);
    expect(await ensureDemoOwner(api.database.db, box)).toBe(false);
    const code = await generate({
      secret: DEMO_OWNER_LOGIN.totpSecret,
      guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }),
    });
    const signIn = await call(api, 'POST', '/admin/session', {
      email: DEMO_OWNER_LOGIN.email,
      password: DEMO_OWNER_LOGIN.password,
      code,
    });
    expect(signIn).toMatchObject({ status: 200, body: { result: { role: 'owner', email: DEMO_OWNER_LOGIN.email } } });
    // Stored encrypted: the column does not hold the secret in clear.
    const [row] = await api.database.db
      .select({ totpSecret: staff.totpSecret })
      .from(staff)
      .where(eq(staff.email, DEMO_OWNER_LOGIN.email));
    expect(row?.totpSecret).not.toContain(DEMO_OWNER_LOGIN.totpSecret);
    await removeDemoOwner();
  });

  it('stops production from starting while it, or its secret on anyone, is among the staff', async () => {
    const box = await secretBoxOf(api);
    await addStaff(api, { role: 'owner' });
    await removeDemoOwner();
    await expect(refuseDemoStaff(api.database.db, box)).resolves.toBeUndefined();

    await ensureDemoOwner(api.database.db, box);
    const refusal = refuseDemoStaff(api.database.db, box);
    await expect(refusal).rejects.toThrow(ProductionSettingsError);
    await expect(refusal).rejects.toThrow(
      /api refuses to start in production: the demo owner owner@sutra\.in is an active member of staff/,
    );
    await removeDemoOwner();

    const copied = await addStaff(api, { role: 'catalogue' });
    await api.database.db
      .update(staff)
      .set({ totpSecret: box.seal(DEMO_OWNER_LOGIN.totpSecret) })
      .where(eq(staff.id, copied.id));
    expect(await demoStaffProblems(api.database.db, box)).toEqual([
      `${copied.email} has the demo owner's published TOTP secret (disable it)`,
    ]);
  });
});
