import { and, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { refunds } from '../db/schema.js';
import { unavailable } from '../http/errors.js';
import { ProviderRejectedError, ProviderUnavailableError } from '../providers/http.js';
import type { RazorpayRefundEntity } from '../providers/razorpay.js';
import { type RefundDeps, statusForRazorpay } from './send.js';

export const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);
export const RAZORPAY_UNREACHABLE = 'Razorpay could not be asked about this refund just now';

const refundEventSchema = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string().min(1).max(100),
        payment_id: z.string().min(1).max(100),
        notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).optional(),
      }),
    }),
  }),
});

/**
 * A refund webhook (`refund.created`, `refund.processed`, `refund.failed`), its signature already checked. As with
 * payments, the event only names a refund: its status is what Razorpay answers when asked (`GET /v1/refunds/:id`),
 * so a forged event moves nothing. The refund is found by Razorpay's id, or — when the webhook outran the answer to
 * the refund request — by our id in its notes, only for the same payment. A final status is never undone.
 */
export async function handleRefundEvent(deps: RefundDeps, event: unknown): Promise<string> {
  const parsed = refundEventSchema.safeParse(event);
  if (!parsed.success) return 'Refund event without a refund; nothing to do';
  const named = parsed.data.payload.refund.entity;
  const ourId = Array.isArray(named.notes) ? undefined : named.notes?.refundId;
  const [refund] = await deps.db
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.razorpayRefundId, named.id),
        ourId && z.uuid().safeParse(ourId).success
          ? and(
              eq(refunds.id, ourId),
              eq(refunds.razorpayPaymentId, named.payment_id),
              isNull(refunds.razorpayRefundId),
            )
          : undefined,
      ),
    )
    .limit(1);
  if (!refund) return 'No refund of ours; nothing to do';

  let actual: RazorpayRefundEntity;
  try {
    actual = await deps.razorpay.fetchRefund(named.id);
  } catch (error) {
    if (error instanceof ProviderRejectedError) return 'Razorpay does not know this refund; nothing to do';
    if (error instanceof ProviderUnavailableError) throw unavailable('unavailable', RAZORPAY_UNREACHABLE);
    throw error;
  }
  if (actual.payment_id !== refund.razorpayPaymentId) return 'The refund is of another payment; nothing to do';
  const status = statusForRazorpay(actual.status);
  const [moved] = await deps.db
    .update(refunds)
    .set({
      razorpayRefundId: actual.id,
      razorpayStatus: actual.status,
      status,
      ...(status === 'processed' ? { processedAt: new Date() } : {}),
      ...(status === 'failed' ? { lastError: 'Razorpay reported the refund failed' } : {}),
      nextAttemptAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'requested')))
    .returning({ id: refunds.id });
  return moved ? `Refund ${status}` : 'Refund already settled';
}
