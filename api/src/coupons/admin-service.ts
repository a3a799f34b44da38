import { desc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { coupons } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest, fieldError, notFound } from '../http/errors.js';
import type { SignedInStaff } from '../staff/sessions.js';
import type { CouponAdminJson, CouponBody } from './admin-schemas.js';
import { type Coupon, normalizeCode } from './service.js';

export const COUPON_NOT_FOUND = 'No such coupon.';
export const CODE_TAKEN = 'Another coupon has this code';
export const USED_CODE_KEPT = 'A coupon that was used keeps its code: end it and create another';

/** Orders that used the coupon (named in full: inside the subquery a bare `id` would be the redemption's). */
const uses = sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = "coupons"."id")`;

function couponJson(coupon: Coupon, used: number, now = new Date()): CouponAdminJson {
  const state =
    !coupon.active || (coupon.expiresAt && coupon.expiresAt <= now)
      ? 'ended'
      : coupon.startsAt && coupon.startsAt > now
        ? 'scheduled'
        : 'live';
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    percentOff: coupon.percentOff,
    amountOffPaise: coupon.amountOffPaise,
    maxDiscountPaise: coupon.maxDiscountPaise,
    minOrderPaise: coupon.minOrderPaise,
    startsAt: coupon.startsAt?.toISOString() ?? null,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    usesPerBuyer: coupon.usesPerBuyer,
    totalUses: coupon.totalUses,
    listed: coupon.listed,
    uses: used,
    state,
    createdAt: coupon.createdAt.toISOString(),
  };
}

/** The columns a body sets: a percent coupon's amount, and a flat one's percent and cap, are cleared. */
const columnsOf = (body: CouponBody) => ({
  code: normalizeCode(body.code),
  description: body.description,
  kind: body.kind,
  percentOff: body.kind === 'percent' ? body.percentOff : null,
  amountOffPaise: body.kind === 'flat' ? body.amountOffPaise : null,
  maxDiscountPaise: body.kind === 'percent' ? body.maxDiscountPaise : null,
  minOrderPaise: body.minOrderPaise,
  startsAt: body.startsAt ? new Date(body.startsAt) : null,
  expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  usesPerBuyer: body.usesPerBuyer,
  totalUses: body.totalUses,
  listed: body.listed,
});

/** A code another coupon holds answers the field's `taken`, whichever of two saves got there first. */
async function uniqueCode<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest('invalid_input', CODE_TAKEN, [fieldError('code', 'taken', CODE_TAKEN)]);
    throw error;
  }
}

/** Every coupon, newest first, with how often it was used. */
export async function listCoupons(db: Db): Promise<CouponAdminJson[]> {
  const rows = await db.select({ coupon: coupons, uses }).from(coupons).orderBy(desc(coupons.createdAt));
  return rows.map((r) => couponJson(r.coupon, r.uses));
}

export function createCoupon(db: Db, staff: SignedInStaff, body: CouponBody): Promise<CouponAdminJson> {
  return uniqueCode(
    inTransaction(db, async (tx) => {
      const [created] = await tx.insert(coupons).values(columnsOf(body)).returning();
      if (!created) throw new Error('coupon not stored');
      const json = couponJson(created, 0);
      await audit(tx, {
        staffId: staff.id,
        action: 'coupon.create',
        entity: 'coupon',
        entityId: created.id,
        after: json,
      });
      return json;
    }),
  );
}

async function lockedCoupon(tx: Db, id: string): Promise<{ coupon: Coupon; uses: number }> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!coupon) throw notFound(COUPON_NOT_FOUND);
  const [used] = await tx.select({ uses }).from(coupons).where(eq(coupons.id, id));
  return { coupon, uses: used?.uses ?? 0 };
}

/**
 * Saves a coupon's new terms. Orders that used it keep the discount they were given; a used coupon keeps its code,
 * which its orders' history names.
 */
export function updateCoupon(db: Db, staff: SignedInStaff, id: string, body: CouponBody): Promise<CouponAdminJson> {
  return uniqueCode(
    inTransaction(db, async (tx) => {
      const { coupon, uses: used } = await lockedCoupon(tx, id);
      const columns = columnsOf(body);
      if (used > 0 && columns.code !== coupon.code) {
        throw badRequest('invalid_input', USED_CODE_KEPT, [fieldError('code', 'invalid_value', USED_CODE_KEPT)]);
      }
      const [updated] = await tx.update(coupons).set(columns).where(eq(coupons.id, id)).returning();
      if (!updated) throw notFound(COUPON_NOT_FOUND);
      const before = couponJson(coupon, used);
      const after = couponJson(updated, used);
      await audit(tx, { staffId: staff.id, action: 'coupon.update', entity: 'coupon', entityId: id, before, after });
      return after;
    }),
  );
}

/** Ends a coupon now: it stops applying at checkout and keeps its history. An ended coupon stays ended. */
export function endCoupon(db: Db, staff: SignedInStaff, id: string): Promise<CouponAdminJson> {
  return inTransaction(db, async (tx) => {
    const { coupon, uses: used } = await lockedCoupon(tx, id);
    const before = couponJson(coupon, used);
    if (before.state === 'ended') return before;
    const [ended] = await tx.update(coupons).set({ expiresAt: sql`now()` }).where(eq(coupons.id, id)).returning();
    if (!ended) throw notFound(COUPON_NOT_FOUND);
    // Ended by the database's clock: say so, whatever this process's clock reads.
    const after: CouponAdminJson = { ...couponJson(ended, used), state: 'ended' };
    await audit(tx, { staffId: staff.id, action: 'coupon.end', entity: 'coupon', entityId: id, before, after });
    return after;
  });
}
