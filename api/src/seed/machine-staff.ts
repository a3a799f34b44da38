import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema.js';
import { TotpSecretBox } from '../staff/secrets.js';
import { openSession } from '../staff/sessions.js';
import { newTotpSecret } from '../staff/totp.js';

/**
 * A member of staff for a program that drives the back office (the benchmark, the fleet test), and a fresh session of
 * theirs. Their password and TOTP secret are random and never kept in clear (the secret is sealed with a throw-away
 * key), so nobody can sign in as them: the session answered here is the only way in, and it ends as every session
 * does. For test and benchmark databases only.
 */
export async function machineStaffSession(
  db: Db,
  options: { email: string; role: StaffRole; maxHours?: number },
): Promise<{ staffId: string; token: string }> {
  let [member] = await db
    .select({ id: staff.id, passwordChangedAt: staff.passwordChangedAt })
    .from(staff)
    .where(eq(staff.email, options.email));
  if (!member) {
    const box = new TotpSecretBox(randomBytes(32).toString('hex'));
    [member] = await db
      .insert(staff)
      .values({
        email: options.email,
        name: 'Machine',
        role: options.role,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        totpSecret: box.seal(newTotpSecret()),
      })
      .returning({ id: staff.id, passwordChangedAt: staff.passwordChangedAt });
  }
  if (!member) throw new Error('machine staff not stored');
  const { token } = await openSession(
    db,
    member,
    { idleMinutes: 30, maxHours: options.maxHours ?? 2 },
    { address: '127.0.0.1', userAgent: 'machine' },
  );
  return { staffId: member.id, token };
}
