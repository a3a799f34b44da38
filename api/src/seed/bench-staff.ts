/**
 * A member of the catalogue role for benchmarks, and a fresh session of theirs: prints `{"token":"sst_…"}` as its last
 * line. Run on the benchmark's database before its api starts (as `catalog:large` is):
 *
 *   DATABASE_URL=… pnpm --filter @sutra/api bench:staff-session
 *
 * The member's password and TOTP secret are random and never shown, so nobody can sign in as them; the session is the
 * only way in, and it ends as every session does (`STAFF_SESSION_*`). Never run on a store's database.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadJwtSecret } from '../auth/jwt-secret.js';
import { hashPassword } from '../auth/passwords.js';
import { loadApiConfig } from '../config.js';
import { staff } from '../db/schema.js';
import { prepareDatabase } from '../server.js';
import { TotpSecretBox } from '../staff/secrets.js';
import { openSession } from '../staff/sessions.js';
import { newTotpSecret } from '../staff/totp.js';

export const BENCH_STAFF_EMAIL = 'bench-catalogue@sutra.invalid';

const config = loadApiConfig();
const { database } = await prepareDatabase(config, { demoOwner: false });
const db = database.db;
let [member] = await db
  .select({ id: staff.id, passwordChangedAt: staff.passwordChangedAt })
  .from(staff)
  .where(eq(staff.email, BENCH_STAFF_EMAIL));
if (!member) {
  const box = new TotpSecretBox(await loadJwtSecret(config));
  [member] = await db
    .insert(staff)
    .values({
      email: BENCH_STAFF_EMAIL,
      name: 'Benchmark',
      role: 'catalogue',
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      totpSecret: box.seal(newTotpSecret()),
    })
    .returning({ id: staff.id, passwordChangedAt: staff.passwordChangedAt });
}
if (!member) throw new Error('bench staff not stored');
const { token } = await openSession(db, member, config.staffSessions, { address: '127.0.0.1', userAgent: 'bench' });
await database.close();
console.log(JSON.stringify({ token }));
