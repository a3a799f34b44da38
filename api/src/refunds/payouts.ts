import { and, eq } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { refunds } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { conflict, notFound } from '../http/errors.js';

export const PAYOUT_NOT_FOUND = 'No such payout';
export const PAYOUT_ALREADY_PAID = 'This payout is marked paid already';

/**
 * Marks a cash-on-delivery refund's payout paid, with the bank's reference, once staff have paid it from the bank's
 * portal. Under the refund's row lock, so two staff marking it at once record one payment (the second is refused).
 */
export async function markPayoutPaid(
  db: Db,
  staff: { id: string },
  refundId: string,
  reference: string,
): Promise<{ orderId: string }> {
  return inTransaction(db, async (tx) => {
    const [payout] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.method, 'payout')))
      .for('update');
    if (!payout) throw notFound(PAYOUT_NOT_FOUND);
    if (payout.status !== 'requested') throw conflict('payout_already_paid', PAYOUT_ALREADY_PAID);
    const now = new Date();
    await tx
      .update(refunds)
      .set({ status: 'processed', payoutReference: reference, paidBy: staff.id, processedAt: now, updatedAt: now })
      .where(eq(refunds.id, refundId));
    await audit(tx, {
      staffId: staff.id,
      action: 'payout.paid',
      entity: 'refund',
      entityId: refundId,
      before: { status: payout.status },
      after: { status: 'processed', reference, amountPaise: payout.amountPaise, orderId: payout.orderId },
    });
    return { orderId: payout.orderId };
  });
}
