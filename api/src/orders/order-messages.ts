import { formatRupees, normalizeIndianMobile } from '@sutra/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderLines, orders, refunds } from '../db/schema.js';
import type { MessageOutbox, OutgoingMessage, WhatsAppTemplateMessage } from '../messaging/message.js';
import type { Shiprocket } from '../providers/shiprocket.js';
import type { CodConfirmationLinks } from './cod-links.js';

/**
 * What the buyer is told on their phone about an order: placed (once paid), the cash-on-delivery question, shipped,
 * out for delivery, delivered, a refund issued.
 */
export type OrderEvent = 'placed' | 'cod_confirm' | 'shipped' | 'out_for_delivery' | 'delivered' | 'refund_issued';

/** The message outbox's job for an order's news; rendered when sent, from the order as it is then. */
export type OrderUpdateJob = { kind: 'order-update'; orderId: string; event: OrderEvent; refundId?: string };

/**
 * Writes the order's message in the caller's transaction (the one that made the change), keyed so each event is told
 * once however often it is heard (`order:<id>:<event>`; a refund by its own id). The caller wakes the outbox after
 * commit. No outbox (a test that sends no messages): nothing is written.
 */
export async function tellBuyer(
  tx: Db,
  messages: MessageOutbox | undefined,
  orderId: string,
  event: Exclude<OrderEvent, 'refund_issued'>,
): Promise<void> {
  await messages?.add(tx, { kind: 'order-update', orderId, event }, { key: `order:${orderId}:${event}` });
}

/** Writes the message of a refund recorded in the caller's transaction. */
export async function tellRefund(
  tx: Db,
  messages: MessageOutbox | undefined,
  orderId: string,
  refundId: string,
): Promise<void> {
  await messages?.add(
    tx,
    { kind: 'order-update', orderId, event: 'refund_issued', refundId },
    { key: `refund:${refundId}:issued` },
  );
}

export interface OrderMessageDeps {
  db: Db;
  shiprocket: Pick<Shiprocket, 'track'>;
  links: CodConfirmationLinks;
  /** The storefront's origin (`PUBLIC_URL`), for links. */
  publicUrl: string;
}

/** In an SMS the rupee sign would make it Unicode (half as many characters a part): `Rs.` is what Indian SMS write. */
const smsRupees = (paise: number) => formatRupees(paise).replace('₹', 'Rs. ');

/**
 * Renders an order's message when it is sent, from the order as it is then: to the order's own phone (no valid Indian
 * mobile: nothing is sent — the mail still goes), by WhatsApp when the buyer agreed to it at checkout, else by SMS.
 * A question that is moot by then (a cash-on-delivery order confirmed by the desk's call, or cancelled) is not sent.
 */
export async function renderOrderUpdate(deps: OrderMessageDeps, job: OrderUpdateJob): Promise<OutgoingMessage | null> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, job.orderId));
  if (!order) return null;
  const to = normalizeIndianMobile(order.phone);
  if (!to) return null;
  const content = await contentFor(deps, order, job);
  if (!content) return null;
  return order.whatsappUpdates
    ? { to, channel: 'whatsapp', whatsapp: content.whatsapp, sms: { text: content.sms } }
    : { to, channel: 'sms', sms: { text: content.sms } };
}

type OrderRow = typeof orders.$inferSelect;
type Content = { whatsapp: WhatsAppTemplateMessage; sms: string };

