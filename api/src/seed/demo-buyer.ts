import { DEMO_BUYER_LOGIN } from '@sutra/settings';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { buyers, contactQueries, type StoredAddress } from '../db/schema.js';

/** The demo account docs and tests rely on (DESIGN: fixed seed facts). */
export const DEMO_BUYER = {
  ...DEMO_BUYER_LOGIN,
  name: 'Demo Buyer',
  contactNumber: '9876543210',
} as const;

export const DEMO_ADDRESS: StoredAddress = {
  fullName: 'Demo Buyer',
  mobile: '9876543210',
  add1: '14 Johari Bazaar Road',
  add2: 'Near Hawa Mahal',
  landmark: 'Opposite Badi Chaupar',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302003',
  defaultAdd: true,
};

/**
 * Adds the demo buyer when no account has its email — also to databases seeded before it existed. An existing
 * account is left exactly as it is (its password may have been changed on purpose). Answers whether it was added.
 */
export async function ensureDemoBuyer(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(eq(sql`lower(${buyers.email})`, DEMO_BUYER.email));
  if (existing) return false;
  const inserted = await db
    .insert(buyers)
    .values({
      email: DEMO_BUYER.email,
      name: DEMO_BUYER.name,
      contactNumber: DEMO_BUYER.contactNumber,
      passwordHash: await hashPassword(DEMO_BUYER.password),
      addresses: [DEMO_ADDRESS],
    })
    .onConflictDoNothing()
    .returning({ id: buyers.id });
  const [added] = inserted;
  if (!added) return false;
  // Something for the back office's inbox to show in development: a question waiting for customer care.
  await db.insert(contactQueries).values({
    buyerId: added.id,
    name: DEMO_BUYER.name,
    email: DEMO_BUYER.email,
    query: 'Demo query: can the sherwani be delivered to Leh before the 20th?',
  });
  return true;
}
