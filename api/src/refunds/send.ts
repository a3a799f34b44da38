import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { refunds } from '../db/schema.js';
import { ProviderRejectedError } from '../providers/http.js';
import type { Razorpay, RazorpayRefundEntity } from '../providers/razorpay.js';

/** What sending refunds needs. */
export interface RefundDeps {
  db: Db;
  razorpay: Razorpay;
  log: FastifyBaseLogger;
}

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;
/** A refund being sent is not sent again by anyone else for this long (a slow Razorpay, another replica). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 10;

/** When to send a refund again after `failures` tries: 30 s, doubling, at most every 30 minutes. */
export const refundRetryDelayMs = (failures: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

/** Our status for Razorpay's: processed and failed are final; pending waits for the webhook. */
export const statusForRazorpay = (razorpayStatus: string): 'requested' | 'processed' | 'failed' =>
  razorpayStatus === 'processed' ? 'processed' : razorpayStatus === 'failed' ? 'failed' : 'requested';

/**
 * Sends a recorded refund to Razorpay, once its transaction has committed. It is first claimed (a conditional
 * update: only a refund still unanswered and due, pushed CLAIM_MS on), so two senders never send it at once; and it
 * carries its idempotency key, so even a send repeated after a lost answer makes no second refund at Razorpay.
 * Razorpay down: tried again later. Razorpay refusing (over the captured amount, a payment not captured): failed,
 * with Razorpay's words kept for staff. Answers whether Razorpay took it.
 */
export async function sendRefund(deps: RefundDeps, refundId: string, now = new Date()): Promise<boolean> {
  const [claimed] = await deps.db
    .update(refunds)
    .set({
      nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${refunds.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'requested'),
        eq(refunds.method, 'razorpay'),
        isNull(refunds.razorpayRefundId),
        lte(refunds.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed?.razorpayPaymentId) return false;
  let answer: RazorpayRefundEntity;
  try {
    answer = await deps.razorpay.createRefund(claimed.razorpayPaymentId, {
      amountPaise: claimed.amountPaise,
      idempotencyKey: claimed.idempotencyKey,
      notes: { refundId: claimed.id, orderId: claimed.orderId, source: claimed.source },
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    // 409: Razorpay is still working on the same key; anything else it refuses will not change on a repeat.
    const final = error instanceof ProviderRejectedError && error.status !== 409;
    await deps.db
      .update(refunds)
      .set(
        final
          ? { status: 'failed', nextAttemptAt: null, lastError: message, updatedAt: new Date() }
          : {
              nextAttemptAt: new Date(Date.now() + refundRetryDelayMs(claimed.attempts)),
              lastError: message,
              updatedAt: new Date(),
            },
      )
      .where(and(eq(refunds.id, claimed.id), isNull(refunds.razorpayRefundId)));
    deps.log[final ? 'error' : 'warn'](
      { refundId: claimed.id, err: error },
      final ? 'refund refused' : 'refund not sent; will retry',
    );
    return false;
  }
  await recordRazorpayAnswer(deps.db, claimed.id, answer);
  deps.log.info({ refundId: claimed.id, razorpayRefundId: answer.id }, 'refund sent');
  return true;
}

/** Keeps Razorpay's refund id and status (a webhook may have said more already: a final status is never undone). */
async function recordRazorpayAnswer(db: Db, refundId: string, answer: RazorpayRefundEntity): Promise<void> {
  const status = statusForRazorpay(answer.status);
  await db
    .update(refunds)
    .set({
      razorpayRefundId: answer.id,
      razorpayStatus: sql`case when ${refunds.status} = 'requested' then ${answer.status} else ${refunds.razorpayStatus} end`,
      status: sql`case when ${refunds.status} = 'requested' then ${status} else ${refunds.status} end`,
      processedAt: status === 'processed' ? sql`coalesce(${refunds.processedAt}, now())` : refunds.processedAt,
      nextAttemptAt: null,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, refundId));
}

/** Sends each refund just recorded (after its transaction committed); a failure is left to the retry worker. */
export async function sendRefunds(deps: RefundDeps, refundIds: readonly string[]): Promise<void> {
  for (const id of refundIds) {
    try {
      await sendRefund(deps, id);
    } catch (error) {
      deps.log.error({ refundId: id, err: error }, 'refund not sent; the retry worker will');
    }
  }
}

/** One round of the retry worker for refunds: those Razorpay has not answered, due now. */
export async function retryDueRefunds(deps: RefundDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'requested'),
        eq(refunds.method, 'razorpay'),
        isNull(refunds.razorpayRefundId),
        lte(refunds.nextAttemptAt, now),
      ),
    )
    .orderBy(refunds.nextAttemptAt)
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) if (await sendRefund(deps, id, now)) sent++;
  return sent;
}