async function contentFor(deps: OrderMessageDeps, order: OrderRow, job: OrderUpdateJob): Promise<Content | null> {
  const number = order.orderNumber;
  const firstName = order.name.trim().split(/\s+/)[0] || order.name;
  const orderSuffix = await orderPageSuffix(deps.db, order.id);
  const orderLink = `${deps.publicUrl}/profile/orders/${orderSuffix}`;
  switch (job.event) {
    case 'placed': {
      const next = 'We will message you here when it ships.';
      return {
        whatsapp: {
          template: 'order_placed',
          params: [firstName, number, formatRupees(order.totalPaise), next],
          buttons: [{ kind: 'url', suffix: orderSuffix }],
        },
        sms: `Sutra: Hello ${firstName}, thank you for your order ${number} of ${smsRupees(order.totalPaise)}. We will tell you when it ships. ${orderLink}`,
      };
    }
    case 'cod_confirm': {
      if (order.codConfirmedAt || order.orderStatus === 'Cancelled') return null;
      const link = (page: string, answer: 'confirm' | 'cancel') =>
        `${deps.publicUrl}/orders/${page}?${new URLSearchParams({ order: order.id, token: deps.links.token(order.id, new Date(), answer) })}`;
      return {
        whatsapp: {
          template: 'cod_confirm',
          params: [firstName, number, formatRupees(order.totalPaise)],
          buttons: [
            { kind: 'quick_reply', payload: `cod:${deps.links.replyData(order.id, 'confirm')}` },
            { kind: 'quick_reply', payload: `cod:${deps.links.replyData(order.id, 'cancel')}` },
          ],
        },
        sms: `Sutra: please confirm your cash-on-delivery order ${number} of ${smsRupees(order.totalPaise)}. Confirm: ${link('confirm-cod', 'confirm')} Cancel: ${link('cancel-cod', 'cancel')}`,
      };
    }
    case 'shipped': {
      const parcel = await parcelOf(deps, order);
      return {
        whatsapp: {
          template: 'order_shipped',
          params: [number, parcel.courier, parcel.awb],
          // "Track parcel" opens the order's page in the shop, which shows the tracking and links the courier's page.
          buttons: [{ kind: 'url', suffix: orderSuffix }],
        },
        sms: `Sutra: your order ${number} is on its way with ${parcel.courier}, AWB ${parcel.awb}. Track it: ${parcel.link ?? orderLink}`,
      };
    }
    case 'out_for_delivery': {
      const parcel = await parcelOf(deps, order);
      const track = `Track it: ${parcel.link ?? orderLink}`;
      const cash =
        order.paymentMethod === 'cod' && !order.paidAt ? ` Please keep ${smsRupees(order.totalPaise)} ready.` : '';
      return {
        whatsapp: { template: 'order_out_for_delivery', params: [number, `${track}${cash}`.trim()] },
        sms: `Sutra: your order ${number} is out for delivery today.${cash} ${track}`,
      };
    }
    case 'delivered':
      return {
        whatsapp: { template: 'order_delivered', params: [number] },
        sms: `Sutra: your order ${number} was delivered. We hope you love it.`,
      };
    case 'refund_issued': {
      if (!job.refundId) return null;
      const [refund] = await deps.db
        .select({ amountPaise: refunds.amountPaise, status: refunds.status })
        .from(refunds)
        .where(eq(refunds.id, job.refundId));
      // A refund Razorpay refused is not one the buyer receives: staff deal with it, and the buyer hears then.
      if (!refund || refund.status === 'failed') return null;
      return {
        whatsapp: { template: 'refund_issued', params: [formatRupees(refund.amountPaise), number] },
        sms: `Sutra: we have refunded ${smsRupees(refund.amountPaise)} for your order ${number}. It reaches your account in 5-7 working days.`,
      };
    }
  }
}

/** `details/<order id>/<first line's id>`: the storefront's page of the order (`/profile/orders/details/:oId/:pId`). */
async function orderPageSuffix(db: Db, orderId: string): Promise<string> {
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
    .limit(1);
  return `details/${orderId}/${line?.id ?? ''}`;
}

/**
 * The courier, AWB and tracking link, from Shiprocket's tracking when the message is sent. Shiprocket down throws, so
 * the outbox tries again later; a shipment without an AWB yet is named as such rather than held back.
 */
async function parcelOf(
  deps: OrderMessageDeps,
  order: OrderRow,
): Promise<{ courier: string; awb: string; link: string | null }> {
  const tracking = order.shiprocketOrderId ? await deps.shiprocket.track(order.shiprocketOrderId) : null;
  return {
    courier: tracking?.courierName || 'our courier',
    awb: tracking?.awbCode || 'not issued yet',
    link: tracking?.trackUrl || null,
  };
}
