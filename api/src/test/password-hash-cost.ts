import { sql } from 'drizzle-orm';
import { passwordHasher } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { buyers } from '../db/schema.js';

const cheap = passwordHasher('test');

/**
 * Stores one buyer's password again at the test cost (`auth/passwords.ts`), in a store whose api hashes at the
 * standard cost: for a journey that counts a hundred wrong passwords against that account, which verify against the
 * stored hash's own parameters. What it checks (counting, codes) does not depend on the cost; every other account
 * keeps the standard one, and a successful login stores this one again at the standard cost (`needsRehash`).
 */
export async function storeAtTestHashCost(database: Database, email: string, password: string): Promise<void> {
  const hash = await cheap.hash(password);
  const updated = await database.db
    .update(buyers)
    .set({ passwordHash: hash })
    .where(sql`lower(${buyers.email}) = lower(${email})`)
    .returning({ id: buyers.id });
  if (updated.length !== 1) throw new Error(`no buyer ${email} to store at the test hash cost`);
}
