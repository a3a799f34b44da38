import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

/**
 * Whether a review's author received the product: an order of theirs holding a line of it was delivered. Such reviews
 * show "Verified buyer". Delivered is final (`movesForward`), so a review once verified stays so; a delivery makes its
 * buyer's reviews of what it held verified at once, and announces that (migration 0022_catalog_change_scopes).
 */
export const verifiedBuyerSql = (buyerId: AnyColumn | string, productId: AnyColumn | string): SQL<boolean> =>
  sql<boolean>`exists (
    select 1 from order_lines l join orders o on o.id = l.order_id
    where o.buyer_id = ${buyerId} and l.product_id = ${productId} and o.order_status = 'Delivered'
  )`;

export async function isVerifiedBuyer(db: Db, buyerId: string, productId: string): Promise<boolean> {
  const [row] = await queryRows<{ verified: boolean }>(
    db,
    sql`select ${verifiedBuyerSql(buyerId, productId)} as verified`,
  );
  return row?.verified === true;
}
