import { orderPayment } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';
import type { CodConfirmationLinks } from './cod-links.js';
import { COD_LINK_HOURS } from './cod-links.js';
import { createShipment, type ShipmentDeps } from './shipments.js';

export const ORDER_NOT_FOUND = 'No such order.';
export const COD_LINK_INVALID = 'This confirmation link is not valid any more. Call us, or write to us, to confirm.';
export const NOT_CASH_ON_DELIVERY = 'Only a cash-on-delivery order waits for a confirmation.';
export const ORDER_CANCELLED = 'This order was cancelled, so it cannot be confirmed.';

/** Who confirmed: a member of staff (audited), or the buyer by the mailed link. */
export type Confirmer = { staffId: string } | 'buyer';

export interface CodConfirmation {
  orderId: string;
  orderNumber: string;
  confirmedAt: string;
  confirmedBy: string;
  /** False when it was confirmed already (by anyone): nothing more was done. */
  confirmedNow: boolean;
}

/**
 * Confirms a cash-on-delivery order, then has its Shiprocket shipment created at once (through the shipment path
 * and its retries). Under the order's row lock, so two confirmations at once make one: the second finds it confirmed
 * and does nothing more. A cancelled order, or one not paid on delivery, is refused.
 */
export async function confirmCashOnDelivery(
  deps: ShipmentDeps,
  orderId: string,
  by: Confirmer,
): Promise<CodConfirmation> {
  const result = await inTransaction(deps.db, async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        paymentMethod: orders.paymentMethod,
        orderStatus: orders.orderStatus,
        codConfirmedAt: orders.codConfirmedAt,
        codConfirmedBy: orders.codConfirmedBy,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentMethod !== 'cod') throw conflict('not_cash_on_delivery', NOT_CASH_ON_DELIVERY);
    if (order.orderStatus === 'Cancelled') throw conflict('order_cancelled', ORDER_CANCELLED);
    if (order.codConfirmedAt) {
      return {
        ...answer(order.id, order.orderNumber, order.codConfirmedAt, order.codConfirmedBy),
        confirmedNow: false,
      };
    }
    const now = new Date();
    const confirmedBy = by === 'buyer' ? 'buyer' : by.staffId;
    await tx
      .update(orders)
      // The retry worker takes it up if this process stops before Shiprocket has it.
      .set({ codConfirmedAt: now, codConfirmedBy: confirmedBy, shipmentRetryAt: new Date(now.getTime() + 60_000) })
      .where(eq(orders.id, orderId));
    if (by !== 'buyer') {
      await audit(tx, {
        staffId: by.staffId,
        action: 'order.confirm_cod',
        entity: 'order',
        entityId: orderId,
        before: { codConfirmedAt: null },
        after: { codConfirmedAt: now.toISOString(), codConfirmedBy: confirmedBy },
      });
    }
    return { ...answer(order.id, order.orderNumber, now, confirmedBy), confirmedNow: true };
  });
  if (result.confirmedNow) await createShipment(deps, orderId);
  return result;
}

const answer = (orderId: string, orderNumber: string, at: Date, by: string | null) => ({
  orderId,
  orderNumber,
  confirmedAt: at.toISOString(),
  confirmedBy: by ?? 'store',
});

/** The buyer's confirmation by the mailed link: the link must be this order's and unexpired. */
export function confirmByLink(
  deps: ShipmentDeps,
  links: CodConfirmationLinks,
  orderId: string,
  token: string,
): Promise<CodConfirmation> {
  if (!links.verify(orderId, token)) throw badRequest('cod_link_invalid', COD_LINK_INVALID);
  return confirmCashOnDelivery(deps, orderId, 'buyer');
}

/** The mail sent when a cash-on-delivery order is placed, with the link that confirms it (made now, never stored). */
export async function codConfirmationMail(
  db: Db,
  links: CodConfirmationLinks,
  publicUrl: string,
  orderId: string,
): Promise<OutgoingMail | null> {
  const [order] = await db
    .select({
      email: orders.email,
      name: orders.name,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      pointsUsed: orders.pointsUsed,
      codConfirmedAt: orders.codConfirmedAt,
      orderStatus: orders.orderStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // Confirmed already (by the desk's call) or cancelled meanwhile: no link to send.
  if (!order || order.codConfirmedAt || order.orderStatus === 'Cancelled') return null;
  const link = `${publicUrl}/orders/confirm-cod?${new URLSearchParams({ order: orderId, token: links.token(orderId) })}`;
  const { summary } = orderPayment({
    method: order.paymentMethod,
    paidAt: order.paidAt,
    orderValuePaise: order.totalPaise,
    pointsUsed: order.pointsUsed,
  });
  const lead = `Thank you for your order ${order.orderNumber}. ${summary}`;
  const ask = `Please confirm that you want it, and we will send it right away. The link works for ${COD_LINK_HOURS} hours.`;
  return {
    to: order.email,
    subject: `Please confirm your Sutra order ${order.orderNumber}`,
    text: `Hello ${order.name},\n\n${lead}\n${ask}\n\n${link}\n\nIf you did not place this order, ignore this mail: it will not be sent.\n\nSutra`,
    html: layout('Confirm your order', [
      `Hello ${escapeHtml(order.name)},`,
      escapeHtml(lead),
      escapeHtml(ask),
      `<a href="${escapeHtml(link)}" style="font-weight:600">Confirm my order</a>`,
      'If you did not place this order, ignore this mail: it will not be sent.',
    ]),
  };
}
