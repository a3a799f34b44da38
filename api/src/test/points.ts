import type { Db } from '../db/client.js';
import { pointsEntries } from '../db/schema.js';

/** Gives a buyer membership points, as if earned by an order placed long ago (tests only). */
export async function grantPoints(db: Db, buyerId: string, points: number): Promise<void> {
  await db.insert(pointsEntries).values({ buyerId, pointsEarned: points, pointsRedeemed: 0 });
}
