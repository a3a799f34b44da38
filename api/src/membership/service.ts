import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, pointsEntries } from '../db/schema.js';
import { PAISE_PER_POINT_EARNED, POINT_VALUE_PAISE, pointsBalance } from './points.js';

export interface PointsEntryJson {
  _id: string;
  orderId: string | null;
  orderNumber: string | null;
  pointsEarned: number;
  pointsRedeemed: number;
  createdAt: string;
}

/** GET /membership's `result` (spec: totalPoints, pointsHistory), plus the point values the page states. */
export interface MembershipJson {
  buyerId: string;
  totalPoints: number;
  /** One entry per order placed, newest first. */
  pointsHistory: PointsEntryJson[];
  /** What one point takes off. */
  pointValuePaise: number;
  /** The order value that earns one point. */
  paisePerPointEarned: number;
}

export async function getMembership(db: Db, buyerId: string): Promise<MembershipJson> {
  const history = await db
    .select({
      id: pointsEntries.id,
      orderId: pointsEntries.orderId,
      orderNumber: orders.orderNumber,
      pointsEarned: pointsEntries.pointsEarned,
      pointsRedeemed: pointsEntries.pointsRedeemed,
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
      createdAt: h.createdAt.toISOString(),
    })),
    pointValuePaise: POINT_VALUE_PAISE,
    paisePerPointEarned: PAISE_PER_POINT_EARNED,
  };
}
