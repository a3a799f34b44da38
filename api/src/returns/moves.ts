import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { returnRequestLines, returnRequests } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import type { SignedInStaff } from '../staff/sessions.js';
import { RETURN_NOT_FOUND } from './read-returns.js';
import { MOVE_FROM, MOVE_TO, type ReturnMove, type ReturnState } from './states.js';

export type ReturnRow = typeof returnRequests.$inferSelect;

export const RETURN_STALE =
  'This return was changed by someone else since you opened it. Reload it to see where it stands.';

const STATE_WORDS: Record<ReturnState, string> = {
  requested: 'waiting for a decision',
  approved: 'approved, waiting for the pickup',
  picked_up: 'picked up, on its way back',
  received: 'received',
  refunded: 'refunded',
  exchanged: 'exchanged',
  rejected: 'rejected',
};

const MOVE_WORDS: Record<ReturnMove, string> = {
  approve: 'approved',
  reject: 'rejected',
  pick_up: 'marked picked up',
  receive: 'received',
  refund: 'refunded',
  exchange: 'exchanged',
};

/** Why a move is refused in the state the return is in, in the words staff see. */
export const wrongState = (move: ReturnMove, state: ReturnState) =>
  `This return is ${STATE_WORDS[state]}: it cannot be ${MOVE_WORDS[move]} now.`;

/** What the audit log keeps of a return (no refund destination: it names a bank account). */
const audited = (r: ReturnRow) => ({
  status: r.status,
  version: r.version,
  staffNote: r.staffNote,
  pickupOrderId: r.pickupOrderId,
  receivedAt: r.receivedAt?.toISOString() ?? null,
  resellable: r.resellable,
  refundPaise: r.refundPaise,
  replacementOrderId: r.replacementOrderId,
});

/**
 * Locks the return request for the rest of the transaction and checks the move may start: 404 when there is none,
 * 409 `stale_version` when staff acted on an older view (`version` given), 409 `return_wrong_state` when the state
 * does not allow it. Locking first makes two staff moving one return at once take turns: the second sees the first's
 * move and is refused.
 */
export async function lockForMove(tx: Db, id: string, move: ReturnMove, version?: number): Promise<ReturnRow> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  if (!row) throw notFound(RETURN_NOT_FOUND);
  if (version !== undefined && version !== row.version) throw conflict('stale_version', RETURN_STALE);
  if (!MOVE_FROM[move].includes(row.status)) throw conflict('return_wrong_state', wrongState(move, row.status));
  return row;
}

/**
 * Makes the move on a locked row: the new state, the version bumped, `change`'s columns; closing moves close the
 * open lines too (`lineStatus`). Audited as `return.<move>` in the same transaction when staff made it.
 */
export async function applyMove(
  tx: Db,
  before: ReturnRow,
  move: ReturnMove,
  change: Partial<typeof returnRequests.$inferInsert>,
  staff: SignedInStaff | null,
  lineStatus?: 'refunded' | 'exchanged' | 'rejected',
): Promise<ReturnRow> {
  const [after] = await tx
    .update(returnRequests)
    .set({ ...change, status: MOVE_TO[move], version: sql`${returnRequests.version} + 1` })
    .where(eq(returnRequests.id, before.id))
    .returning();
  if (!after) throw new Error('return request vanished under its lock');
  if (lineStatus) {
    await tx
      .update(returnRequestLines)
      .set({ status: lineStatus })
      .where(and(eq(returnRequestLines.returnRequestId, before.id), eq(returnRequestLines.status, 'open')));
  }
  if (staff) {
    await audit(tx, {
      staffId: staff.id,
      action: `return.${move}`,
      entity: 'return',
      entityId: before.id,
      before: audited(before),
      after: audited(after),
    });
  }
  return after;
}
