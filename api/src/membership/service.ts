import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { orders, pointsEntries } from '../db/schema.js';
import { PAISE_PER_POINT_EARNED, POINT_VALUE_PAISE, pointsBalance } from './points.js';
import type { membershipAnswerSchema } from './schemas.js';

export type PointsEntryJson = MembershipJson['pointsHistory'][number];

/** GET /membership's `result` (spec: totalPoints, pointsHistory), plus the point values the page states. */
export type MembershipJson = z.infer<typeof membershipAnswerSchema>['result'];

/** How the buyer's history names points the store gave or took: the reason staff gave, said as the store's. */
export const adjustmentNote = (reason: string | null): string =>
  reason ? `Adjusted by Sutra: ${reason}` : 'Adjusted by Sutra';

export async function getMembership(db: Db, buyerId: string): Promise<MembershipJson> {
  const history = await db
    .select({
      id: pointsEntries.id,
      orderId: pointsEntries.orderId,
      orderNumber: orders.orderNumber,
      pointsEarned: pointsEntries.pointsEarned,
      pointsRedeemed: pointsEntries.pointsRedeemed,
      kind: pointsEntries.kind,
      reason: pointsEntries.reason,
      createdAt: pointsEntries.createdAt,
    })
    .from(pointsEntries)
    .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
    .where(eq(pointsEntries.buyerId, buyerId))
    .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id));
  return {
    buyerId,
    totalPoints: await pointsBalance(db, buyerId),
    pointsHistory: history.map((h) => ({
      _id: h.id,
      orderId: h.orderId,
      orderNumber: h.orderNumber,
      pointsEarned: h.pointsEarned,
      pointsRedeemed: h.pointsRedeemed,
      kind: h.kind,
      note: h.kind === 'adjustment' ? adjustmentNote(h.reason) : null,
      createdAt: h.createdAt.toISOString(),
    })),
    pointValuePaise: POINT_VALUE_PAISE,
    paisePerPointEarned: PAISE_PER_POINT_EARNED,
  };
}
