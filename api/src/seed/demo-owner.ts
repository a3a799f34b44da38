import { DEMO_OWNER_LOGIN, ProductionSettingsError } from '@sutra/settings';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema.js';
import type { TotpSecretBox } from '../staff/secrets.js';

/** The back office's demo owner (development only): public credentials, so production refuses to start with it. */
export const DEMO_OWNER = { ...DEMO_OWNER_LOGIN, name: 'Demo Owner' } as const;

/**
 * Adds the demo owner to a development database when no member of staff has its email. An existing one is left as it
 * is. Answers whether it was added.
 */
export async function ensureDemoOwner(db: Db, box: TotpSecretBox): Promise<boolean> {
  const [existing] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, DEMO_OWNER.email));
  if (existing) return false;
  const inserted = await db
    .insert(staff)
    .values({
      email: DEMO_OWNER.email,
      name: DEMO_OWNER.name,
      role: 'owner',
      passwordHash: await hashPassword(DEMO_OWNER.password),
      totpSecret: box.seal(DEMO_OWNER.totpSecret),
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return inserted.length > 0;
}

/**
 * What production must not start with: an active member of staff with the demo owner's email, or any whose TOTP secret
 * is the demo's published one (whoever reads this repository could make their codes). Empty when there is none.
 * Staff are never deleted (the audit log names them); disabling one is the cure.
 */
export async function demoStaffProblems(db: Db, box: TotpSecretBox): Promise<string[]> {
  const rows = await db
    .select({ email: staff.email, totpSecret: staff.totpSecret })
    .from(staff)
    .where(eq(staff.disabled, false));
  const problems: string[] = [];
  for (const row of rows) {
    if (row.email.toLowerCase() === DEMO_OWNER.email)
      problems.push(`the demo owner ${DEMO_OWNER.email} is an active member of staff (disable it)`);
    else if (box.open(row.totpSecret) === DEMO_OWNER.totpSecret)
      problems.push(`${row.email} has the demo owner's published TOTP secret (disable it)`);
  }
  return problems;
}

/** Throws `ProductionSettingsError` naming every demo credential found among the staff. */
export async function refuseDemoStaff(db: Db, box: TotpSecretBox): Promise<void> {
  const problems = await demoStaffProblems(db, box);
  if (problems.length > 0) throw new ProductionSettingsError('api', problems);
}
