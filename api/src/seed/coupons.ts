import type { Db } from '../db/client.js';
import { coupons } from '../db/schema.js';

type NewCoupon = typeof coupons.$inferInsert;

/**
 * The store's coupons (DESIGN: `SUTRA10` is a fixed seed fact, the promo bar's offer). Tests and docs rely on these:
 * - SUTRA10: 10% off any order, 3 times per buyer;
 * - FLAT500: ₹500 off orders of ₹4,999 or more, once per buyer;
 * - BLACKFRIDAY: 40% off orders of ₹3,000 or more, at most ₹2,500 off, once per buyer, 1,000 uses in all;
 * - MONSOON25: 25% off, expired at the end of September 2025.
 */
export const SEED_COUPONS: readonly NewCoupon[] = [
  {
    code: 'SUTRA10',
    description: '10% off your order',
    kind: 'percent',
    percentOff: 10,
    usesPerBuyer: 3,
  },
  {
    code: 'FLAT500',
    description: '₹500 off orders of ₹4,999 or more',
    kind: 'flat',
    amountOffPaise: 50_000,
    minOrderPaise: 499_900,
    usesPerBuyer: 1,
  },
  {
    code: 'BLACKFRIDAY',
    description: 'Black Friday: 40% off orders of ₹3,000 or more, up to ₹2,500',
    kind: 'percent',
    percentOff: 40,
    maxDiscountPaise: 250_000,
    minOrderPaise: 300_000,
    usesPerBuyer: 1,
    totalUses: 1000,
  },
  {
    code: 'MONSOON25',
    description: 'Monsoon sale: 25% off',
    kind: 'percent',
    percentOff: 25,
    startsAt: new Date('2025-07-01T00:00:00+05:30'),
    expiresAt: new Date('2025-10-01T00:00:00+05:30'),
  },
];

/** Adds any seed coupon whose code is missing (also to databases seeded before coupons existed); never changes one. */
export async function ensureCoupons(db: Db): Promise<number> {
  const added = await db
    .insert(coupons)
    .values([...SEED_COUPONS])
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return added.length;
}
