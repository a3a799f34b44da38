import { and, desc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { buyers, orders, pointsEntries, returnRequestLines, returnRequests, staff } from '../db/schema.js';
import { inTransaction, lockBuyer } from '../db/transaction.js';
import { conflict, notFound } from '../http/errors.js';
import { pointsBalance } from '../membership/points.js';
import type { SignedInStaff } from '../staff/sessions.js';
import { decodeCursor, encodeCursor, exactTime, olderThan } from './cursor.js';
import type { BlockBody, CustomerJson, CustomerListQuery, CustomerRowJson, PointsAdjustmentBody } from './schemas.js';

export const CUSTOMER_NOT_FOUND = 'No such customer.';
export const pointsBelowZero = (balance: number): string =>
  `That would take the balance below zero: the customer has ${balance} point${balance === 1 ? '' : 's'}.`;

/** The text the search index holds (`buyers_admin_search_trgm`): the query must spell the same expression. */
const searchText = sql`(lower(${buyers.name}) || ' ' || lower(${buyers.email}) || ' ' || ${buyers.contactNumber})`;

/** `%`, `_` and `\` typed in a search are letters, not LIKE patterns. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of buyers, newest first, keyset-paged on (created_at, id) by `buyers_admin_created_idx`; a search (2
 * characters or more) matches any part of the name, email or phone through the trigram index.
 */
export async function listCustomers(
  db: Db,
  query: CustomerListQuery,
): Promise<{ rows: CustomerRowJson[]; nextCursor: string | null }> {
  const where = [];
  const q = query.q?.toLowerCase();
  if (q && q.length >= 2) where.push(sql`${searchText} like ${`%${likeEscaped(q)}%`}`);
  if (query.cursor) where.push(olderThan(buyers.createdAt, buyers.id, decodeCursor(query.cursor)));
  const rows = await db
    .select({
      id: buyers.id,
      name: buyers.name,
      email: buyers.email,
      contactNumber: buyers.contactNumber,
      blockedAt: buyers.blockedAt,
      at: exactTime(buyers.createdAt),
    })
    .from(buyers)
    .where(and(...where))
    .orderBy(desc(buyers.createdAt), desc(buyers.id))
    .limit(query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return {
    rows: shown.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      contactNumber: r.contactNumber,
      blocked: r.blockedAt !== null,
      createdAt: r.at,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.at, last.id) : null,
  };
}

/** A buyer's page: profile, block, points balance and history, addresses, orders and return requests. */
export async function getCustomer(db: Db, id: string): Promise<CustomerJson> {
  const [buyer] = await db.select().from(buyers).where(eq(buyers.id, id));
  if (!buyer) throw notFound(CUSTOMER_NOT_FOUND);
  const [orderRows, returnRows, history, balance] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        orderStatus: orders.orderStatus,
        paymentMethod: orders.paymentMethod,
        totalPaise: orders.totalPaise,
      })
      .from(orders)
      .where(eq(orders.buyerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100),
    db
      .select({
        id: returnRequests.id,
        orderId: returnRequests.orderId,
        orderNumber: orders.orderNumber,
        reason: returnRequests.reason,
        createdAt: returnRequests.createdAt,
        lines: sql<number>`(select count(*)::int from ${returnRequestLines} l where l.return_request_id = ${returnRequests.id})`,
        openLines: sql<number>`(select count(*)::int from ${returnRequestLines} l where l.return_request_id = ${returnRequests.id} and l.status = 'open')`,
      })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(eq(returnRequests.buyerId, id))
      .orderBy(desc(returnRequests.createdAt))
      .limit(100),
    db
      .select({ entry: pointsEntries, orderNumber: orders.orderNumber, staffName: staff.name })
      .from(pointsEntries)
      .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
      .leftJoin(staff, eq(staff.id, pointsEntries.staffId))
      .where(eq(pointsEntries.buyerId, id))
      .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
      .limit(200),
    pointsBalance(db, id),
  ]);
  return {
    id: buyer.id,
    name: buyer.name,
    email: buyer.email,
    contactNumber: buyer.contactNumber,
    createdAt: buyer.createdAt.toISOString(),
    blockedAt: buyer.blockedAt?.toISOString() ?? null,
    blockedReason: buyer.blockedReason,
    pointsBalance: balance,
    addresses: buyer.addresses,
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    returnRequests: returnRows.map((r) => ({
      ...r,
      lines: Number(r.lines),
      openLines: Number(r.openLines),
      createdAt: r.createdAt.toISOString(),
    })),
    pointsHistory: history.map(({ entry, orderNumber, staffName }) => ({
      id: entry.id,
      kind: entry.kind,
      orderId: entry.orderId,
      orderNumber,
      pointsEarned: entry.pointsEarned,
      pointsRedeemed: entry.pointsRedeemed,
      reason: entry.reason,
      staffName,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * Gives (positive) or takes (negative) points with a reason the buyer sees in their history: one `adjustment` entry,
 * audited, under the buyer's lock — the lock placing an order takes to spend points — so two adjustments, or an
 * adjustment and a checkout spending points, cannot both pass the balance check on the same points. Taking more than
 * the balance is `409 points_below_zero`.
 */
export async function adjustPoints(
  db: Db,
  member: SignedInStaff,
  id: string,
  body: PointsAdjustmentBody,
): Promise<CustomerJson> {
  await inTransaction(db, async (tx) => {
    await lockBuyer(tx, id);
    const before = await pointsBalance(tx, id);
    const after = before + body.points;
    if (body.points < 0 && after < 0) throw conflict('points_below_zero', pointsBelowZero(before));
    const [entry] = await tx
      .insert(pointsEntries)
      .values({
        buyerId: id,
        kind: 'adjustment',
        pointsEarned: Math.max(body.points, 0),
        pointsRedeemed: Math.max(-body.points, 0),
        reason: body.reason,
        staffId: member.id,
      })
      .returning({ id: pointsEntries.id });
    await audit(tx, {
      staffId: member.id,
      action: 'customer.points',
      entity: 'customer',
      entityId: id,
      before: { pointsBalance: before },
      after: { pointsBalance: after, points: body.points, reason: body.reason, entryId: entry?.id },
    });
  });
  return getCustomer(db, id);
}

/**
 * Blocks a buyer from buying, or unblocks them, with a reason kept in the audit log. Under the buyer's lock, which
 * placing an order holds while it checks the block: an order is either placed before the block or refused after it
 * (`account_blocked`, its payment refunded). Setting what is already set changes and records nothing.
 */
export async function setBlocked(db: Db, member: SignedInStaff, id: string, body: BlockBody): Promise<CustomerJson> {
  await inTransaction(db, async (tx) => {
    await lockBuyer(tx, id);
    const [buyer] = await tx
      .select({ blockedAt: buyers.blockedAt, blockedReason: buyers.blockedReason })
      .from(buyers)
      .where(eq(buyers.id, id));
    if (!buyer) throw notFound(CUSTOMER_NOT_FOUND);
    if ((buyer.blockedAt !== null) === body.blocked) return;
    const [after] = await tx
      .update(buyers)
      .set(
        body.blocked ? { blockedAt: sql`now()`, blockedReason: body.reason } : { blockedAt: null, blockedReason: null },
      )
      .where(eq(buyers.id, id))
      .returning({ blockedAt: buyers.blockedAt, blockedReason: buyers.blockedReason });
    await audit(tx, {
      staffId: member.id,
      action: body.blocked ? 'customer.block' : 'customer.unblock',
      entity: 'customer',
      entityId: id,
      before: { blocked: buyer.blockedAt !== null, blockedReason: buyer.blockedReason },
      after: { blocked: after?.blockedAt !== null, blockedReason: after?.blockedReason ?? null, reason: body.reason },
    });
  });
  return getCustomer(db, id);
}
