import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkouts, paymentEvents } from '../db/schema.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { OrderDeps } from '../orders/deps.js';
import { PaymentRefusedError } from '../orders/payment-confirmation.js';
import { placePaidCheckout } from '../orders/place-order.js';
import { handleRefundEvent, REFUND_EVENTS } from '../refunds/webhook.js';

export const WEBHOOK_SIGNATURE_INVALID = 'Invalid webhook signature';
export const WEBHOOK_BODY_INVALID = 'Invalid webhook body';

const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string(), order_id: z.string().nullish() }),
        })
        .optional(),
    })
    .default({}),
});

/**
 * Events that say money was (or is about to be) taken for an order: each places the order, whichever comes first.
 * An authorized payment is captured by the store before it places the order.
 */
const PAID_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);

/**
 * POST /payment/webhook: Razorpay's events, checked by `X-Razorpay-Signature` over the raw body. A payment for a
 * checkout whose browser never came back places the order through the browser's path, so it is placed once — and,
 * as there, only after Razorpay confirms the payment: the event names a payment, it does not prove one (the webhook
 * secret may leak, and the sandbox's is published). An event id seen before is answered and ignored. Answers a note
 * of what was done; an error only when the event could not be handled (Razorpay unreachable: 503), so Razorpay
 * delivers it again.
 */
export async function handlePaymentWebhook(
  deps: OrderDeps,
  rawBody: string,
  headers: { signature?: string | undefined; eventId?: string | undefined },
): Promise<string> {
  if (!headers.signature || !deps.razorpay.isWebhookSignatureValid(rawBody, headers.signature)) {
    throw badRequest('webhook_unauthenticated', WEBHOOK_SIGNATURE_INVALID);
  }
  let parsed: z.infer<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest('invalid_input', WEBHOOK_BODY_INVALID);
  }
  const eventId = headers.eventId || createHash('sha256').update(rawBody).digest('hex');
  const [seen] = await deps.db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  if (seen) return 'Duplicate event ignored';

  // Refund events move the store's refunds (`refunds/webhook.ts`); the rest may place an order.
  const note = REFUND_EVENTS.has(parsed.event)
    ? await handleRefundEvent(deps, JSON.parse(rawBody))
    : await handleEvent(deps, parsed);
  await deps.db.insert(paymentEvents).values({ eventId, event: parsed.event }).onConflictDoNothing();
  return note;
}

async function handleEvent(deps: OrderDeps, event: z.infer<typeof eventSchema>): Promise<string> {
  const payment = event.payload.payment?.entity;
  if (!PAID_EVENTS.has(event.event) || !payment) return `Event ${event.event} noted`;
  if (!payment.order_id) return 'Payment without an order; nothing to do';
  // The event's order only finds the checkout; `placePaidCheckout` checks with Razorpay that the payment paid it.
  const [checkout] = await deps.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.razorpayOrderId, payment.order_id));
  if (!checkout) return 'No checkout for this order';
  try {
    const placed = await placePaidCheckout(deps, checkout.id, payment.id);
    return placed.created ? 'Order placed' : 'Order already placed';
  } catch (error) {
    // A refused payment, or a rejected (refunded) checkout, is handled: Razorpay need not send it again.
    if (error instanceof PaymentRefusedError) {
      deps.log.warn(
        { checkoutId: checkout.id, paymentId: payment.id, reason: error.message },
        'webhook payment refused',
      );
      return error.message;
    }
    if (error instanceof HttpError && error.statusCode === 409) return error.message;
    throw error;
  }
}
