import {
  type LineReturnState,
  RETURN_CONDITIONS,
  type ReturnRefusalCode,
  returnRefusal,
  returnWindowClosesAt,
} from '@sutra/rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderLines, type orders, returnRequestLines } from '../db/schema.js';
import { badRequest, conflict, fieldError, fieldRefusal, type HttpError } from '../http/errors.js';

/** The order a return names, as the return rules read it. */
export type OrderForReturn = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderNumber' | 'orderStatus' | 'deliveredAt' | 'paidAt' | 'paymentMethod'
>;

export interface ReturnableLineRow {
  id: string;
  name: string;
  quantity: number;
  state: LineReturnState;
}

export const lineNotInOrder = (orderNumber: string) => `This item is not in order ${orderNumber}`;

/** The order's lines, in their order, each with where it stands with earlier returns. */
async function linesOf(tx: Db, orderId: string): Promise<ReturnableLineRow[]> {
  const rows = await tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      quantity: orderLines.quantity,
      open: sql<boolean>`coalesce(bool_or(${returnRequestLines.status} = 'open'), false)`,
      // An exchanged line is closed like a refunded one: its replacement is the order line to return from now on.
      refunded: sql<boolean>`coalesce(bool_or(${returnRequestLines.status} in ('refunded', 'exchanged')), false)`,
      rejected: sql<boolean>`coalesce(bool_or(${returnRequestLines.status} = 'rejected'), false)`,
    })
    .from(orderLines)
    .leftJoin(returnRequestLines, eq(returnRequestLines.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.id)
    .orderBy(asc(orderLines.position));
  return rows.map(({ open, refunded, rejected, ...line }) => ({
    ...line,
    state: refunded ? 'refunded' : open ? 'open' : rejected ? 'rejected' : 'none',
  }));
}

/** A refusal of one condition about `field`: 409 when the line was asked for already, 400 otherwise. */
export function returnRefused(
  code: ReturnRefusalCode,
  field: string,
  order: OrderForReturn,
  itemName?: string,
): HttpError {
  const closedAt = order.deliveredAt ? returnWindowClosesAt(order.deliveredAt) : undefined;
  const message = RETURN_CONDITIONS[code].message({ orderNumber: order.orderNumber, itemName, closedAt });
  return code === 'already_requested'
    ? conflict('not_returnable', message, [fieldError(field, code, message)])
    : fieldRefusal('not_returnable', field, code, message);
}

/**
 * The lines a return request covers, each checked by the return rules (`@sutra/rules`, `return-policy.ts`) at `now`:
 * the lines named (`lineIds`, the order's line ids), or else every line of the order not returned already. Throws the
 * first refusal, about the line's place in `lines` or about the order number.
 */
export async function linesToReturn(
  tx: Db,
  order: OrderForReturn,
  lineIds: readonly string[] | null | undefined,
  now: Date,
): Promise<ReturnableLineRow[]> {
  const lines = await linesOf(tx, order.id);
  const check = (line: ReturnableLineRow) =>
    returnRefusal(
      {
        orderStatus: order.orderStatus,
        deliveredAt: order.deliveredAt,
        paid: order.paidAt !== null,
        returnState: line.state,
      },
      now,
    );
  if (lineIds && lineIds.length > 0) {
    return lineIds.map((lineId, i) => {
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw fieldRefusal('invalid_input', `lines.${i}`, 'invalid_value', lineNotInOrder(order.orderNumber));
      const refusal = check(line);
      if (refusal) throw returnRefused(refusal, `lines.${i}`, order, line.name);
      return line;
    });
  }
  // The whole order: what is about the order (delivery, the window) refuses it; lines returned already are left out.
  const open = lines.filter((line) => check(line) === null);
  if (open.length > 0) return open;
  const [first] = lines;
  if (!first) throw badRequest('invalid_input', lineNotInOrder(order.orderNumber));
  throw returnRefused(check(first) ?? 'already_requested', 'orderNumber', order);
}
