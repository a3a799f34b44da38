import { normalizeIndianMobile } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { ReplyHandler } from '../messaging/message.js';
import type { MoneyDeps } from '../refunds/deps.js';
import { type CancelOutcome, cancelOrder } from './cancel.js';
import { COD_LINK_INVALID, confirmCashOnDelivery } from './cod-confirmation.js';
import type { CodAnswer, CodConfirmationLinks } from './cod-links.js';
import type { ShipmentDeps } from './shipments.js';

/** Why the buyer's own cancellation is recorded (the order's cancellation mail and credit note say it). */
export const CANCELLED_BY_BUYER = 'cancelled by the buyer when asked to confirm it';

/** What answering needs: confirming creates the shipment; cancelling gives stock back and mails the buyer. */
export type CodAnswerDeps = ShipmentDeps & MoneyDeps;

/**
 * The buyer's cancellation of their unconfirmed cash-on-delivery order, by the signed link of the SMS (the page's
 * button sends it): the link must be this order's, for cancelling, and unexpired. The cancellation is the desk's own
 * (`cancelOrder`: stock back, coupon and points released, the buyer mailed), refused once the order is confirmed or
 * on its way. A second request finds it cancelled (`already_cancelled`).
 */
export async function cancelByLink(
  deps: CodAnswerDeps,
  links: CodConfirmationLinks,
  orderId: string,
  token: string,
): Promise<{ orderId: string; orderNumber: string }> {
  if (!links.verify(orderId, token, new Date(), 'cancel')) throw badRequest('cod_link_invalid', COD_LINK_INVALID);
  await cancelOrder(deps, 'buyer', { orderId, reason: CANCELLED_BY_BUYER });
  const [order] = await deps.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  return { orderId, orderNumber: order?.orderNumber ?? '' };
}

/**
 * The `cod` reply handler: the buyer tapped "Confirm order" or "Cancel order" under the WhatsApp question. The payload
 * must be one the store signed (for that order and that answer) and the reply must come from the order's own number;
 * anything else is logged and changes nothing. Then the order is confirmed (`confirmCashOnDelivery`, as the mailed
 * link does) or cancelled as the buyer (`cancelOrder`). Each is harmless to repeat: a second tap or a replayed webhook
 * finds the order as the first left it. A cancel the order no longer allows (confirmed, on its way), or a confirm of a
 * cancelled order, is refused and the buyer told by a short SMS, once per order and outcome.
 */
export function codReplyHandler(deps: CodAnswerDeps, links: CodConfirmationLinks): ReplyHandler {
  return async ({ data, from }) => {
    const signed = links.readReply(data);
    if (!signed) {
      deps.log.warn({ from }, 'cash-on-delivery reply with a payload the store did not sign; ignored');
      return;
    }
    const { orderId, answer } = signed;
    const [order] = await deps.db
      .select({ phone: orders.phone, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    const phone = order ? normalizeIndianMobile(order.phone) : null;
    if (!order || phone !== from) {
      deps.log.warn({ orderId, from }, 'cash-on-delivery reply from a number that is not the order’s; ignored');
      return;
    }
    const outcome = await answerFor(deps, orderId, answer);
    if (!outcome) return;
    const added = await deps.messages?.send(
      { kind: 'message', message: { to: phone, channel: 'sms', sms: { text: replyText(order.orderNumber, outcome) } } },
      { key: `order:${orderId}:cod-answer:${outcome}` },
    );
    deps.log.info({ orderId, answer, outcome, told: added ?? false }, 'cash-on-delivery answered by the buyer');
  };
}

type Outcome = 'confirmed' | 'cancelled' | 'not-cancelled' | 'not-confirmed';

/** Applies the answer; null when it changed nothing new (a repeated tap): the buyer was told the first time. */
async function answerFor(deps: CodAnswerDeps, orderId: string, answer: CodAnswer): Promise<Outcome | null> {
  try {
    if (answer === 'confirm') {
      const done = await confirmCashOnDelivery(deps, orderId, 'buyer');
      return done.confirmedNow ? 'confirmed' : null;
    }
    const cancelled: CancelOutcome = await cancelOrder(deps, 'buyer', { orderId, reason: CANCELLED_BY_BUYER });
    return cancelled.whole ? 'cancelled' : null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.code === 'already_cancelled') return null;
    if (error.code === 'cod_already_confirmed' || error.code === 'already_dispatched') return 'not-cancelled';
    if (error.code === 'order_cancelled') return 'not-confirmed';
    throw error;
  }
}

function replyText(orderNumber: string, outcome: Outcome): string {
  switch (outcome) {
    case 'confirmed':
      return `Sutra: thank you, your order ${orderNumber} is confirmed. We will tell you when it ships.`;
    case 'cancelled':
      return `Sutra: your order ${orderNumber} is cancelled. Nothing will be sent and you pay nothing.`;
    case 'not-cancelled':
      return `Sutra: your order ${orderNumber} is confirmed already and being packed, so it cannot be cancelled from the message. Please call us or write to us.`;
    case 'not-confirmed':
      return `Sutra: your order ${orderNumber} was cancelled, so it cannot be confirmed. Please place it again if you still want it.`;
  }
}
